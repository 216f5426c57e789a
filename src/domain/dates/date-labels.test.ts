import { describe, expect, it } from 'vitest';
import { longDateLabel } from './date-labels.ts';
import { shortDateLabel, weekdayShortDateLabel } from './short-date-labels.ts';

describe('date labels', () => {
  it.each([
    ['2026-11-26', 'Thursday, November 26, 2026', 'Thursday, Nov 26', 'Thu, Nov 26'],
    ['2028-02-29', 'Tuesday, February 29, 2028', 'Tuesday, Feb 29', 'Tue, Feb 29'],
    ['2027-01-03', 'Sunday, January 3, 2027', 'Sunday, Jan 3', 'Sun, Jan 3'],
  ])('%s', (date, long, weekdayShort, short) => {
    expect(longDateLabel(date)).toBe(long);
    expect(weekdayShortDateLabel(date)).toBe(weekdayShort);
    expect(shortDateLabel(date)).toBe(short);
  });

  it('refuses text that is not a date', () => {
    expect(() => longDateLabel('2026-02-30')).toThrow(RangeError);
  });
});
