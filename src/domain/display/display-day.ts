import { normalizeHhMm } from '../dates/time-of-day.ts';
import { parseIsoDate, weekdayOf } from '../dates/zoned.ts';
import { jumuahTimesOf } from '../prayer-times/jumuah-times.ts';
import { prayerDayOf, type EidTime, type PrayerDay } from '../prayer-times/prayer-days.ts';
import { dailyTimesOf, PRAYER_TIME_FIELDS, type DailyTimes, type PrayerTimesSource } from '../prayer-times/types.ts';
import type { ScheduleDay } from '../schedule/schedule.ts';

/** One Jumu'ah khutbah: its time ('HH:MM') and, where the masjid says, who gives it, in what language, where. */
export interface Khutbah {
  time: string;
  khateeb?: string;
  language?: string;
  place?: string;
}

/**
 * A day as the prayer-hall display needs it: the eleven times ('HH:MM' in the masjid's zone), where they
 * came from, and on Fridays the khutbahs (empty on other days).
 */
export type DisplayDay = DailyTimes & {
  date: string;
  source: PrayerTimesSource;
  jumuah: Khutbah[];
  /** The Eid prayers of the day, where the screen's schedule knows them (the timetable API does not send them). */
  eid?: readonly EidTime[];
};

/** A year's uploaded days as GET /api/display/timetable/{year} sends them (the screen calculates the others). */
export interface DisplayYear {
  year: number;
  days: DisplayDay[];
}

/**
 * The display's day from the one schedule's day (src/domain/schedule): its times, where they came from,
 * and on Fridays the khutbahs with the details staff gave (empty ones left out).
 */
export function displayDayOf(day: ScheduleDay): DisplayDay {
  const display = { date: day.date, source: day.source } as DisplayDay;
  for (const field of PRAYER_TIME_FIELDS) display[field] = day[field];
  display.jumuah = (day.jumuah ?? []).map(({ time, khateeb, language, place }) => ({
    time,
    ...(khateeb ? { khateeb } : {}),
    ...(language ? { language } : {}),
    ...(place ? { place } : {}),
  }));
  return display;
}

/** The screen's day as the one "next prayer" rule reads it: Jumu'ah only on a Friday, as the screen shows it. */
export function congregationDayOf(day: DisplayDay): PrayerDay {
  return {
    date: day.date,
    times: dailyTimesOf(day),
    jumuah: weekdayOf(day.date) === 5 ? jumuahTimesOf(day.jumuah) : [],
    eid: day.eid ?? [],
    source: day.source,
  };
}

/** The screen's day with its Eid prayers, for a client that has the whole schedule day. */
export function displayDayWithEidOf(day: ScheduleDay): DisplayDay {
  const display = displayDayOf(day);
  const { eid } = prayerDayOf(day);
  return eid.length ? { ...display, eid } : display;
}

const SOURCES: readonly PrayerTimesSource[] = ['uploaded', 'calculated', 'fixed'];

function readKhutbahs(raw: unknown): Khutbah[] {
  if (!Array.isArray(raw)) return [];
  const khutbahs: Khutbah[] = [];
  for (const item of raw) {
    if (typeof item !== 'object' || item === null) continue;
    const value = item as Record<string, unknown>;
    const time = typeof value['time'] === 'string' ? normalizeHhMm(value['time']) : null;
    if (!time) continue;
    const khutbah: Khutbah = { time };
    for (const key of ['khateeb', 'language', 'place'] as const) {
      const text = value[key];
      if (typeof text === 'string' && text.trim() !== '') khutbah[key] = text.trim();
    }
    khutbahs.push(khutbah);
  }
  return khutbahs.sort((a, b) => (a.time < b.time ? -1 : a.time > b.time ? 1 : 0));
}

/**
 * A day read back from the API or the screen's cache: null unless the date and every time are valid, so a
 * damaged or partial answer is left out and that day falls back to the calculation instead.
 */
export function readDisplayDay(raw: unknown): DisplayDay | null {
  if (typeof raw !== 'object' || raw === null) return null;
  const value = raw as Record<string, unknown>;
  const date = value['date'];
  if (typeof date !== 'string' || !parseIsoDate(date)) return null;
  const source = SOURCES.find((s) => s === value['source']) ?? 'uploaded';
  const day = { date, source, jumuah: readKhutbahs(value['jumuah']) } as DisplayDay;
  for (const field of PRAYER_TIME_FIELDS) {
    const time = typeof value[field] === 'string' ? normalizeHhMm(value[field]) : null;
    if (!time) return null;
    day[field] = time;
  }
  return day;
}

/**
 * A cached or fetched year: its valid days by date (empty for a year without uploads), or null for an
 * answer that is not a year at all (an error body), which must not replace what the screen has.
 */
export function readDisplayYear(raw: unknown): Map<string, DisplayDay> | null {
  const days = new Map<string, DisplayDay>();
  const list = typeof raw === 'object' && raw !== null ? (raw as Record<string, unknown>)['days'] : undefined;
  if (!Array.isArray(list)) return null;
  for (const item of list) {
    const day = readDisplayDay(item);
    if (day) days.set(day.date, day);
  }
  return days;
}
