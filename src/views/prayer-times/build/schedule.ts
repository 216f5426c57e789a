import { site } from '../../../config/site.ts';
import { isoDateIn } from '../../../domain/dates/zoned.ts';
import { buildSchedule, type ScheduleDay, type TimetableDay } from '../../../domain/schedule/schedule.ts';
import type { PrayerSettings } from '../../../domain/schedule/settings.ts';
import type { ScheduleReader } from '../schedule-extras.ts';

/**
 * The build's one way into the schedule: the content snapshot with the masjid's place from src/config.
 * Build-only (pages and their .astro components): the view files islands load take site values as
 * arguments instead (ADR 015).
 */

/** The build content the schedule needs (getBuildContent()'s prayerTimes and prayerSettings). */
export type ScheduleContent = { prayerTimes: readonly TimetableDay[]; prayerSettings: PrayerSettings };

/** The masjid's calendar date at `now`: what the build's pages show as today. */
export function buildDateOf(now: Date = new Date()): string {
  return isoDateIn(site.timeZone, now);
}

export function scheduleOf(content: ScheduleContent, from: string, to: string): ScheduleDay[] {
  return buildSchedule({ from, to, timetable: content.prayerTimes, settings: content.prayerSettings, site });
}

/** The content as the pure views read it (schedule-extras.ts, ramadan-timetable.ts). */
export function scheduleReader(content: ScheduleContent): ScheduleReader {
  return { settings: content.prayerSettings, between: (from, to) => scheduleOf(content, from, to) };
}
