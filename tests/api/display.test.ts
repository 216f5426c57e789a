import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { site } from '../../src/config/site.ts';
import { calculatedDay } from '../../src/domain/prayer-times/calculated.ts';
import type { PrayerSettings } from '../../src/domain/schedule/settings.ts';
import { memoryReadCache } from '../../src/server/cache/read-cache.ts';
import { configPrayerSettings } from '../../src/server/schedule/prayer-schedule.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { onEdge } from '../support/test-app.ts';

/** Issue 14's API: the display's settings (public read, admin write) and its year of resolved days. */
const NOW = new Date('2026-06-15T18:00:00Z');
let t: TestApp;
let admin: string;
let superAdmin: string;
let editor: string;

beforeAll(async () => {
  // A real read cache, as npm start has: a change must show at once, not after the cache's time limit.
  // On the edge the Pages adapter's own read cache (ADR 011) is the real one; it cannot be swapped there.
  t = await createTestApp(onEdge ? {} : { readCache: memoryReadCache({ ttlMs: 60_000 }) });
  t.setNow(NOW);
  admin = (await t.signInAs('admin')).cookie;
  superAdmin = (await t.signInAs('super_admin')).cookie;
  editor = (await t.signInAs('editor')).cookie;
});
afterAll(() => t.drop());
beforeEach(async () => {
  await t.db.deleteFrom('displaySettings').execute();
  t.services.readCache.clear();
});

async function json(res: Response): Promise<Record<string, unknown>> {
  return (await res.json()) as Record<string, unknown>;
}

describe('GET /api/display/settings', () => {
  it("answers the config file's defaults until staff save their own", async () => {
    const res = await t.call('GET', '/api/display/settings');
    expect(res.status).toBe(200);
    expect(await json(res)).toEqual({
      ...site.display,
      language: site.languages.default,
      secondLanguage: null,
      updatedAt: null,
      updatedBy: null,
    });
    expect(res.headers.get('cache-control')).toMatch(/public, max-age=\d+/);
  });
});

describe('PUT /api/display/settings', () => {
  it('saves, answers the new settings with who and when, and the public read shows them at once', async () => {
    // The cached default answer must not outlive the change.
    await t.call('GET', '/api/display/settings');
    const res = await t.call('PUT', '/api/display/settings', {
      cookie: admin,
      body: { slideSeconds: 20, iqamahScreenMinutes: 7, theme: 'light' },
    });
    expect(res.status, await res.clone().text()).toBe(200);
    const saved = await json(res);
    expect(saved).toMatchObject({ slideSeconds: 20, iqamahScreenMinutes: 7, theme: 'light', updatedAt: NOW.toISOString() });
    expect(saved['updatedBy']).toMatch(/^user_/);
    expect(await json(await t.call('GET', '/api/display/settings'))).toEqual(saved);
  });

  it('changes only the fields sent, for a super_admin too', async () => {
    await t.call('PUT', '/api/display/settings', { cookie: admin, body: { slideSeconds: 30 } });
    const res = await t.call('PUT', '/api/display/settings', { cookie: superAdmin, body: { theme: 'light' } });
    expect(res.status).toBe(200);
    expect(await json(res)).toMatchObject({
      slideSeconds: 30,
      iqamahScreenMinutes: site.display.iqamahScreenMinutes,
      theme: 'light',
    });
  });

  it.each([
    [{ slideSeconds: 4 }, 'slideSeconds', 'Slide time must be at least 5 seconds'],
    [{ slideSeconds: 301 }, 'slideSeconds', 'Slide time must be at most 300 seconds'],
    [{ slideSeconds: 7.5 }, 'slideSeconds', 'Slide time must be a whole number of seconds from 5 to 300'],
    [{ slideSeconds: '10' }, 'slideSeconds', 'Slide time must be a whole number of seconds from 5 to 300'],
    [{ iqamahScreenMinutes: -1 }, 'iqamahScreenMinutes', 'Iqamah screen time must be at least 0 minutes'],
    [{ iqamahScreenMinutes: 31 }, 'iqamahScreenMinutes', 'Iqamah screen time must be at most 30 minutes'],
    [{ theme: 'neon' }, 'theme', 'Theme must be one of: dark, light'],
    [{ theme: null }, 'theme', 'Theme must be one of: dark, light'],
    [{}, 'body', 'Send at least one of slideSeconds, iqamahScreenMinutes, theme, language, secondLanguage'],
    [{ brightness: 3 }, 'body', 'Send at least one of slideSeconds, iqamahScreenMinutes, theme, language, secondLanguage'],
    [{ language: 'de' }, 'language', 'Language must be one of: en, tr, ar'],
    [{ secondLanguage: 'x' }, 'secondLanguage', 'Second language must be one of: en, tr, ar, or null for none'],
    [{ language: 'ar', secondLanguage: 'ar' }, 'secondLanguage', 'The second language must differ from the first'],
    // Only the second sent, the same as the saved first (the default, English).
    [{ secondLanguage: 'en' }, 'secondLanguage', 'The second language must differ from the first'],
    [{ iqamahScreenMinutes: 5, theme: 'neon' }, 'theme', 'Theme must be one of: dark, light'],
  ])('refuses %j with 400 naming the field, and changes nothing', async (body, field, message) => {
    await t.call('PUT', '/api/display/settings', { cookie: admin, body: { slideSeconds: 25 } });
    const res = await t.call('PUT', '/api/display/settings', { cookie: admin, body });
    expect(res.status).toBe(400);
    const error = await json(res);
    expect(error['message']).toBe(message);
    expect((error['fields'] as Record<string, string>)[field]).toBe(message);
    expect(await json(await t.call('GET', '/api/display/settings'))).toMatchObject({
      slideSeconds: 25,
      iqamahScreenMinutes: site.display.iqamahScreenMinutes,
    });
  });

  it('saves the languages (issue 26): the first for the texts, a second line under the prayer names, or none', async () => {
    const res = await t.call('PUT', '/api/display/settings', { cookie: admin, body: { language: 'en', secondLanguage: 'ar' } });
    expect(res.status, await res.clone().text()).toBe(200);
    expect(await json(res)).toMatchObject({ language: 'en', secondLanguage: 'ar', slideSeconds: site.display.slideSeconds });
    expect(await json(await t.call('GET', '/api/display/settings'))).toMatchObject({ language: 'en', secondLanguage: 'ar' });
    // Other fields alone keep the languages; the second line can be taken away.
    await t.call('PUT', '/api/display/settings', { cookie: admin, body: { theme: 'light' } });
    expect(await json(await t.call('GET', '/api/display/settings'))).toMatchObject({ language: 'en', secondLanguage: 'ar' });
    const single = await t.call('PUT', '/api/display/settings', { cookie: admin, body: { language: 'tr', secondLanguage: null } });
    expect(await json(single)).toMatchObject({ language: 'tr', secondLanguage: null, theme: 'light' });
  });

  it("answers the site's default language for a row saved before languages existed, or with a language since disabled", async () => {
    await t.call('PUT', '/api/display/settings', { cookie: admin, body: { slideSeconds: 20 } });
    await t.db.updateTable('displaySettings').set({ language: null, secondLanguage: null }).execute();
    t.services.readCache.clear();
    expect(await json(await t.call('GET', '/api/display/settings'))).toMatchObject({
      slideSeconds: 20,
      language: site.languages.default,
      secondLanguage: null,
    });
    await t.db.updateTable('displaySettings').set({ language: 'ur', secondLanguage: 'bn' }).execute();
    t.services.readCache.clear();
    expect(await json(await t.call('GET', '/api/display/settings'))).toMatchObject({
      language: site.languages.default,
      secondLanguage: null,
    });
  });

  it('refuses a body that is not a JSON object, or not JSON', async () => {
    expect((await t.call('PUT', '/api/display/settings', { cookie: admin, body: [1, 2] })).status).toBe(400);
    const notJson = await t.request('/api/display/settings', {
      method: 'PUT',
      headers: { origin: 'http://127.0.0.1:4321', cookie: admin, 'content-type': 'application/json' },
      body: '{"slideSeconds":',
    });
    expect(notJson.status).toBe(400);
    const form = await t.request('/api/display/settings', {
      method: 'PUT',
      headers: { origin: 'http://127.0.0.1:4321', cookie: admin, 'content-type': 'text/plain' },
      body: 'slideSeconds=10',
    });
    expect(form.status).toBe(415);
  });

  it('is refused to editors (403) and visitors (401), and to another site (403)', async () => {
    expect((await t.call('PUT', '/api/display/settings', { cookie: editor, body: { slideSeconds: 9 } })).status).toBe(403);
    expect((await t.call('PUT', '/api/display/settings', { body: { slideSeconds: 9 } })).status).toBe(401);
    const crossSite = await t.request('/api/display/settings', {
      method: 'PUT',
      headers: { origin: 'https://evil.example', cookie: admin, 'content-type': 'application/json' },
      body: JSON.stringify({ slideSeconds: 9 }),
    });
    expect(crossSite.status).toBe(403);
    expect(await json(await t.call('GET', '/api/display/settings'))).toMatchObject({ slideSeconds: site.display.slideSeconds });
  });
});

describe('GET /api/display/prayer-settings', () => {
  it("answers the config file's prayer settings before the first save, publicly and cacheable", async () => {
    const res = await t.call('GET', '/api/display/prayer-settings');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual(configPrayerSettings);
    expect(res.headers.get('cache-control')).toMatch(/public, max-age=\d+/);
  });

  it('answers the saved settings at once after staff save them (the shared answer is dropped), and the timetable follows', async () => {
    await t.db.deleteFrom('prayerTimes').execute();
    await t.db.insertInto('prayerTimes').values({ ...calculatedDay('2026-06-19', site), fajrIqamah: '04:30' }).execute();
    await t.call('GET', '/api/display/prayer-settings');
    await t.call('GET', '/api/display/timetable/2026');
    const settings = structuredClone(configPrayerSettings);
    settings.jumuah.khutbahs = [
      { time: '13:00', khateeb: 'Imam Yusuf', language: 'English', place: 'Main hall' },
      { time: '14:15', khateeb: '', language: 'Arabic', place: '' },
    ];
    settings.eidPrayers = [{ kind: 'adha', date: '2026-05-27', times: ['07:30', '09:00'], place: 'Park', note: '' }];
    settings.hijri = { offsetDays: 1, dayStartsAt: 'maghrib' };
    const saved = await t.call('PUT', '/api/prayer-settings', { cookie: admin, body: { settings } });
    expect(saved.status).toBe(200);
    try {
      const body = (await (await t.call('GET', '/api/display/prayer-settings')).json()) as PrayerSettings;
      expect(body).toEqual(settings);
      const year = (await (await t.call('GET', '/api/display/timetable/2026')).json()) as { days: Record<string, unknown>[] };
      expect(year.days[0]).toMatchObject({
        date: '2026-06-19',
        jumuah: [{ time: '13:00', khateeb: 'Imam Yusuf', language: 'English', place: 'Main hall' }, { time: '14:15', language: 'Arabic' }],
      });
    } finally {
      await t.db.deleteFrom('prayerSettingsChanges').execute();
      await t.db.deleteFrom('prayerSettings').execute();
      t.services.readCache.clear();
    }
  });
});

describe('GET /api/display/timetable/:year', () => {
  beforeEach(async () => {
    await t.db.deleteFrom('prayerTimes').execute();
  });

  it("answers the year's uploaded days, in date order, Fridays with the khutbah; the screen calculates the rest", async () => {
    const uploaded = {
      date: '2026-03-06',
      fajrAdhan: '05:50',
      fajrIqamah: '06:15',
      shouruq: '06:31',
      dhuhrAdhan: '12:20',
      dhuhrIqamah: '13:00',
      asrAdhan: '15:40',
      asrIqamah: '16:00',
      maghribAdhan: '18:05',
      maghribIqamah: '18:10',
      ishaAdhan: '19:20',
      ishaIqamah: '19:45',
    };
    await t.db
      .insertInto('prayerTimes')
      .values([uploaded, { ...calculatedDay('2026-03-08', site), fajrIqamah: '07:10' }, { ...calculatedDay('2027-01-01', site) }])
      .execute();
    const res = await t.call('GET', '/api/display/timetable/2026');
    expect(res.status).toBe(200);
    const body = (await res.json()) as { year: number; days: Record<string, unknown>[] };
    expect(body.year).toBe(2026);
    expect(body.days.map((d) => d['date'])).toEqual(['2026-03-06', '2026-03-08']);
    // 2026-03-06 is a Friday: the uploaded times and config's Jumu'ah (1:30 PM).
    expect(body.days[0]).toEqual({ ...uploaded, source: 'uploaded', jumuah: [{ time: '13:30' }] });
    // 2026-03-08, the spring DST change in Los Angeles, a Sunday.
    expect(body.days[1]).toEqual({ ...calculatedDay('2026-03-08', site), fajrIqamah: '07:10', source: 'uploaded', jumuah: [] });
    expect(((await (await t.call('GET', '/api/display/timetable/2027')).json()) as { days: unknown[] }).days).toHaveLength(1);
  });

  it('shows a new upload at once (the shared answer is dropped by the change)', async () => {
    await t.call('GET', '/api/display/timetable/2026');
    await t.db
      .insertInto('prayerTimes')
      .values({ ...calculatedDay('2026-06-15', site), fajrIqamah: '05:30' })
      .execute();
    t.services.rebuild.request('prayer times uploaded');
    const body = (await (await t.call('GET', '/api/display/timetable/2026')).json()) as { days: Record<string, unknown>[] };
    expect(body.days).toHaveLength(1);
    expect(body.days.find((d) => d['date'] === '2026-06-15')).toMatchObject({ fajrIqamah: '05:30', source: 'uploaded' });
  });

  it.each(['2025', '2027', '2028'])('serves %s (last year to two years ahead)', async (year) => {
    const res = await t.call('GET', `/api/display/timetable/${year}`);
    expect(res.status).toBe(200);
    expect(((await res.json()) as { year: number }).year).toBe(Number(year));
  });

  it.each(['2024', '2029'])('refuses year %s, outside the years served, with 400', async (year) => {
    const res = await t.call('GET', `/api/display/timetable/${year}`);
    expect(res.status).toBe(400);
    expect((await json(res))['message']).toBe(`Invalid year "${year}": the display's timetable is served for 2025 to 2028`);
  });

  it.each(['abcd', '20266', '-1', '2026.5'])('refuses %s, not a year, with 400', async (year) => {
    const res = await t.call('GET', `/api/display/timetable/${year}`);
    expect(res.status).toBe(400);
    expect((await json(res))['message']).toBe(`Invalid year "${year}": expected a year such as 2026`);
  });
});
