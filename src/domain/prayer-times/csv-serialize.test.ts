import fc from 'fast-check';
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { site } from '../../config/site.ts';
import { formatHhMm } from '../dates/time-of-day.ts';
import { calculatedYear } from './calculated.ts';
import { parsePrayerTimesCsv } from './csv-parse.ts';
import { csvCell, neutralizeFormula, prayerTimesCsvFileName, serializePrayerTimesCsv } from './csv-serialize.ts';
import { PRAYER_TIME_FIELDS } from './types.ts';
import type { DailyPrayerTimes } from './types.ts';

const jan1: DailyPrayerTimes = {
  date: '2026-01-01',
  fajrAdhan: '06:06',
  fajrIqamah: '06:26',
  shouruq: '07:24',
  dhuhrAdhan: '12:14',
  dhuhrIqamah: '12:14',
  asrAdhan: '14:44',
  asrIqamah: '14:44',
  maghribAdhan: '17:02',
  maghribIqamah: '17:07',
  ishaAdhan: '18:20',
  ishaIqamah: '18:35',
};

describe('serializePrayerTimesCsv', () => {
  it('writes the sample layout with CRLF line ends', () => {
    expect(serializePrayerTimesCsv([{ ...jan1, date: '2026-01-02' }, jan1])).toBe(
      'Day,Month,Fajr Adhan,Fajr Iqamah,Sunrise,Dhuhr Adhan,Dhuhr Iqamah,Asr Adhan,Asr Iqamah,Maghrib Adhan,Maghrib Iqamah,Isha Adhan,Isha Iqamah\r\n' +
        '1,1,06:06,06:26,07:24,12:14,12:14,14:44,14:44,17:02,17:07,18:20,18:35\r\n' +
        '2,1,06:06,06:26,07:24,12:14,12:14,14:44,14:44,17:02,17:07,18:20,18:35\r\n',
    );
  });

  it('writes only the header for no days', () => {
    expect(serializePrayerTimesCsv([])).toBe(
      'Day,Month,Fajr Adhan,Fajr Iqamah,Sunrise,Dhuhr Adhan,Dhuhr Iqamah,Asr Adhan,Asr Iqamah,Maghrib Adhan,Maghrib Iqamah,Isha Adhan,Isha Iqamah\r\n',
    );
  });

  it('refuses days from more than one year, which the layout cannot hold', () => {
    expect(() => serializePrayerTimesCsv([jan1, { ...jan1, date: '2027-01-01' }])).toThrow(RangeError);
  });

  it.each([2026, 2028])('round trip of a calculated %i: download → upload gives identical data', (year) => {
    const days = calculatedYear(year, site);
    expect(parsePrayerTimesCsv(serializePrayerTimesCsv(days), { year })).toEqual({ ok: true, layout: 'sample', days });
  });

  it('round trip of any valid days with data', () => {
    const day = fc
      .record({
        dayOfYear: fc.integer({ min: 0, max: 365 }),
        // From 00:01: a Fajr adhan of 00:00 is SPEC 3's day without data, which an upload skips.
        minutes: fc.uniqueArray(fc.integer({ min: 1, max: 1439 }), { minLength: 11, maxLength: 11 }),
      })
      .map(({ dayOfYear, minutes }) => {
        const sorted = [...minutes].sort((a, b) => a - b);
        const record = {
          date: new Date(Date.UTC(2028, 0, 1 + dayOfYear)).toISOString().slice(0, 10),
        } as DailyPrayerTimes;
        PRAYER_TIME_FIELDS.forEach((field, index) => {
          record[field] = formatHhMm(sorted[index] ?? 0);
        });
        return record;
      });
    fc.assert(
      fc.property(fc.uniqueArray(day, { selector: (record) => record.date, minLength: 1, maxLength: 40 }), (days) => {
        const sorted = [...days].sort((a, b) => a.date.localeCompare(b.date));
        expect(parsePrayerTimesCsv(serializePrayerTimesCsv(days), { year: 2028 })).toEqual({
          ok: true,
          layout: 'sample',
          days: sorted,
        });
      }),
      { numRuns: 100 },
    );
  });
});

describe('formula neutralization', () => {
  it.each([
    ['=SUM(A1:A9)', "'=SUM(A1:A9)"],
    ['+1', "'+1"],
    ['-1', "'-1"],
    ['@cmd', "'@cmd"],
    ['\tx', "'\tx"],
    ['\rx', "'\rx"],
    ['05:42', '05:42'],
    ['a=b', 'a=b'],
    ['', ''],
  ])('neutralizeFormula(%j) = %j', (value, expected) => {
    expect(neutralizeFormula(value)).toBe(expected);
  });

  it.each<[string | number, string]>([
    [5, '5'],
    ['05:42', '05:42'],
    ['a,b', '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ['two\nlines', '"two\nlines"'],
    [' padded ', '" padded "'],
    ['=1,2', `"'=1,2"`],
    ['=HYPERLINK("http://x")', `"'=HYPERLINK(""http://x"")"`],
  ])('csvCell(%j) = %s', (value, expected) => {
    expect(csvCell(value)).toBe(expected);
  });

  it('leaves no cell a spreadsheet would run, whatever a record holds', () => {
    const hostile = {
      ...jan1,
      fajrAdhan: '=cmd|"/c calc"!A1',
      shouruq: '+1+1',
      ishaIqamah: '@SUM(1)',
      asrAdhan: '-2',
      dhuhrAdhan: '\t=1',
    };
    const cells = Papa.parse<string[]>(serializePrayerTimesCsv([hostile]), { skipEmptyLines: true }).data.flat();
    expect(cells.filter((cell) => /^[=+\-@\t\r]/.test(cell))).toEqual([]);
    expect(cells).toContain(`'=cmd|"/c calc"!A1`);
  });
});

describe('prayerTimesCsvFileName', () => {
  it.each([[2026, 'prayer-times-2026.csv']])('%i → %s', (year, name) => {
    expect(prayerTimesCsvFileName(year)).toBe(name);
  });
});
