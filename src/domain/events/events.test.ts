import { describe, expect, it } from 'vitest';
import {
  addMonths,
  dayBadges,
  eventsByDay,
  monthGrid,
  monthLabel,
  truncateTitle,
  upcomingEvents,
  type YearMonth,
} from './calendar.ts';
import { flyerEvents } from './flyers.ts';
import { eventJsonLd, zonedIsoDateTime } from './json-ld.ts';
import { categoryLabel, registrationNotice, type PublicEventItem } from './types.ts';

const LA = 'America/Los_Angeles';

const event = (id: number, fields: Partial<PublicEventItem> = {}): PublicEventItem => ({
  id,
  title: `Event ${id}`,
  description: 'd',
  startDate: null,
  category: 'community',
  ...fields,
});

describe('flyerEvents', () => {
  it.each<[string, string | null | undefined, boolean]>([
    ['an image path', '/demo/event-1.png', true],
    ['an absolute URL', 'https://cdn.example.org/a.jpg', true],
    ['empty', '', false],
    ['blank', '   ', false],
    ['null', null, false],
    ['missing', undefined, false],
  ])('%s → %s', (_name, imageUrl, kept) => {
    expect(flyerEvents([event(1, { imageUrl })])).toHaveLength(kept ? 1 : 0);
  });
});

describe('month navigation', () => {
  it.each<[YearMonth, number, YearMonth]>([
    [{ year: 2026, month: 3 }, 1, { year: 2026, month: 4 }],
    [{ year: 2026, month: 12 }, 1, { year: 2027, month: 1 }],
    [{ year: 2026, month: 1 }, -1, { year: 2025, month: 12 }],
    [{ year: 2026, month: 6 }, -18, { year: 2024, month: 12 }],
    [{ year: 2026, month: 6 }, 0, { year: 2026, month: 6 }],
  ])('%o %+i → %o', (from, delta, to) => {
    expect(addMonths(from, delta)).toEqual(to);
  });

  it('labels months in full', () => {
    expect(monthLabel({ year: 2026, month: 3 })).toBe('March 2026');
  });
});

describe('monthGrid (Sunday to Saturday)', () => {
  it.each<[YearMonth, number, string, string]>([
    // month, weeks, first row, last row
    [{ year: 2026, month: 3 }, 5, '2026-03-01,2026-03-02,2026-03-03,2026-03-04,2026-03-05,2026-03-06,2026-03-07', '2026-03-29,2026-03-30,2026-03-31,,,,'],
    [{ year: 2026, month: 2 }, 4, '2026-02-01,2026-02-02,2026-02-03,2026-02-04,2026-02-05,2026-02-06,2026-02-07', '2026-02-22,2026-02-23,2026-02-24,2026-02-25,2026-02-26,2026-02-27,2026-02-28'],
    [{ year: 2026, month: 8 }, 6, ',,,,,,2026-08-01', '2026-08-30,2026-08-31,,,,,'],
    [{ year: 2024, month: 2 }, 5, ',,,,2024-02-01,2024-02-02,2024-02-03', '2024-02-25,2024-02-26,2024-02-27,2024-02-28,2024-02-29,,'],
  ])('%o has %i weeks', (ym, weeks, firstRow, lastRow) => {
    const grid = monthGrid(ym);
    expect(grid).toHaveLength(weeks);
    for (const week of grid) expect(week).toHaveLength(7);
    expect(grid[0]!.map((d) => d ?? '').join(',')).toBe(firstRow);
    expect(grid.at(-1)!.map((d) => d ?? '').join(',')).toBe(lastRow);
  });
});

describe('truncateTitle (titles over 10 characters)', () => {
  it.each([
    ['Short', 'Short'],
    ['Exactly 10', 'Exactly 10'],
    ['Eleven char', 'Eleven cha...'],
    ['Quran Competition', 'Quran Comp...'],
    ['Community Iftar Dinner', 'Community...'],
    ['  Padded  ', 'Padded'],
    ['🕌🕌🕌🕌🕌🕌🕌🕌🕌🕌🕌', '🕌🕌🕌🕌🕌🕌🕌🕌🕌🕌...'],
  ])('%j → %j', (title, expected) => {
    expect(truncateTitle(title)).toBe(expected);
  });
});

describe('eventsByDay and dayBadges', () => {
  const events = [
    event(1, { startDate: '2026-03-15T02:00:00Z' }), // March 14, 7 PM in LA
    event(2, { startDate: '2026-03-14T17:00:00Z' }), // March 14, 10 AM
    event(3, { startDate: '2026-03-14T20:00:00Z' }), // March 14, 1 PM
    event(4, { startDate: '2026-03-14T23:00:00Z' }), // March 14, 4 PM
    event(5, { startDate: '2026-03-20' }),
    event(6, { startDate: null, isPermanent: true }),
    event(7, { startDate: '2026-03-21T18:00:00Z', isPermanent: true }),
    event(8, { startDate: '1970-01-01T00:00:00Z' }),
    event(9, { startDate: 'null' }),
  ];

  it('puts dated events on their start day in the masjid zone, earliest first; permanent and undated on none', () => {
    const byDay = eventsByDay(events, LA);
    expect([...byDay.keys()].sort()).toEqual(['2026-03-14', '2026-03-20']);
    expect(byDay.get('2026-03-14')!.map((e) => e.id)).toEqual([2, 3, 4, 1]);
    expect(byDay.get('2026-03-20')!.map((e) => e.id)).toEqual([5]);
  });

  it.each([
    [0, 0, 0],
    [1, 1, 0],
    [2, 2, 0],
    [3, 2, 1],
    [7, 2, 5],
  ])('%i events → %i badges and +%i more', (count, shown, more) => {
    const result = dayBadges(Array.from({ length: count }, (_, i) => i));
    expect(result.shown).toHaveLength(shown);
    expect(result.more).toBe(more);
  });
});

describe('upcomingEvents', () => {
  const today = '2026-03-10';
  it('lists dated events not yet ended (soonest first), then permanent ones, at most 5', () => {
    const events = [
      event(1, { startDate: '2026-03-09T18:00:00Z' }), // yesterday: gone
      event(2, { startDate: '2026-03-08T18:00:00Z', endDate: '2026-03-12T18:00:00Z' }), // still running
      event(3, { startDate: '2026-04-01T18:00:00Z' }),
      event(4, { startDate: '2026-03-10T23:00:00Z' }), // today
      event(5, { isPermanent: true }),
      event(6, { startDate: '2026-03-20T18:00:00Z' }),
      event(7, { startDate: '2026-05-01T18:00:00Z' }),
      event(8, { startDate: 'null' }), // no usable start: listed as permanent
    ];
    expect(upcomingEvents(events, today, LA).map((e) => e.id)).toEqual([2, 4, 6, 3, 7]);
    expect(upcomingEvents(events, today, LA, 10).map((e) => e.id)).toEqual([2, 4, 6, 3, 7, 5, 8]);
  });

  it('lists permanent events when nothing is dated', () => {
    expect(upcomingEvents([event(1, { isPermanent: true })], today, LA).map((e) => e.id)).toEqual([1]);
  });
});

describe('categoryLabel and registrationNotice', () => {
  it.each([
    ['community', 'Community'],
    ['ramadan', 'Ramadan'],
    ['youth', 'Youth'],
    ['education', 'Education'],
    ['sports', 'Sports'],
    ['', 'Event'],
  ])('%s → %s', (category, label) => {
    expect(categoryLabel(category)).toBe(label);
  });

  it.each<[boolean | null, number | null, string | null]>([
    [true, 30, 'Registration required. Limited to 30 attendees.'],
    [true, null, 'Registration required.'],
    [false, 30, 'Limited to 30 attendees.'],
    [false, null, null],
    [null, 0, null],
  ])('required %s, max %s', (registrationRequired, maxAttendees, notice) => {
    expect(registrationNotice({ registrationRequired, maxAttendees })).toBe(notice);
  });
});

describe('zonedIsoDateTime', () => {
  it.each<[string, PublicEventItem['startDate'], string | null]>([
    ['a UTC instant in winter (PST)', '2026-03-06T03:30:00.000Z', '2026-03-05T19:30:00-08:00'],
    ['a UTC instant in summer (PDT)', '2026-07-04T17:00:00Z', '2026-07-04T10:00:00-07:00'],
    ['a Date', new Date('2026-07-04T17:00:00Z'), '2026-07-04T10:00:00-07:00'],
    ['Postgres text form', '2026-03-05 18:30:00+00', '2026-03-05T10:30:00-08:00'],
    ['a wall time is the masjid time', '2026-03-05T18:30', '2026-03-05T18:30:00-08:00'],
    ['a bare date', '2026-03-05', '2026-03-05'],
    ['unset', null, null],
    ['1970', '1970-01-01T00:00:00Z', null],
    ['garbage', 'soon', null],
  ])('%s', (_name, value, expected) => {
    expect(zonedIsoDateTime(value, LA)).toBe(expected);
  });
});

describe('eventJsonLd', () => {
  const place = {
    name: 'Redwood City Masjid',
    url: 'https://masjid.example.org',
    address: { street: '100 Hazel Ave', city: 'Redwood City', region: 'CA', postalCode: '94061', country: 'US' },
  };

  it('describes a dated event with start, end, the masjid as Place and an absolute image', () => {
    const data = eventJsonLd(
      event(1, {
        title: 'Potluck',
        description: 'Bring a dish',
        startDate: '2026-03-06T03:30:00Z',
        endDate: '2026-03-06T06:00:00Z',
        imageUrl: '/demo/event-1.png',
        location: 'Main hall',
      }),
      place,
      LA,
    );
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Event',
      name: 'Potluck',
      description: 'Bring a dish',
      startDate: '2026-03-05T19:30:00-08:00',
      endDate: '2026-03-05T22:00:00-08:00',
      image: ['https://masjid.example.org/demo/event-1.png'],
      location: {
        '@type': 'Place',
        name: 'Main hall, Redwood City Masjid',
        address: { '@type': 'PostalAddress', streetAddress: '100 Hazel Ave', addressLocality: 'Redwood City' },
      },
    });
  });

  it('leaves out an unset end date and has no JSON-LD for permanent or undated events', () => {
    expect(eventJsonLd(event(1, { startDate: '2026-03-06T03:30:00Z', endDate: 'null' }), place, LA)).not.toHaveProperty('endDate');
    expect(eventJsonLd(event(2, { startDate: '2026-03-06T03:30:00Z', isPermanent: true }), place, LA)).toBeNull();
    expect(eventJsonLd(event(3, { startDate: null }), place, LA)).toBeNull();
  });
});
