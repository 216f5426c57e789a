import { normalizeHhMm } from '../../domain/dates/time-of-day.ts';
import { isValidIsoDate } from '../../domain/dates/zoned.ts';
import { hasPrayerData } from '../../domain/prayer-times/display-time.ts';
import { PRAYER_TIME_FIELDS, type DailyPrayerTimes, type PrayerTimeField } from '../../domain/prayer-times/types.ts';

/**
 * The days an island carries in its props, as one short string instead of an array of objects (Astro
 * serializes every value of an island's props with a type tag, so 62 objects of 12 keys cost ~4x more).
 *
 * One day per entry, entries joined by ';', each 'YYYY-MM-DD' followed by its times as 'HHMM' in the
 * order of `fields'`: '2026-11-26 0542 0602 0655 …'. Only days with data (SPEC 3: a Fajr adhan present
 * and not '00:00') are written; a day that does not decode is dropped, never shown half-read.
 */

export type DayOf<F extends PrayerTimeField> = { date: string } & Record<F, string>;

export type DayLike = { date: string } & Partial<Record<PrayerTimeField, string | null>>;

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
