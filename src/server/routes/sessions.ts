import { Hono } from 'hono';
import * as z from 'zod/mini';
import { deviceName } from '../../domain/accounts/device-name.ts';
import { recordSecurityEvent } from '../auth/security-events.ts';
import {
  countingDeleteSessionsOfUser,
  deleteSessionByPublicId,
  listSessionsOfUser,
} from '../db/repositories/sessions.ts';
import { findPublicUserById } from '../db/repositories/users.ts';
import type { AppEnv } from '../env.ts';
import { ApiError } from '../middleware/errors.ts';
import { requireRole, STAFF, SUPER_ADMINS } from '../middleware/require-role.ts';
import { idParam, validate } from '../middleware/validate.ts';

const publicIdParam = validate(
  'param',
  z.object({ id: z.string().check(z.regex(/^[0-9a-f]{32}$/, 'id must be a session id from the list')) }),
);

/**
 * Sessions in sight (issue 25 part 4): GET /user/sessions, DELETE /user/sessions/:id, DELETE /user/sessions
 * (every other), DELETE /users/:id/sessions (super_admin). A session is named by its public id; its
 * primary key is the secret inside the cookie's token and never leaves the server.
 */
export const sessionRoutes = new Hono<AppEnv>()
  .get('/user/sessions', requireRole(STAFF), async (c) => {
    const { db, now, sessionPolicy } = c.env.services;
    const at = now();
    const rows = await listSessionsOfUser(db, c.get('user')!.id, at, new Date(at.getTime() - sessionPolicy.idleMs));
    const current = c.get('sessionId');
    return c.json(
      rows.map((r) => ({
        id: r.publicId,
        device: deviceName(r.userAgent),
        address: r.address,
        signedInAt: r.createdAt,
        lastUsedAt: r.lastSeenAt,
        current: r.id === current,
      })),
    );
  })
  .delete('/user/sessions/:id', requireRole(STAFF), publicIdParam, async (c) => {
    const { id } = c.req.valid('param');
    const me = c.get('user')!;
    const { db } = c.env.services;
    const mine = await db
      .selectFrom('sessions')
      .select(['id', 'userAgent'])
      .where('userId', '=', me.id)
      .where('publicId', '=', id)
      .executeTakeFirst();
    if (!mine) throw new ApiError(404, 'Session not found');
    if (mine.id === c.get('sessionId')) {
      throw new ApiError(400, 'This is the session you are using: sign out instead');
    }
    if (!(await deleteSessionByPublicId(db, me.id, id))) throw new ApiError(404, 'Session not found');
    await recordSecurityEvent(c, me, {
      action: 'security.session.ended',
      target: me.username,
      summary: `Ended a session (${deviceName(mine.userAgent)})`,
    });
    return c.json({ message: 'Session ended' });
  })
  .delete('/user/sessions', requireRole(STAFF), async (c) => {
    const me = c.get('user')!;
    const ended = await countingDeleteSessionsOfUser(c.env.services.db, me.id, c.get('sessionId'));
    await recordSecurityEvent(c, me, {
      action: 'security.sessions.ended',
      target: me.username,
      summary: `Ended every other session (${ended})`,
    });
    return c.json({ message: 'Other sessions ended', ended });
  })
  .delete('/users/:id/sessions', requireRole(SUPER_ADMINS), idParam, async (c) => {
    const { id } = c.req.valid('param');
    const { db } = c.env.services;
    const target = await findPublicUserById(db, id);
    if (!target) throw new ApiError(404, 'User not found');
    const me = c.get('user')!;
    // A super_admin signing themselves out everywhere keeps the session they are using.
    const ended = await countingDeleteSessionsOfUser(db, id, id === me.id ? c.get('sessionId') : undefined);
    await recordSecurityEvent(c, me, {
      action: 'security.sessions.ended',
      target: target.username,
      summary: `Signed ${target.username} out everywhere (${ended} session${ended === 1 ? '' : 's'})`,
    });
    return c.json({ message: 'Sessions ended', ended });
  });
