import { addDays, parseIsoDate } from '../../domain/dates/zoned.ts';
import type { MinutesOfDay } from '../../domain/dates/time-of-day.ts';
import { displayDayWithEidOf, type DisplayDay } from '../../domain/display/display-day.ts';
import type { HijriDate } from '../../domain/hijri/hijri.ts';
import { upcomingChanges, type ScheduleChange } from '../../domain/schedule/changes.ts';
import { eidPrayersShownOn, ramadanCardShows, ramadanOnOrAfter } from '../../domain/schedule/ramadan.ts';
import { hijriAt, scheduleDay, type ScheduleDay } from '../../domain/schedule/schedule.ts';
import type { EidPrayer, PrayerSettings, ScheduleSite } from '../../domain/schedule/settings.ts';

/**
 * THE one place the screen asks "the schedule for local date D", the notices for the coming days, Ramadan,
 * the Eid prayers and the Hijri date (issue 14). Every answer comes from the one schedule
 * (src/domain/schedule, issue 13) with the prayer settings the screen last synced: the uploaded days of the
 * years it synced (GET /api/display/timetable/{year}) and, for the other dates, the settings' calculation.
 */
export interface ScheduleSource {
  /** The day's times and (Fridays) khutbahs; null only for a date the schedule cannot give. */
  dayFor(date: string): DisplayDay | null;
  /** Iqamah and Jumu'ah changes from tomorrow to a week ahead of `today` (the schedule's upcomingChanges). */
  noticesFor(today: string): ScheduleChange[];
  /** Ramadan under way on `date` (from the eve of the first fast), or expected within the days the site announces it. */
  ramadanFor(date: string): RamadanPanel | null;
  /** The Eid prayers staff announced, from two weeks before until their day ends. */
  eidPrayersFor(date: string): EidPrayer[];
  /** The Hijri date at `minutes` past the masjid's midnight on `date` (turning at Maghrib when the settings say so). */
  hijriAt(date: string, minutes: MinutesOfDay): HijriDate | null;
}

export type RamadanPanel =
  | { kind: 'ahead'; hijriYear: number; firstDay: string }
  | {
      kind: 'under way';
      hijriYear: number;
      /** n on the nth fast; null on the eve of the first. */
      fast: number | null;
      /** The night that begins this evening is one of the last ten. */
      lastTenNights: boolean;
      /** 'HH:MM' on fast days (the settings' minutes before the Fajr adhan). */
      suhoorEnds: string | null;
      iftar: string | null;
      /** 'HH:MM' on nights of Ramadan when the settings list Taraweeh. */
      taraweeh: string | null;
    };

/** Memo entries a source keeps before starting over: a few weeks around today are all it is asked for. */
const MEMO_LIMIT = 64;

function memo<T>(compute: (key: string) => T): (key: string) => T {
  const values = new Map<string, T>();
  return (key) => {
    if (values.has(key)) return values.get(key)!;
    if (values.size >= MEMO_LIMIT) values.clear();
    const value = compute(key);
    values.set(key, value);
    return value;
  };
}

/**
 * A source over the synced years and prayer settings. It is rebuilt whenever either changes, so its small
 * memos never outlive the data they were computed from.
 *
 * The synced days are the server's schedule of the uploaded days with the same settings; scheduling them
 * again here changes nothing (their iqamahs are what the settings give) and adds what the screen needs
 * besides the times: the Hijri date, Ramadan, the Eid prayers and the khutbahs in effect.
 */
export function scheduleSource(
  years: ReadonlyMap<number, ReadonlyMap<string, DisplayDay>>,
  settings: PrayerSettings,
  site: ScheduleSite,
): ScheduleSource {
  const scheduleFor = memo((date: string): ScheduleDay | null => {
    const year = parseIsoDate(date)?.year;
    if (year === undefined) return null;
    try {
      return scheduleDay(date, years.get(year)?.get(date), settings, site);
    } catch {
      return null;
    }
  });
  const dayFor = memo((date: string): DisplayDay | null => {
    const day = scheduleFor(date);
    return day ? displayDayWithEidOf(day) : null;
  });
  const noticesFor = memo((today: string): ScheduleChange[] => {
    const days: ScheduleDay[] = [];
    // upcomingChanges compares a Friday in the coming week with the one before it: from a week back.
    for (let offset = -7; offset <= 7; offset++) {
      const day = scheduleFor(addDays(today, offset));
      if (day) days.push(day);
    }
    return upcomingChanges(days, today);
  });
  const ramadanFor = memo((date: string): RamadanPanel | null => {
    const period = ramadanOnOrAfter(date, settings.hijri.offsetDays);
    if (!period) return null;
    if (date >= period.firstNight && date <= period.lastDay) {
      const ramadan = scheduleFor(date)?.ramadan;
      if (!ramadan) return null;
      return {
        kind: 'under way',
        hijriYear: period.hijriYear,
        fast: ramadan.day,
        lastTenNights: ramadan.lastTenNights,
        suhoorEnds: ramadan.suhoorEnds,
        iftar: ramadan.iftar,
        taraweeh: ramadan.taraweeh,
      };
    }
    return ramadanCardShows(period, date)
      ? { kind: 'ahead', hijriYear: period.hijriYear, firstDay: period.firstDay }
      : null;
  });
  return {
    dayFor,
    noticesFor,
    ramadanFor,
    eidPrayersFor: (date) => eidPrayersShownOn(settings, date),
    hijriAt(date, minutes) {
      const day = scheduleFor(date);
      return day ? hijriAt(day, minutes) : null;
    },
  };
}

/** The years the screen keeps: this one and the next (issue 14), and last year in early January (yesterday's Isha). */
export function yearsToKeep(today: string): number[] {
  const year = parseIsoDate(today)!.year;
  const weekAgo = parseIsoDate(addDays(today, -7))!.year;
  return [...new Set([weekAgo, year, year + 1])];
}
