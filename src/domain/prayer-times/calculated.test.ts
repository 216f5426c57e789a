import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { site } from '../../config/site.ts';
import { parseTimeOfDay } from '../dates/time-of-day.ts';
import { calculatedDay, calculatedYear, fixedFallbackDay } from './calculated.ts';
import type { PrayerConfig } from './calculated.ts';
import type { DailyPrayerTimes } from './types.ts';

const minutes = (hhMm: string): number => parseTimeOfDay(hhMm) ?? Number.NaN;

// adhan-js 4.4.6, NorthAmerica, Shafi, Redwood City (site config). Pinned so a change of host zone,
// library or config shows up here; sunrise and Maghrib agree with Bay Area sunrise/sunset tables within
// a few minutes.
const pinned: DailyPrayerTimes[] = [
  {
    date: '2026-01-15',
    fajrAdhan: '06:06',
    fajrIqamah: '06:26',
    shouruq: '07:22',
    dhuhrAdhan: '12:19',
    dhuhrIqamah: '12:19',
    asrAdhan: '14:56',
    asrIqamah: '14:56',
    maghribAdhan: '17:15',
    maghribIqamah: '17:20',
    ishaAdhan: '18:31',
    ishaIqamah: '18:46',
  },
  {
    date: '2026-03-08',
    fajrAdhan: '06:19',
    fajrIqamah: '06:39',
    shouruq: '07:30',
    dhuhrAdhan: '13:21',
    dhuhrIqamah: '13:21',
    asrAdhan: '16:39',
    asrIqamah: '16:39',
    maghribAdhan: '19:10',
    maghribIqamah: '19:15',
    ishaAdhan: '20:21',
    ishaIqamah: '20:36',
  },
  {
    date: '2026-06-21',
    fajrAdhan: '04:17',
    fajrIqamah: '04:37',
    shouruq: '05:48',
    dhuhrAdhan: '13:12',
    dhuhrIqamah: '13:12',
    asrAdhan: '17:04',
    asrIqamah: '17:04',
    maghribAdhan: '20:33',
    maghribIqamah: '20:38',
    ishaAdhan: '22:05',
    ishaIqamah: '22:20',
  },
];

function checkPinned() {
  it.each(pinned.map((day) => [day.date, day] as const))('%s', (date, expected) => {
    expect(calculatedDay(date, site)).toEqual(expected);
  });
}

describe('calculatedDay', () => {
  checkPinned();

  describe.each(['UTC', 'Asia/Tokyo', 'Pacific/Kiritimati', 'Pacific/Pago_Pago', 'America/Santiago'])(
    'on a host in %s',
    (hostZone) => {
      const saved = process.env['TZ'];
      beforeAll(() => {
        process.env['TZ'] = hostZone;
      });
      afterAll(() => {
        if (saved === undefined) delete process.env['TZ'];
        else process.env['TZ'] = saved;
      });
      checkPinned();
    },
  );

  it.each([
    // date, Fajr adhan range, Maghrib adhan range (local clock)
    ['winter', '2026-12-21', ['05:45', '06:30'], ['16:45', '17:15']],
    ['summer', '2026-06-21', ['04:00', '04:45'], ['20:15', '20:45']],
    ['spring equinox', '2026-03-20', ['05:45', '06:15'], ['19:00', '19:30']],
  ] as const)(
    'a %s day is plausible and in order (%s)',
    (_name, date, [fajrFrom, fajrTo], [maghribFrom, maghribTo]) => {
      const day = calculatedDay(date, site);
      expect(minutes(day.fajrAdhan)).toBeGreaterThanOrEqual(minutes(fajrFrom));
      expect(minutes(day.fajrAdhan)).toBeLessThanOrEqual(minutes(fajrTo));
      expect(minutes(day.maghribAdhan)).toBeGreaterThanOrEqual(minutes(maghribFrom));
      expect(minutes(day.maghribAdhan)).toBeLessThanOrEqual(minutes(maghribTo));
      const sequence = [
        day.fajrAdhan,
        day.fajrIqamah,
        day.shouruq,
        day.dhuhrAdhan,
        day.asrAdhan,
        day.maghribAdhan,
        day.ishaAdhan,
      ].map(minutes);
      expect(sequence).toEqual([...sequence].sort((a, b) => a - b));
      expect(new Set(sequence).size).toBe(sequence.length);
    },
  );

  it.each([
    ['spring forward 2026', '2026-03-07', '2026-03-08', 60],
    ['fall back 2026', '2026-10-31', '2026-11-01', -60],
    ['spring forward 2027', '2027-03-13', '2027-03-14', 60],
    ['fall back 2027', '2027-11-06', '2027-11-07', -60],
  ])('%s: the local clock moves every time by an hour', (_name, before, after, shift) => {
    const a = calculatedDay(before, site);
    const b = calculatedDay(after, site);
    for (const field of ['fajrAdhan', 'shouruq', 'dhuhrAdhan', 'maghribAdhan', 'ishaAdhan'] as const) {
      expect(Math.abs(minutes(b[field]) - minutes(a[field]) - shift)).toBeLessThanOrEqual(3);
    }
  });

  it('adds the configured iqamah offsets', () => {
    const day = calculatedDay('2026-01-15', site);
    const { iqamahOffsets } = site.prayer;
    expect(minutes(day.fajrIqamah) - minutes(day.fajrAdhan)).toBe(iqamahOffsets.fajr);
    expect(minutes(day.dhuhrIqamah) - minutes(day.dhuhrAdhan)).toBe(iqamahOffsets.dhuhr);
    expect(minutes(day.asrIqamah) - minutes(day.asrAdhan)).toBe(iqamahOffsets.asr);
    expect(minutes(day.maghribIqamah) - minutes(day.maghribAdhan)).toBe(iqamahOffsets.maghrib);
    expect(minutes(day.ishaIqamah) - minutes(day.ishaAdhan)).toBe(iqamahOffsets.isha);
  });

  it.each([
    [
      'Fajr iqamah stays before sunrise',
      '2026-01-15',
      { fajr: 90, dhuhr: 0, asr: 0, maghrib: 0, isha: 0 },
      'fajrIqamah',
      '07:21',
    ],
    [
      'Isha iqamah stays before midnight',
      '2026-06-21',
      { fajr: 0, dhuhr: 0, asr: 0, maghrib: 0, isha: 200 },
      'ishaIqamah',
      '23:59',
    ],
  ] as const)('%s', (_name, date, iqamahOffsets, field, expected) => {
    const config: PrayerConfig = { ...site, prayer: { ...site.prayer, iqamahOffsets } };
    expect(calculatedDay(date, config)[field]).toBe(expected);
  });

  it.each([
    ['London', 'Europe/London', 51.51, -0.13],
    ['Stockholm', 'Europe/Stockholm', 59.33, 18.07],
  ])('far north (%s), a midsummer day still fits one calendar day in order', (_name, timeZone, latitude, longitude) => {
    const day = calculatedDay('2026-06-21', { ...site, timeZone, geo: { latitude, longitude } });
    const sequence = [
      day.fajrAdhan,
      day.shouruq,
      day.dhuhrAdhan,
      day.asrAdhan,
      day.maghribAdhan,
      day.ishaAdhan,
      day.ishaIqamah,
    ].map(minutes);
    expect(sequence).toEqual([...sequence].sort((a, b) => a - b));
  });

  it('uses the Hanafi shadow length when configured', () => {
    const hanafi: PrayerConfig = { ...site, prayer: { ...site.prayer, madhab: 'hanafi' } };
    expect(minutes(calculatedDay('2026-01-15', hanafi).asrAdhan)).toBeGreaterThan(
      minutes(calculatedDay('2026-01-15', site).asrAdhan) + 20,
    );
  });

  it.each(['2026-02-30', '2026-1-5', ''])('rejects %j', (date) => {
    expect(() => calculatedDay(date, site)).toThrow(RangeError);
  });
});

describe('calculatedYear', () => {
  it.each([
    [2026, 365],
    [2028, 366],
  ])('%i has %i days in order', (year, count) => {
    const days = calculatedYear(year, site);
    expect(days).toHaveLength(count);
    expect(days[0]?.date).toBe(`${year}-01-01`);
    expect(days.at(-1)?.date).toBe(`${year}-12-31`);
    expect(days.map((day) => day.date)).toEqual([...new Set(days.map((day) => day.date))].sort());
  });
});

describe('fixedFallbackDay', () => {
  it('returns exactly SPEC 3 fixed times as the last resort', () => {
    expect(fixedFallbackDay('2026-03-05', site)).toEqual({
      date: '2026-03-05',
      fajrAdhan: '05:42',
      fajrIqamah: '06:00',
      shouruq: '06:45',
      dhuhrAdhan: '12:15',
      dhuhrIqamah: '12:15',
      asrAdhan: '15:28',
      asrIqamah: '15:28',
      maghribAdhan: '18:45',
      maghribIqamah: '18:45',
      ishaAdhan: '20:12',
      ishaIqamah: '20:30',
    });
  });
});
