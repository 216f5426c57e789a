import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { site } from '../../src/config/site.ts';
import { parseTimeOfDay } from '../../src/domain/dates/time-of-day.ts';
import { hijriDate } from '../../src/domain/hijri/hijri.ts';
import { calculatedYear } from '../../src/domain/prayer-times/calculated.ts';
import { SAMPLE_HEADER } from '../../src/domain/prayer-times/csv-layouts.ts';
import type { PrayerSettings } from '../../src/domain/schedule/settings.ts';
import { configPrayerSettings } from '../../src/server/schedule/prayer-schedule.ts';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../support/test-app.ts';

/**
 * Prayer Settings (issue 13) through the API: staff read them (editors read-only), admin and super_admin
 * save them; a save is validated with messages naming the field, logged with who and when, guarded
 * against a lost update, and every public answer follows it. The clock is fixed at Thursday 2026-11-26,
 * 10:00 AM in Los Angeles.
 */
const NOW = new Date('2026-11-26T18:00:00Z');
const m = (hhMm: string) => parseTimeOfDay(hhMm)!;

let t: TestApp;
let admin: string;
let superAdmin: string;
let editor: string;
let adminName: string;

beforeAll(async () => {
  t = await createTestApp();
  t.setNow(NOW);
  const signedIn = await t.signInAs('admin');
  admin = signedIn.cookie;
  adminName = signedIn.user.username;
  superAdmin = (await t.signInAs('super_admin')).cookie;
  editor = (await t.signInAs('editor')).cookie;
});
afterAll(() => t.drop());

function settingsWith(change: (settings: PrayerSettings) => void): PrayerSettings {
  const settings = structuredClone(configPrayerSettings);
  change(settings);
  return settings;
}

const ishaRounded = settingsWith((s) => {
  s.iqamah.isha.rule = { kind: 'afterAdhan', minutes: 10, roundUpTo: 5, notBefore: null, notAfter: null };
});

async function read(cookie = editor) {
  const res = await t.call('GET', '/api/prayer-settings', { cookie });
  expect(res.status).toBe(200);
  return res.json();
}

const save = (body: unknown, cookie = admin) => t.call('PUT', '/api/prayer-settings', { cookie, body });

async function countLog(): Promise<number> {
  const row = await t.db.selectFrom('prayerSettingsChanges').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
  return Number(row.n);
}

describe('before anything is saved: the config file', () => {
  it('an editor reads the config file’s settings, a 7-day preview and an empty log', async () => {
    const body = await read(editor);
    expect(body).toMatchObject({ settings: configPrayerSettings, defaults: configPrayerSettings, saved: false, version: 0, changes: [] });
    expect(body.settings.jumuah.khutbahs).toEqual([{ time: '13:30', khateeb: '', language: '', place: '' }]);
    expect(body.preview.map((day: { date: string }) => day.date)).toEqual([
      '2026-11-26',
      '2026-11-27',
      '2026-11-28',
      '2026-11-29',
      '2026-11-30',
      '2026-12-01',
      '2026-12-02',
    ]);
    expect(body.preview[1]).toMatchObject({ weekday: 5, source: 'calculated', jumuah: [{ time: '13:30' }] });
    expect(body.notices).toEqual([]);
  });
});

describe('roles', () => {
  it('anonymous: 401 everywhere', async () => {
    for (const [method, path] of [
      ['GET', '/api/prayer-settings'],
      ['GET', '/api/prayer-settings/upcoming'],
      ['PUT', '/api/prayer-settings'],
      ['POST', '/api/prayer-settings/preview'],
    ] as const) {
      const res = await t.call(method, path, method === 'GET' ? {} : { body: { settings: ishaRounded } });
      expect(res.status, `${method} ${path}`).toBe(401);
    }
  });

  it('editor: reads, but may neither save nor preview changes (403), and nothing is stored', async () => {
    expect((await t.call('GET', '/api/prayer-settings/upcoming', { cookie: editor })).status).toBe(200);
    expect((await save({ settings: ishaRounded }, editor)).status).toBe(403);
    expect((await t.call('POST', '/api/prayer-settings/preview', { cookie: editor, body: { settings: ishaRounded } })).status).toBe(403);
    expect(await countLog()).toBe(0);
  });
});

describe('validation: 400 naming the field, nothing stored', () => {
  it.each<[string, unknown, string, string]>([
    [
      'minutes out of range',
      { settings: settingsWith((s) => void ((s.iqamah.isha.rule as { minutes: number }).minutes = 500)) },
      'settings.iqamah.isha.rule.minutes',
      'Isha iqamah: the minutes after the adhan must be a whole number from 0 to 180',
    ],
    [
      'an override ending before it starts',
      { settings: settingsWith((s) => void (s.iqamahOverrides = [{ prayer: 'isha', from: '2026-04-30', to: '2026-03-09', rule: { kind: 'fixed', time: '20:00' } }])) },
      'settings.iqamahOverrides.0.to',
      'Isha override: the last date is before the first',
    ],
    ['no khutbah', { settings: settingsWith((s) => void (s.jumuah.khutbahs = [])) }, 'settings.jumuah.khutbahs', "Jumu'ah: add at least one khutbah"],
    ['no settings', { version: 0 }, 'settings', 'The settings must be an object'],
    [
      'a NUL in a place (Postgres cannot store it in JSON)',
      { settings: settingsWith((s) => void (s.jumuah.khutbahs = [{ time: '13:30', khateeb: '', language: '', place: 'Hall\u0000' }])) },
      'settings.jumuah.khutbahs.0.place',
      "Jumu'ah khutbah: the place must be one line of text without control characters",
    ],
    ['a version that is text', { settings: ishaRounded, version: 'one' }, 'version', 'version must be the whole number the settings were read with'],
  ])('%s', async (_name, body, field, message) => {
    const rebuilds = t.rebuilds.length;
    const res = await save(body);
    expect(res.status).toBe(400);
    const json = await res.json();
    expect(json.message).toBe(message);
    expect(json.fields[field]).toBe(message);
    expect(await countLog()).toBe(0);
    expect(t.rebuilds.length).toBe(rebuilds);
  });

  it('a body that is not JSON: 415; malformed JSON: 400', async () => {
    const form = await t.request('/api/prayer-settings', { method: 'PUT', headers: { origin: TEST_ORIGIN, cookie: admin, 'content-type': 'text/plain' }, body: 'x' });
    expect(form.status).toBe(415);
    const broken = await t.request('/api/prayer-settings', {
      method: 'PUT',
      headers: { origin: TEST_ORIGIN, cookie: admin, 'content-type': 'application/json' },
      body: '{"settings":',
    });
    expect(broken.status).toBe(400);
    expect(await broken.json()).toEqual({ message: 'The request body is not valid JSON' });
  });
});

describe('preview of unsaved settings', () => {
  it('shows the next 7 days with them and stores nothing', async () => {
    const res = await t.call('POST', '/api/prayer-settings/preview', { cookie: admin, body: { settings: ishaRounded } });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.preview).toHaveLength(7);
    for (const day of body.preview) {
      expect(m(day.ishaIqamah)).toBe(Math.ceil((m(day.ishaAdhan) + 10) / 5) * 5);
      expect(day.iqamahOrigin.isha).toBe('rule');
    }
    expect((await read()).saved).toBe(false);
  });
});

describe('saving: logged with who and when, rebuilt, and every answer follows', () => {
  it('an admin saves "Isha = adhan + 10, round up to 5" and a second Jumu\'ah', async () => {
    const settings = settingsWith((s) => {
      s.iqamah.isha.rule = ishaRounded.iqamah.isha.rule;
      s.jumuah.khutbahs = [
        { time: '13:30', khateeb: '', language: 'English', place: 'Main hall' },
        { time: '14:30', khateeb: '', language: 'Arabic', place: '' },
      ];
    });
    const rebuilds = t.rebuilds.length;
    const res = await save({ settings, version: 0 });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toMatchObject({ message: 'Prayer settings saved', saved: true, version: 1, updatedBy: adminName, updatedAt: NOW.toISOString() });
    expect(body.changes).toEqual([
      {
        id: expect.any(Number),
        changedAt: NOW.toISOString(),
        username: adminName,
        version: 1,
        summary: [
          'Isha iqamah: 10 min after the adhan, rounded up to 5 min (was 15 min after the adhan)',
          "Jumu'ah: 1:30 PM · English · Main hall; 2:30 PM · Arabic (was 1:30 PM)",
        ],
      },
    ]);
    expect(t.rebuilds.slice(rebuilds)).toEqual(['prayer settings changed']);
    expect((await read(editor)).settings).toEqual(settings);
  });

  it("today's answer follows: rounded Isha iqamah, both khutbahs on Friday", async () => {
    const today = await (await t.call('GET', '/api/prayer-times')).json();
    expect(today).toMatchObject({ date: '2026-11-26', source: 'calculated', jumma: '1:30 PM and 2:30 PM' });
    expect(m(today.ishaIqamah)).toBe(Math.ceil((m(today.ishaAdhan) + 10) / 5) * 5);
    expect(today.nextJumuah).toEqual({
      date: '2026-11-27',
      khutbahs: [
        { time: '13:30', khateeb: '', language: 'English', place: 'Main hall' },
        { time: '14:30', khateeb: '', language: 'Arabic', place: '' },
      ],
    });
  });

  it('the yearly listing and the CSV download follow for uploaded days whose iqamah the upload left empty', async () => {
    const days = calculatedYear(2026, site).filter((day) => day.date >= '2026-12-01' && day.date <= '2026-12-10');
    const lines = [SAMPLE_HEADER.join(','), ...days.map((day) => [Number(day.date.slice(8)), 12, day.fajrAdhan, day.fajrIqamah, day.shouruq, day.dhuhrAdhan, day.dhuhrIqamah, day.asrAdhan, day.asrIqamah, day.maghribAdhan, day.maghribIqamah, day.ishaAdhan, ''].join(','))];
    const form = new FormData();
    form.append('csv', new File([lines.join('\r\n')], 'december.csv', { type: 'text/csv' }));
    form.append('year', '2026');
    const upload = await t.request('/api/prayer-times/upload-csv', { method: 'POST', headers: { origin: TEST_ORIGIN, cookie: admin }, body: form });
    expect(upload.status, await upload.clone().text()).toBe(200);
    const stored = await t.db.selectFrom('prayerTimes').select(['date', 'ishaIqamah']).where('date', '=', '2026-12-05').executeTakeFirstOrThrow();
    expect(stored.ishaIqamah).toBeNull();

    const yearly = (await (await t.call('GET', '/api/prayer-times/yearly/2026')).json()) as { date: string; ishaIqamah: string }[];
    expect(yearly.map((day) => day.date)).toEqual(days.map((day) => day.date));
    for (const [i, day] of yearly.entries()) expect(m(day.ishaIqamah)).toBe(Math.ceil((m(days[i]!.ishaAdhan) + 10) / 5) * 5);

    const csv = await (await t.call('GET', '/api/prayer-times/download-yearly-csv/2026', { cookie: admin })).text();
    const dec5 = csv.split('\r\n').find((line) => line.startsWith('5,12,'))!;
    expect(dec5.split(',').at(-1)).toBe(yearly.find((day) => day.date === '2026-12-05')!.ishaIqamah);

    // The prayer-hall display's timetable reads the same schedule: the rule's Isha, both khutbahs on Friday.
    const display = (await (await t.call('GET', '/api/display/timetable/2026')).json()) as {
      days: { date: string; ishaIqamah: string; jumuah: { time: string; language?: string }[] }[];
    };
    expect(display.days.map((day) => day.ishaIqamah)).toEqual(yearly.map((day) => day.ishaIqamah));
    expect(display.days.find((day) => day.date === '2026-12-04')?.jumuah).toEqual([
      { time: '13:30', language: 'English', place: 'Main hall' },
      { time: '14:30', language: 'Arabic' },
    ]);
  });

  it('a second save from the same version is refused (409): nothing is lost or changed', async () => {
    const log = await countLog();
    const res = await save({ settings: configPrayerSettings, version: 0 }, superAdmin);
    expect(res.status).toBe(409);
    expect((await res.json()).message).toMatch(
      new RegExp(`^The prayer settings were saved by ${adminName} at 10:00 AM on Nov 26 after you opened them\\. Reload`),
    );
    expect(await countLog()).toBe(log);
    expect((await read()).version).toBe(1);
  });

  it('saving what is already saved changes nothing and logs nothing', async () => {
    const current = await read(admin);
    const rebuilds = t.rebuilds.length;
    const res = await save({ settings: current.settings, version: current.version });
    expect(res.status).toBe(200);
    expect((await res.json()).message).toBe('Nothing changed');
    expect(await countLog()).toBe(1);
    expect(t.rebuilds.length).toBe(rebuilds);
  });

  it('a super_admin saves too; the log lists both, newest first', async () => {
    const current = await read(superAdmin);
    const res = await save({ settings: { ...current.settings, hijri: { offsetDays: 1, dayStartsAt: 'maghrib' } }, version: current.version }, superAdmin);
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.version).toBe(2);
    expect(body.changes.map((change: { version: number; summary: string[] }) => [change.version, change.summary])).toEqual([
      [2, ['Hijri day offset: 1 (was 0)', 'Hijri date turns at: maghrib (was midnight)']],
      [1, expect.any(Array)],
    ]);
  });
});

describe('public answers with the schedule', () => {
  afterAll(() => t.setNow(NOW));

  it('the Hijri date turns at the Maghrib adhan when set so, with the offset', async () => {
    const before = await (await t.call('GET', '/api/prayer-times')).json();
    const maghrib = m(before.maghribAdhan);
    // The offset of +1 is applied in both halves of the day; from Maghrib the next day's date shows.
    expect(before.hijriDate).toBe(hijriDate('2026-11-26', 1).text);
    t.setNow(new Date(NOW.getTime() + (maghrib - 600) * 60_000));
    const atMaghrib = await (await t.call('GET', '/api/prayer-times')).json();
    expect(atMaghrib.date).toBe('2026-11-26');
    expect(atMaghrib.hijriDate).toBe(hijriDate('2026-11-27', 1).text);
    expect(atMaghrib.hijri).toEqual(atMaghrib.hijriEvening);
    t.setNow(new Date(NOW.getTime() + (maghrib - 601) * 60_000));
    expect((await (await t.call('GET', '/api/prayer-times')).json()).hijriDate).toBe(before.hijriDate);
  });

  it('iqamah-change notices, Eid prayers from 14 days before, and the Ramadan card window', async () => {
    const current = await read(admin);
    const settings = {
      ...current.settings,
      iqamahOverrides: [{ prayer: 'fajr', from: '2026-11-29', to: '2026-12-31', rule: { kind: 'fixed', time: '06:30' } }],
      eidPrayers: [
        { kind: 'adha', date: '2026-12-10', times: ['08:00', '09:30'], place: 'Main hall', note: '' },
        { kind: 'fitr', date: '2027-03-10', times: ['08:00'], place: 'Park', note: '' },
      ],
    };
    expect((await save({ settings, version: current.version })).status).toBe(200);
    const today = await (await t.call('GET', '/api/prayer-times')).json();
    expect(today.notices.map((notice: { text: string }) => notice.text)).toEqual([expect.stringMatching(/^From Sunday, Nov 29: Fajr iqamah 6:30 AM \(now \d+:\d\d AM\)$/)]);
    expect(today.upcomingEidPrayers).toEqual([{ kind: 'adha', date: '2026-12-10', times: ['08:00', '09:30'], place: 'Main hall', note: '' }]);
    expect(today.ramadanPeriod).toBeNull();

    // Ramadan 1448 begins Feb 8, 2027 (Umm al-Qura); with the offset of +1 a day earlier. Ten days before:
    t.setNow(new Date('2027-01-28T18:00:00Z'));
    const before = await (await t.call('GET', '/api/prayer-times')).json();
    expect(before.ramadanPeriod).toMatchObject({ hijriYear: 1448, firstDay: '2027-02-07', firstNight: '2027-02-06' });
    t.setNow(new Date('2027-01-26T18:00:00Z'));
    expect((await (await t.call('GET', '/api/prayer-times')).json()).ramadanPeriod).toBeNull();
    t.setNow(new Date('2027-02-20T18:00:00Z'));
    const during = await (await t.call('GET', '/api/prayer-times')).json();
    expect(during.ramadan).toMatchObject({ day: 14, night: 15 });
    expect(m(during.fajrAdhan) - m(during.ramadan.suhoorEnds)).toBe(10);
    expect(during.ramadan.iftar).toBe(during.maghribAdhan);

    // Sessions from November have ended by February: sign in again at this clock.
    const { cookie } = await t.signInAs('editor');
    const upcoming = await (await t.call('GET', '/api/prayer-settings/upcoming', { cookie })).json();
    expect(upcoming).toMatchObject({ today: '2027-02-20', ramadan: { firstDay: '2027-02-07' }, eidPrayers: [{ date: '2027-03-10' }] });
    t.setNow(NOW);
  });

  it('GET /api/prayer-times/schedule: the effective days, with its own checks', async () => {
    const res = await t.call('GET', '/api/prayer-times/schedule?from=2026-11-23&days=14');
    expect(res.status).toBe(200);
    const days = await res.json();
    expect(days).toHaveLength(14);
    expect(days[6]).toMatchObject({ date: '2026-11-29', fajrIqamah: '06:30', iqamahOrigin: { fajr: 'override' } });
    for (const [query, message] of [
      ['from=2026-02-30', 'from must be a date YYYY-MM-DD from 2000 to 2200'],
      ['from=2026-11-23&days=63', 'days must be a whole number from 1 to 62'],
      ['days=0', 'days must be a whole number from 1 to 62'],
    ]) {
      const bad = await t.call('GET', `/api/prayer-times/schedule?${query}`);
      expect(bad.status, query).toBe(400);
      expect((await bad.json()).message).toBe(message);
    }
  });

  it('stored settings that no longer validate fall back to the config file (no 500)', async () => {
    await sql`insert into prayer_settings (id, settings, version) values (1, '{"iqamah": "broken"}'::jsonb, 9)
      on conflict (id) do update set settings = excluded.settings`.execute(t.db);
    const { cookie } = await t.signInAs('editor');
    const errors: unknown[] = [];
    // On the edge the server's log is workerd's (tests/support/edge-api.ts keeps it).
    const edgeLogged = t.edge?.logs().length ?? 0;
    const original = console.error;
    console.error = (...args: unknown[]) => void errors.push(args);
    try {
      const res = await t.call('GET', '/api/prayer-times');
      expect(res.status).toBe(200);
      expect((await res.json()).jumma).toBe('1:30 PM');
      expect((await read(cookie)).settings).toEqual(configPrayerSettings);
    } finally {
      console.error = original;
    }
    errors.push(...(t.edge?.logs().slice(edgeLogged).filter((line) => line.startsWith('error:')) ?? []));
    expect(errors.length).toBeGreaterThan(0);
  });
});
