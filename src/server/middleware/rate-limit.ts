import type { MiddlewareHandler } from 'hono';
import { hitRateLimit, pruneRateLimits } from '../db/repositories/rate-limits.ts';
import type { AppEnv } from '../env.ts';
import { ApiError } from './errors.ts';

export interface RateLimitRule {
  /** Names the counter; at most 40 characters (the column's width). */
  bucket: string;
  /** Requests allowed per client in one window. */
  limit: number;
  windowMs: number;
  /** The 429 answer's message. */
  message: string;
}

/** The public forms and the page-view beacon: generous for people, small for scripts. */
export const RATE_LIMITS = {
  contact: {
    bucket: 'contact',
    limit: 5,
    windowMs: 10 * 60_000,
    message: 'Too many messages. Please try again later.',
  },
  newsletter: {
    bucket: 'newsletter',
    limit: 5,
    windowMs: 10 * 60_000,
    message: 'Too many subscription attempts. Please try again later.',
  },
  track: { bucket: 'track', limit: 300, windowMs: 10 * 60_000, message: 'Too many page views from this address' },
} as const satisfies Record<string, RateLimitRule>;

async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

/** The client's key: a keyed hash of its address, so the table never holds an IP address. */
export async function clientKey(clientIp: string | undefined, secret: string): Promise<string> {
  return (await sha256Hex(`rate:${secret}:${clientIp ?? 'unknown'}`)).slice(0, 64);
}

/** The start of the fixed window `at` falls into. */
export function windowStartOf(at: Date, windowMs: number): Date {
  return new Date(Math.floor(at.getTime() / windowMs) * windowMs);
}

/**
 * Counts every request of a client (by the address the adapter saw) in fixed windows kept in the
 * database; past `limit` the request is refused with 429 and Retry-After (seconds to the window's end)
 * before the route runs, so a refused request stores nothing else.
 */
export function rateLimit(rule: RateLimitRule): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const { db, now, jwtSecret } = c.env.services;
    const at = now();
    const windowStart = windowStartOf(at, rule.windowMs);
    const key = await clientKey(c.env.clientIp, jwtSecret);
    const count = await hitRateLimit(db, { bucket: rule.bucket, key, windowStart });
    if (count === 1) await pruneRateLimits(db, rule.bucket, windowStart);
    if (count > rule.limit) {
      const retryAfter = Math.max(1, Math.ceil((windowStart.getTime() + rule.windowMs - at.getTime()) / 1000));
      throw new ApiError(429, rule.message, { headers: { 'Retry-After': String(retryAfter) } });
    }
    await next();
  };
}
