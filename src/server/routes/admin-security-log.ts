import { Hono } from 'hono';
import * as z from 'zod/mini';
import { SECURITY_PREFIX } from '../auth/security-events.ts';
import { listAudit } from '../db/repositories/audit-log.ts';
import type { AppEnv } from '../env.ts';
import { requireRole, SUPER_ADMINS } from '../middleware/require-role.ts';
import { validate } from '../middleware/validate.ts';

export const SECURITY_LOG_PAGE_SIZE = 50;

const query = z.object({
  before: z.optional(z.pipe(z.string().check(z.regex(/^\d{1,9}$/, 'before must be an entry id')), z.transform(Number))),
});

/**
 * GET /admin/security-log (super_admin, issue 25): the `security.*` audit entries — sign-ins and failures,
 * password and role changes, accounts created and deleted, sessions ended — newest first, 50 a page.
 */
export const adminSecurityLogRoutes = new Hono<AppEnv>().get('/', requireRole(SUPER_ADMINS), validate('query', query), async (c) => {
  const { before } = c.req.valid('query');
  const entries = await listAudit(c.env.services.db, {
    limit: SECURITY_LOG_PAGE_SIZE,
    ...(before !== undefined ? { beforeId: before } : {}),
    actionPrefix: SECURITY_PREFIX,
  });
  return c.json({ entries, next: entries.length === SECURITY_LOG_PAGE_SIZE ? entries.at(-1)!.id : null });
});
