import { site } from '../../config/site.ts';
import { addDays, isoDateIn } from '../../domain/dates/zoned.ts';
import { prayerTimesFor } from '../../domain/prayer-times/calculated.ts';
import type { PrayerTimeField, PrayerTimesRecord } from '../../domain/prayer-times/types.ts';
import { daysFingerprint, daysInRange, decodeDays, encodeDays, YEARLY_FIELDS } from '../../islands/prayer-times/compact-days.ts';
import { hijriText } from '../../islands/prayer-times/today.ts';
import type { TodayPrayerTimesProps } from '../../islands/prayer-times/today-shared.tsx';
import type { YearlyMonthsProps, YearlyScheduleProps } from '../../islands/prayer-times/yearly-schedule.tsx';

/** A day of the build's content snapshot (every uploaded day from Jan 1 of the year to Jan 31 next year). */
export type SnapshotDay = { date: string } & Partial<Record<PrayerTimeField, string | null>>;

/** Days before and after the build's date that the today islands carry: the HTML stays right for weeks. */
export const EMBED_DAYS_BEFORE = 1;
export const EMBED_DAYS_AFTER = 60;

/**
 * Props for the today island: the build's own masjid-zone date (what the static HTML shows, labelled
 * with that date) and the uploaded days from the day before it to 60 days after, so the browser can pick
 * its today without a network call. The days of that range without an uploaded record carry the build's
 * fallback (calculated, or the fixed times), so the browser calculates only for a day outside the range.
 */
export function todayIslandProps(
  days: readonly SnapshotDay[],
  now: Date = new Date(),
): TodayPrayerTimesProps {
  const buildDate = isoDateIn(site.timeZone, now);
  const from = addDays(buildDate, -EMBED_DAYS_BEFORE);
  const to = addDays(buildDate, EMBED_DAYS_AFTER);
  const uploaded = encodeDays(daysInRange(days, from, to));
  const covered = new Set(decodeDays(uploaded).map((day) => day.date));
  const fallback: PrayerTimesRecord[] = [];
  for (let date = from; date <= to; date = addDays(date, 1)) {
    if (!covered.has(date)) fallback.push(prayerTimesFor(date, null, site));
  }
  return {
    buildDate,
    buildHijri: hijriText(buildDate, site.hijriDayOffset),
    days: uploaded,
    fallbackDays: encodeDays(fallback),
    config: { timeZone: site.timeZone, geo: site.geo, prayer: site.prayer, hijriDayOffset: site.hijriDayOffset },
  };
}

export function masjidAddressLine(): string {
  const { street, city, region, postalCode } = site.address;
  return `${street}, ${city}, ${region} ${postalCode}`;
}

/**
 * The yearly page: the build's days of `year` in the yearly listing's columns (read back as the island
 * would read them) for the static month tables, and the island's props, which carry only their
 * fingerprint, not the days again.
 */
export function yearlyProps(
  days: readonly SnapshotDay[],
  year: number,
): { island: Omit<YearlyScheduleProps, 'children'>; months: YearlyMonthsProps } {
  const built = decodeDays(encodeDays(daysInRange(days, `${year}-01-01`, `${year}-12-31`), YEARLY_FIELDS), YEARLY_FIELDS);
  const masjidAddress = masjidAddressLine();
  return {
    island: {
      year,
      builtFingerprint: daysFingerprint(built, YEARLY_FIELDS),
      builtDays: built.length,
      timeZone: site.timeZone,
      jummaTime: site.prayer.jummaTime,
      masjidName: site.name,
      masjidAddress,
    },
    months: { year, days: built, today: null, jummaTime: site.prayer.jummaTime, masjidName: site.name, masjidAddress },
  };
}
