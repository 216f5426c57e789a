import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../env.ts';
import { ApiError } from './errors.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * CSRF defence: an unsafe request must come from the site itself, shown by its Origin header or, when a
 * browser sends none, by Sec-Fetch-Site. A request with neither is refused too: browsers send one of them.
 */
export const requireSameOrigin: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (!SAFE_METHODS.has(c.req.method)) {
    const origin = c.req.header('origin');
    const own = new URL(c.req.url).origin;
    const sameOrigin = origin
      ? origin === own || origin === forwardedOrigin(c.req.raw)
      : c.req.header('sec-fetch-site') === 'same-origin';
    if (!sameOrigin) throw new ApiError(403, 'Cross-origin request refused');
  }
  await next();
};

/** Behind a TLS-terminating proxy the request URL says http while the browser's Origin says https. */
function forwardedOrigin(request: Request): string | undefined {
  const proto = request.headers.get('x-forwarded-proto');
  const host = request.headers.get('x-forwarded-host') ?? request.headers.get('host');
  return proto && host ? `${proto}://${host}` : undefined;
}
