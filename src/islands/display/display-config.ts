import type { DisplaySettings } from '../../domain/display/settings.ts';
import type { PrayerSettings, ScheduleSite } from '../../domain/schedule/settings.ts';
import type { DisplayLanguage } from './display-words.ts';

/** What the page gives the display island from src/config/site.ts (as props, so zod stays out of the bundle). */
export interface DisplayConfig {
  masjidName: string;
  /** The masjid's zone, place and standard times: every "today" and the schedule's calculated days. */
  site: ScheduleSite;
  /** Until the site answers (or when it never has): the prayer settings the pages were built with. */
  prayerSettings: PrayerSettings;
  /** Until the site answers (or when it never has): the config file's display settings. */
  defaults: DisplaySettings;
  /** Every enabled language's messages for the screen (issue 26), by code; the default language's is always there. */
  languages: Readonly<Record<string, DisplayLanguage>>;
  defaultLanguage: string;
}
