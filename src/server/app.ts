import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { AppEnv } from './env.ts';
import { ApiError, errorResponse } from './middleware/errors.ts';
import { announcementRoutes } from './routes/announcements.ts';
import { eventRoutes } from './routes/events.ts';
import { healthRoutes } from './routes/health.ts';

/** Default body cap for every route; upload routes set their own, larger limits. */
export const DEFAULT_BODY_LIMIT = 64 * 1024;

export const app = new Hono<AppEnv>()
  .basePath('/api')
  .use(async (c, next) => {
    await next();
    c.header('Cache-Control', c.res.headers.get('Cache-Control') ?? 'no-store');
  })
  .use(
    bodyLimit({
      maxSize: DEFAULT_BODY_LIMIT,
      onError: (c) => c.json({ message: 'Request body is too large' }, 413),
    }),
  )
  .route('/health', healthRoutes)
  .route('/announcements', announcementRoutes)
  .route('/events', eventRoutes)
  .notFound((c) => c.json({ message: `No API route for ${c.req.method} ${new URL(c.req.url).pathname}` }, 404))
  .onError((error, c) => errorResponse(c, error));

export type AppType = typeof app;
export { ApiError };
