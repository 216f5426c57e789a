import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { site as siteConfig } from '../src/config/site.ts';
import { yearIn } from '../src/domain/dates/zoned.ts';
import { calculatedYear } from '../src/domain/prayer-times/calculated.ts';
import { serializePrayerTimesCsv } from '../src/domain/prayer-times/csv-serialize.ts';
import {
  destroyAgents,
  percentile,
  send,
  sendJson,
  signIn,
  visitorAddress,
  visitorAgent,
  type Answer,
} from '../tests/reliability/support/http.ts';
import type { Spawned } from '../tests/support/processes.ts';
import type { BenchSuite, SuiteContext } from './harness.ts';
import { PUBLIC_PAGES } from './page-weight.ts';
import { memoryLimit, type MemoryLimit } from './support/memory-limit.ts';
import { sampleTreePeak, type TreeSampler } from './support/process-tree.ts';
import { ensureBuilt, serverPid, startTimed, type TimedStart } from './support/server.ts';
import { PUBLIC_API_READS } from './support/visits.ts';

/**
 * A 1 GB machine works (issue 17): `npm start` under a 1 GB memory limit (see support/memory-limit.ts for
 * how it is enforced here) on an empty DATA_DIR, then a signed-in admin imports a year's CSV (which
 * rebuilds the site), then a minute of mixed traffic: visitors reading pages, assets and the public API
 * and sending page-view beacons, contact-form posts past their limit, and an admin publishing, editing
 * and removing announcements, each change asking for a rebuild while the visitors keep coming. Every
 * answer must be one the route gives (no 5xx, no connection error), the server must still be the one that
 * started, and npm, the server and every process they started must have stayed under 1 GB together,
 * sampled every 25 ms from the spawn of `npm start` to the last rebuild.
 */
export const SMALL_MACHINE = { limitMb: 1024, loadS: 60, visitors: 8 } as const;

const ADMIN = { username: 'bench_admin', password: 'bench-pass-123' } as const;
const TIMEOUT_MS = 15_000;

interface Failure {
  what: string;
  status: number;
  error?: string | undefined;
}

const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)]!;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** The admin's year import through the upload route, as the admin page sends it. */
async function importYear(origin: string, cookie: string, year: number): Promise<number> {
  const days = calculatedYear(year, siteConfig);
  const form = new FormData();
  form.append('csv', new Blob([serializePrayerTimesCsv(days)], { type: 'text/csv' }), `prayer-times-${year}.csv`);
  form.append('year', String(year));
  const res = await fetch(`${origin}/api/prayer-times/upload-csv`, { method: 'POST', headers: { origin, cookie }, body: form });
  const body = (await res.json()) as { imported?: number; message?: string };
  if (res.status !== 200 || body.imported !== days.length) {
    throw new Error(`the year's import answered ${res.status}: ${JSON.stringify(body).slice(0, 300)}`);
  }
  return days.length;
}

/** Waits until the served home page carries `text`: the rebuild that publishes it is in place. */
async function waitForPublished(server: TimedStart, text: string, timeoutMs = 300_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const home = await send(server.origin, '/', { timeoutMs: TIMEOUT_MS });
    if (home.status === 200 && home.body.includes(text)) return;
    if (server.spawned.output().includes('[rebuild] failed')) throw new Error(`a rebuild failed:\n${server.spawned.output()}`);
    if (Date.now() > deadline) throw new Error(`"${text}" was not published within ${timeoutMs} ms`);
    await sleep(500);
  }
}

/** A minute of visitors, contact posts and an admin at work; returns what went wrong and what was served. */
async function mixedLoad(origin: string, cookie: string): Promise<{ failures: Failure[]; answers: Answer[]; edits: number }> {
  const home = await send(origin, '/');
  const assets = [...new Set([...home.body.matchAll(/(?:href|src)="(\/_astro\/[^"]+)"/g)].map((m) => m[1]!))];
  const year = yearIn(siteConfig.timeZone, new Date());
  const failures: Failure[] = [];
  const answers: Answer[] = [];
  const check = (what: string, answer: Answer, allowed: readonly number[]) => {
    answers.push(answer);
    if (!allowed.includes(answer.status)) failures.push({ what, status: answer.status, error: answer.error });
    return answer;
  };
  const deadline = performance.now() + SMALL_MACHINE.loadS * 1_000;
  const visitor = async (worker: number) => {
    for (let n = 0; performance.now() < deadline; n++) {
      const who = (worker * 997 + n) % 200;
      const agent = visitorAgent(visitorAddress(who));
      const options = { agent, timeoutMs: TIMEOUT_MS };
      const roll = Math.random();
      if (roll < 0.3) {
        const page = pick(PUBLIC_PAGES);
        check(page, await send(origin, page, options), [200]);
      } else if (roll < 0.4 && assets.length > 0) {
        const asset = pick(assets);
        check(asset, await send(origin, asset, { ...options, headers: { 'accept-encoding': 'br, gzip' } }), [200]);
      } else if (roll < 0.75) {
        const path = pick([...PUBLIC_API_READS, `/api/prayer-times/yearly/${year}`]);
        check(path, await send(origin, path, options), [200]);
      } else {
        const beacon = { sessionId: `small-machine-${who}`, page: pick(PUBLIC_PAGES), userAgent: 'bench' };
        check('POST /api/analytics/track', await sendJson(origin, 'POST', '/api/analytics/track', beacon, options), [204, 429]);
      }
    }
  };
  const contact = async () => {
    for (let n = 0; performance.now() < deadline; n++) {
      const agent = visitorAgent(visitorAddress(300 + (n % 4)));
      const message = { name: 'Small Machine', email: 'visitor@example.org', message: `Question ${n} from the benchmark.` };
      check('POST /api/contact', await sendJson(origin, 'POST', '/api/contact', message, { agent, timeoutMs: TIMEOUT_MS }), [200, 429]);
      await sleep(1_000);
    }
  };
  let edits = 0;
  const staff = async () => {
    const agent = visitorAgent('127.0.0.1');
    const call = (method: string, path: string, body: unknown, allowed: readonly number[]) =>
      sendJson(origin, method, path, body, { cookie, agent, timeoutMs: TIMEOUT_MS }).then((answer) => {
        edits++;
        return check(`${method} ${path.replace(/\d+/g, ':id')}`, answer, allowed);
      });
    for (let n = 1; performance.now() < deadline; n++) {
      const created = await call('POST', '/api/announcements', { title: `Notice ${n}`, content: 'Under load.', priority: 1, isActive: true }, [201]);
      if (created.status === 201) {
        const id = (JSON.parse(created.body) as { id: number }).id;
        await call('PUT', `/api/announcements/${id}`, { title: `Notice ${n} (edited)` }, [200]);
        if (n % 2 === 0) await call('DELETE', `/api/announcements/${id}`, undefined, [200]);
      }
      await call('GET', '/api/admin/overview', undefined, [200]);
      await sleep(2_000);
    }
  };
  await Promise.all([...Array.from({ length: SMALL_MACHINE.visitors }, (_, i) => visitor(i)), contact(), staff()]);
  return { failures, answers, edits };
}

/** Samples npm's whole tree from its spawn; the watchdog kills the tree past the limit. */
function watchTree(limit: MemoryLimit): { onSpawn(spawned: Spawned): void; sampler(): TreeSampler | undefined; exceeded(): boolean; stop(): void } {
  let sampler: TreeSampler | undefined;
  let exceeded = false;
  let timer: ReturnType<typeof setInterval> | undefined;
  return {
    onSpawn(spawned) {
      const pid = spawned.child.pid!;
      sampler = sampleTreePeak(async () => pid);
      timer = setInterval(() => {
        if (sampler!.peak().mb <= SMALL_MACHINE.limitMb || exceeded) return;
        exceeded = true;
        if (limit.watchdog) {
          try {
            process.kill(-pid, 'SIGKILL');
          } catch {
            // already gone
          }
        }
      }, 50);
    },
    sampler: () => sampler,
    exceeded: () => exceeded,
    stop() {
      clearInterval(timer);
    },
  };
}

async function underTheLimit(ctx: SuiteContext, limit: MemoryLimit, dataDir: string): Promise<void> {
  const watch = watchTree(limit);
  let server: TimedStart | undefined;
  let failures: Failure[] | undefined;
  try {
    server = await startTimed(dataDir, {}, { launcher: limit.launcher, onSpawn: (spawned) => watch.onSpawn(spawned) });
    ctx.log(`npm start up in ${Math.round(server.firstOkMs)} ms on an empty DATA_DIR; peak so far ${Math.round(watch.sampler()!.peak().mb)} MB`);
    if (server.rebuilding()) await server.waitForBuild();
    const pid = await serverPid(dataDir);
    const cookie = await signIn(server.origin, ADMIN.username, ADMIN.password);
    const year = yearIn(siteConfig.timeZone, new Date()) + 1;
    const days = await importYear(server.origin, cookie, year);
    const marker = `Imported ${year} on a small machine`;
    const published = await sendJson(
      server.origin,
      'POST',
      '/api/announcements',
      { title: marker, content: 'The year is in.', priority: 10, isActive: true },
      { cookie },
    );
    if (published.status !== 201) throw new Error(`publishing an announcement answered ${published.status}`);
    await waitForPublished(server, marker);
    ctx.log(`imported ${days} days of ${year} and rebuilt the site; peak so far ${Math.round(watch.sampler()!.peak().mb)} MB`);

    const load = await mixedLoad(server.origin, cookie);
    failures = load.failures;
    const last = `Small machine done ${Date.now()}`;
    const done = await sendJson(server.origin, 'POST', '/api/announcements', { title: last, content: 'Done.', priority: 10, isActive: true }, { cookie });
    if (done.status !== 201) failures.push({ what: 'POST /api/announcements (last)', status: done.status, error: done.error });
    else await waitForPublished(server, last);
    const ms = load.answers.map((a) => a.ms).sort((a, b) => a - b);
    ctx.log(
      `mixed load: ${load.answers.length} answers in ${SMALL_MACHINE.loadS} s, p50 ${Math.round(percentile(ms, 50))} ms, ` +
        `p99 ${Math.round(percentile(ms, 99))} ms, ${load.edits} staff requests, ` +
        `${server.spawned.output().split('rebuilt the site').length - 1} rebuilds in the server's recent log`,
    );
    if (failures.length > 0) ctx.log(`failures (first 10): ${JSON.stringify(failures.slice(0, 10))}`);
    if ((await serverPid(dataDir)) !== pid) failures.push({ what: 'the server was replaced', status: 0 });
    process.kill(pid, 0);
  } finally {
    watch.stop();
    const peak = await watch.sampler()?.stop();
    const kernelPeak = await limit.kernelPeakMb();
    destroyAgents();
    await server?.stop();
    await limit.cleanup();
    await ctx.figure({
      name: `npm start under a ${SMALL_MACHINE.limitMb} MB limit (${limit.mode}): peak of npm, the server and their children (sampled)`,
      unit: 'MB',
      better: 'lower',
      budget: SMALL_MACHINE.limitMb,
      measure: () => {
        if (watch.exceeded() && limit.watchdog) throw new Error(`over ${SMALL_MACHINE.limitMb} MB: the watchdog stopped the server`);
        if (!peak) throw new Error('npm start was never spawned');
        return peak.mb;
      },
    });
    if (kernelPeak !== undefined) {
      await ctx.figure({ name: 'the memory group’s own peak (memory.peak, page cache included)', unit: 'MB', better: 'lower', budgetNote: 'report', measure: () => kernelPeak });
    }
  }
  await ctx.figure({
    name: `empty DATA_DIR, a year's CSV imported, rebuilds, ${SMALL_MACHINE.loadS} s of mixed load: failed requests`,
    unit: '',
    better: 'lower',
    budget: 0,
    measure: () => failures!.length,
  });
}

export const smallMachineBench: BenchSuite = {
  name: 'small-machine',
  async run(ctx) {
    await ensureBuilt((m) => ctx.log(m));
    const limit = await memoryLimit(SMALL_MACHINE.limitMb);
    ctx.log(`memory limit: ${limit.mode} (${limit.detail})`);
    const dataDir = await mkdtemp(path.join(tmpdir(), 'masjid-bench-small-'));
    try {
      await underTheLimit(ctx, limit, dataDir);
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  },
};
