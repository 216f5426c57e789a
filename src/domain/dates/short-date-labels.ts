import { WEEKDAY_NAMES } from './calendar-names.ts';
import { partsOf } from './date-labels.ts';
import { weekdayOf } from './zoned.ts';

/** Sunday first, as Date#getDay and weekdayOf count. */
export const WEEKDAY_SHORT_NAMES = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;

export const MONTH_SHORT_NAMES = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

/** 'Jan' for 1 … 'Dec' for 12. */
export function monthShortName(month: number): string {
  const name = MONTH_SHORT_NAMES[month - 1];
  if (!name) throw new RangeError(`Not a month 1-12: ${month}`);
  return name;
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

/** 'Aug 15, 2025'. */
export function monthDayYearLabel(isoDate: string): string {
  const { year, month, day } = partsOf(isoDate);
  return `${MONTH_SHORT_NAMES[month - 1]} ${day}, ${year}`;
}
