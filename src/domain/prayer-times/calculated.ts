import type { SiteConfig } from '../../config/site.ts';
import { formatHhMm, parseTimeOfDay } from '../dates/time-of-day.ts';
import { addDays, parseIsoDate } from '../dates/zoned.ts';
import { calculatedAdhans } from '../schedule/calculation.ts';
import type { DailyPrayerTimes } from './types.ts';

export type PrayerConfig = Pick<SiteConfig, 'timeZone' | 'geo' | 'prayer'>;

function requireDate(isoDate: string): { year: number; month: number; day: number } {
  const date = parseIsoDate(isoDate);
  if (!date) throw new RangeError(`Not a date YYYY-MM-DD: ${isoDate}`);
  return date;
}

function minutes(hhMm: string): number {
  return parseTimeOfDay(hhMm) ?? 0;
}

/**
 * The config file's calculated day for `isoDate` (the demo seed's timetable and the tests' fixtures): the
 * one schedule's adhan-js times (schedule/calculation.ts) with the config's method, madhab and
 * high-latitude rule, and each iqamah the adhan plus the config's offset, unrounded, kept before sunrise
 * for Fajr and before midnight for the rest, so a calculated day passes the same checks as an uploaded one.
 */
export function calculatedDay(isoDate: string, config: PrayerConfig): DailyPrayerTimes {
  requireDate(isoDate);
  const adhans = calculatedAdhans(isoDate, config, {
    enabled: true,
    method: config.prayer.calculationMethod,
    madhab: config.prayer.madhab,
    highLatitudeRule: 'recommended',
    adjustments: { fajr: 0, sunrise: 0, dhuhr: 0, asr: 0, maghrib: 0, isha: 0 },
  });
  const offsets = config.prayer.iqamahOffsets;
  const iqamah = (adhan: string, offset: number, latest: number): string =>
    formatHhMm(Math.max(minutes(adhan), Math.min(minutes(adhan) + offset, latest)));
  const { fajrAdhan, shouruq, dhuhrAdhan, asrAdhan, maghribAdhan, ishaAdhan } = adhans;
  return {
    date: isoDate,
    fajrAdhan,
    fajrIqamah: iqamah(fajrAdhan, offsets.fajr, minutes(shouruq) - 1),
    shouruq,
    dhuhrAdhan,
    dhuhrIqamah: iqamah(dhuhrAdhan, offsets.dhuhr, 23 * 60 + 59),
    asrAdhan,
    asrIqamah: iqamah(asrAdhan, offsets.asr, 23 * 60 + 59),
    maghribAdhan,
    maghribIqamah: iqamah(maghribAdhan, offsets.maghrib, 23 * 60 + 59),
    ishaAdhan,
    ishaIqamah: iqamah(ishaAdhan, offsets.isha, 23 * 60 + 59),
  };
}

/** Every day of `year`, calculated (the demo seed imports this through the CSV import code). */
export function calculatedYear(year: number, config: PrayerConfig): DailyPrayerTimes[] {
  const days: DailyPrayerTimes[] = [];
  const first = `${String(year).padStart(4, '0')}-01-01`;
  for (let date = first; date.startsWith(first.slice(0, 5)); date = addDays(date, 1)) {
    days.push(calculatedDay(date, config));
  }
  return days;
}

/** SPEC 3's built-in times from site config: the last resort when calculation is switched off. */
export function fixedFallbackDay(isoDate: string, config: PrayerConfig): DailyPrayerTimes {
  requireDate(isoDate);
  return { date: isoDate, ...config.prayer.fixedFallback };
}
