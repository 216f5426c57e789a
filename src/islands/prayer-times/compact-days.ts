import { normalizeHhMm } from '../../domain/dates/time-of-day.ts';
import { isValidIsoDate } from '../../domain/dates/zoned.ts';
import { hasPrayerData } from '../../domain/prayer-times/schedule.ts';
import type { YearlyRow } from '../../domain/schedule/yearly-listing.ts';
import { PRAYER_TIME_FIELDS, type DailyPrayerTimes, type PrayerTimeField } from '../../domain/prayer-times/types.ts';

/**
 * The days an island carries in its props, as one short string instead of an array of objects (Astro
 * serializes every value of an island's props with a type tag, so 62 objects of 12 keys cost ~4x more).
 *
 * One day per entry, entries joined by ';', each 'YYYY-MM-DD' followed by its times as 'HHMM' in the
 * order of `fields'`: '2026-11-26 0542 0602 0655 …'. Only days with data (SPEC 3: a Fajr adhan present
 * and not '00:00') are written; a day that does not decode is dropped, never shown half-read.
 */

/** The yearly listing's columns (SPEC 3: the times the yearly page reads), in table order. */
export const YEARLY_FIELDS = [
  'fajrAdhan',
  'fajrIqamah',
  'shouruq',
  'dhuhrIqamah',
  'asrIqamah',
  'maghribIqamah',
  'ishaIqamah',
] as const satisfies readonly PrayerTimeField[];

export type YearlyField = (typeof YEARLY_FIELDS)[number];

export type DayOf<F extends PrayerTimeField> = { date: string } & Record<F, string>;

/**
 * A row of the yearly table: the listing's times, and when they apply the day's marks from the schedule
 * (src/domain/schedule/yearly-listing.ts): the iqamahs (or Jumu'ah) that change that day, a clock change,
 * an Eid prayer.
 */
export type YearlyDay = DayOf<YearlyField> & Pick<YearlyRow, 'changes' | 'dst' | 'eid'>;

type DayLike = { date: string } & Partial<Record<PrayerTimeField, string | null>>;

function encodeTime(value: string | null | undefined): string | null {
  const normalized = normalizeHhMm(value ?? '');
  return normalized === null ? null : normalized.replace(':', '');
}

export function encodeDays<F extends PrayerTimeField>(
  days: readonly DayLike[],
  fields: readonly F[] = PRAYER_TIME_FIELDS as unknown as readonly F[],
): string {
  const entries: string[] = [];
  for (const day of days) {
    if (!isValidIsoDate(day.date) || !hasPrayerData(day)) continue;
    const times = fields.map((field) => encodeTime(day[field]));
    if (times.some((time) => time === null)) continue;
    entries.push([day.date, ...times].join(' '));
  }
  return entries.join(';');
}

export function decodeDays<F extends PrayerTimeField>(
  text: string,
  fields: readonly F[] = PRAYER_TIME_FIELDS as unknown as readonly F[],
): DayOf<F>[] {
  const days: DayOf<F>[] = [];
  for (const entry of text.split(';')) {
    const [date, ...times] = entry.trim().split(' ');
    if (!date || !isValidIsoDate(date) || times.length !== fields.length) continue;
    const day = { date } as DayOf<F>;
    let ok = true;
    fields.forEach((field, index) => {
      const match = /^(\d{2})(\d{2})$/.exec(times[index] ?? '');
      const value = match ? normalizeHhMm(`${match[1]}:${match[2]}`) : null;
      if (value === null) ok = false;
      else (day as Record<string, string>)[field] = value;
    });
    if (ok && hasPrayerData(day as { fajrAdhan?: string })) days.push(day);
  }
  return days;
}

/** Full daily records by date, for picking today's row in the browser. */
export function decodeDailyTable(text: string): Map<string, DailyPrayerTimes> {
  return new Map(decodeDays(text).map((day) => [day.date, day]));
}

/** The days from `from` to `to` inclusive (ISO dates compare as strings). */
export function daysInRange<T extends { date: string }>(days: readonly T[], from: string, to: string): T[] {
  return days.filter((day) => day.date >= from && day.date <= to);
}

/**
 * A short fingerprint of the days as encodeDays writes them (cyrb53), so an island can tell whether an
 * API answer differs from the build's days without carrying those days in its props.
 */
export function daysFingerprint<F extends PrayerTimeField>(
  days: readonly DayLike[],
  fields: readonly F[] = PRAYER_TIME_FIELDS as unknown as readonly F[],
): string {
  const text = encodeDays(days, fields);
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ code, 2654435761);
    h2 = Math.imul(h2 ^ code, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36);
}
