import { normalizeHhMm, parseTimeOfDay } from '../dates/time-of-day.ts';
import { parseIsoDate, zonedTimeToUtc } from '../dates/zoned.ts';
import { ALL_PRAYERS, dayCongregations, type Congregation } from '../prayer-times/prayer-calendar.ts';
import type { PrayerDay } from '../prayer-times/prayer-days.ts';
import { ADHAN_FIELD } from '../prayer-times/types.ts';

/**
 * THE rule for "the next prayer" (issue 23): the home card, the widget, the display and GET /api/prayer-times
 * all ask `whatIsNext`. A day's congregations are its five iqamahs; on a day with Jumu'ah its khutbahs take
 * Dhuhr's place; an Eid day adds its Eid prayers (dayCongregations). The next congregation is the first
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

export interface WhatIsNext {
  /** The congregation every surface marks as next; null when no day given has one still to come. */
  congregation: NextCongregation | null;
  /**
   * The display's countdown: the first adhan, iqamah, sunrise or khutbah after this very instant (the
   * display counts to the second, so a moment is over when it arrives). Eid prayers are not counted down.
   */
  countdown: Moment | null;
}

const MINUTE_MS = 60_000;

/** The instant the masjid's wall clock shows `time` ('HH:MM') on `date`; null for text that is not a time. */
export function instantOf(timeZone: string, date: string, time: string): Date | null {
  const day = parseIsoDate(date);
  const minutes = parseTimeOfDay(time);
  if (!day || minutes === null) return null;
  return zonedTimeToUtc(timeZone, { ...day, hour: Math.floor(minutes / 60), minute: minutes % 60, second: 0 });
}

function congregationMoment(day: PrayerDay, congregation: Congregation, timeZone: string): Moment | null {
  const at = instantOf(timeZone, day.date, congregation.time);
  if (!at) return null;
  const { prayer, kind, index, title, time } = congregation;
  const special = kind === 'jumuah' || kind === 'eid';
  return {
    row: prayer,
    kind: kind === 'jumuah' ? 'khutbah' : kind === 'eid' ? 'eid' : 'iqamah',
    key: special ? `${kind}-${index}` : prayer,
    title,
    date: day.date,
    time,
    at,
  };
}

function computeMoments(day: PrayerDay, timeZone: string): Moment[] {
  const moments: Moment[] = [];
  const add = (row: MomentRow, kind: MomentKind, title: string, raw: string) => {
    const time = normalizeHhMm(raw);
    const at = time && instantOf(timeZone, day.date, time);
    if (time && at) moments.push({ row, kind, key: row, title, date: day.date, time, at });
  };
  add('sunrise', 'sunrise', 'Sunrise', day.times.shouruq);
  const jumuah = day.jumuah.length > 0;
  for (const [prayer, field] of Object.entries(ADHAN_FIELD) as [keyof typeof ADHAN_FIELD, string][]) {
    // On a Jumu'ah day the khutbah is the midday moment: Dhuhr's adhan is not counted down.
    if (prayer === 'dhuhr' && jumuah) continue;
    add(prayer, 'adhan', `${prayer[0]!.toUpperCase()}${prayer.slice(1)} adhan`, day.times[field as keyof PrayerDay['times']]);
  }
  moments.push(...congregationsOf(day, timeZone));
  // An adhan at its iqamah's minute comes first: the countdown goes adhan, then iqamah.
  const order = (m: Moment) => (m.kind === 'adhan' ? 0 : 1);
  return moments.sort((a, b) => a.at.getTime() - b.at.getTime() || order(a) - order(b));
}

// A screen asks about the same days every second: their moments are worked out once per day object.
const cache = new WeakMap<PrayerDay, { timeZone: string; moments: Moment[] }>();
const congregationCache = new WeakMap<PrayerDay, { timeZone: string; moments: Moment[] }>();

/** The day's moments in time order: adhans, sunrise, iqamahs (Jumu'ah khutbahs in Dhuhr's place), Eid prayers. */
export function momentsOf(day: PrayerDay, timeZone: string): Moment[] {
  const cached = cache.get(day);
  if (cached && cached.timeZone === timeZone) return cached.moments;
  const moments = computeMoments(day, timeZone);
  cache.set(day, { timeZone, moments });
  return moments;
}

const isCongregation = (moment: Moment) => moment.kind !== 'adhan' && moment.kind !== 'sunrise';

/** The congregations of a day, in time order: what the next congregation is chosen from. */
export function congregationsOf(day: PrayerDay, timeZone: string): Moment[] {
  const cached = congregationCache.get(day);
  if (cached && cached.timeZone === timeZone) return cached.moments;
  const moments = dayCongregations(day, ALL_PRAYERS).flatMap((c) => congregationMoment(day, c, timeZone) ?? []);
  congregationCache.set(day, { timeZone, moments });
  return moments;
}

function firstCongregation(moments: Iterable<Moment>, now: Date): NextCongregation | null {
  const nowMs = now.getTime();
  for (const moment of moments) {
    const atMs = moment.at.getTime();
    if (!isCongregation(moment) || atMs + MINUTE_MS <= nowMs) continue;
    const minuteStart = Math.floor(nowMs / MINUTE_MS) * MINUTE_MS;
    return { ...moment, inMinutes: Math.max(0, Math.round((atMs - minuteStart) / MINUTE_MS)) };
  }
  return null;
}

/** The next congregation at `now` among `days` (the masjid's days around now in date order: today and tomorrow at least). */
export function nextCongregation(days: readonly PrayerDay[], timeZone: string, now: Date): NextCongregation | null {
  return firstCongregation(
    days.flatMap((day) => congregationsOf(day, timeZone)),
    now,
  );
}

/**
 * What the display needs at `now` among `days` (yesterday, today and tomorrow): the next congregation, by
 * the same rule as nextCongregation, and the moment its countdown counts to.
 */
export function whatIsNext(days: readonly PrayerDay[], timeZone: string, now: Date): WhatIsNext {
  const moments = days.flatMap((day) => momentsOf(day, timeZone));
  const countdown = moments.find((moment) => moment.kind !== 'eid' && moment.at.getTime() > now.getTime()) ?? null;
  return { congregation: firstCongregation(moments, now), countdown };
}
