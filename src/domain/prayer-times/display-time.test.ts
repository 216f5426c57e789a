import { describe, expect, it } from 'vitest';
import { displayTime, hasPrayerData, nextPrayer } from './display-time.ts';
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

describe('labels', () => {
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
