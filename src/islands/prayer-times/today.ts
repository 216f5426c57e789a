import { MONTH_NAMES } from '../../domain/dates/calendar-names.ts';
import { addDays, parseIsoDate, weekdayOf } from '../../domain/dates/zoned.ts';
import { hijriDate } from '../../domain/hijri/hijri.ts';
import { prayerTimesFor, type PrayerConfig } from '../../domain/prayer-times/calculated.ts';
import { nextPrayer, type NextPrayer } from '../../domain/prayer-times/schedule.ts';
import type {
  DailyPrayerTimes,
  DailyTimes,
  PrayerTimeField,
  PrayerTimesRecord,
} from '../../domain/prayer-times/types.ts';

/** What the today islands need from site config: passed as props so zod and the config stay out of the bundle. */
export type TodayConfig = PrayerConfig & { hijriDayOffset: number };

const WEEKDAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

/** 'Thursday, November 26, 2026' (fixed English names: the same text on the server and in every browser). */
export function longDateLabel(isoDate: string): string {
  const date = parseIsoDate(isoDate);
  if (!date) throw new RangeError(`Not a date YYYY-MM-DD: ${isoDate}`);
  return `${WEEKDAY_NAMES[weekdayOf(isoDate)]}, ${MONTH_NAMES[date.month - 1]} ${date.day}, ${date.year}`;
}

/** The Hijri text for the masjid's day, or null when this runtime cannot compute it. */
export function hijriText(isoDate: string, offsetDays: number): string | null {
  try {
    return hijriDate(isoDate, offsetDays).text;
  } catch {
    return null;
  }
}

export type TodayView = {
  date: string;
  dateLabel: string;
  hijri: string | null;
  times: PrayerTimesRecord;
  /** The prayer to highlight; null before the clock is known (static HTML) and after Isha's iqamah. */
  next: NextPrayer | null;
  /** After Isha's iqamah: tomorrow's Fajr iqamah, the next prayer (null otherwise). */
  tomorrowFajr: string | null;
};

/**
 * The times to show for the masjid's calendar day `date`: the server's answer for that very day when the
 * island has one (it carries staff changes made after the build), else the day embedded at build time,
 * else the calculated fallback (or SPEC 3's fixed times), exactly as the API would choose.
 */
export function todayView(
  date: string,
  embedded: ReadonlyMap<string, DailyPrayerTimes>,
  config: TodayConfig,
  nowMinutes: number | null,
  fromServer?: PrayerTimesRecord | null,
): TodayView {
  const times =
    fromServer && fromServer.date === date ? fromServer : prayerTimesFor(date, embedded.get(date) ?? null, config);
  const next = nowMinutes === null ? null : nextPrayer(times, nowMinutes);
  let tomorrowFajr: string | null = null;
  if (nowMinutes !== null && next === null) {
    const tomorrow = addDays(date, 1);
    tomorrowFajr = prayerTimesFor(tomorrow, embedded.get(tomorrow) ?? null, config).fajrIqamah;
  }
  return {
    date,
    dateLabel: longDateLabel(date),
    hijri: hijriText(date, config.hijriDayOffset),
    times,
    next,
    tomorrowFajr,
  };
}

export type TodayRow = {
  key: 'fajr' | 'sunrise' | 'dhuhr' | 'asr' | 'maghrib' | 'isha';
  name: string;
  /** Fajr shows its adhan and iqamah, Sunrise its one time, the others their iqamah (SPEC 2). */
  adhan?: PrayerTimeField;
  iqamah?: PrayerTimeField;
  time?: PrayerTimeField;
};

/** SPEC 2's six rows, in the day's order. */
export const TODAY_ROWS: readonly TodayRow[] = [
  { key: 'fajr', name: 'Fajr', adhan: 'fajrAdhan', iqamah: 'fajrIqamah' },
  { key: 'sunrise', name: 'Sunrise', time: 'shouruq' },
  { key: 'dhuhr', name: 'Dhuhr', iqamah: 'dhuhrIqamah' },
  { key: 'asr', name: 'Asr', iqamah: 'asrIqamah' },
  { key: 'maghrib', name: 'Maghrib', iqamah: 'maghribIqamah' },
  { key: 'isha', name: 'Isha', iqamah: 'ishaIqamah' },
];

export function timeOf(times: DailyTimes, field: PrayerTimeField | undefined): string {
  return field ? times[field] : '';
}
