import { createThrowawaySchema, type ThrowawaySchema } from './databases.ts';
import type { BenchSuite, SuiteContext } from './harness.ts';
import { startSiteCleanly } from './support/server.ts';
import { describeLoad, LOAD_DEFAULTS, runLoad, type LoadFigures, type LoadRequest } from './support/load.ts';

/**
 * The public API under load (issue 7): `npm start` on a fresh DATA_DIR with the demo seed, on PGlite and,
 * when DATABASE_URL is set, on PostgreSQL (a throwaway schema). autocannon, 50 connections, 10 s after a
 * 2 s warm-up, per route. Each route runs right after the constant route GET /api/health/live on the same
 * server, which touches nothing: it is what this server can do on this machine at this moment, so the
 * budgets are relative to it and hold on a fast or a slow (or a busy) machine alike.
 *
 * Budgets: a read route keeps at least half the constant route's throughput, and its p99 latency stays
 * within 3× the constant route's p99. Every response must be 2xx (no 429, no 500), or the case fails.
 */
export const API_BUDGET = { throughputShare: 0.5, p99Factor: 3 } as const;

/**
 * The page-view beacon is a write: a rate-limit counter upsert (and a prune of old windows on a client's
 * first hit), then an insert, each committed, where a read is one select. Issue 7 budgets the read routes
 * against the constant route; the beacon is reported beside them with no budget (null), so its figures are
 * in the table to compare from run to run.
 */
export const TRACK_BUDGET = null;

const LIVE: LoadRequest = { path: '/api/health/live' };

/**
 * RATE_LIMITS.track allows 300 beacons per address in 10 minutes; one benchmark client would get 429 after
 * 300 requests. Each connection stands for a run of visitors instead: it reconnects from a new loopback
 * address every 250 requests, so every request does the route's full work and none is refused.
 */
const TRACK_ADDRESS_EVERY = 250;

interface Route {
  label: string;
  request: (origin: string) => LoadRequest;
  /** One request answered right (checked before the load: a fast wrong answer is no pass). */
  check: (response: Response) => Promise<void>;
  budget: { throughputShare: number; p99Factor: number } | null;
  budgetWhy?: string;
  rotateAddressEvery?: number;
}

async function jsonArray(response: Response, min: number): Promise<void> {
  const body = (await response.json()) as unknown;
  if (!Array.isArray(body) || body.length < min) throw new Error(`expected an array of at least ${min}, got ${JSON.stringify(body).slice(0, 200)}`);
}

const TRACK_BODY = JSON.stringify({
  sessionId: 'bench-visitor-0001',
  page: '/about',
  userAgent: 'Mozilla/5.0 (autocannon bench)',
  referrer: 'https://example.org/search?q=masjid',
});

export const API_ROUTES: readonly Route[] = [
  {
    label: 'GET /api/prayer-times',
    request: () => ({ path: '/api/prayer-times' }),
    check: async (response) => {
      const body = (await response.json()) as { hijriDate?: unknown };
      if (typeof body.hijriDate !== 'string') throw new Error(`no hijriDate in ${JSON.stringify(body).slice(0, 200)}`);
    },
    budget: API_BUDGET,
  },
  {
    label: 'GET /api/announcements',
    request: () => ({ path: '/api/announcements' }),
    check: (response) => jsonArray(response, 3),
    budget: API_BUDGET,
  },
  {
    label: 'GET /api/events',
    request: () => ({ path: '/api/events' }),
    check: (response) => jsonArray(response, 3),
    budget: API_BUDGET,
  },
  {
    label: 'POST /api/analytics/track',
    request: (origin) => ({
      method: 'POST',
      path: '/api/analytics/track',
      // Same-origin rule for unsafe methods (src/server/middleware/same-origin.ts): the server's own origin.
      headers: { origin, 'content-type': 'application/json' },
      body: TRACK_BODY,
    }),
    check: async (response) => {
      if (response.status !== 204) throw new Error(`expected 204, got ${response.status}: ${await response.text()}`);
    },
    budget: TRACK_BUDGET,
    budgetWhy: 'a write: reported, the issue budgets the reads',
    rotateAddressEvery: TRACK_ADDRESS_EVERY,
  },
];

const pct = (share: number) => `${Math.round(share * 100)}%`;
const round = (n: number) => Math.round(n).toLocaleString('en-US');

async function probe(origin: string, route: Route): Promise<void> {
  const request = route.request(origin);
  const response = await fetch(`${origin}${request.path}`, {
    method: request.method ?? 'GET',
    ...(request.headers ? { headers: request.headers } : {}),
    ...(request.body !== undefined ? { body: request.body } : {}),
    signal: AbortSignal.timeout(10_000),
  });
  if (response.status >= 300) throw new Error(`${route.label} answered ${response.status}: ${await response.text()}`);
  await route.check(response);
}

/** The constant route, then `route`, on the same server; three figures for the route, one for the constant route. */
async function measurePair(ctx: SuiteContext, label: string, origin: string, route: Route): Promise<void> {
  let live: LoadFigures | undefined;
  let load: LoadFigures | undefined;
  let failure: unknown;
  try {
    await probe(origin, route);
    live = await runLoad({ origin, requests: LIVE });
    ctx.log(describeLoad(`${label} GET /api/health/live`, live));
    load = await runLoad({
      origin,
      requests: route.request(origin),
      ...(route.rotateAddressEvery ? { rotateAddressEvery: route.rotateAddressEvery } : {}),
    });
    ctx.log(describeLoad(`${label} ${route.label}`, load));
  } catch (error) {
    failure = error;
  }
  const from = (pick: (f: LoadFigures) => number, figures: LoadFigures | undefined) => () => {
    if (!figures) throw failure instanceof Error ? failure : new Error(String(failure));
    return pick(figures);
  };
  const why = route.budgetWhy ? `, ${route.budgetWhy}` : '';
  await ctx.figure({
    name: `${label} GET /api/health/live (constant, before ${route.label.replace(/^\w+ \/api\//, '')}): req/s`,
    unit: 'req/s',
    better: 'higher',
    budgetNote: live ? `the reference; p50 ${live.p50Ms} ms, p99 ${live.p99Ms} ms` : 'the reference',
    measure: from((f) => f.reqPerSec, live),
  });
  await ctx.figure({
    name: `${label} ${route.label}: req/s`,
    unit: 'req/s',
    better: 'higher',
    budget: live && route.budget ? live.reqPerSec * route.budget.throughputShare : undefined,
    budgetNote: live && route.budget ? `${pct(route.budget.throughputShare)} of live ${round(live.reqPerSec)}${why}` : route.budgetWhy,
    measure: from((f) => f.reqPerSec, load),
  });
  await ctx.figure({
    name: `${label} ${route.label}: p50`,
    unit: 'ms',
    better: 'lower',
    budgetNote: live ? `live p50 ${live.p50Ms} ms` : undefined,
    measure: from((f) => f.p50Ms, load),
  });
  await ctx.figure({
    name: `${label} ${route.label}: p99`,
    unit: 'ms',
    better: 'lower',
    budget: live && route.budget ? live.p99Ms * route.budget.p99Factor : undefined,
    budgetNote: live && route.budget ? `${route.budget.p99Factor}× live p99 ${live.p99Ms} ms${why}` : route.budgetWhy,
    measure: from((f) => f.p99Ms, load),
  });
}

async function loadServer(ctx: SuiteContext, label: string, env: Record<string, string>): Promise<void> {
  const started = performance.now();
  // The API does not read dist/: no rebuild at start (a background astro build would share the CPU).
  const site = await startSiteCleanly({ BUILD_ON_START: 'false', ...env });
  ctx.log(`${label}: npm start up in ${Math.round(performance.now() - started)} ms at ${site.origin} (DATA_DIR ${site.dataDir})`);
  try {
    for (const route of API_ROUTES) await measurePair(ctx, label, site.origin, route);
  } finally {
    await site.stop();
    await site.cleanup();
  }
}

export const apiLoadBench: BenchSuite = {
  name: 'api-load',
  async run(ctx) {
    ctx.log(
      `autocannon: ${LOAD_DEFAULTS.connections} connections, ${LOAD_DEFAULTS.warmupS} s warm-up, ${LOAD_DEFAULTS.durationS} s measured, per route`,
    );
    await loadServer(ctx, 'PGlite', {});
    const url = process.env.DATABASE_URL?.trim();
    if (!url) {
      ctx.skip('PostgreSQL', 'DATABASE_URL is not set');
      return;
    }
    let schema: ThrowawaySchema | undefined;
    try {
      schema = await createThrowawaySchema(url);
      await loadServer(ctx, 'PostgreSQL', { DATABASE_URL: schema.url });
    } finally {
      await schema?.drop();
    }
  },
};
