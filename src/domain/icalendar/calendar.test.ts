import { describe, expect, it } from 'vitest';
import { parseCalendar } from '../../../tests/support/icalendar.ts';
import { serializeCalendar, type ICalCalendar, type ICalEvent } from './calendar.ts';

const base: ICalCalendar = {
  productId: '-//Redwood City Masjid//Events//EN',
  name: 'Redwood City Masjid events',
  description: 'Classes, gatherings and programs',
  timeZone: 'America/Los_Angeles',
  url: 'https://masjid.example.org/calendar',
  refreshMinutes: 1440,
  stamp: new Date('2026-11-23T20:00:00Z'),
  events: [],
};

const event = (overrides: Partial<ICalEvent> = {}): ICalEvent => ({
  uid: 'event-1@masjid.example.org',
  start: { date: '2026-12-05', time: '19:30' },
  durationMinutes: 60,
  summary: 'Family night',
  ...overrides,
});

describe('serializeCalendar', () => {
  it('an empty calendar is still a valid one: its VTIMEZONE is the one component a VCALENDAR needs', () => {
    const text = serializeCalendar(base);
    const parsed = parseCalendar(text);
    expect(parsed.events).toEqual([]);
    expect(parsed.timeZoneIds).toEqual(['America/Los_Angeles']);
    expect(parsed.name).toBe('Redwood City Masjid events');
    expect(parsed.refreshInterval).toBe('P1D');
    expect(parsed.publishedTtl).toBe('P1D');
    expect(parsed.lines).toEqual(
      expect.arrayContaining([
        'VERSION:2.0',
        'PRODID:-//Redwood City Masjid//Events//EN',
        'METHOD:PUBLISH',
        'REFRESH-INTERVAL;VALUE=DURATION:P1D',
        'X-PUBLISHED-TTL:P1D',
        'X-WR-TIMEZONE:America/Los_Angeles',
        'URL;VALUE=URI:https://masjid.example.org/calendar',
      ]),
    );
  });

  const awkward = [
    ['commas, semicolons and a backslash', 'Tafsir, Fiqh; and Q&A \\ part 2'],
    ['line breaks', 'Line one\nLine two\r\nLine three'],
    ['Arabic', 'مجلس تفسير القرآن الكريم، الجزء الثاني؛ مع الشيخ'],
    ['Turkish, Urdu and emoji', 'Cuma sohbeti · جمعہ کا بیان · 🕌 Öğle namazı ve çay, herkes davetli; çocuklar dahil'],
    ['a very long title', `Annual fundraising dinner ${'and community gathering '.repeat(10)}`],
  ] as const;

  it.each(awkward)('keeps a title with %s exactly, escaped and folded by UTF-8 octets', (_name, title) => {
    const description = `${title}\n\nDetails: https://masjid.example.org/calendar?event=1`;
    const text = serializeCalendar({
      ...base,
      events: [event({ summary: title, description, location: `${title}, Main hall` })],
    });
    const [parsed] = parseCalendar(text).events;
    const normalized = title.replace(/\r\n|\r/g, '\n');
    expect(parsed?.summary).toBe(normalized);
    expect(parsed?.description).toBe(description.replace(/\r\n|\r/g, '\n'));
    expect(parsed?.location).toBe(`${normalized}, Main hall`);
  });

  it('writes a timed event in the zone with a duration, and the details subscribers see', () => {
    const text = serializeCalendar({
      ...base,
      events: [
        event({
          location: 'Main hall, Redwood City Masjid',
          url: 'https://masjid.example.org/calendar?event=1',
          categories: ['Community', 'Youth, teens'],
          geo: { latitude: 37.4744, longitude: -122.2325 },
          transparent: true,
          lastModified: new Date('2026-11-20T08:00:00Z'),
          sequence: 4,
        }),
      ],
    });
    const parsed = parseCalendar(text);
    const [only] = parsed.events;
    expect(only).toMatchObject({
      uid: 'event-1@masjid.example.org',
      summary: 'Family night',
      url: 'https://masjid.example.org/calendar?event=1',
      categories: ['Community', 'Youth, teens'],
      startZone: 'America/Los_Angeles',
      sequence: 4,
      transparent: true,
      allDay: false,
    });
    // 7:30 PM Pacific Standard Time on December 5 is 03:30 UTC on December 6.
    expect(only?.start.toISOString()).toBe('2026-12-06T03:30:00.000Z');
    expect(only?.end.toISOString()).toBe('2026-12-06T04:30:00.000Z');
    expect(parsed.lines).toEqual(
      expect.arrayContaining([
        'DTSTART;TZID=America/Los_Angeles:20261205T193000',
        'DURATION:PT1H',
        'DTSTAMP:20261123T200000Z',
        'LAST-MODIFIED:20261120T080000Z',
        'GEO:37.474400;-122.232500',
        'CATEGORIES:Community,Youth\\, teens',
        'TRANSP:TRANSPARENT',
      ]),
    );
  });

  it('writes an explicit end, and whole-day events with an exclusive end date', () => {
    const text = serializeCalendar({
      ...base,
      events: [
        event({
          uid: 'a',
          start: { date: '2026-12-05', time: '10:00' },
          end: { date: '2026-12-06', time: '16:00' },
          durationMinutes: undefined,
        }),
        event({ uid: 'b', start: { date: '2026-12-24' }, durationMinutes: undefined }),
        event({ uid: 'c', start: { date: '2026-12-26' }, end: { date: '2026-12-29' }, durationMinutes: undefined }),
      ],
    });
    const parsed = parseCalendar(text);
    expect(parsed.lines).toEqual(
      expect.arrayContaining([
        'DTEND;TZID=America/Los_Angeles:20261206T160000',
        'DTSTART;VALUE=DATE:20261224',
        'DTEND;VALUE=DATE:20261225',
        'DTSTART;VALUE=DATE:20261226',
        'DTEND;VALUE=DATE:20261229',
      ]),
    );
    expect(parsed.events.map((e) => [e.uid, e.allDay])).toEqual([
      ['a', false],
      ['b', true],
      ['c', true],
    ]);
    expect(parsed.events[0]!.end.getTime() - parsed.events[0]!.start.getTime()).toBe(30 * 3600_000);
  });

  it('refuses an event whose start and end differ in kind, and times that are not HH:MM', () => {
    expect(() => serializeCalendar({ ...base, events: [event({ end: { date: '2026-12-06' } })] })).toThrow(RangeError);
    expect(() =>
      serializeCalendar({ ...base, events: [event({ start: { date: '2026-12-05', time: '7:30 PM' } })] }),
    ).toThrow(RangeError);
  });

  it('covers events far from the stamp with the VTIMEZONE (DST on both sides)', () => {
    const text = serializeCalendar({
      ...base,
      events: [
        event({ uid: 'past', start: { date: '2026-10-20', time: '18:00' } }),
        event({ uid: 'future', start: { date: '2027-04-02', time: '18:00' } }),
      ],
    });
    const parsed = parseCalendar(text);
    expect(parsed.events.map((e) => e.start.toISOString())).toEqual([
      '2026-10-21T01:00:00.000Z',
      '2027-04-03T01:00:00.000Z',
    ]);
  });
});
