import { parseIsoDate } from '../dates/zoned.ts';

/**
 * Which years the yearly schedule offers (issue 22). This year's page lists the masjid's uploaded
 * timetable (SPEC 2). Next year's has the uploaded days and, for every other day, the calculated
 * schedule with the saved rules, marked as calculated: families print next year's sheet in November
 * and December, often before the masjid has uploaded its timetable. It is linked, and its CSV offered to
 * staff, from November 1.
 */

/** The month from whose first day next year's schedule is offered. */
export const NEXT_YEAR_OFFERED_FROM_MONTH = 11;

/** The first masjid date (YYYY-MM-DD) on which `year`'s page and CSV offer the year after it. */
export function nextYearOfferedFrom(year: number): string {
  return `${String(year).padStart(4, '0')}-${String(NEXT_YEAR_OFFERED_FROM_MONTH).padStart(2, '0')}-01`;
}

/** Whether the yearly listing of `year` fills the days without an upload with calculated times. */
export function listsCalculatedDays(year: number, currentYear: number): boolean {
  return year === currentYear + 1;
}

/** Years a yearly CSV can be downloaded for, newest first: the current one and the previous five (SPEC 7). */
export const DOWNLOAD_YEARS_BACK = 5;

/**
 * The years whose yearly CSV staff can download on the masjid's `today`: this year and the previous
 * five (SPEC 7), and from November 1 the next year as well.
 */
export function csvDownloadYears(today: string): number[] {
  const date = parseIsoDate(today);
  if (!date) throw new RangeError(`Not a date YYYY-MM-DD: ${today}`);
  const back = Array.from({ length: DOWNLOAD_YEARS_BACK + 1 }, (_, i) => date.year - i);
  return today >= nextYearOfferedFrom(date.year) ? [date.year + 1, ...back] : back;
}
