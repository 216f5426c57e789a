import { CalculationMethod, Coordinates, HighLatitudeRule, Madhab, PrayerTimes } from 'adhan';
import type { SiteConfig } from '../../config/site.ts';
import { formatHhMm, parseTimeOfDay } from '../dates/time-of-day.ts';
import { addDays, parseIsoDate, zonedDateTimeIn } from '../dates/zoned.ts';
import { hasPrayerData } from './display-time.ts';
import { dailyTimesOf, type DailyPrayerTimes, type PrayerTimesRecord, type PrayerTimesSource } from './types.ts';

export type PrayerConfig = Pick<SiteConfig, 'timeZone' | 'geo' | 'prayer'>;

function hhMmIn(timeZone: string, instant: Date): string {
  const { hour, minute } = zonedDateTimeIn(timeZone, instant);
  return formatHhMm(hour * 60 + minute);
}

function requireDate(isoDate: string): { year: number; month: number; day: number } {
  const date = parseIsoDate(isoDate);
  if (!date) throw new RangeError(`Not a date YYYY-MM-DD: ${isoDate}`);
  return date;
}

function minutes(hhMm: string): number {
  return parseTimeOfDay(hhMm) ?? 0;
}

/**
 * adhan-js's times for the masjid's calendar day `isoDate`, as 'HH:MM' in the masjid's zone. Iqamah is
 * adhan plus the configured offset, unrounded (adhan-js already rounds to the nearest minute), kept
 * before sunrise for Fajr and before midnight for the rest so a calculated day always passes the same
 * checks as an uploaded one.
 */
export function calculatedDay(isoDate: string, config: PrayerConfig): DailyPrayerTimes {
  const { year, month, day } = requireDate(isoDate);
  // adhan-js reads the day from the Date's host-local fields, so build it from host-local fields too;
  // noon stays clear of any midnight DST jump in the host's zone.
  const hostLocalDay = new Date(year, month - 1, day, 12);
  const coordinates = new Coordinates(config.geo.latitude, config.geo.longitude);
  const parameters = CalculationMethod[config.prayer.calculationMethod]();
  parameters.madhab = config.prayer.madhab === 'hanafi' ? Madhab.Hanafi : Madhab.Shafi;
  // Far north the default rule can put summer Isha after midnight, which an 'HH:MM' day cannot hold.
  parameters.highLatitudeRule = HighLatitudeRule.recommended(coordinates);
  const times = new PrayerTimes(coordinates, hostLocalDay, parameters);
  const format = (instant: Date): string => hhMmIn(config.timeZone, instant);
  const offsets = config.prayer.iqamahOffsets;

  const fajrAdhan = format(times.fajr);
  const shouruq = format(times.sunrise);
  const iqamah = (adhan: string, offset: number, latest: number): string =>
    formatHhMm(Math.max(minutes(adhan), Math.min(minutes(adhan) + offset, latest)));

  const dhuhrAdhan = format(times.dhuhr);
  const asrAdhan = format(times.asr);
  const maghribAdhan = format(times.maghrib);
  const ishaAdhan = format(times.isha);
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

/**
 * The times to show for the masjid's calendar day `isoDate`: the uploaded record when it has data,
 * otherwise the calculated day (or SPEC 3's fixed times when calculateFallback is off), marked with
 * its source, with Jumu'ah from config.
 */
export function prayerTimesFor(
  isoDate: string,
  record: DailyPrayerTimes | null | undefined,
  config: PrayerConfig,
): PrayerTimesRecord {
  const { year, month, day } = requireDate(isoDate);
  let source: PrayerTimesSource;
  let times: DailyPrayerTimes;
  if (record && hasPrayerData(record)) {
    source = 'uploaded';
    times = record;
  } else if (config.prayer.calculateFallback) {
    source = 'calculated';
    times = calculatedDay(isoDate, config);
  } else {
    source = 'fixed';
    times = fixedFallbackDay(isoDate, config);
  }
  return {
    date: isoDate,
    year,
    month,
    day,
    ...dailyTimesOf(times),
    jumma: config.prayer.jummaTime,
    source,
  };
}
