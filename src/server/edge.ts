import { Hono } from 'hono';
import { app as api } from './app.ts';
import { createNeonDb } from './db/client-neon.ts';
import { edgeSettingsSchema, parseSettings, sessionPolicyFrom, type AppServices } from './env.ts';
import { noReadCache } from './cache/read-cache.ts';
import { toApiRequest } from './public-api-paths.ts';
import { deployHookTrigger } from './rebuild/rebuild-trigger.ts';
import { r2Storage, type R2BucketLike } from './storage/r2-storage.ts';

/** The raw bindings of the Pages project (wrangler.toml [vars], secrets, the R2 bucket). */
export type PagesBindings = Record<string, unknown> & { UPLOADS?: R2BucketLike };

/**
 * The Cloudflare adapter: builds the API's services from the Pages bindings for each request and
 * closes the request's database pool after the response has been sent. Mounted for /api/* and for the
 * public paths the API answers outside /api (functions/prayer-times.ics.ts).
 */
export const app = new Hono<{ Bindings: PagesBindings }>().all('*', async (c) => {
  let settings;
  try {
    settings = parseSettings(edgeSettingsSchema, c.env);
  } catch (error) {
    console.error(`[edge] ${(error as Error).message}`);
    return c.json({ message: 'The site is not configured correctly.' }, 503);
  }
  if (!c.env.UPLOADS) {
    console.error('[edge] the R2 binding UPLOADS is missing');
    return c.json({ message: 'The site is not configured correctly.' }, 503);
  }
  const waitUntil = (promise: Promise<unknown>) => c.executionCtx.waitUntil(promise);
  const db = createNeonDb(settings.DATABASE_URL, { wsProxy: settings.NEON_WS_PROXY });
  const services: AppServices = {
    db,
    storage: r2Storage(c.env.UPLOADS),
    rebuild: deployHookTrigger(settings.DEPLOY_HOOK_URL, waitUntil),
    // Isolates cannot hear each other's invalidations; the CDN's Cache-Control rules do this job here.
    readCache: noReadCache,
    jwtSecret: settings.JWT_SECRET,
    now: () => new Date(),
    production: true,
    sessionPolicy: sessionPolicyFrom(settings),
  };
  try {
    return await api.fetch(
      toApiRequest(c.req.raw),
      { services, clientIp: c.req.header('cf-connecting-ip') },
      c.executionCtx,
    );
  } finally {
    waitUntil(db.destroy());
  }
});
