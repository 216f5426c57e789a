import { Hono } from 'hono';
import { listContactMessages, markContactMessageRead } from '../db/repositories/contact-messages.ts';
import type { AppEnv } from '../env.ts';
import { ApiError } from '../middleware/errors.ts';
import { requireRole, STAFF } from '../middleware/require-role.ts';
import { idParam } from '../middleware/validate.ts';

const staff = requireRole(STAFF);

export const MESSAGE_NOT_FOUND = 'Message not found';

/** GET /admin/contact-messages (newest first) and PUT /admin/contact-messages/:id/read (staff, SPEC 6, 7). */
export const adminContactMessageRoutes = new Hono<AppEnv>()
  .get('/', staff, async (c) => c.json(await listContactMessages(c.env.services.db)))
  .put('/:id/read', staff, idParam, async (c) => {
    const { id } = c.req.valid('param');
    const message = await markContactMessageRead(c.env.services.db, id);
    if (!message) throw new ApiError(404, MESSAGE_NOT_FOUND);
    return c.json(message);
  });
