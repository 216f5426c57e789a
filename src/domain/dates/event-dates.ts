import { monthName } from './month-name.ts';
import { formatTime12h } from './time-of-day.ts';
import { isValidDate, toIsoDate, zonedDateTimeIn } from './zoned.ts';
import type { LocalDate } from './zoned.ts';

/** What an event's startDate or endDate can hold: an ISO string, a Date from the database, or nothing. */
export type EventDateValue = string | Date | null | undefined;

export type EventDateFields = {
  startDate?: EventDateValue;
  endDate?: EventDateValue;
  isPermanent?: boolean | null;
};

export type EventDateDisplay = {
  /** True when the event is marked permanent or has no usable start (SPEC 5). */
  isPermanent: boolean;
  /** 'March 5, 2026', or 'Permanent Event'. */
  date: string;
  /** '7:30 PM'; 'Time TBD' for a date given without a time; null for a permanent event. */
  time: string | null;
  /** The start's calendar date in the masjid's zone (for the calendar grid); null when permanent. */
  startIsoDate: string | null;
  /** 'Event ends: March 5, 2026 at 9:00 PM', or null when there is no valid end date. */
  endsText: string | null;
};

/**
 * The words of the date display in a page's language (issue 26): the catalogue's `events` messages and the
 * locale Intl formats with. Without them, SPEC's English. Kept to plain `{name}` placeholders: the event
 * islands load it, and home's JavaScript has no room for a message parser.
 */
export interface EventDateWords {
  locale: string;
  permanent: string;
  dateTbd: string;
  timeTbd: string;
  /** 'Event ends: {date}'. */
  ends: string;
  /** 'Event ends: {date} at {time}'. */
  endsAt: string;
}

/** `message` with each {name} replaced by params[name]. */
export function fillMessage(message: string, params: Readonly<Record<string, string | number>>): string {
  return message.replace(/\{(\w+)\}/g, (whole, name: string) => String(params[name] ?? whole));
}

/**
 * A wall-clock date and time (already the masjid's) through Intl in `locale`, formatted in UTC so no zone moves
 * it; Intl's narrow space before AM/PM becomes a plain one, as SPEC writes '7:30 PM'.
 */
function intlFormat(locale: string, options: Intl.DateTimeFormatOptions, { year, month, day }: LocalDate, hour = 12, minute = 0): string {
  return new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC', calendar: 'gregory' }).format(Date.UTC(year, month - 1, day, hour, minute)).replace(/\u202f/g, ' ');
}

export const DATE_TBD = 'Date TBD';
export const TIME_TBD = 'Time TBD';
export const PERMANENT_EVENT = 'Permanent Event';

/** SPEC 3 and 9: a date in 1970 or earlier means "no date set" (epoch-zero defaults in old data). */
const LAST_UNSET_YEAR = 1970;

type EventMoment = { date: LocalDate; time: { hour: number; minute: number } | null };

const ISO_LIKE =
  /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?\s*(Z|[+-]\d{2}(?::?\d{2})?)?)?$/i;

/**
 * The wall-clock date (and time, if one was given) of an event date in the masjid's zone, or null when
 * it is missing, 'null', not an ISO date, or in 1970 or earlier. A string with a zone (Z or +hh:mm) is an
 * instant; one without is already the masjid's wall time (what a datetime-local input sends); a bare
 * date has no time. Other formats are refused rather than left to the host's Date parser.
 */
function resolveEventMoment(value: EventDateValue, timeZone: string): EventMoment | null {
  let moment: EventMoment | null = null;
  if (value instanceof Date) {
    moment = Number.isNaN(value.getTime()) ? null : fromInstant(value, timeZone);
  } else if (typeof value === 'string') {
    moment = parseIsoLike(value.trim(), timeZone);
  }
  return moment && moment.date.year > LAST_UNSET_YEAR ? moment : null;
}

function fromInstant(instant: Date, timeZone: string): EventMoment {
  const { year, month, day, hour, minute } = zonedDateTimeIn(timeZone, instant);
  return { date: { year, month, day }, time: { hour, minute } };
}

function parseIsoLike(text: string, timeZone: string): EventMoment | null {
  const match = ISO_LIKE.exec(text);
  if (!match) return null;
  const [, y, mo, d, h, mi, s, zone] = match;
  const date = { year: Number(y), month: Number(mo), day: Number(d) };
  if (!isValidDate(date.year, date.month, date.day)) return null;
  if (h === undefined || mi === undefined) return { date, time: null };
  const hour = Number(h);
  const minute = Number(mi);
  const second = s === undefined ? 0 : Number(s);
  if (hour > 23 || minute > 59 || second > 59) return null;
  if (zone === undefined) return { date, time: { hour, minute } };
  const instant = new Date(0);
  instant.setUTCFullYear(date.year, date.month - 1, date.day);
  instant.setUTCHours(hour, minute, second, 0);
  return fromInstant(new Date(instant.getTime() - zoneOffsetMs(zone)), timeZone);
}

function zoneOffsetMs(zone: string): number {
  if (zone.toUpperCase() === 'Z') return 0;
  const sign = zone.startsWith('-') ? -1 : 1;
  const digits = zone.slice(1).replace(':', '');
  const hours = Number(digits.slice(0, 2));
  const minutes = digits.length > 2 ? Number(digits.slice(2)) : 0;
  return sign * (hours * 60 + minutes) * 60_000;
}

function formatDate(date: LocalDate, words?: EventDateWords): string {
  if (words) return intlFormat(words.locale, { year: 'numeric', month: 'long', day: 'numeric' }, date);
  return `${monthName(date.month)} ${date.day}, ${date.year}`;
}

/** True when the value counts as "no date set" (missing, 'null', invalid, or 1970 or earlier). */
export function isUnsetEventDate(value: EventDateValue, timeZone: string): boolean {
  return resolveEventMoment(value, timeZone) === null;
}

/** 'March 5, 2026' in the masjid's zone, or 'Date TBD'. */
export function formatEventDate(value: EventDateValue, timeZone: string, words?: EventDateWords): string {
  const moment = resolveEventMoment(value, timeZone);
  return moment ? formatDate(moment.date, words) : (words?.dateTbd ?? DATE_TBD);
}

/** '7:30 PM' in the masjid's zone, or 'Time TBD' (also for a date given without a time). */
export function formatEventTime(value: EventDateValue, timeZone: string, words?: EventDateWords): string {
  const moment = resolveEventMoment(value, timeZone);
  const time = moment?.time;
  if (!time) return words?.timeTbd ?? TIME_TBD;
  return words ? intlFormat(words.locale, { hour: 'numeric', minute: '2-digit' }, moment.date, time.hour, time.minute) : formatTime12h(time.hour, time.minute);
}

/** The value's calendar date in the masjid's zone as 'YYYY-MM-DD', or null when unset. */
export function eventIsoDate(value: EventDateValue, timeZone: string): string | null {
  const moment = resolveEventMoment(value, timeZone);
  return moment ? toIsoDate(moment.date) : null;
}

function showsAsPermanent(event: EventDateFields, timeZone: string): boolean {
  return event.isPermanent === true || isUnsetEventDate(event.startDate, timeZone);
}

/** Whether 'Event ends: …' should be shown: a dated (not permanent) event whose end date is set. */
export function hasValidEndDate(event: EventDateFields, timeZone: string): boolean {
  return !showsAsPermanent(event, timeZone) && !isUnsetEventDate(event.endDate, timeZone);
}

/** 'Event ends: March 5, 2026 at 9:00 PM'; without a time, 'Event ends: March 5, 2026'. */
export function eventEndsText(date: string, time: string | null): string {
  return time === null || time === TIME_TBD ? `Event ends: ${date}` : `Event ends: ${date} at ${time}`;
}

/** SPEC 5's date display for an event, in one place for every page, island and dialog. */
export function eventDateDisplay(event: EventDateFields, timeZone: string, words?: EventDateWords): EventDateDisplay {
  if (showsAsPermanent(event, timeZone)) {
    return { isPermanent: true, date: words?.permanent ?? PERMANENT_EVENT, time: null, startIsoDate: null, endsText: null };
  }
  const endsText = (date: string, time: string) =>
    words ? (time === words.timeTbd ? fillMessage(words.ends, { date }) : fillMessage(words.endsAt, { date, time })) : eventEndsText(date, time);
  return {
    isPermanent: false,
    date: formatEventDate(event.startDate, timeZone, words),
    time: formatEventTime(event.startDate, timeZone, words),
    startIsoDate: eventIsoDate(event.startDate, timeZone),
    endsText: hasValidEndDate(event, timeZone)
      ? endsText(formatEventDate(event.endDate, timeZone, words), formatEventTime(event.endDate, timeZone, words))
      : null,
  };
}
