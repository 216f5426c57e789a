import { Hono } from 'hono';
import { site } from '../../config/site.ts';
import {
  ANNOUNCEMENT_TRANSLATABLE,
  announcementInputSchema,
  announcementPatchSchema,
} from '../../domain/announcements/announcement-input.ts';
import { pickTexts } from '../../domain/i18n/picked-texts.ts';
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
import { idParam, jsonBody, validate } from '../middleware/validate.ts';
import { textLanguageQuery } from './text-language.ts';

const staff = requireRole(STAFF);
/** The languages staff may translate into (issue 26 item 4): every enabled one but the default. */
const translationLanguages = site.languages.enabled.filter((language) => language !== site.languages.default);
const TRANSLATED_FIELDS = Object.keys(ANNOUNCEMENT_TRANSLATABLE) as (keyof typeof ANNOUNCEMENT_TRANSLATABLE)[];

export const ANNOUNCEMENT_NOT_FOUND = 'Announcement not found';

/**
 * GET / (public: active, unexpired, priority high to low, each with its staff translations beside the default
 * text, or with `?lang=` their texts chosen for that language: src/server/routes/text-language.ts), POST /,
 * PUT /:id, DELETE /:id (staff). A PUT's `translations` replaces the stored ones whole.
 * Each change asks for a rebuild of the static pages.
 */
export const announcementRoutes = new Hono<AppEnv>()
  .get('/', validate('query', textLanguageQuery), async (c) => {
    const { language } = c.req.valid('query');
    const { db, now, readCache } = c.env.services;
    const announcements = await readCache.read('announcements', () => listVisibleAnnouncements(db, now()));
    if (language === undefined) return c.json(announcements);
    return c.json(announcements.map((item) => pickTexts(item, TRANSLATED_FIELDS, language, site.languages.default)));
  })
  .post('/', staff, jsonBody(announcementInputSchema(site.timeZone, translationLanguages)), async (c) => {
    const input = c.req.valid('json');
    const { db, now, rebuild } = c.env.services;
    const announcement = await insertAnnouncement(db, {
      ...input,
      translations: JSON.stringify(input.translations),
      createdBy: c.get('user')!.id,
      createdAt: now(),
      updatedAt: now(),
    });
    rebuild.request('announcement created');
    return c.json(announcement, 201);
  })
  .put('/:id', staff, idParam, jsonBody(announcementPatchSchema(site.timeZone, translationLanguages)), async (c) => {
    const { id } = c.req.valid('param');
    const { db, now, rebuild } = c.env.services;
    const existing = await findAnnouncement(db, id);
    if (!existing) throw new ApiError(404, ANNOUNCEMENT_NOT_FOUND);
    const { translations, ...changes } = definedFields(c.req.valid('json'));
    const announcement = await updateAnnouncement(db, id, {
      ...changes,
      ...(translations === undefined ? {} : { translations: JSON.stringify(translations) }),
      updatedAt: now(),
    });
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
