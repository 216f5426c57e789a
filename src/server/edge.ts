import { Hono } from 'hono';
import { app as api } from './app.ts';
import { edgeReadCache, type CacheLike } from './cache/edge-read-cache.ts';
import { invalidatingRebuild } from './cache/read-cache.ts';
import { createNeonDb } from './db/client-neon.ts';
import { toApiRequest } from './public-api-paths.ts';
import { edgeSettingsSchema, sessionPolicyFrom, type AppServices, type EdgeSettings } from './env.ts';
import { deployHookTrigger } from './rebuild/deploy-hook-trigger.ts';
import { siteDateWatch, type SiteDateWatch } from './rebuild/site-date-watch.ts';
import { edgeRetentionSweeps } from './registrations/retention.ts';
import { site } from '../config/site.ts';
import { r2Storage, type R2BucketLike } from './storage/r2-storage.ts';

/** The raw bindings of the Pages project (wrangler.toml [vars], secrets, the R2 bucket). */
export type PagesBindings = Record<string, unknown>;

export const NOT_CONFIGURED = 'The site is not configured correctly.';

export interface PagesAdapterOptions {
  /**
   * Tests only (tests/edge/api-worker.ts builds the same adapter with it): changes one request's services,
   * e.g. a fixed clock. The deployed function (functions/api/[[route]].ts) never sets it.
   */
  adjust?: (services: AppServices, request: Request) => AppServices;
}

type Configured = { settings: EdgeSettings; uploads: R2BucketLike };

function isR2Bucket(value: unknown): value is R2BucketLike {
  const bucket = value as Partial<Record<'get' | 'put' | 'delete', unknown>> | null;
  return (
    typeof bucket === 'object' &&
    bucket !== null &&
    ['get', 'put', 'delete'].every((m) => typeof bucket[m as 'get'] === 'function')
  );
}

/** Every binding checked at once: the settings, or one line naming each problem. */
export function readBindings(env: PagesBindings): Configured | { problems: string } {
  const problems: string[] = [];
  const parsed = edgeSettingsSchema.safeParse(env);
  if (!parsed.success)
    problems.push(...parsed.error.issues.map((i) => `${i.path.join('.') || 'bindings'} ${i.message}`));
  if (!isR2Bucket(env.UPLOADS))
    problems.push(
      env.UPLOADS === undefined ? 'UPLOADS is missing (the R2 bucket)' : 'UPLOADS is not an R2 bucket binding',
    );
  if (problems.length > 0 || !parsed.success) return { problems: problems.join('; ') };
  return { settings: parsed.data, uploads: env.UPLOADS as R2BucketLike };
}

/** Work a request hands off: some must end before the response is sent, the rest may run after it. */
function requestWork(waitUntil: (work: Promise<unknown>) => void) {
  const pending: Array<Promise<unknown>> = [];
  return {
    beforeResponse: (work: Promise<unknown>) => void pending.push(work),
    background: waitUntil,
    /** Waits for all before-response work, including any that arrives while waiting. */
    async settle(): Promise<void> {
      while (pending.length > 0) await Promise.allSettled(pending.splice(0));
    },
  };
}

/**
 * The Cloudflare adapter: builds the API's services from the Pages bindings for each request. The
 * request's database pool is closed after its before-response work (the content stamp, the recorded
 * deploy-hook change) and kept open for nothing else: background work opens its own.
 */
export function pagesAdapter(options: PagesAdapterOptions = {}) {
  // Per isolate: when it last looked whether a program's or campaign's date changed the pages (issue 24).
  let dateWatch: SiteDateWatch | undefined;
  // Per isolate: when it last deleted sign-ups' personal data that is due (issue 27).
  const retention = edgeRetentionSweeps({ retentionDays: site.registrations.retentionDays, timeZone: site.timeZone });
  return new Hono<{ Bindings: PagesBindings }>().all('*', async (c) => {
    const configured = readBindings(c.env ?? {});
    if ('problems' in configured) {
      console.error(`[edge] ${NOT_CONFIGURED} ${configured.problems}`);
      return c.json({ message: NOT_CONFIGURED }, 503, { 'Cache-Control': 'no-store' });
    }
    const { settings, uploads } = configured;
    const work = requestWork((promise) => c.executionCtx.waitUntil(promise));
    const openDb = () => createNeonDb(settings.DATABASE_URL, { wsProxy: settings.NEON_WS_PROXY });
    const db = openDb();
    const readCache = edgeReadCache({
      cache: (caches as unknown as { default: CacheLike }).default,
      origin: new URL(c.req.url).origin,
      now: () => services.now(),
      ...work,
    });
    const hook = deployHookTrigger({
      hookUrl: settings.DEPLOY_HOOK_URL,
      db,
      openDb,
      quietMs: settings.DEPLOY_HOOK_QUIET_SECONDS * 1000,
      ...work,
    });
    let services: AppServices = {
      db,
      storage: r2Storage(uploads),
      rebuild: invalidatingRebuild(readCache, hook),
      readCache,
      jwtSecret: settings.JWT_SECRET,
      now: () => new Date(),
      production: true,
      sessionPolicy: sessionPolicyFrom(settings),
    };
    if (options.adjust) services = options.adjust(services, c.req.raw);
    try {
      // toApiRequest: the public paths the API answers outside /api (functions/prayer-times.ics.ts).
      return await api.fetch(toApiRequest(c.req.raw), { services, clientIp: c.req.header('cf-connecting-ip') }, c.executionCtx);
    } finally {
      await work.settle();
      c.executionCtx.waitUntil(db.destroy());
      c.executionCtx.waitUntil(retention.look(openDb, () => services.now()));
      // After the answer: the date check (src/server/rebuild/site-date-watch.ts), on a connection of its own.
      dateWatch ??= siteDateWatch({ timeZone: site.timeZone, intervalMs: settings.SITE_DATE_CHECK_SECONDS * 1000 });
      c.executionCtx.waitUntil(
        dateWatch.look({
          openDb,
          rebuild: (watchDb) => {
            const pending: Array<Promise<unknown>> = [];
            const keep = (promise: Promise<unknown>) => void pending.push(promise);
            const trigger = deployHookTrigger({
              hookUrl: settings.DEPLOY_HOOK_URL,
              db: watchDb,
              openDb,
              quietMs: settings.DEPLOY_HOOK_QUIET_SECONDS * 1000,
              beforeResponse: keep,
              background: keep,
            });
            return {
              request: (reason: string) => trigger.request(reason),
              settled: async () => {
                while (pending.length > 0) await Promise.allSettled(pending.splice(0));
              },
            };
          },
        }),
      );
    }
  });
}

export const app = pagesAdapter();
