import { describe, expect, it } from 'vitest';
import { monthName } from './month-name.ts';
import { monthShortName } from './short-date-labels.ts';

describe('month names', () => {
  it.each([
    [1, 'January', 'Jan'],
    [2, 'February', 'Feb'],
    [9, 'September', 'Sep'],
    [12, 'December', 'Dec'],
  ])('%i → %s / %s', (month, long, short) => {
    expect(monthName(month)).toBe(long);
    expect(monthShortName(month)).toBe(short);
  });

  it.each([0, 13, 1.5])('%s is not a month', (month) => {
    expect(() => monthName(month)).toThrow(RangeError);
    expect(() => monthShortName(month)).toThrow(RangeError);
  });
});
