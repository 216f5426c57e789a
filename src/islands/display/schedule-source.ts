import { addDays, parseIsoDate } from '../../domain/dates/zoned.ts';
import type { DisplayDay } from '../../domain/display/display-day.ts';
import { upcomingIqamahChanges, type IqamahChange } from '../../domain/display/notices.ts';
import { specialDayOf, type SpecialDay } from '../../domain/display/special-days.ts';
import { hijriDate, type HijriDate } from '../../domain/hijri/hijri.ts';

/**
 * THE one place the screen asks "the schedule for local date D" and "the notices for the coming days"
 * (issue 14). Days come from the years the screen last synced (GET /api/display/timetable/{year}: the
 * site's own resolution of every date, uploaded or calculated); a date outside them is calculated in the
 * browser with the masjid's settings (the same fallback the API uses), once that code has loaded.
 */
export type CalculateDay = (date: string) => DisplayDay;

export interface ScheduleSource {
  /** The day's times, or null until the calculation needed for it has loaded. */
  dayFor(date: string): DisplayDay | null;
  /** Iqamah changes from tomorrow to a week ahead of `today`. */
  noticesFor(today: string): IqamahChange[];
  /** Ramadan or Eid on `date`, if it is one. */
  specialFor(date: string): SpecialDay | null;
  hijriFor(date: string): HijriDate | null;
}

/** Memo entries a source keeps before starting over: a few days around today are all it is asked for. */
const MEMO_LIMIT = 64;

function memo<T>(compute: (key: string) => T): (key: string) => T {
  const values = new Map<string, T>();
  return (key) => {
    if (values.has(key)) return values.get(key)!;
    if (values.size >= MEMO_LIMIT) values.clear();
    const value = compute(key);
    values.set(key, value);
    return value;
  };
}

/**
 * A source over the synced years and (when loaded) the calculation. It is rebuilt whenever either changes,
 * so its small memos never outlive the data they were computed from.
 */
export function scheduleSource(
  years: ReadonlyMap<number, ReadonlyMap<string, DisplayDay>>,
  calculate: CalculateDay | null,
  hijriDayOffset: number,
): ScheduleSource {
  const dayFor = memo((date: string): DisplayDay | null => {
    const year = parseIsoDate(date)?.year;
    const synced = year === undefined ? undefined : years.get(year)?.get(date);
    if (synced) return synced;
    return calculate ? calculate(date) : null;
  });
  const hijriFor = memo((date: string): HijriDate | null => {
    try {
      return hijriDate(date, hijriDayOffset);
    } catch {
      return null;
    }
  });
  const noticesFor = memo((today: string) => upcomingIqamahChanges(today, dayFor));
  return {
    dayFor,
    hijriFor,
    noticesFor,
    specialFor(date) {
      const day = dayFor(date);
      return day ? specialDayOf(day, hijriFor(date)) : null;
    },
  };
}

/** The years the screen keeps: this one and the next (issue 14), and last year in early January (yesterday's Isha). */
export function yearsToKeep(today: string): number[] {
  const year = parseIsoDate(today)!.year;
  const weekAgo = parseIsoDate(addDays(today, -7))!.year;
  return [...new Set([weekAgo, year, year + 1])];
}
