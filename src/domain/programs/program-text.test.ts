import { describe, expect, it } from 'vitest';
import { dateRangeText, durationText } from './program-text.ts';

describe('program texts', () => {
  it.each([
    ['2025-06-16', '2025-07-25', 'June 16 - July 25, 2025', '6 weeks'],
    ['2025-12-27', '2026-04-11', 'December 27, 2025 - April 11, 2026', '16 weeks'],
    ['2026-03-08', '2026-03-08', 'March 8, 2026', '1 week'],
    ['2026-09-06', '2026-09-12', 'September 6 - September 12, 2026', '1 week'],
    ['2026-09-06', '2026-09-13', 'September 6 - September 13, 2026', '2 weeks'],
  ])('%s to %s: %s, %s', (start, end, range, weeks) => {
    expect(dateRangeText(start, end)).toBe(range);
    expect(durationText(start, end)).toBe(weeks);
  });
});
