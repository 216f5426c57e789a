import { eventDateDisplay, type EventDateValue } from '../dates/event-dates.ts';
import { addDays, isoDateIn } from '../dates/zoned.ts';
import { startOfLocalDayUtc } from '../dates/local-day.ts';
import { momentInstant, type ICalCalendar, type ICalEvent, type ICalMoment } from '../icalendar/calendar.ts';
import { zonedIsoDateTime } from './json-ld.ts';
import type { Meeting } from '../programs/program.ts';
import { categoryLabel, registrationNotice, type PublicEventItem } from './types.ts';

/** /calendar.ics keeps events that ended up to this many days ago (issue 16), so last week's stay visible. */
export const PAST_EVENT_DAYS = 30;

/** Subscribers fetch again after a day (REFRESH-INTERVAL, X-PUBLISHED-TTL). */
export const FEED_REFRESH_MINUTES = 24 * 60;

/** An event as the calendars read it: the public fields plus the bookkeeping times when known. */
export type CalendarEventSource = PublicEventItem & { createdAt?: EventDateValue; updatedAt?: EventDateValue };

/**
 * The words the events feed writes itself, in the feed's language (issue 26: /calendar.ics?lang=tr); staff's
 * titles, descriptions and places stay as written. Without them, English (ENGLISH_FEED_WORDS).
 */
export interface EventFeedWords {
  /** 'EN', 'TR': the language of the texts, as PRODID ends. */
  language: string;
  /** 'Classes, gatherings and programs at {masjid}.' with the name filled in, and the calendar's name. */
  calendarName: (masjid: string) => string;
  calendarDescription: (masjid: string) => string;
  /** 'Details: https://…' */
  details: (url: string) => string;
  /** An event saved without a title. */
  untitled: string;
  /** 'Community' for 'community'. */
  category: (category: string) => string;
  /** The registration notice, or null when the event needs none. */
  registration: (event: Pick<PublicEventItem, 'registrationRequired' | 'maxAttendees'>) => string | null;
  /** A page of the site in the feed's language: '/calendar' → '/tr/calendar'. */
  path: (path: string) => string;
  /** Programs' weekly meetings (issue 24): their category, and how a meeting reads ('Sundays after Asr'). */
  program?: string;
  meeting?: (meeting: Pick<Meeting, 'days' | 'start' | 'endTime' | 'durationMinutes'>) => string;
}

export const ENGLISH_FEED_WORDS: EventFeedWords = {
  language: 'EN',
  calendarName: (masjid) => `${masjid} events`,
  calendarDescription: (masjid) => `Classes, gatherings and programs at ${masjid}.`,
  details: (url) => `Details: ${url}`,
  untitled: 'Event',
  category: categoryLabel,
  registration: registrationNotice,
  path: (path) => path,
};

/** What the feeds say about the masjid, from site config. */
export interface FeedSite {
  name: string;
  /** The site's origin, 'https://masjid.example.org'. */
  url: string;
  timeZone: string;
  /** 'Street, City, Region PostalCode'. */
  addressLine: string;
  /** Length of an event saved without an end. */
  eventMinutes: number;
  /** The feed's language (issue 26); English when absent. */
  words?: EventFeedWords;
}

function wordsOf(site: Pick<FeedSite, 'words'>): EventFeedWords {
  return site.words ?? ENGLISH_FEED_WORDS;
}

/** UIDs end in the site's host name, so they are unique across every calendar a subscriber has. */
export function uidDomain(site: Pick<FeedSite, 'url'>): string {
  return new URL(site.url).hostname;
}

/** The event's page (in the feed's language): the calendar opens its detail dialog from the `event` parameter. */
export function eventPageUrl(site: Pick<FeedSite, 'url' | 'words'>, id: number): string {
  return new URL(wordsOf(site).path(`/calendar?event=${id}`), site.url).href;
}

const ZONED = /^(\d{4}-\d{2}-\d{2})(?:T(\d{2}:\d{2}))?/;

/** The event date as a calendar moment in the masjid's zone (a whole day when no time was given), or null when unset. */
function momentOf(value: EventDateValue, timeZone: string): ICalMoment | null {
  const text = zonedIsoDateTime(value, timeZone);
  const match = text ? ZONED.exec(text) : null;
  if (!match) return null;
  return match[2] ? { date: match[1]!, time: match[2] } : { date: match[1]! };
}

function instantOf(value: EventDateValue): Date | null {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value;
  if (typeof value !== 'string') return null;
  const instant = new Date(value);
  return Number.isNaN(instant.getTime()) ? null : instant;
}

/** Where the event is: its room or place at the masjid, then the masjid and its address (as the JSON-LD says). */
function locationOf(event: CalendarEventSource, site: FeedSite): string {
  const place = event.location?.trim();
  return [place, site.name, site.addressLine].filter(Boolean).join(', ');
}

function descriptionOf(event: CalendarEventSource, url: string, words: EventFeedWords): string {
  const notice = words.registration(event);
  return [event.description.trim(), notice, words.details(url)].filter(Boolean).join('\n\n');
}

/**
 * One dated event as a calendar entry, or null for a permanent event or one without a usable start
 * (SPEC 5's rules, the same as the site's date display). Its UID is the event's id, so an edit replaces
 * the subscriber's copy. Without a valid end after its start, a timed event lasts `eventMinutes` and a
 * whole-day event one day. SEQUENCE counts the seconds between creation and the last edit, which grows
 * with every edit, so re-importing the single-event file updates the earlier copy.
 */
export function eventToICal(event: CalendarEventSource, site: FeedSite): ICalEvent | null {
  const display = eventDateDisplay(event, site.timeZone);
  if (display.isPermanent) return null;
  const start = momentOf(event.startDate, site.timeZone);
  if (!start) return null;
  let end: ICalMoment | undefined;
  const rawEnd = display.endsText ? momentOf(event.endDate, site.timeZone) : null;
  if (rawEnd && start.time === undefined) {
    // A whole-day event ends after its last day (DTEND is exclusive).
    const lastDay = rawEnd.date >= start.date ? rawEnd.date : start.date;
    end = { date: addDays(lastDay, 1) };
  } else if (
    rawEnd &&
    rawEnd.time !== undefined &&
    momentInstant(rawEnd, site.timeZone) > momentInstant(start, site.timeZone)
  ) {
    end = rawEnd;
  }
  const url = eventPageUrl(site, event.id);
  const words = wordsOf(site);
  const created = instantOf(event.createdAt);
  const updated = instantOf(event.updatedAt);
  return {
    uid: `event-${event.id}@${uidDomain(site)}`,
    start,
    ...(end ? { end } : start.time !== undefined ? { durationMinutes: site.eventMinutes } : {}),
    summary: event.title.trim() || words.untitled,
    description: descriptionOf(event, url, words),
    location: locationOf(event, site),
    url,
    categories: [words.category(event.category)],
    ...(updated ? { lastModified: updated } : {}),
    ...(created && updated
      ? { sequence: Math.max(0, Math.floor((updated.getTime() - created.getTime()) / 1000)) }
      : {}),
  };
}

/**
 * /calendar.ics's entries: every dated event that has not ended before the masjid-zone day
 * PAST_EVENT_DAYS ago, earliest first; permanent events are left out.
 */
export function eventsFeedEntries(events: readonly CalendarEventSource[], site: FeedSite, now: Date): ICalEvent[] {
  const cutoff = startOfLocalDayUtc(site.timeZone, addDays(isoDateIn(site.timeZone, now), -PAST_EVENT_DAYS)).getTime();
  const entries: Array<{ entry: ICalEvent; starts: number }> = [];
  for (const event of events) {
    const entry = eventToICal(event, site);
    if (!entry) continue;
    const starts = momentInstant(entry.start, site.timeZone).getTime();
    const ends = entry.end
      ? momentInstant(entry.end, site.timeZone).getTime()
      : entry.start.time === undefined
        ? startOfLocalDayUtc(site.timeZone, addDays(entry.start.date, 1)).getTime()
        : starts + (entry.durationMinutes ?? 0) * 60_000;
    if (ends > cutoff) entries.push({ entry, starts });
  }
  return entries.sort((a, b) => a.starts - b.starts).map(({ entry }) => entry);
}

/** /calendar.ics: the masjid's events for subscribers. */
export function eventsCalendar(events: readonly CalendarEventSource[], site: FeedSite, now: Date): ICalCalendar {
  const words = wordsOf(site);
  return {
    productId: `-//${site.name}//Events//${words.language}`,
    name: words.calendarName(site.name),
    description: words.calendarDescription(site.name),
    timeZone: site.timeZone,
    url: new URL(words.path('/calendar'), site.url).href,
    refreshMinutes: FEED_REFRESH_MINUTES,
    stamp: now,
    events: eventsFeedEntries(events, site, now),
  };
}

/** The event dialog's "Add to calendar" file: the one event, or null when it has no date. */
export function singleEventCalendar(event: CalendarEventSource, site: FeedSite, now: Date): ICalCalendar | null {
  const entry = eventToICal(event, site);
  if (!entry) return null;
  const words = wordsOf(site);
  return {
    productId: `-//${site.name}//Events//${words.language}`,
    name: event.title.trim() || words.untitled,
    timeZone: site.timeZone,
    stamp: now,
    events: [entry],
  };
}

/** 'family-night.ics': a download name from the title, in plain ASCII; 'event-12.ics' when nothing is left. */
export function eventFileName(event: Pick<PublicEventItem, 'id' | 'title'>): string {
  const slug = event.title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  return `${slug || `event-${event.id}`}.ics`;
}
