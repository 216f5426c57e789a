import { MONTH_NAMES } from './calendar-names.ts';

// Apart from calendar-names.ts, which the home page's islands load: only other screens name a month by number.
/** 'January' for 1 … 'December' for 12. */
export function monthName(month: number): string {
  const name = MONTH_NAMES[month - 1];
  if (!name) throw new RangeError(`Not a month 1-12: ${month}`);
  return name;
}
