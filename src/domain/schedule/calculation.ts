import { CalculationMethod, Coordinates, HighLatitudeRule, Madhab, PrayerTimes } from 'adhan';
import { formatHhMm } from '../dates/time-of-day.ts';
import { offsetMsIn, parseIsoDate, zonedDateTimeIn } from '../dates/zoned.ts';
import type { CalculationSettings, ScheduleSite } from './settings.ts';

/** A calculated day's adhan times and sunrise, 'HH:MM' on the masjid's wall clock. */
export type CalculatedAdhans = {
  fajrAdhan: string;
  shouruq: string;
  dhuhrAdhan: string;
  asrAdhan: string;
  maghribAdhan: string;
  ishaAdhan: string;
};

function hhMmIn(timeZone: string, instant: Date): string {
  const { hour, minute } = zonedDateTimeIn(timeZone, instant);
  return formatHhMm(hour * 60 + minute);
}

/**
 * adhan-js's times for the masjid's calendar day `isoDate` with the staff's calculation settings (method,
 * madhab, high-latitude rule, per-time minute adjustments), read on the masjid's wall clock, so a DST day
 * comes out in the clock time people see that day.
 */
export function calculatedAdhans(isoDate: string, site: ScheduleSite, calculation: CalculationSettings): CalculatedAdhans {
  const date = parseIsoDate(isoDate);
  if (!date) throw new RangeError(`Not a date YYYY-MM-DD: ${isoDate}`);
  // adhan-js reads the day from the Date's host-local fields, so build it from host-local fields too;
  // noon stays clear of any midnight DST jump in the host's zone.
  const hostLocalDay = new Date(date.year, date.month - 1, date.day, 12);
  const coordinates = new Coordinates(site.geo.latitude, site.geo.longitude);
  const parameters = CalculationMethod[calculation.method]();
  parameters.madhab = calculation.madhab === 'hanafi' ? Madhab.Hanafi : Madhab.Shafi;
  // Far north the default rule can put summer Isha after midnight, which an 'HH:MM' day cannot hold.
  parameters.highLatitudeRule =
    calculation.highLatitudeRule === 'recommended' ? HighLatitudeRule.recommended(coordinates) : calculation.highLatitudeRule;
  parameters.adjustments = { ...calculation.adjustments };
  const times = new PrayerTimes(coordinates, hostLocalDay, parameters);
  // One offset serves the whole day unless the clocks change between Fajr and Isha (then ask Intl each time).
  const offset = offsetMsIn(site.timeZone, times.fajr);
  const steady = offset === offsetMsIn(site.timeZone, times.isha);
  const format = (instant: Date): string =>
    steady ? formatHhMm(Math.floor((instant.getTime() + offset) / 60_000) % 1440) : hhMmIn(site.timeZone, instant);
  return {
    fajrAdhan: format(times.fajr),
    shouruq: format(times.sunrise),
    dhuhrAdhan: format(times.dhuhr),
    asrAdhan: format(times.asr),
    maghribAdhan: format(times.maghrib),
    ishaAdhan: format(times.isha),
  };
}
