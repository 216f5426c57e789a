import { Hono } from 'hono';
import { z } from 'zod';
import { site } from '../../config/site.ts';
import { addDays, isoDateIn } from '../../domain/dates/zoned.ts';
import { eventFileName, FEED_REFRESH_MINUTES, singleEventCalendar } from '../../domain/events/event-calendar.ts';
import { CALENDAR_CONTENT_TYPE, serializeCalendar } from '../../domain/icalendar/calendar.ts';
import { queryLanguage } from '../../domain/i18n/query-language.ts';
import { translator } from '../../i18n/index.ts';
import {
  FEED_PRAYERS,
  parsePrayerList,
  PRAYER_FEED_DAYS,
  prayerTimesCalendar,
  type PrayerSelection,
} from '../../views/prayer-times/prayer-calendar.ts';
import { findEvent } from '../db/repositories/events.ts';
import { EVENT_TRANSLATABLE } from '../../domain/event-rules/event-input.ts';
import { pickTexts } from '../../domain/i18n/picked-texts.ts';
import { textLanguageQuery } from './text-language.ts';
import type { AppEnv } from '../env.ts';
import { ApiError } from '../middleware/errors.ts';
import { idParam, validate } from '../middleware/validate.ts';
import { eventsFeedSite, prayerFeedSite } from '../feeds/feed-site.ts';
import { loadPrayerDays } from '../feeds/load-prayer-days.ts';
import { publishedSiteFacts } from './site-facts.ts';

/** How long a client or CDN may reuse a feed: subscribers fetch about daily, staff edits show within the hour. */
const FEED_MAX_AGE_SECONDS = 3600;

const oneOrMany = z.union([z.string(), z.array(z.string())]).optional();

/**
 * GET /prayer-times.ics's query: `prayers` (comma-separated, may repeat), `adhan` (1/true/yes or
 * 0/false/no) and `lang` (an enabled language, issue 26; the default language when omitted; an unknown one
 * is refused, src/domain/i18n/query-language.ts). Other parameters are ignored: calendar apps add their own.
 */
export const prayerFeedQuerySchema = z
  .object({
    prayers: oneOrMany.describe(`Comma-separated prayers from ${FEED_PRAYERS.join(', ')}; all when omitted`),
    adhan: z
      .enum(['1', '0', 'true', 'false', 'yes', 'no', ''], { error: 'adhan must be 1 or 0' })
      .optional()
      .describe('1 adds each adhan beside its iqamah'),
    lang: z
      .string()
      .optional()
      .describe(`The feed's language: ${site.languages.enabled.join(', ')}; ${site.languages.default} when omitted`),
  })
  .transform((query, ctx): PrayerSelection & { language: string } => {
    const language = queryLanguage(query.lang, site.languages);
    if (!language.ok) {
      ctx.addIssue({ code: 'custom', path: ['lang'], message: language.message });
      return z.NEVER;
    }
    const values = query.prayers === undefined ? [] : Array.isArray(query.prayers) ? query.prayers : [query.prayers];
    const parsed = parsePrayerList(values);
    if ('unknown' in parsed) {
      ctx.addIssue({
        code: 'custom',
        path: ['prayers'],
        message: `Unknown prayer ${parsed.unknown.map((name) => JSON.stringify(name.slice(0, 20))).join(', ')}: choose from ${FEED_PRAYERS.join(', ')}`,
      });
      return z.NEVER;
    }
    return { prayers: parsed.prayers, adhan: ['1', 'true', 'yes'].includes(query.adhan ?? ''), language: language.language };
  });

function calendarHeaders(
  fileName: string,
  disposition: 'inline' | 'attachment',
  cacheControl: string,
): Record<string, string> {
  return {
    'Content-Type': CALENDAR_CONTENT_TYPE,
    'Content-Disposition': `${disposition}; filename="${fileName}"`,
    'Cache-Control': cacheControl,
  };
}

/**
 * GET /prayer-times.ics (public; also answered at /prayer-times.ics outside /api by both adapters) and
 * GET /events/:id/calendar.ics (public: the event dialog's "Add to calendar"). The events feed,
 * /calendar.ics, is a static file of the build (src/pages/calendar.ics.ts).
 */
export const calendarFeedRoutes = new Hono<AppEnv>()
  .get('/prayer-times.ics', validate('query', prayerFeedQuerySchema), async (c) => {
    const { language, ...selection } = c.req.valid('query');
    const { db, now: clock, readCache } = c.env.services;
    const now = clock();
    const today = isoDateIn(site.timeZone, now);
    const key = `prayer-times.ics:${today}:${selection.prayers.join(',')}:${selection.adhan}:${language}`;
    const body = await readCache.read(key, async () => {
      const days = await loadPrayerDays(db, today, addDays(today, PRAYER_FEED_DAYS - 1));
      const feedSite = prayerFeedSite(await publishedSiteFacts(db));
      return serializeCalendar(prayerTimesCalendar(days, selection, feedSite, now, FEED_REFRESH_MINUTES, translator(language)));
    });
    return c.body(body, 200, calendarHeaders('prayer-times.ics', 'inline', `public, max-age=${FEED_MAX_AGE_SECONDS}`));
  })
  .get('/events/:id/calendar.ics', idParam, validate('query', textLanguageQuery), async (c) => {
    const { id } = c.req.valid('param');
    const { language } = c.req.valid('query');
    const { db, now } = c.env.services;
    const stored = await findEvent(db, id);
    if (!stored) throw new ApiError(404, 'Event not found');
    // ?lang= (the dialog on /tr, issue 26 item 4): the event's texts and the file's words in that language.
    const fields = Object.keys(EVENT_TRANSLATABLE) as (keyof typeof EVENT_TRANSLATABLE)[];
    const event = language ? pickTexts(stored, fields, language, site.languages.default) : stored;
    const facts = await publishedSiteFacts(db);
    const calendar = singleEventCalendar(event, eventsFeedSite(facts, language ? translator(language) : undefined), now());
    if (!calendar) throw new ApiError(404, 'This event has no date to add to a calendar');
    return c.body(
      serializeCalendar(calendar),
      200,
      calendarHeaders(eventFileName(event), 'attachment', 'public, max-age=60'),
    );
  });
