import { displayDayOf } from '../../domain/display/display-day.ts';
import { prayerTimesFor, type PrayerConfig } from '../../domain/prayer-times/calculated.ts';
import type { CalculateDay } from './schedule-source.ts';

/**
 * The calculated fallback in the browser (adhan-js, loaded on its own): the same resolution the API gives
 * a date without an uploaded day, for dates the screen has not synced.
 */
export function calculatorFor(config: PrayerConfig): CalculateDay {
  return (date) => displayDayOf(prayerTimesFor(date, null, config), config.prayer.jummaTime);
}
