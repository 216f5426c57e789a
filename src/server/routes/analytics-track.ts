import { Hono } from 'hono';
import { z } from 'zod';
import { insertPageView } from '../db/repositories/page-views.ts';
import type { AppEnv } from '../env.ts';
import { RATE_LIMITS, rateLimit } from '../middleware/rate-limit.ts';
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
    // eslint-disable-next-line no-control-regex
    .regex(/^\/[^\s?#\\\u0000-\u001f\u007f]*$/, "page must be a path starting with '/'"),
  userAgent: optionalText(TRACK_LIMITS.userAgent),
  referrer: optionalText(2_000).transform(referrerForStorage),
});

/** POST /analytics/track: one page view (SPEC 7). 204, rate-limited per client, no address stored. */
export const trackRoutes = new Hono<AppEnv>().post(
  '/',
  rateLimit(RATE_LIMITS.track),
  jsonBody(trackSchema),
  async (c) => {
    const view = c.req.valid('json');
    const { db, now } = c.env.services;
    await insertPageView(db, { ...view, viewedAt: now() });
    return c.body(null, 204);
  },
);
