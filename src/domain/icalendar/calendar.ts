import { addDays, parseIsoDate, zonedTimeToUtc } from '../dates/zoned.ts';
import { contentLine, escapeText, serializeLines } from './content-lines.ts';
import { icalDate, icalDuration, icalLocalDateTime, icalUtcDateTime } from './date-values.ts';
import { vtimezone } from './vtimezone.ts';

/** A wall-clock time in the calendar's zone ('2026-03-08' and '06:15'), or a whole day. */
export type ICalMoment = { date: string; time: string } | { date: string; time?: undefined };

export interface ICalEvent {
  /** Stable across regenerations, so a changed event replaces the subscriber's copy instead of duplicating it. */
  uid: string;
  start: ICalMoment;
  /** Exclusive end of the same kind as `start`; a whole-day end is the day after the last day. */
  end?: ICalMoment;
  /** Used when there is no `end`: a timed event's length in minutes (a whole-day event lasts one day). */
  durationMinutes?: number;
  summary: string;
  description?: string;
  location?: string;
  geo?: { latitude: number; longitude: number };
  url?: string;
  categories?: readonly string[];
  /** TRANSPARENT: shows in the calendar without marking the subscriber busy. */
  transparent?: boolean;
  lastModified?: Date;
  /** Grows with every change (RFC 5545 3.8.7.4), so importing a newer copy updates the older one. */
  sequence?: number;
  /** A recurring event (issue 24): RRULE's value, and the dates whose occurrence is skipped (EXDATE, at the start's time). */
  recurrence?: { rrule: string; exdates?: readonly string[]; lastDate: string };
  /** One occurrence of a recurring event moved to `start` (RECURRENCE-ID: the date of the occurrence it replaces, at the series' time). */
  recurrenceId?: ICalMoment;
}

export interface ICalCalendar {
  /** PRODID: '-//Redwood City Masjid//Prayer times//EN'. */
  productId: string;
  name: string;
  description?: string;
  /** The IANA zone every timed event is written in. */
  timeZone: string;
  /** The page the calendar belongs to. */
  url?: string;
  /** How often subscribers should fetch again, in minutes (REFRESH-INTERVAL and X-PUBLISHED-TTL). */
  refreshMinutes?: number;
  /** DTSTAMP of every event: when this copy was produced. */
  stamp: Date;
  events: readonly ICalEvent[];
}

const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;

function splitMoment(
  moment: ICalMoment,
): { year: number; month: number; day: number; hour: number; minute: number } | null {
  const date = parseIsoDate(moment.date);
  if (!date) throw new RangeError(`Not a date YYYY-MM-DD: ${moment.date}`);
  if (moment.time === undefined) return null;
  const time = TIME.exec(moment.time);
  if (!time) throw new RangeError(`Not a time HH:MM: ${moment.time}`);
  return { ...date, hour: Number(time[1]), minute: Number(time[2]) };
}

/** The instant a moment starts at in `timeZone` (a whole day: its midnight). */
export function momentInstant(moment: ICalMoment, timeZone: string): Date {
  const local = splitMoment(moment) ?? { ...parseIsoDate(moment.date)!, hour: 0, minute: 0 };
  return zonedTimeToUtc(timeZone, { ...local, second: 0 });
}

function momentLine(name: 'DTSTART' | 'DTEND' | 'RECURRENCE-ID' | 'EXDATE', moment: ICalMoment, timeZone: string): string {
  const local = splitMoment(moment);
  if (!local) return contentLine(name, icalDate(moment.date), { VALUE: 'DATE' });
  return contentLine(name, icalLocalDateTime({ ...local, second: 0 }), { TZID: timeZone });
}

function eventLines(event: ICalEvent, calendar: ICalCalendar): string[] {
  const timed = event.start.time !== undefined;
  if (event.end && (event.end.time !== undefined) !== timed) {
    throw new RangeError(`Event ${event.uid}: start and end must both be timed or both be whole days`);
  }
  const lines = [
    'BEGIN:VEVENT',
    contentLine('UID', escapeText(event.uid)),
    contentLine('DTSTAMP', icalUtcDateTime(calendar.stamp)),
    momentLine('DTSTART', event.start, calendar.timeZone),
  ];
  if (event.recurrenceId) lines.push(momentLine('RECURRENCE-ID', event.recurrenceId, calendar.timeZone));
  if (event.end) lines.push(momentLine('DTEND', event.end, calendar.timeZone));
  else if (!timed) lines.push(momentLine('DTEND', { date: addDays(event.start.date, 1) }, calendar.timeZone));
  else if (event.durationMinutes) lines.push(contentLine('DURATION', icalDuration(event.durationMinutes)));
  if (event.recurrence) {
    lines.push(contentLine('RRULE', event.recurrence.rrule));
    for (const date of event.recurrence.exdates ?? []) lines.push(momentLine('EXDATE', { date, ...(event.start.time ? { time: event.start.time } : {}) }, calendar.timeZone));
  }
  lines.push(contentLine('SUMMARY', escapeText(event.summary)));
  if (event.description) lines.push(contentLine('DESCRIPTION', escapeText(event.description)));
  if (event.location) lines.push(contentLine('LOCATION', escapeText(event.location)));
  if (event.geo) lines.push(contentLine('GEO', `${event.geo.latitude.toFixed(6)};${event.geo.longitude.toFixed(6)}`));
  if (event.url) lines.push(contentLine('URL', event.url, { VALUE: 'URI' }));
  if (event.categories?.length) lines.push(contentLine('CATEGORIES', event.categories.map(escapeText).join(',')));
  lines.push('CLASS:PUBLIC', 'STATUS:CONFIRMED', `TRANSP:${event.transparent ? 'TRANSPARENT' : 'OPAQUE'}`);
  if (event.lastModified) lines.push(contentLine('LAST-MODIFIED', icalUtcDateTime(event.lastModified)));
  if (event.sequence !== undefined)
    lines.push(contentLine('SEQUENCE', String(Math.max(0, Math.floor(event.sequence)))));
  lines.push('END:VEVENT');
  return lines;
}

/**
 * The whole calendar as RFC 5545 text (CRLF lines, folded at 75 octets). Timed events are written in the
 * calendar's zone with a VTIMEZONE covering all of them, which also keeps an empty calendar valid (a
 * VCALENDAR must hold at least one component). RFC 7986's NAME, DESCRIPTION, URL and REFRESH-INTERVAL
 * are doubled with the X-WR-* and X-PUBLISHED-TTL properties Google, Apple and Outlook read.
 */
export function serializeCalendar(calendar: ICalCalendar): string {
  const instants = calendar.events.flatMap((event) => {
    const start = momentInstant(event.start, calendar.timeZone).getTime();
    const end = event.end ? momentInstant(event.end, calendar.timeZone).getTime() : start + 2 * 86_400_000;
    // The VTIMEZONE must cover every occurrence of a recurring event, to its last day.
    if (event.recurrence) return [start, end, momentInstant({ date: addDays(event.recurrence.lastDate, 1) }, calendar.timeZone).getTime()];
    return [start, end];
  });
  const from = new Date(Math.min(calendar.stamp.getTime(), ...instants));
  const to = new Date(Math.max(calendar.stamp.getTime(), ...instants));

  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    contentLine('PRODID', escapeText(calendar.productId)),
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    contentLine('NAME', escapeText(calendar.name)),
    contentLine('X-WR-CALNAME', escapeText(calendar.name)),
  ];
  if (calendar.description) {
    lines.push(contentLine('DESCRIPTION', escapeText(calendar.description)));
    lines.push(contentLine('X-WR-CALDESC', escapeText(calendar.description)));
  }
  if (calendar.url) lines.push(contentLine('URL', calendar.url, { VALUE: 'URI' }));
  lines.push(contentLine('X-WR-TIMEZONE', escapeText(calendar.timeZone)));
  if (calendar.refreshMinutes) {
    const duration = icalDuration(calendar.refreshMinutes);
    lines.push(contentLine('REFRESH-INTERVAL', duration, { VALUE: 'DURATION' }));
    lines.push(contentLine('X-PUBLISHED-TTL', duration));
  }
  lines.push(...vtimezone(calendar.timeZone, from, to));
  for (const event of calendar.events) lines.push(...eventLines(event, calendar));
  lines.push('END:VCALENDAR');
  return serializeLines(lines);
}

/** The HTTP Content-Type of a calendar (RFC 5545 8.1). */
export const CALENDAR_CONTENT_TYPE = 'text/calendar; charset=utf-8';
