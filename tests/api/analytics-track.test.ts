import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { RATE_LIMITS } from '../../src/server/middleware/rate-limit.ts';
import { referrerForStorage } from '../../src/server/routes/analytics-track.ts';
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
    ['a page with a query string', { ...view, page: '/about?x=1' }, 'page'],
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
      { ...view, page: `/${'p'.repeat(199)}` },
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
    for (let i = 0; i < RATE_LIMITS.track.limit; i++) {
      const res = await track(view, ip);
      if (res.status !== 204) throw new Error(`view ${i + 1}: ${res.status}`);
    }
    const refused = await track(view, ip);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('600');
    expect(await views()).toHaveLength(RATE_LIMITS.track.limit);
    expect((await track(view, freshIp())).status).toBe(204);
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
