import { Hono } from 'hono';
import * as z from 'zod/mini';
import { site } from '../../config/site.ts';
import { needsAttention, ATTENTION } from '../../domain/attention/needs-attention.ts';
import { addDays, isoDateIn } from '../../domain/dates/zoned.ts';
import { listAllAnnouncements } from '../db/repositories/announcements.ts';
import { listPublishedContent } from '../db/repositories/content-items.ts';
import { listAllEvents } from '../db/repositories/events.ts';
import { listUploadedDates } from '../db/repositories/prayer-times.ts';
import type { AppEnv } from '../env.ts';
import { requireRole, STAFF } from '../middleware/require-role.ts';

const isoDate = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/));
/** The fields "Needs attention" reads of a program and a campaign; a document without them is skipped. */
const programDates = z.object({
  title: z.string(),
  startDate: isoDate,
  endDate: isoDate,
  registrationOpens: z.optional(z.nullable(isoDate)),
  listed: z.optional(z.boolean()),
});
const campaignDates = z.object({ title: z.string(), endDate: z.optional(z.nullable(isoDate)) });

/** GET /admin/needs-attention (staff): what has gone stale or soon will (issue 24, item 6). */
export const adminNeedsAttentionRoutes = new Hono<AppEnv>().get('/', requireRole(STAFF), async (c) => {
  const { db, now: clock } = c.env.services;
  const now = clock();
  const tz = site.timeZone;
  const today = isoDateIn(tz, now);
  const [programs, campaigns, announcements, events, ahead, pastYear] = await Promise.all([
    listPublishedContent(db, 'program'),
    listPublishedContent(db, 'campaign'),
    listAllAnnouncements(db),
    listAllEvents(db),
    listUploadedDates(db, today, addDays(today, ATTENTION.timetableDays)),
    listUploadedDates(db, addDays(today, -365), addDays(today, -1)),
  ]);
  const items = needsAttention({
    today,
    programs: programs.flatMap((item) => {
      const parsed = z.safeParse(programDates, item.data);
      return parsed.success ? [{ id: item.id, ...parsed.data, registrationOpens: parsed.data.registrationOpens ?? null, listed: parsed.data.listed ?? true }] : [];
    }),
    campaigns: campaigns.flatMap((item) => {
      const parsed = z.safeParse(campaignDates, item.data);
      return parsed.success ? [{ id: item.id, title: parsed.data.title, endDate: parsed.data.endDate ?? null }] : [];
    }),
    announcements: announcements.map((a) => ({
      id: a.id,
      title: a.title,
      createdOn: isoDateIn(tz, a.createdAt),
      hasExpiry: a.expiresAt !== null,
      isActive: a.isActive,
    })),
    events: events.map((e) => {
      const last = e.endDate ?? e.startDate;
      return { id: e.id, title: e.title, hasImage: Boolean(e.imageUrl), hasDate: e.startDate !== null, isPermanent: e.isPermanent, lastDay: last ? isoDateIn(tz, last) : null };
    }),
    timetable: { uploadedAhead: new Set(ahead), uploadsUsually: pastYear.length > 0 || ahead.length > 0 },
  });
  return c.json(items);
});
