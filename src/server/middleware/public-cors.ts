import type { MiddlewareHandler } from 'hono';
import { isPublicApiPath } from '../public-api/operations.ts';

const READS = new Set(['GET', 'HEAD']);

/** Whether the request is one of the public reads any site may make (public-api/operations.ts). */
export function isPublicRead(method: string, pathname: string): boolean {
  return READS.has(method) && isPublicApiPath(pathname);
}

/**
 * CORS for the public API (issue 16): its reads answer any origin with `Access-Control-Allow-Origin: *`
 * (no credentials: they read nothing personal), errors included, and a preflight for them is answered.
 * Every other route keeps the same-origin rules (requireSameOrigin, no CORS headers).
 */
export const publicCors: MiddlewareHandler = async (c, next) => {
  const pathname = new URL(c.req.url).pathname;
  if (c.req.method === 'OPTIONS' && isPublicApiPath(pathname) && c.req.header('access-control-request-method')) {
    const method = c.req.header('access-control-request-method')!.toUpperCase();
    if (!READS.has(method)) return c.body(null, 204, { Vary: 'Access-Control-Request-Method' });
    const requested = c.req.header('access-control-request-headers');
    return c.body(null, 204, {
      'Access-Control-Allow-Origin': '*',
      'Access-Control-Allow-Methods': 'GET, HEAD',
      ...(requested ? { 'Access-Control-Allow-Headers': requested } : {}),
      'Access-Control-Max-Age': '86400',
      'Cache-Control': 'public, max-age=86400',
      Vary: 'Access-Control-Request-Method, Access-Control-Request-Headers',
    });
  }
  await next();
  if (isPublicRead(c.req.method, pathname)) c.header('Access-Control-Allow-Origin', '*');
  return undefined;
};
