import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SAMPLE_HEADER } from '../../src/domain/prayer-times/csv-layouts.ts';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../support/test-app.ts';

/**
 * Issue 12, item 2: SPEC 3 says a Fajr adhan of '00:00' or empty means no data for that day, and a
 * timetable laid out for the whole year carries such rows for the days not filled in yet. An upload with
 * them is accepted; those days are not imported (what is stored for them stays, and a day with nothing
 * stored falls back like any missing day); the preview says how many there are; real errors in a row
 * that has times are still refused with the row named.
 */
const NOW = new Date('2027-03-10T18:00:00Z');
let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  t.setNow(NOW);
  admin = (await t.signInAs('admin')).cookie;
});
afterAll(() => t.drop());

const HEADER = SAMPLE_HEADER.join(',');
const times = (fajr: string) => `${fajr},06:26,07:24,12:14,12:14,14:44,14:44,17:02,17:07,18:20,18:35`;
const row = (day: number, month: number, fajr = '06:06') => `${day},${month},${times(fajr)}`;
const zeros = (day: number, month: number) => `${day},${month},${Array(11).fill('00:00').join(',')}`;

async function upload(lines: string[], dryRun = false): Promise<Response> {
  const form = new FormData();
  form.append('csv', new File([lines.join('\r\n')], 'year.csv', { type: 'text/csv' }));
  form.append('year', '2027');
  return t.request(`/api/prayer-times/upload-csv${dryRun ? '?dryRun=1' : ''}`, {
    method: 'POST',
    headers: { origin: TEST_ORIGIN, cookie: admin },
    body: form,
  });
}

async function yearlyDates(): Promise<string[]> {
  const res = await t.call('GET', '/api/prayer-times/yearly/2027');
  return ((await res.json()) as { date: string }[]).map((day) => day.date);
}

describe("an upload with days without times ('00:00' or empty Fajr)", () => {
  it('is accepted: the days with times are imported, the others are counted and skipped', async () => {
    // March 10 (today) and 12 have times; March 11 is all zeros and March 13 only Day and Month.
    const res = await upload([HEADER, row(10, 3), zeros(11, 3), row(12, 3, '06:04'), '13,3,,,,,,,,,,,']);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      message: 'Imported 2 days (0 replaced) for 2027; 2 days without times (Fajr 00:00 or empty) skipped',
      imported: 2,
      inserted: 2,
      daysWithoutTimes: 2,
      firstDate: '2027-03-10',
      lastDate: '2027-03-12',
    });
    expect(await yearlyDates()).toEqual(['2027-03-10', '2027-03-12']);
  });

  it("the preview says how many such days the file has and how many keep what is stored", async () => {
    // March 10 has stored times; March 14 has none.
    const res = await upload([HEADER, zeros(10, 3), row(12, 3, '06:04'), zeros(14, 3)], true);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      message: 'Would import 1 day (1 replaced) for 2027; 2 days without times (Fajr 00:00 or empty) skipped; nothing was saved',
      daysWithoutTimes: 2,
      daysWithoutTimesKeepingStored: 1,
      unchanged: 1,
    });
  });

  it("a day without times in the file keeps what is stored; today's answer for a day with nothing stored falls back", async () => {
    expect((await upload([HEADER, zeros(10, 3), row(12, 3, '06:04'), zeros(11, 3)])).status).toBe(200);
    expect(await yearlyDates()).toEqual(['2027-03-10', '2027-03-12']);

    const today = await (await t.call('GET', '/api/prayer-times')).json();
    expect(today).toMatchObject({ date: '2027-03-10', source: 'uploaded', fajrAdhan: '06:06' });
    t.setNow(new Date('2027-03-11T18:00:00Z'));
    try {
      const missing = await (await t.call('GET', '/api/prayer-times')).json();
      expect(missing).toMatchObject({ date: '2027-03-11', source: 'calculated' });
    } finally {
      t.setNow(NOW);
    }
  });

  it.each([
    ['25:99 in a row that has times', [HEADER, zeros(1, 4), `2,4,${times('06:06').replace('06:26', '25:99')}`], 'Row 3: Fajr iqamah "25:99" is not a time HH:MM'],
    ['a missing cell in a row that has times', [HEADER, row(1, 4), `2,4,${times('06:06').replace('12:14,12:14', '12:14,')}`], 'Row 3: Dhuhr iqamah is empty'],
    ['an empty Fajr in a row that has times', [HEADER, row(1, 4), `2,4,${times('')}`], 'Row 3: Fajr adhan is empty'],
  ])('%s is still refused with the row named, and nothing is stored', async (_name, lines, error) => {
    const before = await yearlyDates();
    const res = await upload(lines);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ message: 'The file has 1 error', errors: [error], errorCount: 1 });
    expect(await yearlyDates()).toEqual(before);
  });
});
