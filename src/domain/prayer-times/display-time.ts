import { hhMmTo12h, parseTimeOfDay } from '../dates/time-of-day.ts';
import type { DailyTimes, Prayer } from './types.ts';

/** Whether a stored record holds times: SPEC 3 treats a missing or '00:00' Fajr adhan as no data. */
export function hasPrayerData(record: { fajrAdhan?: string | null } | null | undefined): boolean {
  const minutes = parseTimeOfDay(record?.fajrAdhan ?? '');
  return minutes !== null && minutes !== 0;
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
