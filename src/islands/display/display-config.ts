import type { DisplaySettings } from '../../domain/display/settings.ts';
import type { PrayerConfig } from '../../domain/prayer-times/calculated.ts';

/** What the page gives the display island from src/config/site.ts (as props, so zod stays out of the bundle). */
export interface DisplayConfig {
  masjidName: string;
  /** The masjid's zone, place and prayer settings: the calculated fallback and every "today". */
  prayer: PrayerConfig;
  hijriDayOffset: number;
  /** Until the site answers (or when it never has): the config file's display settings. */
  defaults: DisplaySettings;
}
