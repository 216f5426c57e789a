import { describe, expect, it } from 'vitest';
import { icalDate, icalDuration, icalLocalDateTime, icalUtcDateTime, icalUtcOffset } from './date-values.ts';

describe('iCalendar date values', () => {
  it.each([
    ['2026-03-08', '20260308'],
    ['0999-12-31', '09991231'],
  ])('DATE %s → %s', (input, expected) => expect(icalDate(input)).toBe(expected));

  it('refuses a date that is not YYYY-MM-DD', () => {
    expect(() => icalDate('2026-02-30')).toThrow(RangeError);
  });

  it('writes local and UTC date-times', () => {
    expect(icalLocalDateTime({ year: 2026, month: 3, day: 8, hour: 6, minute: 5, second: 0 })).toBe('20260308T060500');
    expect(icalUtcDateTime(new Date('2026-11-23T20:15:09.999Z'))).toBe('20261123T201509Z');
  });

  it.each([
    [-8 * 3600_000, '-0800'],
    [-7 * 3600_000, '-0700'],
    [5.5 * 3600_000, '+0530'],
    [5.75 * 3600_000, '+0545'],
    [0, '+0000'],
    [-(3600 + 15 * 60 + 8) * 1000, '-011508'],
  ])('UTC-OFFSET %i ms → %s', (ms, expected) => expect(icalUtcOffset(ms)).toBe(expected));

  it.each([
    [15, 'PT15M'],
    [60, 'PT1H'],
    [90, 'PT1H30M'],
    [45, 'PT45M'],
    [1440, 'P1D'],
    [2880, 'P2D'],
  ])('DURATION %i minutes → %s', (minutes, expected) => expect(icalDuration(minutes)).toBe(expected));

  it.each([0, -5, 1.5])('refuses a duration of %s minutes', (minutes) => {
    expect(() => icalDuration(minutes)).toThrow(RangeError);
  });
});
