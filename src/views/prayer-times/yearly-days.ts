import type { YearlyRow } from '../../domain/schedule/yearly-listing.ts';
import type { PrayerTimeField } from '../../domain/prayer-times/types.ts';
import { encodeDays, type DayLike, type DayOf } from './compact-days.ts';

/**
 * The yearly page's days: its columns and the fingerprint that tells its island whether the API's answer
 * changes the tables. Apart from compact-days.ts, whose decoding the home page loads with the page (issue 17).
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

/**
 * A row of the yearly table: the listing's times, and when they apply the day's marks from the schedule
 * (src/domain/schedule/yearly-listing.ts): the iqamahs (or Jumu'ah) that change that day, a clock change,
 * an Eid prayer, a calculated day (next year's).
 */
export type YearlyDay = DayOf<YearlyField> & Pick<YearlyRow, 'changes' | 'dst' | 'eid' | 'calculated'>;

/**
 * A short fingerprint of the days as encodeDays writes them (cyrb53), so an island can tell whether an
 * API answer differs from the build's days without carrying those days in its props.
 */
export function daysFingerprint<F extends PrayerTimeField>(days: readonly DayLike[], fields: readonly F[]): string {
  return cyrb53(encodeDays(days, fields));
}

/**
 * The yearly page's fingerprint: its times, and which days are calculated (an upload of next year's
 * timetable with the calculated times themselves changes no time, but every mark).
 */
export function yearlyFingerprint(days: readonly YearlyDay[]): string {
  const calculated = days.filter((day) => day.calculated).map((day) => day.date);
  const times = encodeDays(days, YEARLY_FIELDS);
  return cyrb53(calculated.length === 0 ? times : `${times}|${calculated.join(',')}`);
}

function cyrb53(text: string): string {
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
