import { normalizeHhMm } from '../dates/time-of-day.ts';
import { addDays, weekdayOf } from '../dates/zoned.ts';
import { prayerTimesFor, type PrayerConfig } from './calculated.ts';
import { PRAYER_TIME_FIELDS, type DailyPrayerTimes, type DailyTimes, type PrayerTimesSource } from './types.ts';

/** One Jumu'ah of a Friday: its time ('HH:MM') and, where the masjid gives them, language, khateeb or place. */
export interface JumuahTime {
  time: string;
  details?: string;
}

/** A masjid day as the feeds and the widget read it: the day's times, its Jumu'ahs and where they came from. */
export interface PrayerDay {
  date: string;
  times: DailyTimes;
  /** Empty on days without Jumu'ah. */
  jumuah: readonly JumuahTime[];
  source: PrayerTimesSource;
}

/** A stored day as the repository or the build snapshot gives it (columns may be null in old rows). */
export type StoredDay = { date: string } & Partial<Record<keyof DailyTimes, string | null>>;

/**
 * The schedule for each date from `from` to `to` inclusive: the uploaded timetable where it has the day,
 * the calculated (or SPEC 3's fixed) fallback elsewhere, and the configured Jumu'ah on Fridays, exactly
 * as GET /api/prayer-times answers for one day. Every reader of "the masjid's schedule" outside the
 * existing pages goes through this one function (the prayer-times feed, the embeddable widget), so the
 * schedule rules of issue 13 replace its body, not its callers.
 */
export function prayerDaysFor(
  from: string,
  to: string,
  stored: readonly StoredDay[],
  config: PrayerConfig,
): PrayerDay[] {
  const byDate = new Map(stored.map((day) => [day.date, day]));
  const jumuahTime = normalizeHhMm(config.prayer.jummaTime);
  const days: PrayerDay[] = [];
  for (let date = from; date <= to; date = addDays(date, 1)) {
    const record = prayerTimesFor(date, (byDate.get(date) as DailyPrayerTimes | undefined) ?? null, config);
    const times = Object.fromEntries(PRAYER_TIME_FIELDS.map((field) => [field, record[field]])) as DailyTimes;
    days.push({
      date,
      times,
      jumuah: weekdayOf(date) === 5 && jumuahTime ? [{ time: jumuahTime }] : [],
      source: record.source,
    });
  }
  return days;
}
