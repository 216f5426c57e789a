import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { site } from '../../src/config/site.ts';
import { addDays, isoDateIn } from '../../src/domain/dates/zoned.ts';
import { RAW_VIEW_DAYS_KEPT } from '../../src/server/db/repositories/analytics.ts';
import { RATE_LIMITS } from '../../src/server/middleware/rate-limit.ts';
import {
  NEW_SESSIONS_PER_ADDRESS_PER_DAY,
  referrerForStorage,
  TRACK_SESSION_LIMIT,
} from '../../src/server/routes/analytics-track.ts';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.drop());
beforeEach(async () => {
  t.setNow(undefined);
  await t.db.deleteFrom('pageViews').execute();
});

let ipCounter = 0;
const freshIp = () => `198.51.100.${++ipCounter}`;
const view = { sessionId: 'b7f3c2d1-4e5f-4a6b-8c7d-9e0f1a2b3c4d', page: '/about', userAgent: 'Mozilla/5.0 Test', referrer: '' };
const track = (body: unknown, clientIp = freshIp()) => t.call('POST', '/api/analytics/track', { body, clientIp });
const views = () => t.db.selectFrom('pageViews').selectAll().orderBy('id').execute();

describe('POST /api/analytics/track', () => {
  it('stores one page view and answers 204 with no body', async () => {
    t.setNow(new Date('2026-04-10T17:00:00Z'));
    const res = await track({ ...view, referrer: 'https://www.example.com/search?q=masjid+near+me#top' });
    expect(res.status).toBe(204);
    expect(await res.text()).toBe('');
    const [row] = await views();
    expect(row).toMatchObject({
      sessionId: view.sessionId,
      page: '/about',
      userAgent: 'Mozilla/5.0 Test',
      // Origin and path only: a query string can carry what the visitor searched for.
      referrer: 'https://www.example.com/search',
    });
    expect(row!.viewedAt.toISOString()).toBe('2026-04-10T17:00:00.000Z');
  });

  it('stores no IP address: the row has no such column and no table holds the address', async () => {
    const ip = '203.0.113.201';
    expect((await track(view, ip)).status).toBe(204);
    const [row] = await views();
    expect(Object.keys(row!).sort()).toEqual(['id', 'page', 'referrer', 'sessionId', 'userAgent', 'viewedAt']);
    const everything = JSON.stringify({
      views: await views(),
      counters: await t.db.selectFrom('rateLimits').selectAll().execute(),
    });
    expect(everything).not.toContain(ip);
  });

  it('takes the minimal body: an empty or missing referrer and user agent are stored as null', async () => {
    expect((await track({ sessionId: 'abcdefgh', page: '/' })).status).toBe(204);
    expect((await track({ sessionId: 'abcdefgh', page: '/', userAgent: null, referrer: null })).status).toBe(204);
    expect((await views()).map((v) => [v.userAgent, v.referrer])).toEqual([
      [null, null],
      [null, null],
    ]);
  });

  it('drops control characters (NUL included) from the user agent and referrer', async () => {
    expect((await track({ ...view, userAgent: 'Mozilla\u0000/5.0\n', referrer: 'https://example.com/\u0000x' })).status).toBe(204);
    expect((await views())[0]).toMatchObject({ userAgent: 'Mozilla/5.0', referrer: 'https://example.com/x' });
  });

  it('cuts a long user agent to 500 characters', async () => {
    expect((await track({ ...view, userAgent: 'u'.repeat(2000) })).status).toBe(204);
    expect((await views())[0]!.userAgent).toHaveLength(500);
  });

  it.each([
    ['a page without a leading slash', { ...view, page: 'about' }, 'page'],
    ['a full URL as page', { ...view, page: 'https://masjid.example.org/' }, 'page'],
    ['a page with spaces', { ...view, page: '/a b' }, 'page'],
    ['a page with a NUL character', { ...view, page: '/a\u0000b' }, 'page'],
    ['a page over 200 characters', { ...view, page: `/${'p'.repeat(200)}` }, 'page'],
    ['no page', { ...view, page: undefined }, 'page'],
    ['a session id of 7 characters', { ...view, sessionId: 'abcdefg' }, 'sessionId'],
    ['a session id of 65 characters', { ...view, sessionId: 'a'.repeat(65) }, 'sessionId'],
    ['a session id with other characters', { ...view, sessionId: 'abc def!ghij' }, 'sessionId'],
    ['no session id', { ...view, sessionId: undefined }, 'sessionId'],
    ['a number as user agent', { ...view, userAgent: 5 }, 'userAgent'],
  ])('refuses %s with 400 and stores nothing', async (_name, body, field) => {
    const res = await track(body);
    expect(res.status).toBe(400);
    expect(((await res.json()) as { fields: Record<string, string> }).fields).toHaveProperty(field);
    expect(await views()).toEqual([]);
  });

  it('accepts boundary values: a 200-character page, 8- and 64-character session ids', async () => {
    for (const body of [
      { ...view, page: `/about?${'p'.repeat(193)}` },
      { ...view, sessionId: 'a'.repeat(8) },
      { ...view, sessionId: `${'A'.repeat(32)}${'_-'.repeat(16)}` },
    ]) {
      expect((await track(body)).status).toBe(204);
    }
    expect(await views()).toHaveLength(3);
  });

  it('needs application/json (a sendBeacon text/plain body is 415) and the same origin (403)', async () => {
    const beacon = await t.request(
      '/api/analytics/track',
      { method: 'POST', headers: { origin: TEST_ORIGIN, 'content-type': 'text/plain;charset=UTF-8' }, body: JSON.stringify(view) },
      freshIp(),
    );
    expect(beacon.status).toBe(415);
    const crossSite = await t.request(
      '/api/analytics/track',
      { method: 'POST', headers: { origin: 'https://evil.example', 'content-type': 'application/json' }, body: JSON.stringify(view) },
      freshIp(),
    );
    expect(crossSite.status).toBe(403);
    expect(await views()).toEqual([]);
  });

  it(`is rate-limited per client: ${RATE_LIMITS.track.limit} per window, then 429 with Retry-After`, async () => {
    t.setNow(new Date('2026-05-01T10:00:00Z'));
    const ip = freshIp();
    // Ten sessions of 30 views each: within the per-session limit and the new sessions an address may start.
    for (let i = 0; i < RATE_LIMITS.track.limit; i++) {
      const res = await track({ ...view, sessionId: `per-client-${i % 10}` }, ip);
      if (res.status !== 204) throw new Error(`view ${i + 1}: ${res.status}`);
    }
    const refused = await track(view, ip);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('600');
    expect(await views()).toHaveLength(RATE_LIMITS.track.limit);
    expect((await track(view, freshIp())).status).toBe(204);
  }, 240_000);
});

// Issue 22, item 15: only the site's pages, limits per session and per address, raw views not kept forever.
describe('POST /api/analytics/track counts only real page views', () => {
  it.each([['/burst-0'], ['/<img/src=x/onerror=alert(1)>'], ['/admin/users'], ['/monthly-prayer-times/27'], ['/wp-login.php']])(
    'answers 204 for %j, a page the site does not have, and stores nothing',
    async (page) => {
      const res = await track({ ...view, page });
      expect(res.status).toBe(204);
      expect(await views()).toEqual([]);
    },
  );

  it('stores the page a path with a query, hash or trailing slash names, and the yearly pages', async () => {
    for (const page of ['/about?utm_source=newsletter', '/about#team', '/about/', '/monthly-prayer-times/2027', '/'])
      expect((await track({ ...view, page })).status).toBe(204);
    expect((await views()).map((v) => v.page)).toEqual(['/about', '/about', '/about', '/monthly-prayer-times/2027', '/']);
  });

  it(`limits one session to ${TRACK_SESSION_LIMIT.limit} views a window, from any number of addresses (429)`, async () => {
    t.setNow(new Date('2026-05-02T10:00:00Z'));
    const sessionId = 'one-busy-session';
    for (let i = 0; i < TRACK_SESSION_LIMIT.limit; i++) {
      const res = await track({ ...view, sessionId });
      if (res.status !== 204) throw new Error(`view ${i + 1}: ${res.status}`);
    }
    const refused = await track({ ...view, sessionId });
    expect(refused.status).toBe(429);
    expect(((await refused.json()) as { message: string }).message).toBe(TRACK_SESSION_LIMIT.message);
    expect(refused.headers.get('retry-after')).toBe('600');
    expect(await views()).toHaveLength(TRACK_SESSION_LIMIT.limit);
    // The next window starts afresh.
    t.setNow(new Date('2026-05-02T10:10:00Z'));
    expect((await track({ ...view, sessionId })).status).toBe(204);
    expect(await views()).toHaveLength(TRACK_SESSION_LIMIT.limit + 1);
  });

  it(`stores views of at most ${NEW_SESSIONS_PER_ADDRESS_PER_DAY} new sessions per address and day; known sessions go on`, async () => {
    t.setNow(new Date('2026-05-03T18:00:00Z'));
    const ip = freshIp();
    for (let i = 0; i < NEW_SESSIONS_PER_ADDRESS_PER_DAY + 5; i++)
      expect((await track({ ...view, sessionId: `household-${i}` }, ip)).status).toBe(204);
    expect(new Set((await views()).map((v) => v.sessionId)).size).toBe(NEW_SESSIONS_PER_ADDRESS_PER_DAY);
    // An admitted session keeps counting; a refused one stays refused that day.
    expect((await track({ ...view, sessionId: 'household-0' }, ip)).status).toBe(204);
    expect((await track({ ...view, sessionId: `household-${NEW_SESSIONS_PER_ADDRESS_PER_DAY}` }, ip)).status).toBe(204);
    expect(await views()).toHaveLength(NEW_SESSIONS_PER_ADDRESS_PER_DAY + 1);
    // Another address, or the next masjid day, starts new sessions again.
    expect((await track({ ...view, sessionId: 'household-99' }, freshIp())).status).toBe(204);
    t.setNow(new Date('2026-05-04T18:00:00Z'));
    expect((await track({ ...view, sessionId: 'household-98' }, ip)).status).toBe(204);
    expect(await views()).toHaveLength(NEW_SESSIONS_PER_ADDRESS_PER_DAY + 3);
  });

  it('2,000 beacons from 50 addresses, each a new session, add at most 10 unique visitors per address', async () => {
    const day = '2026-05-05';
    t.setNow(new Date('2026-05-05T19:00:00Z')); // noon in Redwood City
    const addresses = Array.from({ length: 50 }, () => freshIp());
    const pages = ['/', '/about', '/burst-0', '/donate', '/<img/src=x/onerror=alert(1)>'];
    // Ten at a time, each from another address, as a script would send them.
    for (let i = 0; i < 2_000; i += 10) {
      const batch = await Promise.all(
        Array.from({ length: 10 }, (_, a) =>
          track({ ...view, sessionId: `burst-session-${i + a}`, page: pages[(i + a) % pages.length] }, addresses[(i + a) % 50]),
        ),
      );
      for (const res of batch) if (res.status !== 204) throw new Error(`beacon near ${i + 1}: ${res.status}`);
    }
    const { cookie } = await t.signInAs('editor');
    const report = (await (await t.call('GET', `/api/analytics/daily/${day}`, { cookie })).json()) as {
      uniqueVisitors: number;
      pageViews: number;
      topPages: { page: string }[];
    };
    expect(report.uniqueVisitors).toBeLessThanOrEqual(50 * NEW_SESSIONS_PER_ADDRESS_PER_DAY);
    expect(report.uniqueVisitors).toBeGreaterThan(0);
    expect(report.pageViews).toBe((await views()).length);
    expect(report.topPages.map((p) => p.page).sort()).toEqual(['/', '/about', '/donate']);
  }, 300_000);

  it(`keeps raw views ${RAW_VIEW_DAYS_KEPT} days; the reports of finished periods give the same figures without them`, async () => {
    const zone = site.timeZone;
    const { cookie } = await t.signInAs('editor');
    // Views on April 27 to May 2 (a week from Sunday the 26th into May), several sessions and pages.
    const sent: { date: string; session: string; page: string }[] = [];
    for (let d = 0; d < 6; d++) {
      const date = addDays('2026-04-27', d);
      t.setNow(new Date(`${date}T20:00:00Z`)); // 1 PM in Redwood City
      for (let n = 0; n <= d; n++) {
        const entry = { date, session: `retained-${n}`, page: ['/', '/about', '/donate'][n % 3]! };
        sent.push(entry);
        expect((await track({ ...view, sessionId: entry.session, page: entry.page })).status).toBe(204);
      }
    }
    const report = async (path: string) => {
      const res = await t.call('GET', `/api/analytics/${path}`, { cookie });
      expect(res.status).toBe(200);
      const body = (await res.json()) as { uniqueVisitors: number; pageViews: number; topPages: unknown[] };
      return { uniqueVisitors: body.uniqueVisitors, pageViews: body.pageViews, topPages: body.topPages };
    };
    const periods = ['daily/2026-04-27', 'daily/2026-04-30', 'weekly/2026-04-26', 'monthly/2026/4', 'monthly/2026/5'];
    // Brute force: what the views sent say, by masjid day.
    const expected = (from: string, to: string) => {
      const inPeriod = sent.filter((v) => v.date >= from && v.date <= to);
      return { uniqueVisitors: new Set(inPeriod.map((v) => v.session)).size, pageViews: inPeriod.length };
    };

    // Two weeks later the first beacon of the day removes the raw views before yesterday: nothing asked
    // for a report before, so the rollups are made first.
    const later = new Date('2026-05-16T17:00:00Z');
    t.setNow(later);
    expect((await track({ ...view, sessionId: 'later-visitor' })).status).toBe(204);
    const keptFrom = addDays(isoDateIn(zone, later), 1 - RAW_VIEW_DAYS_KEPT);
    const left = await views();
    expect(left.map((v) => v.sessionId)).toEqual(['later-visitor']);
    expect(left.every((v) => isoDateIn(zone, v.viewedAt) >= keptFrom)).toBe(true);

    const after = Object.fromEntries(await Promise.all(periods.map(async (p) => [p, await report(p)] as const)));
    expect(after['daily/2026-04-27']).toMatchObject(expected('2026-04-27', '2026-04-27'));
    expect(after['daily/2026-04-30']).toMatchObject(expected('2026-04-30', '2026-04-30'));
    expect(after['weekly/2026-04-26']).toMatchObject(expected('2026-04-26', '2026-05-02'));
    expect(after['monthly/2026/4']).toMatchObject(expected('2026-04-01', '2026-04-30'));
    // May is still running: the finished days from their rollups and today's view live.
    const may = expected('2026-05-01', '2026-05-31');
    expect(after['monthly/2026/5']).toMatchObject({ uniqueVisitors: may.uniqueVisitors + 1, pageViews: may.pageViews + 1 });
    expect(after['weekly/2026-04-26']!.topPages).toEqual([
      { page: '/', views: sent.filter((v) => v.page === '/').length },
      { page: '/about', views: sent.filter((v) => v.page === '/about').length },
      { page: '/donate', views: sent.filter((v) => v.page === '/donate').length },
    ]);

    // And the next day's first beacon changes none of those figures.
    t.setNow(new Date('2026-05-17T17:00:00Z'));
    expect((await track({ ...view, sessionId: 'next-day-visitor' })).status).toBe(204);
    for (const p of periods.slice(0, 4)) expect(await report(p), p).toEqual(after[p]);
  });
});

describe('referrerForStorage', () => {
  it.each([
    [null, null],
    ['https://example.com/a/b?q=1#x', 'https://example.com/a/b'],
    ['http://localhost:4321/', 'http://localhost:4321/'],
    ['android-app://com.google.android.gm/', null],
    ['javascript:alert(1)', null],
    ['not a url', null],
  ])('%s -> %s', (input, expected) => {
    expect(referrerForStorage(input)).toBe(expected);
  });
});
