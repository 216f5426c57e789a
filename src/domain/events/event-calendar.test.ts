import { describe, expect, it } from 'vitest';
import { parseCalendar } from '../../../tests/support/icalendar.ts';
import { serializeCalendar } from '../icalendar/calendar.ts';
import {
  eventFileName,
  eventsCalendar,
  eventsFeedEntries,
  eventToICal,
  singleEventCalendar,
  type CalendarEventSource,
  type FeedSite,
} from './event-calendar.ts';

const site: FeedSite = {
  name: 'Redwood City Masjid',
  url: 'https://masjid.example.org',
  timeZone: 'America/Los_Angeles',
  addressLine: '100 Hazel Ave, Redwood City, CA 94061',
  eventMinutes: 60,
};

let nextId = 1;
const event = (overrides: Partial<CalendarEventSource> = {}): CalendarEventSource => ({
  id: nextId++,
  title: 'Family night',
  description: 'Dinner and a talk',
  startDate: '2026-12-05T03:30:00.000Z',
  endDate: null,
  category: 'community',
  isPermanent: false,
  location: 'Main hall',
  ...overrides,
});

const NOW = new Date('2026-11-23T20:00:00Z'); // Monday, November 23, 12:00 PM in Redwood City

describe('eventToICal', () => {
  it('writes a dated event in the masjid zone with its page, place, category and a stable UID', () => {
    const entry = eventToICal(
      event({
        id: 12,
        createdAt: '2026-11-01T10:00:00.000Z',
        updatedAt: '2026-11-01T10:05:00.000Z',
        registrationRequired: true,
        maxAttendees: 40,
      }),
      site,
    );
    expect(entry).toEqual({
      uid: 'event-12@masjid.example.org',
      start: { date: '2026-12-04', time: '19:30' },
      durationMinutes: 60,
      summary: 'Family night',
      description:
        'Dinner and a talk\n\nRegistration required. Limited to 40 attendees.\n\nDetails: https://masjid.example.org/calendar?event=12',
      location: 'Main hall, Redwood City Masjid, 100 Hazel Ave, Redwood City, CA 94061',
      url: 'https://masjid.example.org/calendar?event=12',
      categories: ['Community'],
      lastModified: new Date('2026-11-01T10:05:00.000Z'),
      sequence: 300,
    });
  });

  it.each([
    ['permanent', { isPermanent: true }],
    ['no start', { startDate: null }],
    ["the string 'null'", { startDate: 'null' }],
    ['a 1970 start', { startDate: '1970-01-01T00:00:00.000Z' }],
    ['an unreadable start', { startDate: 'next Friday' }],
  ])('leaves out an event with %s', (_name, overrides) => {
    expect(eventToICal(event(overrides as Partial<CalendarEventSource>), site)).toBeNull();
  });

  it.each([
    ['an end after the start', '2026-12-05T06:00:00.000Z', { end: { date: '2026-12-04', time: '22:00' } }],
    ['an end before the start', '2026-12-05T01:00:00.000Z', { durationMinutes: 60 }],
    ['an end equal to the start', '2026-12-05T03:30:00.000Z', { durationMinutes: 60 }],
    ['an unset end', '1970-01-01T00:00:00.000Z', { durationMinutes: 60 }],
    ['a date-only end', '2026-12-05', { durationMinutes: 60 }],
  ])('a timed event with %s', (_name, endDate, expected) => {
    const entry = eventToICal(event({ endDate }), site)!;
    expect({ end: entry.end, durationMinutes: entry.durationMinutes }).toEqual({
      end: undefined,
      durationMinutes: undefined,
      ...expected,
    });
  });

  it('a date given without a time is a whole-day event; its end date is inclusive', () => {
    expect(eventToICal(event({ startDate: '2026-12-24', endDate: null }), site)).toMatchObject({
      start: { date: '2026-12-24' },
    });
    expect(eventToICal(event({ startDate: '2026-12-24', endDate: null }), site)).not.toHaveProperty('durationMinutes');
    expect(eventToICal(event({ startDate: '2026-12-26', endDate: '2026-12-28' }), site)).toMatchObject({
      end: { date: '2026-12-29' },
    });
  });

  it('a wall time without a zone is the masjid time (what the admin form sends)', () => {
    expect(eventToICal(event({ startDate: '2026-03-08T06:15' }), site)?.start).toEqual({
      date: '2026-03-08',
      time: '06:15',
    });
  });
});

describe('eventsFeedEntries', () => {
  it('keeps upcoming events and those that ended within the last 30 days, earliest first', () => {
    const events = [
      event({ id: 101, title: 'Next week', startDate: '2026-12-01T03:00:00.000Z' }),
      event({ id: 102, title: 'Yesterday', startDate: '2026-11-22T18:00:00.000Z' }),
      // Oct 24, 11 PM local ends at midnight local on Oct 25: 29 days ago, kept.
      event({
        id: 103,
        title: 'Edge kept',
        startDate: '2026-10-25T06:00:00.000Z',
        endDate: '2026-10-25T07:00:00.000Z',
      }),
      // Ends 11 PM local on Oct 23: before the cutoff (midnight starting Oct 24).
      event({ id: 104, title: 'Too old', startDate: '2026-10-24T05:00:00.000Z', endDate: '2026-10-24T06:00:00.000Z' }),
      event({
        id: 105,
        title: 'Started long ago, still on',
        startDate: '2026-09-01T17:00:00.000Z',
        endDate: '2026-12-20T01:00:00.000Z',
      }),
      event({ id: 106, title: 'Permanent', isPermanent: true }),
      event({ id: 107, title: 'Next year', startDate: '2027-06-01T17:00:00.000Z' }),
    ];
    expect(eventsFeedEntries(events, site, NOW).map((e) => e.summary)).toEqual([
      'Started long ago, still on',
      'Edge kept',
      'Yesterday',
      'Next week',
      'Next year',
    ]);
  });

  it('an empty list gives an empty, valid calendar', () => {
    const parsed = parseCalendar(serializeCalendar(eventsCalendar([], site, NOW)));
    expect(parsed.events).toEqual([]);
    expect(parsed.name).toBe('Redwood City Masjid events');
    expect(parsed.refreshInterval).toBe('P1D');
  });
});

describe('eventsCalendar through ical.js', () => {
  it('reads back titles with punctuation, line breaks and non-Latin text, at the right instants', () => {
    const title = 'Iftar, Taraweeh; and Q&A\nمجلس رمضان — 🌙';
    const events = [
      event({
        id: 201,
        title,
        description: 'Line 1\nLine 2, with a comma; and a semicolon',
        startDate: '2027-03-13T02:00:00.000Z',
      }),
      event({ id: 202, title: 'After the change', startDate: '2027-03-16T02:00:00.000Z' }),
    ];
    const parsed = parseCalendar(serializeCalendar(eventsCalendar(events, site, NOW)));
    expect(
      parsed.events.map((e) => [e.uid, e.summary, e.start.toISOString(), e.end.toISOString(), e.startZone]),
    ).toEqual([
      [
        'event-201@masjid.example.org',
        title,
        '2027-03-13T02:00:00.000Z',
        '2027-03-13T03:00:00.000Z',
        'America/Los_Angeles',
      ],
      [
        'event-202@masjid.example.org',
        'After the change',
        '2027-03-16T02:00:00.000Z',
        '2027-03-16T03:00:00.000Z',
        'America/Los_Angeles',
      ],
    ]);
    expect(parsed.events[0]?.description).toBe(
      'Line 1\nLine 2, with a comma; and a semicolon\n\nDetails: https://masjid.example.org/calendar?event=201',
    );
  });
});

describe('singleEventCalendar', () => {
  it('holds the one event, or nothing for a permanent one', () => {
    const parsed = parseCalendar(serializeCalendar(singleEventCalendar(event({ id: 301 }), site, NOW)!));
    expect(parsed.events.map((e) => e.uid)).toEqual(['event-301@masjid.example.org']);
    expect(singleEventCalendar(event({ isPermanent: true }), site, NOW)).toBeNull();
  });
});

describe('eventFileName', () => {
  it.each([
    ['Family Night: Dinner & Talk!', 'family-night-dinner-talk.ics'],
    ['Öğle Sohbeti', 'ogle-sohbeti.ics'],
    ['مجلس رمضان', 'event-7.ics'],
    ['  ', 'event-7.ics'],
  ])('%j → %s', (title, expected) => expect(eventFileName({ id: 7, title })).toBe(expected));
});
