import { describe, expect, it } from 'vitest';
import { SAMPLE_HEADER, STATED_HEADER } from './csv-layouts.ts';
import { MAX_CSV_DAYS, parsePrayerTimesCsv, parseYear } from './csv-parse.ts';
import type { DailyPrayerTimes, UploadedPrayerTimes } from './types.ts';

const SAMPLE = SAMPLE_HEADER.join(',');
const STATED = STATED_HEADER.join(',');

// Day, Month, then the eleven times of a plausible January day.
const sampleRow = (
  day: number,
  month = 1,
  times = '06:06,06:26,07:24,12:14,12:14,14:44,14:44,17:02,17:07,18:20,18:35',
) => `${day},${month},${times}`;
const statedRow = (date: string, times = '06:06,07:24,12:14,14:44,17:02,18:20') => `${date},${times}`;

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
const jan2 = { ...jan1, date: '2026-01-02' };

const statedJan1: DailyPrayerTimes = {
  ...jan1,
  fajrIqamah: '06:06',
  maghribIqamah: '17:02',
  ishaIqamah: '18:20',
};

function lines(...rows: string[]): string {
  return rows.join('\n');
}

describe('parsePrayerTimesCsv: accepted files', () => {
  it.each<[string, string, 'stated' | 'sample', DailyPrayerTimes[]]>([
    ['sample layout', lines(SAMPLE, sampleRow(1), sampleRow(2)), 'sample', [jan1, jan2]],
    [
      'sample layout with BOM and CRLF',
      `\uFEFF${[SAMPLE, sampleRow(1), sampleRow(2)].join('\r\n')}\r\n`,
      'sample',
      [jan1, jan2],
    ],
    [
      'sample header in other case, spacing and underscores',
      lines(
        ' DAY , month ,fajr_adhan,FAJR IQAMAH, Sunrise ,dhuhr adhan,Dhuhr  Iqamah,asr-adhan,AsrIqamah,Maghrib Adhan,Maghrib Iqamah,Isha Adhan,Isha Iqamah',
        sampleRow(1),
      ),
      'sample',
      [jan1],
    ],
    ['Shouruq as a name for Sunrise', lines(SAMPLE.replace('Sunrise', 'Shouruq'), sampleRow(1)), 'sample', [jan1]],
    [
      'H:MM times and spaces around cells',
      lines(SAMPLE, '1, 1, 6:06 ,6:26,7:24,12:14,12:14,14:44,14:44,17:02,17:07,18:20,18:35'),
      'sample',
      [jan1],
    ],
    [
      'times re-saved by a spreadsheet',
      lines(SAMPLE, '1,1,6:06 AM,6:26 AM,7:24:00,12:14 PM,12:14,2:44 PM,14:44,5:02 PM,17:07,6:20 PM,18:35'),
      'sample',
      [jan1],
    ],
    ['leading zeros in Day and Month', lines(SAMPLE, sampleRow(1).replace('1,1,', '01,01,')), 'sample', [jan1]],
    ['rows out of order come back sorted', lines(SAMPLE, sampleRow(2), sampleRow(1)), 'sample', [jan1, jan2]],
    ['blank lines at the end', `${lines(SAMPLE, sampleRow(1))}\n\n\n,,,\n`, 'sample', [jan1]],
    ['stated layout', lines(STATED, statedRow('2026-01-01')), 'stated', [statedJan1]],
    ['stated layout with BOM and CRLF', `\uFEFF${STATED}\r\n${statedRow('2026-01-01')}\r\n`, 'stated', [statedJan1]],
    [
      'stated header in upper case with spaces',
      lines(' DATE , Fajr, SUNRISE ,Dhuhr,Asr,Maghrib, Isha ', statedRow('2026-01-01')),
      'stated',
      [statedJan1],
    ],
    [
      'stated columns in another order',
      lines('date,isha,maghrib,asr,dhuhr,sunrise,fajr', '2026-01-01,18:20,17:02,14:44,12:14,07:24,06:06'),
      'stated',
      [statedJan1],
    ],
    [
      'stated layout separated by semicolons',
      lines(STATED.replaceAll(',', ';'), statedRow('2026-01-01').replaceAll(',', ';')),
      'stated',
      [statedJan1],
    ],
    [
      'stated dates across years',
      lines(STATED, statedRow('2027-01-01'), statedRow('2026-12-31')),
      'stated',
      [
        { ...statedJan1, date: '2026-12-31' },
        { ...statedJan1, date: '2027-01-01' },
      ],
    ],
    [
      'trailing empty header columns from a spreadsheet',
      lines(`${STATED},,`, `${statedRow('2026-01-01')},,`),
      'stated',
      [statedJan1],
    ],
  ])('%s', (_name, text, layout, days) => {
    expect(parsePrayerTimesCsv(text, { year: 2026 })).toEqual({ ok: true, layout, days });
  });

  it('places Feb 29 of the sample layout in a leap year', () => {
    const result = parsePrayerTimesCsv(lines(SAMPLE, sampleRow(29, 2)), { year: 2028 });
    expect(result.ok && result.days.map((day) => day.date)).toEqual(['2028-02-29']);
  });

  it(`accepts ${MAX_CSV_DAYS} rows`, () => {
    const start = Date.UTC(2026, 0, 1);
    const rows = Array.from({ length: MAX_CSV_DAYS }, (_, i) =>
      statedRow(new Date(start + i * 86_400_000).toISOString().slice(0, 10)),
    );
    const result = parsePrayerTimesCsv(lines(STATED, ...rows), { year: 2026 });
    expect(result.ok && result.days.length).toBe(MAX_CSV_DAYS);
  });
});

describe('parsePrayerTimesCsv: errors name their row and column (the header is row 1)', () => {
  const fortyGoodRows = Array.from({ length: 39 }, (_, i) =>
    sampleRow(i + 1 <= 31 ? i + 1 : i - 30, i + 1 <= 31 ? 1 : 2),
  );

  it.each<[string, string, string[]]>([
    ['an empty file', '', ['The file is empty']],
    ['only a BOM and blank lines', '\uFEFF\r\n  \r\n', ['The file is empty']],
    ['a header without rows', `${SAMPLE}\r\n\r\n`, ['The file has a header but no data rows']],
    [
      'an unknown header',
      lines('when,morning,noon', '1,2,3'),
      [`Row 1: the header is not recognized. Expected the columns "${STATED}" or "${SAMPLE}"`],
    ],
    [
      'a missing column',
      lines(SAMPLE.replace(',Isha Iqamah', ''), sampleRow(1).replace(/,18:35$/, '')),
      ['Row 1: column "Isha Iqamah" is missing'],
    ],
    [
      'an unexpected column',
      lines(`${STATED},Notes`, `${statedRow('2026-01-01')},x`),
      [`Row 1: column "Notes" is not expected in this layout (expected "${STATED}")`],
    ],
    [
      'a repeated column',
      lines(`${STATED},Fajr`, `${statedRow('2026-01-01')},06:06`),
      ['Row 1: column "Fajr" appears more than once'],
    ],
    [
      'a time out of range on row 41',
      lines(
        SAMPLE,
        ...fortyGoodRows,
        sampleRow(9, 2, '06:06,25:99,07:24,12:14,12:14,14:44,14:44,17:02,17:07,18:20,18:35'),
      ),
      ['Row 41: Fajr iqamah "25:99" is not a time HH:MM'],
    ],
    [
      'not a time in the stated layout',
      lines(STATED, statedRow('2026-01-01', '06:06,07:24,noon,14:44,17:02,18:20')),
      ['Row 2: Dhuhr "noon" is not a time HH:MM'],
    ],
    [
      'an empty cell',
      lines(SAMPLE, sampleRow(1, 1, '06:06,06:26,07:24,12:14,12:14,,14:44,17:02,17:07,18:20,18:35')),
      ['Row 2: Asr adhan is empty'],
    ],
    [
      'a short row',
      lines(STATED, '2026-01-01,06:06,07:24,12:14,14:44'),
      ['Row 2: Maghrib is empty', 'Row 2: Isha is empty'],
    ],
    [
      'a long row',
      lines(STATED, `${statedRow('2026-01-01')},extra`),
      ['Row 2: has more cells than the header has columns'],
    ],
    ['an empty row in the middle', lines(SAMPLE, sampleRow(1), ',,,,', sampleRow(2)), ['Row 3: the row is empty']],
    [
      'Feb 30 in the stated layout',
      lines(STATED, statedRow('2026-02-30')),
      ['Row 2: Date "2026-02-30" does not exist'],
    ],
    [
      'Feb 29 in a non-leap year (stated)',
      lines(STATED, statedRow('2027-02-29')),
      ['Row 2: Date "2027-02-29" does not exist'],
    ],
    [
      'Feb 29 in a non-leap year (sample)',
      lines(SAMPLE, sampleRow(29, 2)),
      ['Row 2: February 29 does not exist in 2026'],
    ],
    ['Apr 31 (sample)', lines(SAMPLE, sampleRow(1), sampleRow(31, 4)), ['Row 3: April 31 does not exist in 2026']],
    [
      'a date in another format',
      lines(STATED, statedRow('01/05/2026')),
      ['Row 2: Date "01/05/2026" is not a date YYYY-MM-DD'],
    ],
    [
      'a date far in the past',
      lines(STATED, statedRow('1999-01-01')),
      ['Row 2: Date "1999-01-01" is not between 2000 and 2200'],
    ],
    ['an empty date', lines(STATED, statedRow('')), ['Row 2: Date is empty']],
    ['a day out of range', lines(SAMPLE, sampleRow(32)), ['Row 2: Day "32" is not a day 1-31']],
    ['a month out of range', lines(SAMPLE, sampleRow(1, 13)), ['Row 2: Month "13" is not a month 1-12']],
    ['a month name', lines(SAMPLE, sampleRow(1).replace('1,1,', '1,Jan,')), ['Row 2: Month "Jan" is not a month 1-12']],
    [
      'a duplicated date (sample)',
      lines(SAMPLE, sampleRow(1), sampleRow(2), sampleRow(1)),
      ['Row 4: 2026-01-01 already appears in row 2'],
    ],
    [
      'a duplicated date (stated)',
      lines(STATED, statedRow('2026-01-01'), statedRow('2026-01-01')),
      ['Row 3: 2026-01-01 already appears in row 2'],
    ],
    [
      'an iqamah before its adhan',
      lines(SAMPLE, sampleRow(1, 1, '06:06,06:26,07:24,12:14,12:10,14:44,14:44,17:02,17:07,18:20,18:35')),
      ['Row 2: Dhuhr iqamah 12:10 is before Dhuhr adhan 12:14'],
    ],
    [
      'Fajr iqamah at sunrise',
      lines(SAMPLE, sampleRow(1, 1, '06:06,07:24,07:24,12:14,12:14,14:44,14:44,17:02,17:07,18:20,18:35')),
      ['Row 2: Fajr iqamah 07:24 is not before Sunrise 07:24'],
    ],
    [
      'Asr before Dhuhr',
      lines(SAMPLE, sampleRow(1, 1, '06:06,06:26,07:24,12:14,12:14,12:00,12:00,17:02,17:07,18:20,18:35')),
      ['Row 2: Asr adhan 12:00 is not after Dhuhr adhan 12:14'],
    ],
    [
      'Isha before Maghrib (stated)',
      lines(STATED, statedRow('2026-01-01', '06:06,07:24,12:14,14:44,17:02,17:00')),
      ['Row 2: Isha 17:00 is not after Maghrib 17:02'],
    ],
    [
      'a 12-hour time without AM/PM',
      lines(STATED, statedRow('2026-01-01', '06:06,07:24,12:14,2:44,5:02,6:20')),
      ['Row 2: Asr 02:44 is not after Dhuhr 12:14'],
    ],
    [
      'an unterminated quote',
      lines(STATED, '2026-01-01,"06:06,07:24,12:14,14:44,17:02,18:20'),
      ['Row 2: Quoted field unterminated'],
    ],
    [
      'errors on several rows',
      lines(
        SAMPLE,
        sampleRow(32),
        sampleRow(2),
        sampleRow(3, 1, '06:06,06:26,07:24,12:14,12:14,14:44,14:44,17:02,17:07,18:20,'),
      ),
      ['Row 2: Day "32" is not a day 1-31', 'Row 4: Isha iqamah is empty'],
    ],
  ])('%s', (_name, text, errors) => {
    expect(parsePrayerTimesCsv(text, { year: 2026 })).toEqual({ ok: false, errors });
  });

  it.each([
    [1999, 'Year "1999" is not a year between 2000 and 2200'],
    [Number.NaN, 'Year "NaN" is not a year between 2000 and 2200'],
  ])('refuses the sample layout for year %s', (year, message) => {
    expect(parsePrayerTimesCsv(lines(SAMPLE, sampleRow(1)), { year })).toEqual({ ok: false, errors: [message] });
  });

  it(`refuses more than ${MAX_CSV_DAYS} rows`, () => {
    const rows = Array.from({ length: MAX_CSV_DAYS + 1 }, () => statedRow('2026-01-01'));
    expect(parsePrayerTimesCsv(lines(STATED, ...rows), { year: 2026 })).toEqual({
      ok: false,
      errors: [`The file has more than ${MAX_CSV_DAYS} data rows; split it into smaller files`],
    });
  });

  it.each([
    [50, 50, null],
    [51, 51, 'and 1 more error'],
    [60, 51, 'and 10 more errors'],
  ])('with %i bad rows it lists the first 50', (badRows, listed, summary) => {
    const rows = Array.from({ length: badRows }, (_, i) =>
      statedRow(new Date(Date.UTC(2026, 0, 1 + i)).toISOString().slice(0, 10), 'x,07:24,12:14,14:44,17:02,18:20'),
    );
    const result = parsePrayerTimesCsv(lines(STATED, ...rows), { year: 2026 });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors).toHaveLength(listed);
    expect(result.errors[0]).toBe('Row 2: Fajr "x" is not a time HH:MM');
    expect(result.errors.at(-1)).toBe(summary ?? `Row 51: Fajr "x" is not a time HH:MM`);
  });

  it('shortens a long cell in its message', () => {
    const result = parsePrayerTimesCsv(
      lines(STATED, statedRow('2026-01-01', `${'9'.repeat(40)},07:24,12:14,14:44,17:02,18:20`)),
      { year: 2026 },
    );
    expect(result).toEqual({ ok: false, errors: [`Row 2: Fajr "${'9'.repeat(24)}…" is not a time HH:MM`] });
  });
});

describe('parseYear', () => {
  it.each<[unknown, number | null]>([
    [2026, 2026],
    ['2026', 2026],
    [' 2027 ', 2027],
    [2000, 2000],
    [2200, 2200],
    [1999, null],
    [2201, null],
    ['26', null],
    ['2026a', null],
    ['20.26', null],
    [2026.5, null],
    ['', null],
    [null, null],
    [undefined, null],
  ])('%j → %s', (value, expected) => {
    expect(parseYear(value)).toBe(expected);
  });
});

describe("parsePrayerTimesCsv: SPEC 3's days without data (Fajr adhan '00:00' or empty)", () => {
  const noTimes = (day: number, month = 1) =>
    `${day},${month},00:00,00:00,00:00,00:00,00:00,00:00,00:00,00:00,00:00,00:00,00:00`;
  const blank = (day: number, month = 1) => `${day},${month},,,,,,,,,,,`;

  it.each<[string, string, DailyPrayerTimes[], string[]]>([
    ['a row of 00:00 (sample)', lines(SAMPLE, sampleRow(1), noTimes(2)), [jan1], ['2026-01-02']],
    ['a row with only Day and Month (sample)', lines(SAMPLE, blank(2), sampleRow(1)), [jan1], ['2026-01-02']],
    [
      'a Fajr adhan of 00:00 with other times (sample)',
      lines(SAMPLE, sampleRow(1), sampleRow(2, 1, '00:00,06:26,07:24,12:14,12:14,14:44,14:44,17:02,17:07,18:20,18:35')),
      [jan1],
      ['2026-01-02'],
    ],
    [
      'a Fajr adhan of 0:00 with empty cells (sample)',
      lines(SAMPLE, sampleRow(1), sampleRow(2, 1, '0:00,,,,,,,,,,')),
      [jan1],
      ['2026-01-02'],
    ],
    [
      'a row of 00:00 (stated)',
      lines(STATED, statedRow('2026-01-01'), statedRow('2026-01-02', '00:00,00:00,00:00,00:00,00:00,00:00')),
      [statedJan1],
      ['2026-01-02'],
    ],
    [
      'a date with no times (stated)',
      lines(STATED, statedRow('2026-01-03', ',,,,,'), statedRow('2026-01-01')),
      [statedJan1],
      ['2026-01-03'],
    ],
    [
      'a year of rows with a month still to fill',
      lines(SAMPLE, sampleRow(1), ...Array.from({ length: 28 }, (_, i) => noTimes(i + 1, 2)), sampleRow(2)),
      [jan1, jan2],
      Array.from({ length: 28 }, (_, i) => `2026-02-${String(i + 1).padStart(2, '0')}`),
    ],
    [
      'only days without times (they clear what is stored)',
      lines(SAMPLE, noTimes(1), blank(2)),
      [],
      ['2026-01-01', '2026-01-02'],
    ],
  ])('accepts %s and reports the days without data', (_name, text, days, daysWithoutTimes) => {
    expect(parsePrayerTimesCsv(text, { year: 2026 })).toEqual({
      ok: true,
      layout: expect.any(String),
      days,
      daysWithoutTimes,
    });
  });

  it.each<[string, string, string[]]>([
    [
      '25:99 in a row that has times',
      lines(SAMPLE, noTimes(1), sampleRow(2, 1, '06:06,25:99,07:24,12:14,12:14,14:44,14:44,17:02,17:07,18:20,18:35')),
      ['Row 3: Fajr iqamah "25:99" is not a time HH:MM'],
    ],
    [
      '25:99 beside a Fajr of 00:00',
      lines(SAMPLE, sampleRow(1), sampleRow(2, 1, '00:00,00:00,25:99,00:00,00:00,00:00,00:00,00:00,00:00,00:00,00:00')),
      ['Row 3: Sunrise "25:99" is not a time HH:MM'],
    ],
    [
      'an empty Fajr in a row that has times',
      lines(SAMPLE, sampleRow(1), sampleRow(2, 1, ',06:26,07:24,12:14,12:14,14:44,14:44,17:02,17:07,18:20,18:35')),
      ['Row 3: Fajr adhan is empty'],
    ],
    [
      'a missing cell in a row that has times',
      lines(SAMPLE, noTimes(1), sampleRow(2, 1, '06:06,06:26,07:24,12:14,12:14,,14:44,17:02,17:07,18:20,18:35')),
      ['Row 3: Asr adhan is empty'],
    ],
    [
      'an empty Fajr in a stated row that has times',
      lines(STATED, statedRow('2026-01-01', ',07:24,12:14,14:44,17:02,18:20')),
      ['Row 2: Fajr is empty'],
    ],
    [
      'a bad date on a row without times',
      lines(STATED, statedRow('2026-01-01'), statedRow('2026-02-30', '00:00,00:00,00:00,00:00,00:00,00:00')),
      ['Row 3: Date "2026-02-30" does not exist'],
    ],
    [
      'a day without times that repeats a date',
      lines(SAMPLE, sampleRow(1), noTimes(1)),
      ['Row 3: 2026-01-01 already appears in row 2'],
    ],
  ])('refuses %s, naming the row', (_name, text, errors) => {
    expect(parsePrayerTimesCsv(text, { year: 2026 })).toEqual({ ok: false, errors });
  });
});

describe('parsePrayerTimesCsv: an iqamah column left empty on every row is left to the prayer settings’ rules', () => {
  const noIsha = (day: number) => sampleRow(day, 1, '06:06,06:26,07:24,12:14,12:14,14:44,14:44,17:02,17:07,18:20,');
  const noIqamahs = (day: number) => `${day},1,06:06,,07:24,12:14,,14:44,,17:02,,18:20,`;

  it.each<[string, string, Partial<UploadedPrayerTimes>[]]>([
    [
      'the Isha iqamah column empty',
      lines(SAMPLE, noIsha(1), noIsha(2)),
      [{ date: '2026-01-01', ishaIqamah: null }, { date: '2026-01-02' }],
    ],
    [
      'every iqamah column empty (adhan times only)',
      lines(SAMPLE, noIqamahs(1), noIqamahs(2), `3,1,${Array(11).fill('00:00').join(',')}`),
      [{ date: '2026-01-01', fajrIqamah: null, dhuhrIqamah: null, ishaIqamah: null }, { date: '2026-01-02' }],
    ],
  ])('%s', (_name, text, expected) => {
    const result = parsePrayerTimesCsv(text, { year: 2026 });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.days).toMatchObject(expected);
    expect(result.days.every((day) => day.ishaIqamah === null)).toBe(true);
    expect(result.days[0]?.ishaAdhan).toBe('18:20');
  });

  it('a column empty on some rows only is a missing cell, named by row', () => {
    expect(parsePrayerTimesCsv(lines(SAMPLE, sampleRow(1), noIsha(2), noIsha(3)), { year: 2026 })).toEqual({
      ok: false,
      errors: ['Row 3: Isha iqamah is empty', 'Row 4: Isha iqamah is empty'],
    });
  });

  it('an adhan column is never left to the rules', () => {
    const noIshaAdhan = (day: number) =>
      sampleRow(day, 1, '06:06,06:26,07:24,12:14,12:14,14:44,14:44,17:02,17:07,,18:35');
    expect(parsePrayerTimesCsv(lines(SAMPLE, noIshaAdhan(1)), { year: 2026 })).toEqual({
      ok: false,
      errors: ['Row 2: Isha adhan is empty'],
    });
  });
});
