import { site } from '../../config/site.ts';
import { addDays, isoDateIn } from '../../domain/dates/zoned.ts';
import type { PrayerTimeField } from '../../domain/prayer-times/types.ts';
import { daysInRange, encodeDays, YEARLY_FIELDS } from '../../islands/prayer-times/compact-days.ts';
import type { TodayPrayerTimesProps } from '../../islands/prayer-times/today-prayer-times.tsx';
import type { YearlyScheduleProps } from '../../islands/prayer-times/yearly-schedule.tsx';

/** A day of the build's content snapshot (every uploaded day from Jan 1 of the year to Jan 31 next year). */
export type SnapshotDay = { date: string } & Partial<Record<PrayerTimeField, string | null>>;

/** Days before and after the build's date that the today islands carry: the HTML stays right for weeks. */
export const EMBED_DAYS_BEFORE = 1;
export const EMBED_DAYS_AFTER = 60;

/**
 * Props for the today island: the build's own masjid-zone date (what the static HTML shows, labelled
 * with that date) and the uploaded days from the day before it to 60 days after, so the browser can pick
 * its today without a network call; days outside that or without a record are calculated in the browser.
 */
export function todayIslandProps(
  days: readonly SnapshotDay[],
  now: Date = new Date(),
): Omit<TodayPrayerTimesProps, 'compact'> {
  const buildDate = isoDateIn(site.timeZone, now);
  const embedded = daysInRange(days, addDays(buildDate, -EMBED_DAYS_BEFORE), addDays(buildDate, EMBED_DAYS_AFTER));
  return {
    buildDate,
    days: encodeDays(embedded),
    config: { timeZone: site.timeZone, geo: site.geo, prayer: site.prayer, hijriDayOffset: site.hijriDayOffset },
  };
}

export function masjidAddressLine(): string {
  const { street, city, region, postalCode } = site.address;
  return `${street}, ${city}, ${region} ${postalCode}`;
}

/** Props for the yearly island: the build's days of `year` in the yearly listing's columns. */
export function yearlyIslandProps(days: readonly SnapshotDay[], year: number): YearlyScheduleProps {
  return {
    year,
    days: encodeDays(daysInRange(days, `${year}-01-01`, `${year}-12-31`), YEARLY_FIELDS),
    timeZone: site.timeZone,
    jummaTime: site.prayer.jummaTime,
    masjidName: site.name,
    masjidAddress: masjidAddressLine(),
  };
}
