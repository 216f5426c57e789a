import { Hono } from 'hono';
import * as z from 'zod/mini';
import { listAudit } from '../db/repositories/audit-log.ts';
import type { AppEnv } from '../env.ts';
import { ADMINS, requireRole } from '../middleware/require-role.ts';
import { validate } from '../middleware/validate.ts';

export const AUDIT_PAGE_SIZE = 50;

const query = z.object({
  before: z.optional(z.pipe(z.string().check(z.regex(/^\d{1,9}$/, 'before must be an entry id')), z.transform(Number))),
  action: z.optional(z.string().check(z.regex(/^[a-z-]+\.?[a-z-]*$/, 'action must be a kind such as program.'), z.maxLength(40))),
});

/** GET /admin/audit-log (admins): who published, restored or deleted what, newest first, 50 a page. */
export const adminAuditLogRoutes = new Hono<AppEnv>().get('/', requireRole(ADMINS), validate('query', query), async (c) => {
  const { before, action } = c.req.valid('query');
  const entries = await listAudit(c.env.services.db, {
    limit: AUDIT_PAGE_SIZE,
    ...(before !== undefined ? { beforeId: before } : {}),
    ...(action ? { actionPrefix: action } : {}),
    // Security events (sign-ins, failures, sessions) are the super_admin's Security Log, not this list.
    excludeActionPrefix: 'security.',
  });
  return c.json({ entries, next: entries.length === AUDIT_PAGE_SIZE ? entries.at(-1)!.id : null });
});
