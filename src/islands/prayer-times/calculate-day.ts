import type { PrayerTimesRecord } from '../../domain/prayer-times/types.ts';
import { scheduleDay } from '../../domain/schedule/schedule.ts';
import { defaultPrayerSettings } from '../../domain/schedule/settings.ts';
import type { TodayConfig } from '../../views/prayer-times/today.ts';

export { hijriText } from '../../views/prayer-times/hijri-text.ts';

/**
 * A day the build did not embed, from the one schedule with the page's settings (the config file's when the
 * page carries none). Loaded by the today islands on demand: it brings adhan-js with it.
 */
export function calculateDay(date: string, _record: null, config: TodayConfig): PrayerTimesRecord {
  return scheduleDay(date, null, config.settings ?? defaultPrayerSettings(config), config);
}
