import { Hono } from 'hono';
import { z } from 'zod';
import { site } from '../../config/site.ts';
import { isoDateIn } from '../../domain/dates/zoned.ts';
import { startOfLocalDayUtc } from '../../domain/dates/local-day.ts';
import { sitePageOf } from '../../domain/site-pages.ts';
import { staffPagePaths } from './pages.ts';
import { pruneRawPageViews } from '../db/repositories/analytics.ts';
import { hitTrackCounters, insertPageView } from '../db/repositories/page-views.ts';
import type { AppEnv } from '../env.ts';
import { ApiError } from '../middleware/errors.ts';
import { clientKey, RATE_LIMITS, windowStartOf } from '../middleware/rate-limit.ts';
import { jsonBody } from '../middleware/validate.ts';

export const TRACK_LIMITS = { page: 200, userAgent: 500, referrer: 500 } as const;

/** Optional free text without control characters, cut to the column's width; empty means none. */
const optionalText = (max: number) =>
  z
    .string()
    .max(10_000)
    .nullish()
    .transform((v) => {
      // eslint-disable-next-line no-control-regex
      const text = (v ?? '').replace(/[\u0000-\u001f\u007f]/g, '').trim();
      return text === '' ? null : text.slice(0, max);
    });

/**
 * Only where the visitor came from, never what they searched: a referrer URL is kept as origin and path,
 * without query or fragment (which can carry personal data). Anything that is not a URL is dropped.
 */
export function referrerForStorage(value: string | null): string | null {
  if (value === null) return null;
  try {
    const url = new URL(value);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    return `${url.origin}${url.pathname}`.slice(0, TRACK_LIMITS.referrer);
  } catch {
    return null;
  }
}

export const trackSchema = z.object({
  sessionId: z
    .string({ error: 'sessionId is required' })
    .regex(/^[A-Za-z0-9_-]{8,64}$/, 'sessionId must be 8-64 letters, digits, - or _'),
  page: z
    .string({ error: 'page is required' })
    .max(TRACK_LIMITS.page, `page must be at most ${TRACK_LIMITS.page} characters`)
    // A path, optionally with a query or hash (dropped: the page is what is counted).
    // eslint-disable-next-line no-control-regex
    .regex(/^\/[^\s\\\u0000-\u001f\u007f]*$/, "page must be a path starting with '/'"),
  userAgent: optionalText(TRACK_LIMITS.userAgent),
  referrer: optionalText(2_000).transform(referrerForStorage),
});

/**
 * Beacons per session per window, and the sessions one address may start on one of the masjid's days.
 * Past the first, 429 as for the address. Past the second the beacon is answered 204 and not stored: a
 * script inventing a session id per beacon adds at most NEW_SESSIONS_PER_ADDRESS_PER_DAY unique visitors
 * per address and day (issue 22, item 15); a household or an office stays well below it.
 */
export const TRACK_SESSION_LIMIT = {
  limit: 60,
  windowMs: RATE_LIMITS.track.windowMs,
  message: 'Too many page views from this session',
} as const;
export const NEW_SESSIONS_PER_ADDRESS_PER_DAY = 10;

/**
 * POST /analytics/track: one page view (SPEC 7). Only the site's pages are counted (others: 204, nothing
 * stored); limited per address and per session (429), new sessions per address and day capped; no
 * address stored. Two statements per view: the counters and the insert. The day's first beacon also
 * rolls up and deletes the raw views the reports no longer need (pruneRawPageViews).
 */
export const trackRoutes = new Hono<AppEnv>().post('/', jsonBody(trackSchema), async (c) => {
  const view = c.req.valid('json');
  const { db, now, jwtSecret } = c.env.services;
  const page = sitePageOf(view.page) ?? sitePageOf(view.page, await staffPagePaths(c.env.services));
  if (page === null) return c.body(null, 204);
  const at = now();
  const windowStart = windowStartOf(at, RATE_LIMITS.track.windowMs);
  const addressKey = await clientKey(c.env.clientIp, jwtSecret);
  const visitorKey = await clientKey(`${addressKey}:${view.sessionId}`, jwtSecret);
  const dayStart = startOfLocalDayUtc(site.timeZone, isoDateIn(site.timeZone, at));
  const counters = await hitTrackCounters(db, { addressKey, sessionId: view.sessionId, visitorKey, windowStart, dayStart });
  const refuse = (message: string) => {
    const retryAfter = Math.max(1, Math.ceil((windowStart.getTime() + RATE_LIMITS.track.windowMs - at.getTime()) / 1000));
    return new ApiError(429, message, { headers: { 'Retry-After': String(retryAfter) } });
  };
  if (counters.addressCount > RATE_LIMITS.track.limit) throw refuse(RATE_LIMITS.track.message);
  if (counters.sessionCount > TRACK_SESSION_LIMIT.limit) throw refuse(TRACK_SESSION_LIMIT.message);
  if (counters.visitorNumber <= NEW_SESSIONS_PER_ADDRESS_PER_DAY)
    await insertPageView(db, { ...view, page, viewedAt: at });
  if (counters.firstOfDay) await pruneRawPageViews(db, site.timeZone, at);
  return c.body(null, 204);
});
