import { Hono } from 'hono';
import { hashPassword } from '../auth/password.ts';
import { assertPasswordAllowed } from '../auth/password-policy.ts';
import { recordSecurityEvent } from '../auth/security-events.ts';
import { newUserSchema, roleChangeSchema } from '../../domain/accounts/account-input.ts';
import {
  deleteUser,
  findPublicUserById,
  findUserByUsername,
  insertUser,
  listUsers,
  updateUserRole,
} from '../db/repositories/users.ts';
import type { AppEnv } from '../env.ts';
import { ApiError } from '../middleware/errors.ts';
import { requireRole, SUPER_ADMINS } from '../middleware/require-role.ts';
import { idParam, jsonBody } from '../middleware/validate.ts';

/** POST /register, GET /users, PUT /users/:id/role, DELETE /users/:id: super_admin only (SPEC 6). */
const superAdmin = requireRole(SUPER_ADMINS);

export const userRoutes = new Hono<AppEnv>()
  .post('/register', superAdmin, jsonBody(newUserSchema), async (c) => {
    const input = c.req.valid('json');
    const { db } = c.env.services;
    if (await findUserByUsername(db, input.username)) {
      throw new ApiError(409, 'Username already exists', { fields: { username: 'Username already exists' } });
    }
    await assertPasswordAllowed('password', { password: input.password, username: input.username, whose: 'other' });
    const user = await insertUser(db, {
      username: input.username,
      email: input.email,
      firstName: input.firstName || null,
      role: input.role,
      passwordHash: await hashPassword(input.password),
    });
    await recordSecurityEvent(c, c.get('user')!, {
      action: 'security.user.created',
      target: user.username,
      summary: `Created ${user.username} (${user.role})`,
    });
    return c.json(user, 201);
  })
  .get('/users', superAdmin, async (c) => c.json(await listUsers(c.env.services.db)))
  .put('/users/:id/role', superAdmin, idParam, jsonBody(roleChangeSchema), async (c) => {
    const { id } = c.req.valid('param');
    const { role } = c.req.valid('json');
    const { db } = c.env.services;
    const target = await findPublicUserById(db, id);
    if (!target) throw new ApiError(404, 'User not found');
    if (target.role === 'super_admin') throw new ApiError(403, 'Super admin accounts cannot be changed');
    const updated = await updateUserRole(db, id, role);
    await recordSecurityEvent(c, c.get('user')!, {
      action: 'security.role.changed',
      target: target.username,
      summary: `Role of ${target.username}: ${target.role} → ${role}`,
    });
    return c.json(updated);
  })
  .delete('/users/:id', superAdmin, idParam, async (c) => {
    const { id } = c.req.valid('param');
    const { db } = c.env.services;
    if (id === c.get('user')!.id) throw new ApiError(400, 'You cannot delete your own account');
    const target = await findPublicUserById(db, id);
    if (!target) throw new ApiError(404, 'User not found');
    if (target.role === 'super_admin') throw new ApiError(403, 'Super admin accounts cannot be deleted');
    await deleteUser(db, id);
    await recordSecurityEvent(c, c.get('user')!, {
      action: 'security.user.deleted',
      target: target.username,
      summary: `Deleted ${target.username} (${target.role})`,
    });
    return c.json({ message: 'User deleted' });
  });
