import { describe, expect, it } from 'vitest';
import { csvDownloadYears, listsCalculatedDays, nextYearOfferedFrom } from './schedule-years.ts';

describe('next year is offered from November 1', () => {
  it.each([
    [2026, '2026-11-01'],
    [2027, '2027-11-01'],
  ])('year %i: from %s', (year, from) => {
    expect(nextYearOfferedFrom(year)).toBe(from);
  });

  it.each([
    ['2026-01-01', [2026, 2025, 2024, 2023, 2022, 2021]],
    ['2026-10-31', [2026, 2025, 2024, 2023, 2022, 2021]],
    ['2026-11-01', [2027, 2026, 2025, 2024, 2023, 2022, 2021]],
    ['2026-11-26', [2027, 2026, 2025, 2024, 2023, 2022, 2021]],
    ['2026-12-31', [2027, 2026, 2025, 2024, 2023, 2022, 2021]],
    ['2027-01-01', [2027, 2026, 2025, 2024, 2023, 2022]],
  ])('CSV years on %s', (today, years) => {
    expect(csvDownloadYears(today)).toEqual(years);
  });

  it('refuses a day that is not a date', () => {
    expect(() => csvDownloadYears('2026-13-01')).toThrow(RangeError);
  });

  it.each([
    [2027, 2026, true],
    [2026, 2026, false],
    [2025, 2026, false],
    [2028, 2026, false],
  ])('year %i with %i the current year: calculated days listed %s', (year, current, expected) => {
    expect(listsCalculatedDays(year, current)).toBe(expected);
  });
});
