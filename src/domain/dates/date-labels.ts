import { MONTH_NAMES, WEEKDAY_NAMES } from './calendar-names.ts';
import { parseIsoDate, weekdayOf } from './zoned.ts';

/**
 * The labels of a calendar date every screen uses, here and in short-date-labels.ts (a later language
 * swaps them there; the short ones apart so the home page's islands do not carry them). Fixed
 * English names rather than Intl's: the same text on the server, in every browser and on every ICU version.
 */

export function partsOf(isoDate: string) {
  const date = parseIsoDate(isoDate);
  if (!date) throw new RangeError(`Not a date YYYY-MM-DD: ${isoDate}`);
  return date;
}

/** 'Thursday, November 26, 2026'. */
export function longDateLabel(isoDate: string): string {
  const { year, month, day } = partsOf(isoDate);
  return `${WEEKDAY_NAMES[weekdayOf(isoDate)]}, ${MONTH_NAMES[month - 1]} ${day}, ${year}`;
}
