import { MONTH_SHORT_NAMES, WEEKDAY_NAMES } from './calendar-names.ts';
import { partsOf } from './date-labels.ts';
import { weekdayOf } from './zoned.ts';

/** Sunday first, as Date#getDay and weekdayOf count. */
export const WEEKDAY_SHORT_NAMES = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;

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
