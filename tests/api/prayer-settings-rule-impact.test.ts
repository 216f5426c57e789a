import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { site } from '../../src/config/site.ts';
import { calculatedYear } from '../../src/domain/prayer-times/calculated.ts';
import { serializePrayerTimesCsv } from '../../src/domain/prayer-times/csv-serialize.ts';
import type { PrayerSettings } from '../../src/domain/schedule/settings.ts';
import { configPrayerSettings } from '../../src/server/schedule/prayer-schedule.ts';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../support/test-app.ts';

/**
 * Issue 22, item 9: "Isha = 10 min after the adhan, round up to 5" on a site with an uploaded timetable
 * left every previewed day at the file's iqamah, and nothing said why. The preview of unsaved settings
 * now says, per edited rule, how many of the next 7 and 30 days it changes against the saved settings,
 * and on how many the file's iqamah wins (what "the rule overrides the uploaded timetable" would change).
 * Clock: Thursday 2026-11-26, 10:00 AM in Los Angeles; the timetable covers November and December.
 */
const NOW = new Date('2026-11-26T18:00:00Z');
let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  t.setNow(NOW);
  admin = (await t.signInAs('admin')).cookie;
  // November and December as a masjid would upload them, the Isha iqamah at 7:02 PM (no rule here gives that).
  const csv = serializePrayerTimesCsv(
    calculatedYear(2026, site)
      .filter((day) => day.date >= '2026-11-01')
      .map((day) => ({ ...day, ishaIqamah: '19:02' })),
  );
  const form = new FormData();
  form.append('csv', new File([csv], 'year.csv', { type: 'text/csv' }));
  form.append('year', '2026');
  const res = await t.request('/api/prayer-times/upload-csv', {
    method: 'POST',
    headers: { origin: TEST_ORIGIN, cookie: admin },
    body: form,
  });
  expect(res.status).toBe(200);
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
const ishaRoundedOverriding = settingsWith((s) => {
  s.iqamah.isha = { rule: ishaRounded.iqamah.isha.rule, overridesFile: true };
});

async function preview(settings: PrayerSettings) {
  const res = await t.call('POST', '/api/prayer-settings/preview', { cookie: admin, body: { settings } });
  expect(res.status).toBe(200);
  return (await res.json()) as {
    preview: { date: string; ishaIqamah: string; iqamahOrigin: { isha: string } }[];
    ruleImpact: { prayer: string; next7: number; next30: number; fileWins: number }[];
  };
}

describe('POST /api/prayer-settings/preview: what an edited iqamah rule changes', () => {
  it('"Isha = 10 min after the adhan, round up to 5" changes none of the next 30 days: the file wins on all 30', async () => {
    const body = await preview(ishaRounded);
    expect(body.ruleImpact).toEqual([{ prayer: 'isha', next7: 0, next30: 0, fileWins: 30 }]);
    expect(body.preview.map((day) => [day.ishaIqamah, day.iqamahOrigin.isha])).toEqual(
      Array(7).fill(['19:02', 'file']),
    );
  });

  it('with "the rule overrides the uploaded timetable" it changes all 7 and 30 days, and the preview shows the rule', async () => {
    const body = await preview(ishaRoundedOverriding);
    expect(body.ruleImpact).toEqual([{ prayer: 'isha', next7: 7, next30: 30, fileWins: 0 }]);
    for (const day of body.preview) {
      expect(day.iqamahOrigin.isha).toBe('rule');
      expect(day.ishaIqamah).not.toBe('19:02');
      expect(Number(day.ishaIqamah.slice(3)) % 5).toBe(0);
    }
  });

  it('the saved settings (GET, and a preview of them unchanged) list no rule impact', async () => {
    const read = await t.call('GET', '/api/prayer-settings', { cookie: admin });
    expect((await read.json()).ruleImpact).toEqual([]);
    expect((await preview(structuredClone(configPrayerSettings))).ruleImpact).toEqual([]);
  });

  it('counts against the saved settings: once the overriding rule is saved, turning the override off again changes all 30 days back', async () => {
    const saved = await t.call('PUT', '/api/prayer-settings', {
      cookie: admin,
      body: { settings: ishaRoundedOverriding },
    });
    expect(saved.status).toBe(200);
    expect((await preview(ishaRounded)).ruleImpact).toEqual([{ prayer: 'isha', next7: 7, next30: 30, fileWins: 30 }]);
  });
});
