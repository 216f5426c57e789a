import { Hono } from 'hono';
import { z } from 'zod';
import { site } from '../../config/site.ts';
import { dateField, JSON_OBJECT_REQUIRED } from '../../domain/event-rules/event-input.ts';
import {
  deleteAnnouncement,
  findAnnouncement,
  insertAnnouncement,
  listAllAnnouncements,
  listVisibleAnnouncements,
  updateAnnouncement,
} from '../db/repositories/announcements.ts';
import type { AppEnv } from '../env.ts';
import { definedFields } from '../middleware/defined-fields.ts';
import { ApiError } from '../middleware/errors.ts';
import { requireRole, STAFF } from '../middleware/require-role.ts';
import { idParam, jsonBody } from '../middleware/validate.ts';

const staff = requireRole(STAFF);

export const ANNOUNCEMENT_LIMITS = { title: 200, content: 5_000 } as const;
export const PRIORITY_RULE = 'Priority must be a whole number from 0 to 10';
export const ANNOUNCEMENT_NOT_FOUND = 'Announcement not found';

const requiredText = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);

/** SPEC 3 and 5: title and content required; isActive defaults to true; priority 0-10 (default 0); empty expiry is none. */
export const announcementInputSchema = z.object(
  {
    title: requiredText('Title', ANNOUNCEMENT_LIMITS.title),
    content: requiredText('Content', ANNOUNCEMENT_LIMITS.content),
    isActive: z
      .boolean({ error: 'isActive must be true or false' })
      .nullish()
      .transform((v) => v ?? true),
    priority: z
      .union([z.number(), z.string(), z.null()], { error: PRIORITY_RULE })
      .optional()
      .transform((value, ctx) => {
        if (value === undefined || value === null || (typeof value === 'string' && value.trim() === '')) return 0;
        const n = typeof value === 'string' ? (/^\s*\d{1,2}\s*$/.test(value) ? Number(value) : NaN) : value;
        if (!Number.isInteger(n) || n < 0 || n > 10) {
          ctx.addIssue({ code: 'custom', message: PRIORITY_RULE });
          return z.NEVER;
        }
        return n;
      }),
    expiresAt: dateField('Expiry', site.timeZone),
  },
  { error: JSON_OBJECT_REQUIRED },
);

/** A PUT's body: any of the fields, merged over the stored announcement. */
export const announcementPatchSchema = announcementInputSchema.partial();

/**
 * GET / (public: active, unexpired, priority high to low), POST /, PUT /:id, DELETE /:id (staff).
 * Each change asks for a rebuild of the static pages.
 */
export const announcementRoutes = new Hono<AppEnv>()
  .get('/', async (c) => {
    const { db, now, readCache } = c.env.services;
    return c.json(await readCache.read('announcements', () => listVisibleAnnouncements(db, now())));
  })
  .post('/', staff, jsonBody(announcementInputSchema), async (c) => {
    const input = c.req.valid('json');
    const { db, now, rebuild } = c.env.services;
    const announcement = await insertAnnouncement(db, {
      ...input,
      createdBy: c.get('user')!.id,
      createdAt: now(),
      updatedAt: now(),
    });
    rebuild.request('announcement created');
    return c.json(announcement, 201);
  })
  .put('/:id', staff, idParam, jsonBody(announcementPatchSchema), async (c) => {
    const { id } = c.req.valid('param');
    const { db, now, rebuild } = c.env.services;
    const existing = await findAnnouncement(db, id);
    if (!existing) throw new ApiError(404, ANNOUNCEMENT_NOT_FOUND);
    const changes = definedFields(c.req.valid('json'));
    const announcement = await updateAnnouncement(db, id, { ...changes, updatedAt: now() });
    if (!announcement) throw new ApiError(404, ANNOUNCEMENT_NOT_FOUND);
    rebuild.request('announcement updated');
    return c.json(announcement);
  })
  .delete('/:id', staff, idParam, async (c) => {
    const { id } = c.req.valid('param');
    const { db, rebuild } = c.env.services;
    if (!(await deleteAnnouncement(db, id))) throw new ApiError(404, ANNOUNCEMENT_NOT_FOUND);
    rebuild.request('announcement deleted');
    return c.json({ message: 'Announcement deleted' });
  });

/** GET /admin/announcements: every announcement, for the admin list (staff). */
export const adminAnnouncementRoutes = new Hono<AppEnv>().get('/', staff, async (c) =>
  c.json(await listAllAnnouncements(c.env.services.db)),
);
