import { site } from '../src/config/site.ts';
import { yearIn } from '../src/domain/dates/zoned.ts';
import { EDGE_READ_WINDOW_MS } from '../src/server/cache/edge-read-cache.ts';
import { seedDemoContent } from '../src/server/seed/demo-content.ts';
import { seedDemoPrayerYear } from '../src/server/seed/demo-prayer-times.ts';
import { launchChromium } from '../tests/support/browser.ts';
import { startHookServer, type HookServer } from '../tests/support/hook-server.ts';
import { createEdgeDatabase, type EdgeDatabase } from '../tests/support/edge-database.ts';
import { ensureBuilt, startPagesDev, type PagesDev } from '../tests/support/pages-dev.ts';
import { median, type BenchSuite, type SuiteContext } from './harness.ts';

/**
 * The production shape under a crowd (issue 15): `wrangler pages dev` (dist/ and the Pages function in
 * workerd), the Neon driver to PostgreSQL through the WebSocket proxy, which counts every statement that
 * reaches the database. 1,000 home page loads, each what Chromium fetches for the home page (the HTML,
 * its assets, the islands' API reads and the page-view beacon), from 1,000 visitors (each its own address
 * and session), 10 at a time.
 *
 * Budgets: the beacon's writes at most 2 statements per view (the rate-limit counter and the insert), and
 * the public reads at most 1 per route per minute (Cloudflare's cache, ADR 011). Reported without a budget:
 * an island read's p50/p95 with 20 ms added to every round trip to the database, on a cache hit, on a miss
 * (a new Neon Pool: WebSocket, startup, authentication, one query), and the Pool's setup on its own
 * (GET /api/health minus GET /api/health/live).
 */
export const EDGE_BENCH = {
  loads: 1_000,
  concurrency: 10,
  beaconStatementsPerView: 2,
  readsPerRoutePerMinute: 1,
} as const;
const ROUND_TRIP_DELAY_MS = 20;
const LATENCY_SAMPLES = 60;

interface RecordedRequest {
  method: 'GET' | 'POST';
  path: string;
  contentType?: string;
  body?: string;
}

/** What one home page load fetches from the site itself, as Chromium loads it (same origin only). */
async function recordHomePageLoad(origin: string): Promise<RecordedRequest[]> {
  const browser = await launchChromium();
  try {
    const page = await browser.newPage();
    const recorded: RecordedRequest[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.origin !== origin) return;
      const method = request.method() === 'POST' ? 'POST' : 'GET';
      const body = request.postData() ?? undefined;
      const contentType = request.headers()['content-type'];
      recorded.push({
        method,
        path: url.pathname + url.search,
        ...(contentType ? { contentType } : {}),
        ...(body ? { body } : {}),
      });
    });
    const beacon = page.waitForRequest((request) => request.url().endsWith('/api/analytics/track'), {
      timeout: 30_000,
    });
    await page.goto(`${origin}/`, { waitUntil: 'networkidle' });
    await beacon;
    await page.waitForLoadState('networkidle');
    return recorded;
  } finally {
    await browser.close();
  }
}

/** One visitor's load: the HTML, then its assets and the islands' reads together, then the beacon. */
async function loadHomePage(origin: string, requests: readonly RecordedRequest[], visitor: number): Promise<void> {
  const address = `198.18.${Math.floor(visitor / 250) % 250}.${(visitor % 250) + 1}`;
  const headers = (extra: Record<string, string> = {}) => ({ 'cf-connecting-ip': address, ...extra });
  const send = async (request: RecordedRequest) => {
    let body = request.body;
    if (body && request.path === '/api/analytics/track') {
      body = JSON.stringify({
        ...(JSON.parse(body) as object),
        sessionId: `bench-visitor-${String(visitor).padStart(6, '0')}`,
      });
    }
    const res = await fetch(`${origin}${request.path}`, {
      method: request.method,
      headers: headers({ origin, ...(request.contentType ? { 'content-type': request.contentType } : {}) }),
      ...(body !== undefined ? { body } : {}),
    });
    await res.arrayBuffer();
    if (!res.ok) throw new Error(`${request.method} ${request.path} answered ${res.status}`);
  };
  const [html, ...rest] = requests;
  await send(html!);
  const beacons = rest.filter((r) => r.method === 'POST');
  await Promise.all(rest.filter((r) => r.method === 'GET').map(send));
  for (const beacon of beacons) await send(beacon);
}

async function runPool(count: number, concurrency: number, work: (index: number) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < count) await work(next++);
    }),
  );
}

async function timedGets(origin: string, paths: (i: number) => string, samples: number): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < samples; i++) {
    const started = performance.now();
    const res = await fetch(`${origin}${paths(i)}`);
    await res.arrayBuffer();
    if (!res.ok) throw new Error(`GET ${paths(i)} answered ${res.status}`);
    times.push(performance.now() - started);
  }
  return times;
}

function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

async function measureCrowd(ctx: SuiteContext, dev: PagesDev, requests: readonly RecordedRequest[]): Promise<void> {
  const publicReads = requests.filter((r) => r.method === 'GET' && r.path.startsWith('/api/'));
  const beacons = requests.filter((r) => r.method === 'POST' && r.path === '/api/analytics/track');
  if (beacons.length !== 1) throw new Error(`expected one beacon per home page load, saw ${beacons.length}`);
  ctx.log(`  a home page load: ${requests.length} requests (${publicReads.map((r) => r.path).join(', ')}, one beacon)`);

  // Warm the edge's cache as a first visitor would, then count from a clean start.
  await loadHomePage(dev.origin, requests, 999_999);
  dev.proxy.resetStats();
  const started = Date.now();
  await runPool(EDGE_BENCH.loads, EDGE_BENCH.concurrency, (visitor) => loadHomePage(dev.origin, requests, visitor));
  const finished = Date.now();
  const stats = dev.proxy.stats();
  const windows = Math.floor(finished / EDGE_READ_WINDOW_MS) - Math.floor(started / EDGE_READ_WINDOW_MS) + 1;
  const isBeacon = (text: string) => /insert into "?page_views"?|insert into rate_limits/i.test(text);
  const beaconStatements = stats.log.filter((s) => isBeacon(s.sql)).length;
  // The date check (issue 24, src/server/rebuild/site-date-watch.ts): one statement per isolate at most every
  // SITE_DATE_CHECK_SECONDS, and the dates' reads only on a new masjid date. Counted apart, in the log.
  const isDateCheck = (text: string) => /site_date_checks/i.test(text);
  const dateChecks = stats.log.filter((s) => isDateCheck(s.sql)).length;
  const reads = stats.log.filter((s) => /^select/i.test(s.sql.trim()) && !isDateCheck(s.sql));
  const others = stats.log.filter((s) => !isBeacon(s.sql) && !isDateCheck(s.sql) && !/^select/i.test(s.sql.trim()));
  if (others.length > 0)
    throw new Error(`unexpected statements: ${[...new Set(others.map((s) => s.sql))].slice(0, 5).join(' | ')}`);
  // Each public route reads with its own statement: count them per route and per minute of the clock.
  const perRouteMinute = new Map<string, number[]>();
  for (const read of reads) {
    const key = `${Math.floor(read.at / EDGE_READ_WINDOW_MS)} ${read.sql}`;
    perRouteMinute.set(key, [...(perRouteMinute.get(key) ?? []), read.at % EDGE_READ_WINDOW_MS]);
  }
  const mostInOneMinute = Math.max(0, ...[...perRouteMinute.values()].map((times) => times.length));
  ctx.log(
    `  ${EDGE_BENCH.loads} loads in ${((finished - started) / 1000).toFixed(1)} s over ${windows} minute(s): ` +
      `${stats.statements} statements (${beaconStatements} beacon, ${reads.length} reads, ${dateChecks} date checks), ${stats.connections} connections`,
  );
  for (const [key, times] of perRouteMinute) {
    const at = times.map((t) => `${(t / 1000).toFixed(2)} s`).join(', ');
    if (times.length > 1) ctx.log(`    ${times.length} reads (at ${at} into the minute): ${key.slice(0, 120)}`);
  }

  await ctx.figure({
    name: 'home page views: beacon statements per view',
    unit: 'statements',
    better: 'lower',
    budget: EDGE_BENCH.beaconStatementsPerView,
    budgetNote: 'the rate-limit counter and the page view',
    measure: () => beaconStatements / EDGE_BENCH.loads,
  });
  await ctx.figure({
    name: `home page views: most reads of one public route in one minute (${publicReads.length} routes)`,
    unit: 'reads',
    better: 'lower',
    budget: EDGE_BENCH.readsPerRoutePerMinute,
    budgetNote: 'Cloudflare cache, keyed by minute and content stamp',
    measure: () => mostInOneMinute,
  });
  await ctx.figure({
    name: 'home page views: all statements per view',
    unit: 'statements',
    better: 'lower',
    budgetNote: 'reported: the two budgets above together',
    measure: () => stats.statements / EDGE_BENCH.loads,
  });
}

async function measureLatency(ctx: SuiteContext, dev: PagesDev): Promise<void> {
  dev.proxy.setDelayMs(ROUND_TRIP_DELAY_MS);
  const year = yearIn(site.timeZone, new Date());
  const report = async (name: string, times: number[], note: string) => {
    for (const [label, value] of [
      ['p50', median(times)],
      ['p95', percentile(times, 95)],
    ] as const) {
      await ctx.figure({
        name: `${name}, ${label}`,
        unit: 'ms',
        better: 'lower',
        budgetNote: note,
        measure: () => value,
      });
    }
  };
  // A hit: the answer of this minute is in the cache.
  await timedGets(dev.origin, () => '/api/prayer-times', 1);
  await report(
    `island read with ${ROUND_TRIP_DELAY_MS} ms per database round trip: cache hit`,
    await timedGets(dev.origin, () => '/api/prayer-times', LATENCY_SAMPLES),
    'reported',
  );
  // A miss each time: the yearly list of another year is another key (the years after this one are empty).
  const before = dev.proxy.stats();
  const misses = await timedGets(dev.origin, (i) => `/api/prayer-times/yearly/${year + 1 + i}`, LATENCY_SAMPLES);
  const connections = dev.proxy.stats().connections - before.connections;
  if (connections !== LATENCY_SAMPLES)
    throw new Error(`expected one connection per miss, saw ${connections} for ${LATENCY_SAMPLES}`);
  await report(
    `island read with ${ROUND_TRIP_DELAY_MS} ms per database round trip: cache miss (new Pool + 1 query)`,
    misses,
    'reported',
  );
  const live = await timedGets(dev.origin, () => '/api/health/live', LATENCY_SAMPLES);
  const health = await timedGets(dev.origin, () => '/api/health', LATENCY_SAMPLES);
  await ctx.figure({
    name: `Neon Pool setup per request with ${ROUND_TRIP_DELAY_MS} ms round trips (health minus live, p50)`,
    unit: 'ms',
    better: 'lower',
    budgetNote: 'reported: WebSocket, startup, SCRAM, select 1',
    measure: () => median(health) - median(live),
  });
  dev.proxy.setDelayMs(0);
}

export const edgeBench: BenchSuite = {
  name: 'edge',
  async run(ctx) {
    if (!process.env.DATABASE_URL?.trim()) {
      ctx.skip('home page loads through wrangler pages dev', 'DATABASE_URL is not set');
      return;
    }
    let database: EdgeDatabase | undefined;
    let hook: HookServer | undefined;
    let dev: PagesDev | undefined;
    try {
      database = await createEdgeDatabase('bench_edge');
      const now = new Date();
      await seedDemoContent(database.db, now, site);
      await seedDemoPrayerYear(database.db, now);
      await ensureBuilt(database.url);
      hook = await startHookServer();
      dev = await startPagesDev({ databaseUrl: database.url, bindings: { DEPLOY_HOOK_URL: hook.url } });
      const requests = await recordHomePageLoad(dev.origin);
      if (requests[0]?.path !== '/') throw new Error(`the first request of a home page load was ${requests[0]?.path}`);
      await measureCrowd(ctx, dev, requests);
      await measureLatency(ctx, dev);
    } finally {
      await dev?.stop();
      await hook?.close();
      await database?.drop();
    }
  },
};
