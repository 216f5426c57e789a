import { MONTH_NAMES, MONTH_SHORT_NAMES, WEEKDAY_NAMES, WEEKDAY_SHORT_NAMES } from './calendar-names.ts';
import { parseIsoDate, weekdayOf } from './zoned.ts';

/**
 * The labels of a calendar date every screen uses, in one place (a later language swaps them here). Fixed
 * English names rather than Intl's: the same text on the server, in every browser and on every ICU version.
 */

function partsOf(isoDate: string) {
  const date = parseIsoDate(isoDate);
  if (!date) throw new RangeError(`Not a date YYYY-MM-DD: ${isoDate}`);
  return date;
}

/** 'Thursday, November 26, 2026'. */
export function longDateLabel(isoDate: string): string {
  const { year, month, day } = partsOf(isoDate);
  return `${WEEKDAY_NAMES[weekdayOf(isoDate)]}, ${MONTH_NAMES[month - 1]} ${day}, ${year}`;
}

/** 'Thursday, Nov 26'. */
export function weekdayShortDateLabel(isoDate: string): string {
  const { month, day } = partsOf(isoDate);
  return `${WEEKDAY_NAMES[weekdayOf(isoDate)]}, ${MONTH_SHORT_NAMES[month - 1]} ${day}`;
}

/** 'Thu, Nov 26'. */
export function shortDateLabel(isoDate: string): string {
  const { month, day } = partsOf(isoDate);
  return `${WEEKDAY_SHORT_NAMES[weekdayOf(isoDate)]}, ${MONTH_SHORT_NAMES[month - 1]} ${day}`;
}
