import { addDays, parseIsoDate, weekdayOf, zonedTimeToUtc } from './zoned.ts';

/**
 * A masjid day's bounds as instants, and the analytics week's first day. Apart from zoned.ts, which the
 * home page's islands load, because only the server, the admin and the calendar need them.
 */

const MS_PER_MINUTE = 60_000;

/**
 * The first instant of the local calendar day `isoDate` in `timeZone`. On DST change days the day is
 * 23 or 25 hours long, so day boundaries must come from here, never from adding 24 hours.
 */
export function startOfLocalDayUtc(timeZone: string, isoDate: string): Date {
  const date = parseIsoDate(isoDate);
  if (!date) throw new RangeError(`Not a date YYYY-MM-DD: ${isoDate}`);
  return zonedTimeToUtc(timeZone, { ...date, hour: 0, minute: 0, second: 0 });
}

/** Length of the local day in `timeZone`, in minutes (1380 or 1500 on DST change days). */
export function localDayLengthMinutes(timeZone: string, isoDate: string): number {
  const start = startOfLocalDayUtc(timeZone, isoDate).getTime();
  const end = startOfLocalDayUtc(timeZone, addDays(isoDate, 1)).getTime();
  return (end - start) / MS_PER_MINUTE;
}

/** The Sunday on or before `isoDate` (the date itself when it is a Sunday): the analytics week start. */
export function mostRecentSunday(isoDate: string): string {
  return addDays(isoDate, -weekdayOf(isoDate));
}
