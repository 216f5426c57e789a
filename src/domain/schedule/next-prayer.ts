import { parseTimeOfDay } from '../dates/time-of-day.ts';
import { parseIsoDate, zonedTimeToUtc } from '../dates/zoned.ts';
import type { PrayerDay } from '../prayer-times/prayer-days.ts';
import { congregationsOfDay } from './congregations.ts';

/**
 * THE rule for "the next prayer" (issue 23): the home card, the widget, the display and GET /api/prayer-times
 * all ask `nextCongregation` (the display adds its countdown's adhans and sunrise: display/day-moments.ts).
 * A day's congregations are its five iqamahs; on a day with Jumu'ah its khutbahs take Dhuhr's place; an Eid day adds its Eid prayers (congregationsOfDay). The next congregation is the first
 * whose minute has not ended: at 1:30:59 PM the 1:30 PM iqamah is still the one "now"; after the day's last
 * one it is the next day's first. Every moment is an instant built from the masjid's wall clock in its
 * zone, so a countdown across a DST change is the real time left.
 */

/** The rows a moment belongs to: a prayer, sunrise, the Jumu'ah (in Dhuhr's place) or an Eid prayer. */
export type MomentRow = 'fajr' | 'sunrise' | 'dhuhr' | 'jumuah' | 'asr' | 'maghrib' | 'isha' | 'eid';

export type MomentKind = 'adhan' | 'iqamah' | 'sunrise' | 'khutbah' | 'eid';

/** One moment of a masjid day: an adhan, an iqamah, sunrise, a Jumu'ah khutbah or an Eid prayer. */
export interface Moment {
  row: MomentRow;
  kind: MomentKind;
  /** 'fajr', 'dhuhr', 'jumuah-1', 'eid-2', …: which congregation (an adhan has its prayer's key). */
  key: string;
  /** 'Asr iqamah', "Jumu'ah (English)", 'Eid al-Fitr prayer'. */
  title: string;
  /** The masjid's calendar day it belongs to. */
  date: string;
  /** 'HH:MM' on that day's wall clock. */
  time: string;
  at: Date;
}

export interface NextCongregation extends Moment {
  /** Whole minutes from the start of the current minute to it (0 during its own minute), in real time. */
  inMinutes: number;
}

const MINUTE_MS = 60_000;

/** The instant the masjid's wall clock shows `time` ('HH:MM') on `date`; null for text that is not a time. */
export function instantOf(timeZone: string, date: string, time: string): Date | null {
  const day = parseIsoDate(date);
  const minutes = parseTimeOfDay(time);
  if (!day || minutes === null) return null;
  return zonedTimeToUtc(timeZone, { ...day, hour: Math.floor(minutes / 60), minute: minutes % 60, second: 0 });
}

// A screen asks about the same days every minute (the display: every second): their congregations are
// worked out once per day object.
const cache = new WeakMap<PrayerDay, { zone: string; moments: Moment[] }>();

/** The congregations of a day as moments, in time order: what the next congregation is chosen from. */
export function congregationsOf(day: PrayerDay, timeZone: string): Moment[] {
  let cached = cache.get(day);
  if (cached?.zone !== timeZone) {
    const moments = congregationsOfDay(day).flatMap(({ prayer, kind, index, title, time }): Moment[] => {
      const at = instantOf(timeZone, day.date, time);
      const key = kind === 'iqamah' ? prayer : `${kind}-${index}`;
      return at ? [{ row: prayer, kind: kind === 'jumuah' ? 'khutbah' : kind, key, title, date: day.date, time, at }] : [];
    });
    cache.set(day, (cached = { zone: timeZone, moments }));
  }
  return cached.moments;
}

/** The next congregation at `now` among `days` (the masjid's days around now in date order: today and tomorrow at least). */
export function nextCongregation(days: readonly PrayerDay[], timeZone: string, now: Date): NextCongregation | null {
  const nowMs = now.getTime();
  const minuteStart = nowMs - (nowMs % MINUTE_MS);
  for (const day of days)
    for (const moment of congregationsOf(day, timeZone)) {
      const atMs = moment.at.getTime();
      if (atMs + MINUTE_MS > nowMs) return { ...moment, inMinutes: Math.max(0, Math.round((atMs - minuteStart) / MINUTE_MS)) };
    }
  return null;
}
