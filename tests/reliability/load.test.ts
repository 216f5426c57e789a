import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { yearIn } from '../../src/domain/dates/zoned.ts';
import { site as siteConfig } from '../../src/config/site.ts';
import { RATE_LIMITS } from '../../src/server/middleware/rate-limit.ts';
import {
  destroyAgents,
  percentile,
  send,
  sendJson,
  signIn,
  visitorAddress,
  visitorAgent,
  type Answer,
} from './support/http.ts';
import { memoryTrend } from './support/memory-trend.ts';
import { report } from './support/report.ts';
import { ADMIN, memoryComposition, residentMb, serverPid, sleep, startServer, stopAndClean, type StartedSite } from './support/server.ts';

/**
 * Load (issue 8): LOAD_DURATION_S seconds (120 by default) of mixed traffic against `npm start` on its
 * embedded database, from many loopback addresses (one per simulated visitor, so the per-client limits
 * apply as they would on the internet):
 *   - LOAD_CONCURRENCY closed-loop workers (8 by default) reading public pages, assets and the public API
 *     and sending page-view beacons (POST /api/analytics/track, 429 past its per-client limit);
 *   - contact-form posts, one a second from a small pool of visitors, so each goes past the contact limit;
 *   - a signed-in admin editing: announcements created, edited and deleted, events created, messages
 *     marked read, and the admin lists and reports read (each edit also asks for a rebuild of the site).
 * It must hold: no 5xx, no connection errors, no unexpected status, p99 under LOAD_P99_MS (2000), what
 * was acknowledged is stored, and the server's resident memory does not keep growing (the median of the
 * last third of the samples at most 7% or 48 MB, whichever is larger, above the second third's).
 */
const DURATION_MS = Number(process.env.LOAD_DURATION_S ?? 120) * 1000;
const CONCURRENCY = Number(process.env.LOAD_CONCURRENCY ?? 8);
const P99_LIMIT_MS = Number(process.env.LOAD_P99_MS ?? 2000);
const VISITORS = 200;
const CONTACT_VISITORS = 8;
const REQUEST_TIMEOUT_MS = 10_000;

type Kind = 'page' | 'asset' | 'api-read' | 'track' | 'contact' | 'staff-read' | 'staff-write' | 'whoami';

interface Sample {
  kind: Kind;
  label: string;
  status: number;
  ms: number;
  at: number;
  error?: string | undefined;
  reused?: boolean | undefined;
  body?: string | undefined;
}

let site: StartedSite;
let pid: number;
let cookie: string;

beforeAll(async () => {
  site = await startServer();
  pid = await serverPid(site);
  cookie = await signIn(site.origin, ADMIN.username, ADMIN.password);
});
afterAll(async () => {
  destroyAgents();
  await stopAndClean(site);
});

const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)]!;

describe(`${DURATION_MS / 1000} s of mixed traffic against npm start`, () => {
  it(
    'serves everything without a 5xx, within the p99 bound, stores what it acknowledged, and does not grow',
    { timeout: DURATION_MS + 120_000 },
    async () => {
      const { origin } = site;
      const year = yearIn(siteConfig.timeZone, new Date());
      const home = await send(origin, '/');
      expect(home.status).toBe(200);
      const assets = [...new Set([...home.body.matchAll(/(?:href|src)="(\/_astro\/[^"]+)"/g)].map((m) => m[1]!))];
      const pages = [
        '/',
        '/calendar',
        '/about',
        '/donate',
        '/services',
        '/monthly-prayer-times',
        '/saturday-school',
        '/summer-school',
        '/sitemap.xml',
      ];
      const apiReads = [
        '/api/announcements',
        '/api/events',
        '/api/prayer-times',
        `/api/prayer-times/yearly/${year}`,
        '/api/health',
        '/api/health/live',
      ];
      const samples: Sample[] = [];
      const unexpected: Sample[] = [];
      const started = performance.now();
      const deadline = started + DURATION_MS;
      const record = (kind: Kind, label: string, answer: Answer, allowed: readonly number[]) => {
        const sample: Sample = {
          kind,
          label,
          status: answer.status,
          ms: answer.ms,
          at: performance.now() - started,
          error: answer.error,
          reused: answer.reused,
        };
        samples.push(sample);
        if (!allowed.includes(answer.status)) unexpected.push({ ...sample, body: answer.body.slice(0, 300) });
        return answer;
      };

      // The server's log lines with the moment they appeared, to set beside anything that goes wrong.
      const logLines: { at: number; line: string }[] = [];
      let previous = site.process.output();
      const logWatcher = setInterval(() => {
        // The kept output is the last 20 kB: find where the previous look ended in it.
        const output = site.process.output();
        const tail = previous.slice(-200);
        const at = tail ? output.lastIndexOf(tail) : -1;
        const fresh = output.startsWith(previous)
          ? output.slice(previous.length)
          : at >= 0
            ? output.slice(at + tail.length)
            : output;
        previous = output;
        for (const line of fresh.split('\n').filter(Boolean))
          logLines.push({ at: Math.round(performance.now() - started), line: line.slice(0, 200) });
      }, 100);

      // Resident memory of the server, once a second.
      const rss: { at: number; mb: number }[] = [];
      const sampler = setInterval(() => {
        residentMb(pid)
          .then((mb) => rss.push({ at: performance.now() - started, mb }))
          .catch(() => undefined);
      }, 1000);

      // Visitors: pages, assets, the public API and page-view beacons.
      const visitor = async (worker: number) => {
        let n = 0;
        while (performance.now() < deadline) {
          const who = (worker * 997 + n++) % VISITORS;
          const agent = visitorAgent(visitorAddress(who));
          const roll = Math.random();
          if (roll < 0.3) {
            const page = pick(pages);
            record('page', page, await send(origin, page, { agent, timeoutMs: REQUEST_TIMEOUT_MS }), [200]);
          } else if (roll < 0.35) {
            record(
              'page',
              '/missing',
              await send(origin, `/no-such-page-${n}`, { agent, timeoutMs: REQUEST_TIMEOUT_MS }),
              [404],
            );
          } else if (roll < 0.45 && assets.length > 0) {
            const asset = pick(assets);
            record(
              'asset',
              asset,
              await send(origin, asset, {
                agent,
                timeoutMs: REQUEST_TIMEOUT_MS,
                headers: { 'accept-encoding': 'br, gzip' },
              }),
              [200],
            );
          } else if (roll < 0.75) {
            const path = pick(apiReads);
            record('api-read', path, await send(origin, path, { agent, timeoutMs: REQUEST_TIMEOUT_MS }), [200]);
          } else {
            const beacon = {
              sessionId: `load-visitor-${who}`,
              page: pick(pages),
              userAgent: 'reliability-load',
              referrer: 'https://www.example.org/search',
            };
            record(
              'track',
              'POST /api/analytics/track',
              await sendJson(origin, 'POST', '/api/analytics/track', beacon, { agent, timeoutMs: REQUEST_TIMEOUT_MS }),
              [204, 429],
            );
          }
        }
      };

      // The contact form, one post a second from a small pool: every visitor of the pool goes past the limit.
      const contactAccepted = new Map<string, number>();
      const contactRefused = new Map<string, number>();
      const contactMarkers: string[] = [];
      let retryAfterMissing = 0;
      const contact = async () => {
        let n = 0;
        while (performance.now() < deadline) {
          const address = visitorAddress(VISITORS + (n % CONTACT_VISITORS));
          const marker = `load-contact-${Date.now()}-${n++}`;
          const answer = record(
            'contact',
            'POST /api/contact',
            await sendJson(
              origin,
              'POST',
              '/api/contact',
              { name: 'Load Visitor', email: 'load@example.org', message: marker },
              { agent: visitorAgent(address), timeoutMs: REQUEST_TIMEOUT_MS },
            ),
            [200, 429],
          );
          if (answer.status === 200) {
            contactAccepted.set(address, (contactAccepted.get(address) ?? 0) + 1);
            contactMarkers.push(marker);
          } else if (answer.status === 429) {
            contactRefused.set(address, (contactRefused.get(address) ?? 0) + 1);
            if (!(Number(answer.headers['retry-after']) > 0)) retryAfterMissing++;
          }
          await sleep(1000);
        }
      };

      // A signed-in admin at work: every change is checked against what is stored afterwards.
      const kept = new Map<number, string>();
      const deleted = new Set<number>();
      const eventsCreated: number[] = [];
      let staffOps = 0;
      const staff = async () => {
        const agent = visitorAgent('127.0.0.1');
        const call = async (method: string, path: string, body: unknown, allowed: readonly number[]) => {
          staffOps++;
          return record(
            method === 'GET' ? 'staff-read' : 'staff-write',
            `${method} ${path.replace(/\d+/g, ':id')}`,
            await sendJson(origin, method, path, body, { cookie, agent, timeoutMs: REQUEST_TIMEOUT_MS }),
            allowed,
          );
        };
        let n = 0;
        while (performance.now() < deadline) {
          n++;
          const title = `Load announcement ${n}`;
          const created = await call(
            'POST',
            '/api/announcements',
            { title, content: 'Under load.', priority: n % 11, isActive: true },
            [201],
          );
          if (created.status === 201) {
            const id = (JSON.parse(created.body) as { id: number }).id;
            const edited = await call('PUT', `/api/announcements/${id}`, { title: `${title} (edited)` }, [200]);
            kept.set(id, edited.status === 200 ? `${title} (edited)` : title);
            if (n % 2 === 0) {
              const removed = await call('DELETE', `/api/announcements/${id}`, undefined, [200]);
              if (removed.status === 200) {
                kept.delete(id);
                deleted.add(id);
              }
            }
          }
          await call('GET', '/api/admin/announcements', undefined, [200]);
          if (n % 3 === 0) {
            const event = await call(
              'POST',
              '/api/events',
              {
                title: `Load event ${n}`,
                description: 'Under load.',
                startDate: `${year + 1}-03-0${1 + (n % 9)}T18:30`,
                category: 'community',
              },
              [201],
            );
            if (event.status === 201) eventsCreated.push((JSON.parse(event.body) as { id: number }).id);
          }
          const messages = await call('GET', '/api/admin/contact-messages', undefined, [200]);
          if (messages.status === 200) {
            const unread = (JSON.parse(messages.body) as { id: number; isRead: boolean }[]).find((m) => !m.isRead);
            if (unread) await call('PUT', `/api/admin/contact-messages/${unread.id}/read`, undefined, [200]);
          }
          await call(
            'GET',
            pick([
              '/api/admin/overview',
              '/api/events/all',
              `/api/analytics/daily/${new Date().toISOString().slice(0, 10)}`,
            ]),
            undefined,
            [200],
          );
          record(
            'whoami',
            'GET /api/user',
            await sendJson(origin, 'GET', '/api/user', undefined, { cookie, agent }),
            [200],
          );
          await sleep(400);
        }
      };

      await Promise.all([...Array.from({ length: CONCURRENCY }, (_, i) => visitor(i)), contact(), staff()]);
      clearInterval(sampler);
      clearInterval(logWatcher);
      const elapsedS = (performance.now() - started) / 1000;

      // ---- What was served.
      const latencies = samples.map((s) => s.ms).sort((a, b) => a - b);
      const byStatus: Record<string, number> = {};
      for (const s of samples) byStatus[s.status] = (byStatus[s.status] ?? 0) + 1;
      const fiveXx = samples.filter((s) => s.status >= 500);
      const failed = samples.filter((s) => s.status === 0);
      const perKind = Object.fromEntries(
        (['page', 'asset', 'api-read', 'track', 'contact', 'staff-read', 'staff-write', 'whoami'] as const).map(
          (kind) => {
            const ms = samples
              .filter((s) => s.kind === kind)
              .map((s) => s.ms)
              .sort((a, b) => a - b);
            return [
              kind,
              {
                count: ms.length,
                p50: Math.round(percentile(ms, 50)),
                p99: Math.round(percentile(ms, 99)),
                max: Math.round(ms.at(-1) ?? 0),
              },
            ];
          },
        ),
      );
      const composition = await memoryComposition(pid).catch(() => undefined);
      const memory = memoryTrend(rss.map((r) => r.mb));
      const numbers = {
        durationS: Math.round(elapsedS),
        concurrency: CONCURRENCY,
        requests: samples.length,
        requestsPerSecond: Math.round(samples.length / elapsedS),
        byStatus,
        fiveXx: fiveXx.length,
        connectionErrors: failed.length,
        connectionErrorsBySecond: failed.reduce<Record<string, number>>(
          (acc, f) => ({ ...acc, [Math.floor(f.at / 1000)]: (acc[Math.floor(f.at / 1000)] ?? 0) + 1 }),
          {},
        ),
        connectionErrorKinds: failed.reduce<Record<string, number>>(
          (acc, f) => ({
            ...acc,
            [`${f.error ?? '?'}${f.reused ? ' on a reused connection' : ' on a new connection'}`]:
              (acc[`${f.error ?? '?'}${f.reused ? ' on a reused connection' : ' on a new connection'}`] ?? 0) + 1,
          }),
          {},
        ),
        rateLimited429: byStatus['429'] ?? 0,
        p50Ms: Math.round(percentile(latencies, 50)),
        p95Ms: Math.round(percentile(latencies, 95)),
        p99Ms: Math.round(percentile(latencies, 99)),
        maxMs: Math.round(latencies.at(-1) ?? 0),
        perKind,
        contact: {
          accepted: [...contactAccepted.values()].reduce((a, b) => a + b, 0),
          refused: [...contactRefused.values()].reduce((a, b) => a + b, 0),
        },
        staffOperations: staffOps,
        memory,
        memoryComposition: composition,
      };
      report('load', numbers);

      expect(fiveXx.slice(0, 10), 'no 5xx').toEqual([]);
      expect(
        failed.slice(0, 10),
        `no connection errors or client time-outs; the server's log (ms into the run):\n${logLines
          .map((l) => `${l.at} ${l.line}`)
          .join('\n')
          .slice(-3000)}`,
      ).toEqual([]);
      expect(unexpected.slice(0, 10), 'every answer one the route can give').toEqual([]);
      expect(samples.length, 'the load generator did run').toBeGreaterThan(DURATION_MS / 100);
      expect(numbers.p99Ms, `p99 under ${P99_LIMIT_MS} ms`).toBeLessThan(P99_LIMIT_MS);

      // ---- The contact limit held per visitor (a run can straddle two limit windows), with Retry-After.
      for (const [address, accepted] of contactAccepted)
        expect(accepted, address).toBeLessThanOrEqual(2 * RATE_LIMITS.contact.limit);
      expect(numbers.contact.refused, 'the contact limit was reached').toBeGreaterThan(0);
      expect(retryAfterMissing, '429 with Retry-After').toBe(0);

      // ---- What was acknowledged is stored, and nothing refused was.
      const stored = await sendJson(origin, 'GET', '/api/admin/contact-messages', undefined, { cookie });
      const storedMarkers = (JSON.parse(stored.body) as { message: string }[])
        .map((m) => m.message)
        .filter((m) => m.startsWith('load-contact-'));
      expect(storedMarkers.sort()).toEqual([...contactMarkers].sort());
      const announcements = JSON.parse(
        (await sendJson(origin, 'GET', '/api/admin/announcements', undefined, { cookie })).body,
      ) as { id: number; title: string }[];
      const byId = new Map(announcements.map((a) => [a.id, a.title]));
      for (const [id, title] of kept) expect(byId.get(id), `announcement ${id}`).toBe(title);
      for (const id of deleted) expect(byId.has(id), `deleted announcement ${id}`).toBe(false);
      const events = JSON.parse((await sendJson(origin, 'GET', '/api/events/all', undefined, { cookie })).body) as {
        id: number;
      }[];
      for (const id of eventsCreated)
        expect(
          events.some((e) => e.id === id),
          `event ${id}`,
        ).toBe(true);

      // ---- Memory does not keep growing.
      expect(rss.length, 'memory was sampled').toBeGreaterThanOrEqual(9);
      expect(
        memory.keepsGrowing,
        `resident memory kept growing (more than ${memory.boundMb} MB a third, still rising at the end), MB: ${JSON.stringify({ ...memory, composition })}`,
      ).toBe(false);

      // ---- Still well afterwards, with no unhandled error logged.
      expect((await send(origin, '/api/health')).status).toBe(200);
      expect(site.process.output()).not.toContain('[api] unhandled error');
    },
  );
});
