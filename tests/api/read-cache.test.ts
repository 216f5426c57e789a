import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { site } from '../../src/config/site.ts';
import { isoDateIn } from '../../src/domain/dates/zoned.ts';
import { EDGE_READ_WINDOW_MS } from '../../src/server/cache/edge-read-cache.ts';
import { memoryReadCache } from '../../src/server/cache/read-cache.ts';
import { createTestApp, onEdge, TEST_ORIGIN, type TestApp } from '../support/test-app.ts';

/**
 * The public answers shared through the read cache, wired as each adapter wires it: staff changes show at
 * once, and only changes that bypass the API wait for the time limit. `npm start` keeps answers in memory
 * for 5 s; the edge keeps them in Cloudflare's cache for the current minute (ADR 011), so the limit the
 * test waits for differs there, and the test clock moves both.
 */
let t: TestApp;
let staff: string;
let admin: string;
let clock = Date.parse('2026-11-23T18:00:00Z');
const limitMs = onEdge ? EDGE_READ_WINDOW_MS : 5_000;
const tick = (ms: number) => {
  clock += ms;
  t.setNow(new Date(clock));
};

beforeAll(async () => {
  t = await createTestApp(onEdge ? {} : { readCache: memoryReadCache({ ttlMs: limitMs, now: () => clock }) });
  t.setNow(new Date(clock));
  staff = (await t.signInAs('editor')).cookie;
  admin = (await t.signInAs('admin')).cookie;
});
afterAll(() => t.drop());

const json = async (path: string) => {
  const res = await t.call('GET', path);
  expect(res.status).toBe(200);
  return res.json();
};
const titles = async (path: string) => ((await json(path)) as { title: string }[]).map((x) => x.title).sort();

describe('cached public reads', () => {
  it('announcements: a staff change shows at once; a write that bypasses the API waits for the time limit', async () => {
    expect(await titles('/api/announcements')).toEqual([]);
    const created = await t.call('POST', '/api/announcements', { cookie: staff, body: { title: 'Parking', content: 'Use the back lot', priority: 5, isActive: true } });
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: number };
    expect(await titles('/api/announcements')).toEqual(['Parking']);
    expect((await t.call('PUT', `/api/announcements/${id}`, { cookie: staff, body: { title: 'Parking moved', content: 'Front lot', priority: 5, isActive: true } })).status).toBe(200);
    expect(await titles('/api/announcements')).toEqual(['Parking moved']);

    await t.db.updateTable('announcements').set({ title: 'Edited in the database' }).execute();
    expect(await titles('/api/announcements')).toEqual(['Parking moved']);
    tick(limitMs - 1_000);
    expect(await titles('/api/announcements')).toEqual(['Parking moved']);
    tick(1_000);
    expect(await titles('/api/announcements')).toEqual(['Edited in the database']);

    expect((await t.call('DELETE', `/api/announcements/${id}`, { cookie: staff })).status).toBe(200);
    expect(await titles('/api/announcements')).toEqual([]);
  });

  it('events: created, edited and deleted events show at once', async () => {
    const before = await titles('/api/events');
    const created = await t.call('POST', '/api/events', { cookie: staff, body: { title: 'Family night', description: 'Dinner and a talk', startDate: '2026-12-05T18:00', category: 'community' } });
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: number };
    expect(await titles('/api/events')).toEqual([...before, 'Family night'].sort());
    const edited = await t.call('PUT', `/api/events/${id}`, { cookie: staff, body: { title: 'Family night (moved)', description: 'Dinner and a talk', startDate: '2026-12-06T18:00', category: 'community' } });
    expect(edited.status).toBe(200);
    expect(await titles('/api/events')).toContain('Family night (moved)');
    expect((await t.call('DELETE', `/api/events/${id}`, { cookie: staff })).status).toBe(200);
    expect(await titles('/api/events')).toEqual(before);
  });

  it("today's prayer times change at once when a timetable is uploaded, and follow the masjid's day", async () => {
    const today = isoDateIn(site.timeZone, new Date(clock));
    const calculated = JSON.stringify(await json('/api/prayer-times'));
    const form = new FormData();
    const csv = `date,fajr,sunrise,dhuhr,asr,maghrib,isha\n${today},05:01,06:41,12:02,14:33,16:57,18:21\n`;
    form.append('csv', new File([csv], 'today.csv', { type: 'text/csv' }));
    const uploaded = await t.request('/api/prayer-times/upload-csv', { method: 'POST', headers: { origin: TEST_ORIGIN, cookie: admin }, body: form });
    expect(uploaded.status, await uploaded.clone().text()).toBe(200);
    const fresh = JSON.stringify(await json('/api/prayer-times'));
    expect(fresh).not.toBe(calculated);
    expect(fresh).toContain('05:01');
    // The next local day is another key: never yesterday's answer.
    t.setNow(new Date(clock + 24 * 3_600_000));
    expect(JSON.stringify(await json('/api/prayer-times'))).not.toContain('05:01');
    t.setNow(new Date(clock));
  });
});

describe.runIf(onEdge)('on the edge, cached reads never reach the database', () => {
  const routes = () => ['/api/prayer-times', `/api/prayer-times/yearly/${new Date(clock).getUTCFullYear()}`, '/api/announcements', '/api/events'];

  it('a second read of each public route within the window sends no statement to PostgreSQL and opens no connection', async () => {
    tick(limitMs);
    const proxy = t.edge!.proxy;
    for (const route of routes()) {
      const before = proxy.stats();
      const first = await json(route);
      const afterFirst = proxy.stats();
      expect(afterFirst.statements - before.statements, `${route}: the first read asks the database`).toBeGreaterThan(0);
      for (let i = 0; i < 3; i++) expect(await json(route)).toEqual(first);
      const afterRepeats = proxy.stats();
      expect(afterRepeats.statements - afterFirst.statements, afterRepeats.log.slice(afterFirst.log.length).map((s) => s.sql).join('; ')).toBe(0);
      expect(afterRepeats.connections - afterFirst.connections, `${route}: connections`).toBe(0);
    }
  });

  it('the next window reads each route afresh, once', async () => {
    tick(limitMs);
    const proxy = t.edge!.proxy;
    for (const route of routes()) {
      const before = proxy.stats().statements;
      await json(route);
      await json(route);
      expect(proxy.stats().statements - before, route).toBe(1);
    }
  });

  it('a staff change renews the answers at once, within the same window', async () => {
    expect(await titles('/api/announcements')).toEqual([]);
    const created = await t.call('POST', '/api/announcements', { cookie: staff, body: { title: 'Janazah', content: 'After Dhuhr', priority: 5, isActive: true } });
    expect(created.status).toBe(201);
    const before = t.edge!.proxy.stats().statements;
    expect(await titles('/api/announcements')).toEqual(['Janazah']);
    expect(t.edge!.proxy.stats().statements - before, 'the renewed answer is read from the database').toBe(1);
  });
});
