import { describe, expect, it } from 'vitest';
import { displayTime, hasPrayerData } from './display-time.ts';


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
