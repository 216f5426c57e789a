import { describe, expect, it } from 'vitest';
import { displayTime, groupByMonth, hasPrayerData, nextPrayer, noPrayerTimesText, shortDateLabel } from './schedule.ts';
import type { DailyTimes } from './types.ts';

const times: DailyTimes = {
  fajrAdhan: '05:42',
  fajrIqamah: '06:00',
  shouruq: '06:45',
  dhuhrAdhan: '12:15',
  dhuhrIqamah: '12:30',
  asrAdhan: '15:28',
  asrIqamah: '15:45',
  maghribAdhan: '18:45',
  maghribIqamah: '18:50',
  ishaAdhan: '20:12',
  ishaIqamah: '20:30',
};

describe('hasPrayerData (SPEC 2: Fajr adhan present and not 00:00)', () => {
  it.each<[{ fajrAdhan?: string | null } | null | undefined, boolean]>([
    [{ fajrAdhan: '05:42' }, true],
    [{ fajrAdhan: '5:42' }, true],
    [{ fajrAdhan: '00:01' }, true],
    [{ fajrAdhan: '00:00' }, false],
    [{ fajrAdhan: '0:00' }, false],
    [{ fajrAdhan: '' }, false],
    [{ fajrAdhan: '  ' }, false],
    [{ fajrAdhan: null }, false],
    [{ fajrAdhan: 'n/a' }, false],
    [{}, false],
    [null, false],
    [undefined, false],
  ])('%j → %s', (record, expected) => {
    expect(hasPrayerData(record)).toBe(expected);
  });
});

describe('groupByMonth', () => {
  const records = [
    { date: '2026-02-02', fajrAdhan: '05:40' },
    { date: '2026-01-05', fajrAdhan: '06:05' },
    { date: '2026-01-04', fajrAdhan: '06:06' },
    { date: '2026-03-01', fajrAdhan: '00:00' },
    { date: '2026-12-31', fajrAdhan: '06:04' },
    { date: '2026-04-01', fajrAdhan: '' },
    { date: 'not a date', fajrAdhan: '05:00' },
  ];
  const groups = groupByMonth(records);

  it('has twelve months, January first', () => {
    expect(groups.map((group) => [group.month, group.name])).toEqual([
      [1, 'January'],
      [2, 'February'],
      [3, 'March'],
      [4, 'April'],
      [5, 'May'],
      [6, 'June'],
      [7, 'July'],
      [8, 'August'],
      [9, 'September'],
      [10, 'October'],
      [11, 'November'],
      [12, 'December'],
    ]);
  });

  it.each([
    [1, ['2026-01-04', '2026-01-05']],
    [2, ['2026-02-02']],
    [3, []],
    [4, []],
    [12, ['2026-12-31']],
  ])('month %i lists %j', (month, dates) => {
    expect(groups[month - 1]?.days.map((day) => day.date)).toEqual(dates);
  });
});

describe('labels', () => {
  it.each([
    ['2026-01-05', 'Jan 5'],
    ['2026-12-31', 'Dec 31'],
    ['2028-02-29', 'Feb 29'],
  ])('shortDateLabel(%s) = %s', (date, label) => {
    expect(shortDateLabel(date)).toBe(label);
  });

  it.each([
    [1, 2026, 'No prayer times available for January 2026'],
    [9, 2027, 'No prayer times available for September 2027'],
  ])('noPrayerTimesText(%i, %i)', (month, year, text) => {
    expect(noPrayerTimesText(month, year)).toBe(text);
  });

  it.each<[string | null | undefined, string]>([
    ['05:42', '5:42 AM'],
    ['12:15', '12:15 PM'],
    ['00:05', '12:05 AM'],
    ['20:30', '8:30 PM'],
    ['5:07', '5:07 AM'],
    ['', ''],
    [null, ''],
    [undefined, ''],
  ])('displayTime(%j) = %j', (value, expected) => {
    expect(displayTime(value)).toBe(expected);
  });
});

describe('nextPrayer by iqamah', () => {
  it.each([
    ['midnight', 0, 'fajr', '06:00'],
    ['after Fajr adhan, before its iqamah', 350, 'fajr', '06:00'],
    ['at Fajr iqamah', 360, 'fajr', '06:00'],
    ['just after Fajr iqamah', 361, 'dhuhr', '12:30'],
    ['at sunrise', 405, 'dhuhr', '12:30'],
    ['between Dhuhr adhan and iqamah', 740, 'dhuhr', '12:30'],
    ['afternoon', 800, 'asr', '15:45'],
    ['evening', 1100, 'maghrib', '18:50'],
    ['after Maghrib', 1140, 'isha', '20:30'],
    ['at Isha iqamah', 1230, 'isha', '20:30'],
  ] as const)('%s (%i) → %s', (_name, now, prayer, time) => {
    expect(nextPrayer(times, now)).toEqual({ prayer, time });
  });

  it.each([
    ['just after Isha iqamah', 1231],
    ['late night', 1439],
  ])('%s → null (tomorrow is another row)', (_name, now) => {
    expect(nextPrayer(times, now)).toBeNull();
  });

  it('skips a time it cannot read', () => {
    expect(nextPrayer({ ...times, dhuhrIqamah: '' }, 400)).toEqual({ prayer: 'asr', time: '15:45' });
  });
});
