import { normalizeHhMm } from '../dates/time-of-day.ts';
import type { ScheduleDay } from '../schedule/schedule.ts';
import { EID_NAMES, type EidKind } from '../schedule/settings.ts';
import { joinedDetails, jumuahTimesOf, type JumuahTime } from './jumuah-times.ts';
import { PRAYER_TIME_FIELDS, type DailyTimes, type PrayerTimesSource } from './types.ts';

/** One Eid prayer staff announced for the day. */
export interface EidTime {
  kind: EidKind;
  /** 'Eid al-Fitr prayer'. */
  title: string;
  time: string;
  /** Where, and the note staff added. */
  details?: string;
}

/** A masjid day as the feeds and the widget read it: the day's times, its Jumu'ahs and Eid prayers, and where they came from. */
export interface PrayerDay {
  date: string;
  times: DailyTimes;
  /** Empty on days without Jumu'ah. */
  jumuah: readonly JumuahTime[];
  /** Empty on days without an Eid prayer. */
  eid: readonly EidTime[];
  source: PrayerTimesSource;
}

/**
 * A day of the masjid's one schedule (src/domain/schedule: timetable, iqamah rules, overrides, khutbahs,
 * Eid) as the prayer-times feed and the widget read it. Every reader of the schedule outside the pages of
 * issue 13 goes through here: the server with loadSchedule(), the build with scheduleOf().
 */
export function prayerDayOf(day: ScheduleDay): PrayerDay {
  const times = Object.fromEntries(PRAYER_TIME_FIELDS.map((field) => [field, day[field]])) as DailyTimes;
  const jumuah = jumuahTimesOf(day.jumuah ?? []);
  const eid = day.eidPrayers.flatMap((prayer) =>
    prayer.times.flatMap((raw): EidTime[] => {
      const time = normalizeHhMm(raw);
      const details = joinedDetails([prayer.place, prayer.note]);
      const title = `${EID_NAMES[prayer.kind]} prayer`;
      return time ? [details ? { kind: prayer.kind, title, time, details } : { kind: prayer.kind, title, time }] : [];
    }),
  );
  return { date: day.date, times, jumuah, eid, source: day.source };
}
