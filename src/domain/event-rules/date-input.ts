import { isValidDate, zonedDateTimeIn, zonedTimeToUtc } from '../dates/zoned.ts';

/**
 * Dates as staff send them (event start and end, announcement expiry), turned into instants:
 * - an ISO 8601 timestamp with a zone ('2026-03-08T18:30:00.000Z', '…-08:00') is that instant;
 * - a wall-clock time without a zone ('2026-03-08T18:30', what a datetime-local input sends) is read in
 *   the masjid's time zone, never the server's;
 * - a bare date ('2026-03-08') is the masjid's midnight of that day;
 * - nothing, '', or the string 'null' means no date, and so does any date in 1970 or earlier (SPEC 3, 9).
 * Anything else is refused rather than left to the host's Date parser.
 */
export type DateInput = { ok: true; value: Date | null } | { ok: false };

/** SPEC 3 and 9: a date in 1970 or earlier counts as unset. */
export const LAST_UNSET_YEAR = 1970;

const ISO_LIKE =
  /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?\s*(Z|[+-]\d{2}(?::?\d{2})?)?)?$/i;

export function parseDateInput(value: unknown, timeZone: string): DateInput {
  if (value === undefined || value === null) return { ok: true, value: null };
  if (typeof value !== 'string') return { ok: false };
  const text = value.trim();
  if (text === '' || text.toLowerCase() === 'null') return { ok: true, value: null };
  const match = ISO_LIKE.exec(text);
  if (!match) return { ok: false };
  const [, y, mo, d, h, mi, s, fraction, zone] = match;
  const year = Number(y);
  const month = Number(mo);
  const day = Number(d);
  if (!isValidDate(year, month, day)) return { ok: false };
  const hour = h === undefined ? 0 : Number(h);
  const minute = mi === undefined ? 0 : Number(mi);
  const second = s === undefined ? 0 : Number(s);
  if (hour > 23 || minute > 59 || second > 59) return { ok: false };

  let instant: Date;
  if (zone === undefined) {
    instant = zonedTimeToUtc(timeZone, { year, month, day, hour, minute, second });
  } else {
    const utc = new Date(0);
    utc.setUTCFullYear(year, month - 1, day);
    const ms = fraction === undefined ? 0 : Number(fraction.slice(0, 3).padEnd(3, '0'));
    utc.setUTCHours(hour, minute, second, ms);
    const offset = zoneOffsetMinutes(zone);
    if (offset === null) return { ok: false };
    instant = new Date(utc.getTime() - offset * 60_000);
  }
  if (Number.isNaN(instant.getTime())) return { ok: false };
  return { ok: true, value: zonedDateTimeIn(timeZone, instant).year <= LAST_UNSET_YEAR ? null : instant };
}

function zoneOffsetMinutes(zone: string): number | null {
  if (zone.toUpperCase() === 'Z') return 0;
  const sign = zone.startsWith('-') ? -1 : 1;
  const digits = zone.slice(1).replace(':', '');
  const hours = Number(digits.slice(0, 2));
  const minutes = digits.length > 2 ? Number(digits.slice(2)) : 0;
  if (hours > 14 || minutes > 59) return null;
  return sign * (hours * 60 + minutes);
}

/** 'YYYY-MM-DDTHH:MM' on the masjid's wall clock: the value a datetime-local input shows for `instant`. */
export function toDateTimeLocal(instant: Date | string | null | undefined, timeZone: string): string {
  if (instant === null || instant === undefined) return '';
  const date = typeof instant === 'string' ? new Date(instant) : instant;
  if (Number.isNaN(date.getTime())) return '';
  const local = zonedDateTimeIn(timeZone, date);
  if (local.year <= LAST_UNSET_YEAR) return '';
  const pad = (n: number, width = 2) => String(n).padStart(width, '0');
  return `${pad(local.year, 4)}-${pad(local.month)}-${pad(local.day)}T${pad(local.hour)}:${pad(local.minute)}`;
}
