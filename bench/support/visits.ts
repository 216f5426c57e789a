import { send, sendJson, signIn, visitorAddress, visitorAgent } from '../../tests/reliability/support/http.ts';
import { PUBLIC_PAGES } from '../page-weight.ts';

/**
 * Visitors and staff as the footprint and small-machine benchmarks need them, over node:http from many
 * loopback addresses (one per visitor, so per-client limits apply as on the internet). Every answer is
 * checked: a memory figure taken after failed requests measured the wrong work.
 */

/** What the public islands read. */
export const PUBLIC_API_READS = ['/api/prayer-times', '/api/announcements', '/api/events'] as const;

const assetsOf = (html: string) => [...new Set([...html.matchAll(/(?:href|src)="(\/_astro\/[^"]+)"/g)].map((m) => m[1]!))];

function expectStatus(what: string, status: number, allowed: readonly number[], error?: string): void {
  if (!allowed.includes(status)) throw new Error(`${what} answered ${status || error || 'nothing'}`);
}

/**
 * One page view as a first-time visitor's browser makes it: the page, its /_astro assets (brotli), the
 * page-view beacon and the public API reads. (The page itself comes uncompressed, so its asset links can
 * be read; its compressed copy is served from the same memory.)
 */
export async function pageView(origin: string, page: string, visitor: number): Promise<void> {
  const agent = visitorAgent(visitorAddress(visitor));
  const html = await send(origin, page, { agent });
  expectStatus(page, html.status, [200], html.error);
  const compressed = { agent, headers: { 'accept-encoding': 'br, gzip' } };
  await Promise.all([
    ...assetsOf(html.body).map((asset) =>
      send(origin, asset, compressed).then((a) => expectStatus(asset, a.status, [200], a.error)),
    ),
    sendJson(origin, 'POST', '/api/analytics/track', { sessionId: `bench-visitor-${visitor}`, page, userAgent: 'bench' }, { agent }).then(
      (a) => expectStatus('POST /api/analytics/track', a.status, [204], a.error),
    ),
    ...PUBLIC_API_READS.map((path) => send(origin, path, { agent }).then((a) => expectStatus(path, a.status, [200], a.error))),
  ]);
}

/** `count` page views over the public pages in turn, `concurrency` visitors at a time. */
export async function pageViews(origin: string, count: number, concurrency = 4): Promise<void> {
  let next = 0;
  const worker = async () => {
    for (let n = next++; n < count; n = next++) await pageView(origin, PUBLIC_PAGES[n % PUBLIC_PAGES.length]!, n);
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
}

/** A staff change that asks for a rebuild: a signed-in admin publishes an announcement. */
export async function publishAnnouncement(origin: string, admin: { username: string; password: string }, title: string): Promise<void> {
  const cookie = await signIn(origin, admin.username, admin.password);
  const answer = await sendJson(
    origin,
    'POST',
    '/api/announcements',
    { title, content: 'Published by the benchmark.', priority: 1, isActive: true },
    { cookie, agent: visitorAgent('127.0.0.1') },
  );
  expectStatus('POST /api/announcements', answer.status, [201], answer.error);
}
