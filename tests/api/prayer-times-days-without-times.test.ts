import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { site } from '../../src/config/site.ts';
import { calculatedYear } from '../../src/domain/prayer-times/calculated.ts';
import { SAMPLE_HEADER } from '../../src/domain/prayer-times/csv-layouts.ts';
import { serializePrayerTimesCsv } from '../../src/domain/prayer-times/csv-serialize.ts';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../support/test-app.ts';

/**
 * SPEC 3: a Fajr adhan of '00:00' or empty means no data for that day. Issue 12 accepted such rows in an
 * upload; issue 22 (item 8) says what they do: the file says the day has no times, so a day with times
 * stored is cleared (it then falls back like any day never uploaded), and a day with nothing stored is
 * nothing to do. The preview and the import's answer both count the days cleared; days absent from the
 * file stay as they are; one transaction, as for the rest of the file.
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

async function upload(
  content: string[] | string,
  options: { dryRun?: boolean; year?: number } = {},
): Promise<Response> {
  const form = new FormData();
  const text = typeof content === 'string' ? content : content.join('\r\n');
  form.append('csv', new File([text], 'year.csv', { type: 'text/csv' }));
  form.append('year', String(options.year ?? 2027));
  return t.request(`/api/prayer-times/upload-csv${options.dryRun ? '?dryRun=1' : ''}`, {
    method: 'POST',
    headers: { origin: TEST_ORIGIN, cookie: admin },
    body: form,
  });
}

async function yearlyDates(year = 2027): Promise<string[]> {
  const res = await t.call('GET', `/api/prayer-times/yearly/${year}`);
  expect(res.status).toBe(200);
  return ((await res.json()) as { date: string }[]).map((day) => day.date);
}

/** GET /api/prayer-times as a visitor sees it at `at`. */
async function todayAt(at: string): Promise<Record<string, unknown>> {
  t.setNow(new Date(at));
  try {
    return (await (await t.call('GET', '/api/prayer-times')).json()) as Record<string, unknown>;
  } finally {
    t.setNow(NOW);
  }
}

describe('issue 22 item 8: a corrected year whose December rows have Fajr 00:00', () => {
  // 2029: a year of its own in this file, uploaded whole (sample layout, December included).
  const year = calculatedYear(2029, site);
  const first = serializePrayerTimesCsv(year);
  const decemberZeroed = first
    .split('\r\n')
    .map((line) => (/^\d+,12,/.test(line) ? zeros(Number(line.split(',')[0]), 12) : line))
    .join('\r\n');

  it('the preview says "31 days will be cleared" and saves nothing', async () => {
    expect((await upload(first, { year: 2029 })).status).toBe(200);
    const rebuildsBefore = t.rebuilds.length;
    const res = await upload(decemberZeroed, { year: 2029, dryRun: true });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      message: '334 days for 2029 already match the current timetable; 31 days will be cleared; nothing was saved',
      dryRun: true,
      imported: 334,
      replaced: 334,
      unchanged: 334,
      changed: 0,
      daysWithoutTimes: 31,
      cleared: 31,
    });
    expect(t.rebuilds.length).toBe(rebuildsBefore);
    expect((await yearlyDates(2029)).filter((date) => date.startsWith('2029-12'))).toHaveLength(31);
  });

  it('the import clears December: the yearly API lists none of it, and today falls back to calculated times', async () => {
    const res = await upload(decemberZeroed, { year: 2029 });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      message: 'Imported 334 days (334 replaced) for 2029; 31 days cleared (Fajr 00:00 or empty)',
      imported: 334,
      daysWithoutTimes: 31,
      cleared: 31,
    });
    const dates = await yearlyDates(2029);
    expect(dates).toHaveLength(334);
    expect(dates.filter((date) => date.startsWith('2029-12'))).toEqual([]);
    expect(dates.at(-1)).toBe('2029-11-30');

    expect(await todayAt('2029-12-15T20:00:00Z')).toMatchObject({ date: '2029-12-15', source: 'calculated' });
    expect(await todayAt('2029-11-15T20:00:00Z')).toMatchObject({ date: '2029-11-15', source: 'uploaded' });
    const schedule = (await (await t.call('GET', '/api/prayer-times/schedule?from=2029-12-14&days=2')).json()) as {
      source: string;
    }[];
    expect(schedule.map((day) => day.source)).toEqual(['calculated', 'calculated']);
  });

  it('the same corrected file again clears nothing more, and its preview says nothing would change', async () => {
    const res = await upload(decemberZeroed, { year: 2029, dryRun: true });
    expect(await res.json()).toMatchObject({
      message: 'The file matches the current timetable for 2029; nothing would change',
      changed: 0,
      cleared: 0,
      daysWithoutTimes: 31,
    });
    const again = await upload(decemberZeroed, { year: 2029 });
    expect(await again.json()).toMatchObject({ message: 'Imported 334 days (334 replaced) for 2029', cleared: 0 });
  });
});

describe('issue 22 item 10: a preview of the stored timetable', () => {
  it('says that the file matches the current timetable and nothing would change', async () => {
    const csv = serializePrayerTimesCsv(calculatedYear(2031, site));
    expect((await upload(csv, { year: 2031 })).status).toBe(200);
    const res = await upload(csv, { year: 2031, dryRun: true });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      message: 'The file matches the current timetable for 2031; nothing would change',
      imported: 365,
      replaced: 365,
      unchanged: 365,
      changed: 0,
    });
  });
});

describe("an upload with days without times ('00:00' or empty Fajr)", () => {
  it('is accepted: the days with times are imported; days without times with nothing stored are nothing to do', async () => {
    // March 10 (today) and 12 have times; March 11 is all zeros and March 13 only Day and Month.
    const res = await upload([HEADER, row(10, 3), zeros(11, 3), row(12, 3, '06:04'), '13,3,,,,,,,,,,,']);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      message: 'Imported 2 days (0 replaced) for 2027',
      imported: 2,
      inserted: 2,
      daysWithoutTimes: 2,
      cleared: 0,
      firstDate: '2027-03-10',
      lastDate: '2027-03-13',
    });
    expect(await yearlyDates()).toEqual(['2027-03-10', '2027-03-12']);
  });

  it('the preview counts exactly the days that have times stored as the days cleared', async () => {
    // March 10 has stored times; March 14 has none; March 12 is absent from the file and stays.
    const res = await upload([HEADER, zeros(10, 3), row(11, 3, '06:05'), zeros(14, 3)], { dryRun: true });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      message: 'Would import 1 day (0 replaced) for 2027; 1 day will be cleared; nothing was saved',
      daysWithoutTimes: 2,
      cleared: 1,
      changed: 1,
    });
    expect(await yearlyDates()).toEqual(['2027-03-10', '2027-03-12']);
  });

  it("a day without times in the file is cleared, a day absent from the file stays, today's answer falls back", async () => {
    const res = await upload([HEADER, zeros(10, 3), row(11, 3, '06:05'), zeros(14, 3)]);
    expect(await res.json()).toMatchObject({
      message: 'Imported 1 day (0 replaced) for 2027; 1 day cleared (Fajr 00:00 or empty)',
      cleared: 1,
    });
    expect(await yearlyDates()).toEqual(['2027-03-11', '2027-03-12']);
    expect(await (await t.call('GET', '/api/prayer-times')).json()).toMatchObject({
      date: '2027-03-10',
      source: 'calculated',
    });
  });

  it('a file of only days without times clears the stored ones (previewed first)', async () => {
    const lines = [HEADER, zeros(11, 3), zeros(12, 3), zeros(13, 3)];
    const dry = await upload(lines, { dryRun: true });
    expect(dry.status).toBe(200);
    expect(await dry.json()).toMatchObject({
      message: '2 days of 2027 will be cleared; nothing was saved',
      imported: 0,
      daysWithoutTimes: 3,
      cleared: 2,
      changed: 0,
    });
    expect(await yearlyDates()).toEqual(['2027-03-11', '2027-03-12']);

    const res = await upload(lines);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      message: 'Cleared 2 days for 2027 (Fajr 00:00 or empty)',
      imported: 0,
      cleared: 2,
    });
    expect(await yearlyDates()).toEqual([]);
  });

  it.each([false, true])(
    'a file of only days without times and nothing stored for them is refused (dry run: %s)',
    async (dryRun) => {
      const rebuildsBefore = t.rebuilds.length;
      const res = await upload([HEADER, zeros(1, 5), '2,5,,,,,,,,,,,'], { dryRun });
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({
        message: 'The file has 1 error',
        errors: [
          'The file has no day with prayer times: every row has a Fajr of 00:00 or empty (2 days without data), and none of those days has times saved, so there is nothing to clear',
        ],
        errorCount: 1,
      });
      expect(t.rebuilds.length).toBe(rebuildsBefore);
    },
  );

  it.each([
    [
      '25:99 in a row that has times',
      [HEADER, zeros(1, 4), `2,4,${times('06:06').replace('06:26', '25:99')}`],
      'Row 3: Fajr iqamah "25:99" is not a time HH:MM',
    ],
    [
      'a missing cell in a row that has times',
      [HEADER, row(1, 4), `2,4,${times('06:06').replace('12:14,12:14', '12:14,')}`],
      'Row 3: Dhuhr iqamah is empty',
    ],
    ['an empty Fajr in a row that has times', [HEADER, row(1, 4), `2,4,${times('')}`], 'Row 3: Fajr adhan is empty'],
  ])('%s is still refused with the row named, and nothing is stored or cleared', async (_name, lines, error) => {
    expect((await upload([HEADER, row(1, 4)])).status).toBe(200);
    const before = await yearlyDates();
    const res = await upload(lines);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ message: 'The file has 1 error', errors: [error], errorCount: 1 });
    expect(await yearlyDates()).toEqual(before);
  });
});
