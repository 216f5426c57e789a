import { site } from '../../config/site.ts';
import { buildSchedule, type ScheduleDay } from '../../domain/schedule/schedule.ts';
import { parsePrayerSettings } from '../../domain/schedule/settings-schema.ts';
import { defaultPrayerSettings, type IsoDate, type PrayerSettings } from '../../domain/schedule/settings.ts';
import type { Db } from '../db/client.ts';
import { readStoredPrayerSettings } from '../db/repositories/prayer-settings.ts';
import { listDaysBetween } from '../db/repositories/prayer-times.ts';

/**
 * The server's way to the one schedule (src/domain/schedule/schedule.ts): the stored settings (or the
 * config file's, before the first save) and the stored timetable, handed to buildSchedule(). Every API
 * answer with prayer times, and every build, reads through here.
 */

/** The settings from src/config/site.ts: what applies until staff save Prayer Settings. */
export const configPrayerSettings: PrayerSettings = defaultPrayerSettings(site);

/**
 * A stored document read leniently: a section missing from it (saved by an older version of the site) is
 * the config file's; one that no longer validates is logged and replaced by the config file's, so a bad
 * row can never take the prayer times down.
 */
export function settingsFromStored(stored: unknown): PrayerSettings {
  if (stored === null || typeof stored !== 'object') return configPrayerSettings;
  const merged = { ...configPrayerSettings, ...(stored as Record<string, unknown>) };
  const parsed = parsePrayerSettings(merged);
  if (parsed.ok) return parsed.settings;
  console.error(
    `[prayer-settings] the stored settings do not validate; using the config file's instead: ${parsed.error.issues
      .slice(0, 3)
      .map((issue) => `${issue.path.join('.')}: ${issue.message}`)
      .join('; ')}`,
  );
  return configPrayerSettings;
}

/** The settings in effect now. */
export async function currentPrayerSettings(db: Db): Promise<PrayerSettings> {
  const stored = await readStoredPrayerSettings(db);
  return stored ? settingsFromStored(stored.settings) : configPrayerSettings;
}

/** The schedule from `from` to `to` (inclusive), with the given settings or those in effect. */
export async function loadSchedule(db: Db, from: IsoDate, to: IsoDate, settings?: PrayerSettings): Promise<ScheduleDay[]> {
  const [timetable, effective] = await Promise.all([listDaysBetween(db, from, to), settings ?? currentPrayerSettings(db)]);
  return buildSchedule({ from, to, timetable, settings: effective, site });
}
