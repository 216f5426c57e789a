import { monthName, monthShortName } from '../dates/calendar-names.ts';
import { hhMmTo12h, parseTimeOfDay } from '../dates/time-of-day.ts';
import { parseIsoDate } from '../dates/zoned.ts';
import type { DailyTimes, Prayer } from './types.ts';

/** Whether a stored record holds times: SPEC 3 treats a missing or '00:00' Fajr adhan as no data. */
export function hasPrayerData(record: { fajrAdhan?: string | null } | null | undefined): boolean {
  const minutes = parseTimeOfDay(record?.fajrAdhan ?? '');
  return minutes !== null && minutes !== 0;
}

export type MonthGroup<T> = { month: number; name: string; days: T[] };

/**
 * The yearly page's twelve month cards, January first, each with the days that have data (SPEC 2: a
 * Fajr adhan present and not '00:00') in date order. A month without such days has an empty list.
 */
export function groupByMonth<T extends { date: string; fajrAdhan?: string | null }>(
  records: readonly T[],
): MonthGroup<T>[] {
  const groups = Array.from({ length: 12 }, (_, index) => ({
    month: index + 1,
    name: monthName(index + 1),
    days: [] as T[],
  }));
  for (const record of records) {
    const date = parseIsoDate(record.date);
    if (!date || !hasPrayerData(record)) continue;
    groups[date.month - 1]?.days.push(record);
  }
  for (const group of groups) group.days.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
  return groups;
}

/** 'No prayer times available for January 2026' (SPEC 2). */
export function noPrayerTimesText(month: number, year: number): string {
  return `No prayer times available for ${monthName(month)} ${year}`;
}

/** 'Jan 5': the yearly table's Date column. */
export function shortDateLabel(isoDate: string): string {
  const date = parseIsoDate(isoDate);
  if (!date) throw new RangeError(`Not a date YYYY-MM-DD: ${isoDate}`);
  return `${monthShortName(date.month)} ${date.day}`;
}

/** '05:42' → '5:42 AM'; text that is not a time comes back trimmed and unchanged. */
export function displayTime(hhMm: string | null | undefined): string {
  return hhMmTo12h(hhMm ?? '');
}

export type NextPrayer = { prayer: Prayer; time: string };

const ORDER: readonly { prayer: Prayer; field: keyof DailyTimes }[] = [
  { prayer: 'fajr', field: 'fajrIqamah' },
  { prayer: 'dhuhr', field: 'dhuhrIqamah' },
  { prayer: 'asr', field: 'asrIqamah' },
  { prayer: 'maghrib', field: 'maghribIqamah' },
  { prayer: 'isha', field: 'ishaIqamah' },
];

/**
 * The prayer to highlight at `nowMinutes` (minutes since local midnight in the masjid's zone, see
 * minutesOfDayIn): the first whose iqamah has not passed, so a prayer stays highlighted from its adhan
 * until the congregation stands; the minute of the iqamah itself still counts. Sunrise is not a prayer.
 * After Isha's iqamah it returns null: the card shows today's times, and tomorrow's Fajr is a different
 * row that the caller may highlight instead. Jumu'ah on Fridays is not considered here.
 */
export function nextPrayer(today: DailyTimes, nowMinutes: number): NextPrayer | null {
  for (const { prayer, field } of ORDER) {
    const at = parseTimeOfDay(today[field]);
    if (at !== null && at >= nowMinutes) return { prayer, time: today[field] };
  }
  return null;
}
