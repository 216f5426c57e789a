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
    // The URL is what the browser asked for: behind a trusted proxy the Node adapter has put its
    // scheme and host into it (TRUST_PROXY); forwarding headers are never read here.
    const sameOrigin = origin ? origin === own : c.req.header('sec-fetch-site') === 'same-origin';
    if (!sameOrigin) throw new ApiError(403, 'Cross-origin request refused');
  }
  await next();
};

