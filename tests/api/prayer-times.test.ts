import { readFileSync } from 'node:fs';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { site } from '../../src/config/site.ts';
import { formatHhMm, parseTimeOfDay } from '../../src/domain/dates/time-of-day.ts';
import { calculatedYear } from '../../src/domain/prayer-times/calculated.ts';
import { SAMPLE_HEADER } from '../../src/domain/prayer-times/csv-layouts.ts';
import { serializePrayerTimesCsv } from '../../src/domain/prayer-times/csv-serialize.ts';
import type { DailyPrayerTimes } from '../../src/domain/prayer-times/types.ts';
import { EDGE_READ_WINDOW_MS } from '../../src/server/cache/edge-read-cache.ts';
import { upsertPrayerTimes } from '../../src/server/db/repositories/prayer-times.ts';
import { INVALID_FILE_TYPE, NO_FILE_SELECTED, NOT_UTF8 } from '../../src/server/routes/prayer-times.ts';
import { seedDemoPrayerYear } from '../../src/server/seed/demo-prayer-times.ts';
import { createTestApp, onEdge, TEST_ORIGIN, type TestApp } from '../support/test-app.ts';

/**
 * The whole file runs at one fixed clock: 2026-03-08 in the masjid's zone (America/Los_Angeles), so
 * "the current year" is 2026 and the yearly downloads allow 2021-2026 whatever the real date. Sessions
 * are started under that clock and stay valid because it does not move; only the public GET / tests
 * move it, without a cookie, and put it back.
 */
const BASE_NOW = new Date('2026-03-08T09:30:00Z');
const fixture = (name: string) => readFileSync(new URL(`../fixtures/${name}`, import.meta.url));

let t: TestApp;
let admin: string;
let superAdmin: string;
let editor: string;

beforeAll(async () => {
  t = await createTestApp();
  t.setNow(BASE_NOW);
  const [a, s, e] = await Promise.all(
    (['admin', 'super_admin', 'editor'] as const).map(async (role) => (await t.signInAs(role)).cookie),
  );
  [admin, superAdmin, editor] = [a!, s!, e!];
});
afterAll(() => t.drop());

type UploadOptions = { name?: string; type?: string; year?: string; dryRun?: boolean; cookie?: string | undefined };

async function upload(content: string | Uint8Array | null, options: UploadOptions = {}): Promise<Response> {
  const form = new FormData();
  if (content !== null) {
    const bytes = typeof content === 'string' ? content : new Uint8Array(content);
    form.append('csv', new File([bytes], options.name ?? 'prayer-times.csv', { type: options.type ?? 'text/csv' }));
  }
  if (options.year !== undefined) form.append('year', options.year);
  const headers: Record<string, string> = { origin: TEST_ORIGIN };
  const cookie = 'cookie' in options ? options.cookie : admin;
  if (cookie) headers.cookie = cookie;
  return t.request(`/api/prayer-times/upload-csv${options.dryRun ? '?dryRun=1' : ''}`, {
    method: 'POST',
    headers,
    body: form,
  });
}

async function get(path: string, cookie?: string): Promise<Response> {
  return t.call('GET', path, { cookie });
}

async function yearly(year: number | string): Promise<Array<Record<string, unknown>>> {
  const res = await get(`/api/prayer-times/yearly/${year}`);
  expect(res.status).toBe(200);
  return (await res.json()) as Array<Record<string, unknown>>;
}

/** Every time one minute later, which keeps each day in order (Isha iqamah stays far before midnight). */
function shiftedByOneMinute(days: readonly DailyPrayerTimes[]): DailyPrayerTimes[] {
  return days.map((day) => {
    const shifted = { ...day };
    for (const key of Object.keys(day) as (keyof DailyPrayerTimes)[]) {
      if (key !== 'date') shifted[key] = formatHhMm((parseTimeOfDay(day[key]) ?? 0) + 1);
    }
    return shifted;
  });
}

/** Replaces one cell of a CSV: `row` counts like a spreadsheet (header is row 1). */
function withCell(csv: string, row: number, column: number, value: string): string {
  const lines = csv.split('\r\n');
  const cells = lines[row - 1]!.split(',');
  cells[column] = value;
  lines[row - 1] = cells.join(',');
  return lines.join('\r\n');
}

const leapYear = calculatedYear(2028, site);
const leapCsv = serializePrayerTimesCsv(leapYear);
const leapCsvChanged = serializePrayerTimesCsv(shiftedByOneMinute(leapYear));

describe('POST /api/prayer-times/upload-csv: a year in one transaction', () => {
  it('imports all 366 days of a leap year in the sample layout', async () => {
    const rebuildsBefore = t.rebuilds.length;
    const res = await upload(leapCsv, { year: '2028' });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      message: 'Imported 366 days (0 replaced) for 2028',
      dryRun: false,
      layout: 'sample',
      imported: 366,
      inserted: 366,
      replaced: 0,
      year: 2028,
      years: [2028],
      firstDate: '2028-01-01',
      lastDate: '2028-12-31',
      cleared: 0,
    });
    expect(t.rebuilds.slice(rebuildsBefore)).toEqual(['prayer times uploaded']);

    const days = await yearly(2028);
    expect(days).toHaveLength(366);
    const feb29 = days.find((day) => day.date === '2028-02-29');
    const expected = leapYear.find((day) => day.date === '2028-02-29')!;
    expect(feb29).toEqual({
      date: '2028-02-29',
      month: 2,
      day: 29,
      fajrAdhan: expected.fajrAdhan,
      fajrIqamah: expected.fajrIqamah,
      shouruq: expected.shouruq,
      dhuhrIqamah: expected.dhuhrIqamah,
      asrIqamah: expected.asrIqamah,
      maghribIqamah: expected.maghribIqamah,
      ishaIqamah: expected.ishaIqamah,
    });
  });

  it('a dry run says what would change and writes nothing', async () => {
    const before = await yearly(2028);
    const rebuildsBefore = t.rebuilds.length;
    const res = await upload(leapCsvChanged, { year: '2028', dryRun: true });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toMatchObject({
      message: 'Would import 366 days (366 replaced) for 2028; nothing was saved',
      dryRun: true,
      layout: 'sample',
      imported: 366,
      inserted: 0,
      replaced: 366,
      unchanged: 0,
      changed: 366,
      year: 2028,
      firstDate: '2028-01-01',
      lastDate: '2028-12-31',
    });
    expect(body.changes).toHaveLength(10);
    const first = leapYear[0]!;
    expect(body.changes[0]).toMatchObject({
      date: '2028-01-01',
      before: { fajrAdhan: first.fajrAdhan, ishaIqamah: first.ishaIqamah },
      after: { fajrAdhan: formatHhMm(parseTimeOfDay(first.fajrAdhan)! + 1) },
    });
    expect(body.changes[0].changedFields).toHaveLength(11);
    expect(await yearly(2028)).toEqual(before);
    expect(t.rebuilds.length).toBe(rebuildsBefore);
  });

  it('a dry run of the stored data reports every day unchanged', async () => {
    const res = await upload(leapCsv, { year: '2028', dryRun: true });
    expect(await res.json()).toMatchObject({ replaced: 366, unchanged: 366, changed: 0, changes: [] });
  });

  it('importing the year again with changed times replaces every day', async () => {
    const res = await upload(leapCsvChanged, { year: '2028' });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      message: 'Imported 366 days (366 replaced) for 2028',
      imported: 366,
      inserted: 0,
      replaced: 366,
    });
    const days = await yearly(2028);
    expect(days).toHaveLength(366);
    const changed = shiftedByOneMinute(leapYear);
    expect(days.map((day) => [day.date, day.fajrAdhan, day.ishaIqamah])).toEqual(
      changed.map((day) => [day.date, day.fajrAdhan, day.ishaIqamah]),
    );
  });

  it('a file with one bad row changes nothing, and the error names the row and column', async () => {
    const before = await yearly(2028);
    // Row 41 is February 9 (the header is row 1); column 3 is Fajr Iqamah.
    const bad = withCell(leapCsv, 41, 3, '25:99');
    const rebuildsBefore = t.rebuilds.length;
    const res = await upload(bad, { year: '2028' });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      message: 'The file has 1 error',
      errors: ['Row 41: Fajr iqamah "25:99" is not a time HH:MM'],
      errorCount: 1,
    });
    expect(await yearly(2028)).toEqual(before);
    expect(t.rebuilds.length).toBe(rebuildsBefore);
  });

  it('counts every error even when the list is cut short', async () => {
    let bad = leapCsv;
    for (let row = 2; row <= 61; row++) bad = withCell(bad, row, 2, 'x');
    const res = await upload(bad, { year: '2028' });
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body.message).toBe('The file has 60 errors');
    expect(body.errorCount).toBe(60);
    expect(body.errors.at(-1)).toBe('and 10 more errors');
  });

  it('stores all chunks of a large upsert in one transaction or none (repository level)', async () => {
    // 700 days span two INSERT chunks of 500; the last row breaks the table's HH:MM check, which the
    // parser would never let through, so the database itself must roll back the first chunk.
    const days = calculatedYear(2031, site).concat(calculatedYear(2032, site)).slice(0, 700);
    days[699] = { ...days[699]!, ishaIqamah: '24:00' };
    await expect(upsertPrayerTimes(t.db, days)).rejects.toThrow();
    expect(await yearly(2031)).toEqual([]);
    expect(await yearly(2032)).toEqual([]);
  });
});

describe('CSV layouts with a BOM and CRLF line ends', () => {
  it('the fixtures really have a BOM and CRLF', () => {
    for (const name of ['prayer-times-stated-bom-crlf.csv', 'prayer-times-sample-bom-crlf.csv']) {
      const bytes = fixture(name);
      expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      expect(bytes.toString('utf8')).toContain('\r\n');
    }
  });

  it('imports the stated layout (date, fajr, sunrise, ...), one time used as adhan and iqamah', async () => {
    const res = await upload(new Uint8Array(fixture('prayer-times-stated-bom-crlf.csv')), { name: 'stated.csv' });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      message: 'Imported 3 days (0 replaced) for 2029',
      layout: 'stated',
      year: 2029,
    });
    const days = await yearly(2029);
    expect(days[0]).toEqual({
      date: '2029-01-01',
      month: 1,
      day: 1,
      fajrAdhan: '05:52',
      fajrIqamah: '05:52',
      shouruq: '07:23',
      dhuhrIqamah: '12:15',
      asrIqamah: '14:52',
      maghribIqamah: '17:04',
      ishaIqamah: '18:30',
    });
  });

  it('imports the sample layout (Day, Month, adhan and iqamah) into the chosen year', async () => {
    const res = await upload(new Uint8Array(fixture('prayer-times-sample-bom-crlf.csv')), {
      name: 'sample.csv',
      year: '2029',
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ message: 'Imported 3 days (0 replaced) for 2029', layout: 'sample' });
    const days = await yearly(2029);
    expect(days.map((day) => day.date)).toEqual([
      '2029-01-01',
      '2029-01-02',
      '2029-01-03',
      '2029-02-01',
      '2029-02-02',
      '2029-02-03',
    ]);
    expect(days[3]).toMatchObject({
      fajrAdhan: '05:45',
      fajrIqamah: '06:05',
      dhuhrIqamah: '13:00',
      ishaIqamah: '19:15',
    });
  });

  it('the sample layout defaults to the current year in the masjid zone', async () => {
    const res = await upload(new Uint8Array(fixture('prayer-times-sample-bom-crlf.csv')), { name: 'sample.csv' });
    expect(await res.json()).toMatchObject({ message: 'Imported 3 days (0 replaced) for 2026', year: 2026 });
    expect((await yearly(2026)).map((day) => day.date)).toEqual(['2026-02-01', '2026-02-02', '2026-02-03']);
  });
});

describe('upload checks (SPEC 5)', () => {
  it('no file: 400 No File Selected', async () => {
    for (const res of [await upload(null), await upload('', { name: '', type: 'application/octet-stream' })]) {
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ message: NO_FILE_SELECTED, fields: { csv: 'No File Selected' } });
    }
    expect(NO_FILE_SELECTED).toMatch(/^No File Selected/);
  });

  it('a file that is neither text/csv nor named .csv: 400 Invalid File Type', async () => {
    const res = await upload('x', { name: 'photo.png', type: 'image/png' });
    expect(res.status).toBe(400);
    expect((await res.json()).message).toBe('Invalid File Type: Please select a CSV file');
    expect(INVALID_FILE_TYPE).toBe('Invalid File Type: Please select a CSV file');
  });

  it('accepts a .csv name whatever its type, and text/csv whatever its name (dry run)', async () => {
    const csv = new Uint8Array(fixture('prayer-times-stated-bom-crlf.csv'));
    for (const file of [
      { name: 'times.CSV', type: 'application/vnd.ms-excel' },
      { name: 'times.txt', type: 'text/csv; charset=utf-8' },
    ]) {
      const res = await upload(csv, { ...file, dryRun: true });
      expect(res.status).toBe(200);
    }
  });

  it('a body that is not multipart: 415', async () => {
    const res = await t.call('POST', '/api/prayer-times/upload-csv', { cookie: admin, body: { csv: 'date,fajr' } });
    expect(res.status).toBe(415);
    expect((await res.json()).message).toMatch(/multipart\/form-data/);
  });

  it('a file over 2 MB: 413', async () => {
    const res = await upload('x'.repeat(2 * 1024 * 1024 + 1));
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ message: 'Request body is too large' });
  });

  it('a file that is not UTF-8: 400', async () => {
    // Latin-1 'é' (0xE9) is not valid UTF-8.
    const latin1 = new Uint8Array([...Buffer.from('date,fajr,sunrise,dhuhr,asr,maghrib,isha\n'), 0xe9, 0x0a]);
    const res = await upload(latin1);
    expect(res.status).toBe(400);
    expect((await res.json()).message).toBe(NOT_UTF8);
  });

  it('an empty file or a header only: 400 with the reason', async () => {
    let res = await upload('');
    expect(await res.json()).toEqual({ message: 'The file has 1 error', errors: ['The file is empty'], errorCount: 1 });
    res = await upload(`${SAMPLE_HEADER.join(',')}\r\n`);
    expect(res.status).toBe(400);
    expect((await res.json()).errors).toEqual(['The file has a header but no data rows']);
  });

  it('a malformed year field: 400 naming the field', async () => {
    const res = await upload(leapCsv, { year: '20x8' });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      message: 'Invalid year "20x8": expected a year from 2000 to 2200',
      fields: { year: 'Expected a year from 2000 to 2200' },
    });
  });
});

describe('roles (SPEC 6): upload and downloads are for admin and super_admin', () => {
  const csv = () => new Uint8Array(fixture('prayer-times-stated-bom-crlf.csv'));
  const downloads = ['/api/prayer-times/download-csv', '/api/prayer-times/download-yearly-csv/2026'];

  it('anonymous: 401', async () => {
    expect((await upload(csv(), { cookie: undefined })).status).toBe(401);
    for (const path of downloads) {
      const res = await get(path);
      expect(res.status).toBe(401);
      expect(await res.json()).toEqual({ message: 'Unauthorized' });
    }
  });

  it('editor: 403', async () => {
    expect((await upload(csv(), { cookie: editor })).status).toBe(403);
    for (const path of downloads) expect((await get(path, editor)).status).toBe(403);
  });

  it('admin and super_admin: 200', async () => {
    for (const cookie of [admin, superAdmin]) {
      expect((await upload(csv(), { cookie })).status).toBe(200);
      for (const path of downloads) expect((await get(path, cookie)).status).toBe(200);
    }
  });

  it('the public reads need no sign-in', async () => {
    expect((await get('/api/prayer-times')).status).toBe(200);
    expect((await get('/api/prayer-times/yearly/2026')).status).toBe(200);
  });
});

describe('downloads', () => {
  const leap2024 = calculatedYear(2024, site);

  it('download → upload gives identical data (2024, a leap year)', async () => {
    expect((await upload(serializePrayerTimesCsv(leap2024), { year: '2024' })).status).toBe(200);
    const stored = await yearly(2024);

    const res = await get('/api/prayer-times/download-yearly-csv/2024', admin);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="prayer-times-2024.csv"');
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    const downloaded = await res.text();
    expect(downloaded).toBe(serializePrayerTimesCsv(leap2024));

    const dry = await upload(downloaded, { year: '2024', dryRun: true });
    expect(await dry.json()).toMatchObject({ imported: 366, replaced: 366, unchanged: 366, changed: 0 });
    const again = await upload(downloaded, { year: '2024' });
    expect(await again.json()).toMatchObject({ message: 'Imported 366 days (366 replaced) for 2024' });
    expect(await yearly(2024)).toEqual(stored);
    expect(await (await get('/api/prayer-times/download-yearly-csv/2024', superAdmin)).text()).toBe(downloaded);
  });

  it('download-csv is the current year in the masjid zone', async () => {
    const res = await get('/api/prayer-times/download-csv', admin);
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="prayer-times-2026.csv"');
    const current = await (await get('/api/prayer-times/download-yearly-csv/2026', admin)).text();
    expect(await res.text()).toBe(current);
  });

  it('an empty year is a CSV with only the header', async () => {
    const res = await get('/api/prayer-times/download-yearly-csv/2022', admin);
    expect(res.status).toBe(200);
    expect(await res.text()).toBe(`${SAMPLE_HEADER.join(',')}\r\n`);
  });

  it('years other than the current one and the previous five: 400', async () => {
    for (const year of ['2020', '2027', '2028', '20x6', '1999']) {
      const res = await get(`/api/prayer-times/download-yearly-csv/${year}`, admin);
      expect(res.status, year).toBe(400);
      expect(typeof (await res.json()).message).toBe('string');
    }
    expect((await get('/api/prayer-times/download-yearly-csv/2021', admin)).status).toBe(200);
  });

  it('formula cells cannot reach a download: the table refuses them, and no downloaded cell starts like one', async () => {
    // The serializer's neutralization ('=1+1' → "'=1+1") is table-tested in
    // src/domain/prayer-times/csv-serialize.test.ts; here the storage side: the HH:MM check constraint
    // refuses such a value even when written directly, so a download can only hold numbers and times.
    await expect(
      sql`insert into prayer_times (date, fajr_adhan, fajr_iqamah, shouruq, dhuhr_adhan, dhuhr_iqamah, asr_adhan, asr_iqamah,
        maghrib_adhan, maghrib_iqamah, isha_adhan, isha_iqamah)
        values ('2023-05-05', '=1+1', '05:00', '06:00', '12:00', '12:00', '15:00', '15:00', '19:00', '19:00', '20:00', '20:00')`.execute(
        t.db,
      ),
    ).rejects.toThrow();
    const text = await (await get('/api/prayer-times/download-yearly-csv/2024', admin)).text();
    const cells = text
      .trim()
      .split('\r\n')
      .slice(1)
      .flatMap((line) => line.split(','));
    expect(cells.length).toBe(366 * 13);
    for (const cell of cells) expect(cell).toMatch(/^(\d{1,2}|\d{2}:\d{2})$/);
  });
});

describe('GET /api/prayer-times/yearly/:year', () => {
  it('is an empty list for a year without uploads', async () => {
    expect(await yearly(2030)).toEqual([]);
  });

  it.each(['20x6', '1999', '99999', '2201'])('answers 400 for %j', async (year) => {
    const res = await get(`/api/prayer-times/yearly/${year}`);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ message: `Invalid year "${year}": expected a year from 2000 to 2200` });
  });

  it('may be cached briefly by the browser', async () => {
    expect((await get('/api/prayer-times/yearly/2030')).headers.get('cache-control')).toBe('public, max-age=60');
  });
});

describe('GET /api/prayer-times: today in the masjid zone', () => {
  afterAll(() => t.setNow(BASE_NOW));

  async function today(now: string) {
    t.setNow(new Date(now));
    const res = await get('/api/prayer-times');
    expect(res.status).toBe(200);
    return { res, body: await res.json() };
  }

  it('falls back to calculated times, marked as such, when the day has no record', async () => {
    const { body, res } = await today('2026-03-08T09:30:00Z');
    expect(body).toMatchObject({
      date: '2026-03-08',
      year: 2026,
      month: 3,
      day: 8,
      source: 'calculated',
      jumma: '1:30 PM',
    });
    expect(body.fajrAdhan).toMatch(/^\d{2}:\d{2}$/);
    expect(body.hijriDate).toMatch(/^\d{1,2} [A-Za-z' -]+ \d{4} AH$/);
    expect(body.hijri.text).toBe(body.hijriDate);
    expect(res.headers.get('cache-control')).toBe('public, max-age=60');
  });

  it('serves the uploaded record of the local day, including the day before in UTC terms', async () => {
    const csv = [
      'date,fajr,sunrise,dhuhr,asr,maghrib,isha',
      '2025-12-31,05:55,07:22,12:10,14:40,16:58,18:20',
      '2026-03-08,06:35,07:35,13:20,16:40,19:10,20:25',
    ].join('\n');
    expect((await upload(csv, { name: 'today.csv' })).status).toBe(200);

    // 09:30 UTC on March 8 is 01:30 PST, the morning DST begins: still March 8 locally.
    const march = await today('2026-03-08T09:30:00Z');
    expect(march.body).toMatchObject({
      date: '2026-03-08',
      source: 'uploaded',
      fajrAdhan: '06:35',
      ishaIqamah: '20:25',
    });

    // 07:59 UTC on Jan 1 is 23:59 on Dec 31 in Los Angeles.
    const newYearsEve = await today('2026-01-01T07:59:30Z');
    expect(newYearsEve.body).toMatchObject({
      date: '2025-12-31',
      year: 2025,
      month: 12,
      day: 31,
      source: 'uploaded',
      fajrAdhan: '05:55',
    });
    // The answer is never cached past the masjid's midnight: 30 seconds are left of Dec 31.
    expect(newYearsEve.res.headers.get('cache-control')).toBe('public, max-age=30');

    const newYear = await today('2026-01-01T08:00:00Z');
    expect(newYear.body).toMatchObject({ date: '2026-01-01', source: 'calculated' });
  });
});

describe('demo seed', () => {
  it('fills the current masjid-zone year through the import path', async () => {
    const storedBefore = (await yearly(2026)).length;
    expect(storedBefore).toBeGreaterThan(0);
    const summary = await seedDemoPrayerYear(t.db, new Date('2027-01-01T07:59:00Z'));
    // The seed writes past the API, so no staff change renews the edge's cached public answers: there the
    // yearly list shows it from the next cache window (ADR 011), which the test clock reaches at once.
    if (onEdge) t.setNow(new Date(BASE_NOW.getTime() + EDGE_READ_WINDOW_MS));
    // Still Dec 31, 2026 in Los Angeles: the 2026 year is filled; the days uploaded above are replaced.
    expect(summary).toMatchObject({
      layout: 'sample',
      days: 365,
      years: [2026],
      replaced: storedBefore,
      inserted: 365 - storedBefore,
    });
    const days = await yearly(2026);
    expect(days).toHaveLength(365);
    expect(days.find((day) => day.date === '2026-02-01')?.fajrAdhan).toBe(calculatedYear(2026, site)[31]!.fajrAdhan);
  });
});
