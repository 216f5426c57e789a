import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  eventDateDisplay,
  eventEndsText,
  eventIsoDate,
  formatEventDate,
  formatEventTime,
  hasValidEndDate,
} from './event-dates.ts';
import type { EventDateFields, EventDateValue } from './event-dates.ts';

const LA = 'America/Los_Angeles';

const valueCases: [string, EventDateValue, string, string, string | null][] = [
  // name, value, date, time, masjid calendar date
  ['an instant in UTC', '2026-03-06T03:30:00.000Z', 'March 5, 2026', '7:30 PM', '2026-03-05'],
  ['a Date from the database', new Date('2026-07-04T17:00:00Z'), 'July 4, 2026', '10:00 AM', '2026-07-04'],
  ['midnight', '2026-01-01T08:00:00Z', 'January 1, 2026', '12:00 AM', '2026-01-01'],
  ['just after noon', '2026-06-01T19:05:00Z', 'June 1, 2026', '12:05 PM', '2026-06-01'],
  ['an explicit offset', '2026-03-05T18:30:00+05:30', 'March 5, 2026', '5:00 AM', '2026-03-05'],
  ['Postgres text form', '2026-03-05 18:30:00+00', 'March 5, 2026', '10:30 AM', '2026-03-05'],
  ['a wall time without zone is the masjid time', '2026-03-05T18:30', 'March 5, 2026', '6:30 PM', '2026-03-05'],
  ['a date without time', '2026-03-05', 'March 5, 2026', 'Time TBD', '2026-03-05'],
  ['after the spring DST jump', '2026-03-08T10:00:00Z', 'March 8, 2026', '3:00 AM', '2026-03-08'],
  ['surrounding spaces', '  2026-12-25T20:00:00Z ', 'December 25, 2026', '12:00 PM', '2026-12-25'],
  ['null', null, 'Date TBD', 'Time TBD', null],
  ['undefined', undefined, 'Date TBD', 'Time TBD', null],
  ['empty string', '', 'Date TBD', 'Time TBD', null],
  ["the string 'null'", 'null', 'Date TBD', 'Time TBD', null],
  ['not a date', 'next Friday', 'Date TBD', 'Time TBD', null],
  ['a non-ISO format left to no parser', 'March 5, 2026', 'Date TBD', 'Time TBD', null],
  ['a day that does not exist', '2026-02-30T10:00:00Z', 'Date TBD', 'Time TBD', null],
  ['hour 24', '2026-03-05T24:00', 'Date TBD', 'Time TBD', null],
  ['an invalid Date', new Date(Number.NaN), 'Date TBD', 'Time TBD', null],
  ['the epoch', new Date(0), 'Date TBD', 'Time TBD', null],
  ['1970 in the masjid zone', '1971-01-01T00:00:00Z', 'Date TBD', 'Time TBD', null],
  ['mid 1970', '1970-06-01', 'Date TBD', 'Time TBD', null],
  ['before 1970', '1969-12-31T12:00:00Z', 'Date TBD', 'Time TBD', null],
  ['the first day of 1971', '1971-01-01T08:00:00Z', 'January 1, 1971', '12:00 AM', '1971-01-01'],
];

function checkValues() {
  it.each(valueCases)('%s', (_name, value, date, time, isoDate) => {
    expect(formatEventDate(value, LA)).toBe(date);
    expect(formatEventTime(value, LA)).toBe(time);
    expect(eventIsoDate(value, LA)).toBe(isoDate);
  });
}

describe('formatting one event date in the masjid zone', () => {
  checkValues();

  describe('on a host in Asia/Tokyo', () => {
    const saved = process.env['TZ'];
    beforeAll(() => {
      process.env['TZ'] = 'Asia/Tokyo';
    });
    afterAll(() => {
      if (saved === undefined) delete process.env['TZ'];
      else process.env['TZ'] = saved;
    });
    checkValues();
  });
});

describe('eventDateDisplay', () => {
  const permanent = { isPermanent: true, date: 'Permanent Event', time: null, startIsoDate: null, endsText: null };

  it.each<[string, EventDateFields, ReturnType<typeof eventDateDisplay>]>([
    [
      'a dated event with an end',
      { startDate: '2026-03-06T03:30:00Z', endDate: '2026-03-06T05:00:00Z', isPermanent: false },
      {
        isPermanent: false,
        date: 'March 5, 2026',
        time: '7:30 PM',
        startIsoDate: '2026-03-05',
        endsText: 'Event ends: March 5, 2026 at 9:00 PM',
      },
    ],
    [
      'an end on another day',
      { startDate: '2026-03-06T03:30:00Z', endDate: '2026-03-08T01:00:00Z', isPermanent: false },
      {
        isPermanent: false,
        date: 'March 5, 2026',
        time: '7:30 PM',
        startIsoDate: '2026-03-05',
        endsText: 'Event ends: March 7, 2026 at 5:00 PM',
      },
    ],
    [
      "an end of 'null'",
      { startDate: '2026-03-06T03:30:00Z', endDate: 'null', isPermanent: false },
      { isPermanent: false, date: 'March 5, 2026', time: '7:30 PM', startIsoDate: '2026-03-05', endsText: null },
    ],
    [
      'an end in 1970',
      { startDate: '2026-03-06T03:30:00Z', endDate: '1970-01-01T00:00:00.000Z' },
      { isPermanent: false, date: 'March 5, 2026', time: '7:30 PM', startIsoDate: '2026-03-05', endsText: null },
    ],
    [
      'an end date without time',
      { startDate: '2026-03-05', endDate: '2026-03-06', isPermanent: null },
      {
        isPermanent: false,
        date: 'March 5, 2026',
        time: 'Time TBD',
        startIsoDate: '2026-03-05',
        endsText: 'Event ends: March 6, 2026',
      },
    ],
    ['marked permanent, even with dates', { startDate: '2026-03-06T03:30:00Z', endDate: '2026-03-07T03:30:00Z', isPermanent: true }, permanent],
    ['no start', { isPermanent: false }, permanent],
    ["a start of 'null'", { startDate: 'null', endDate: '2026-03-07T03:30:00Z' }, permanent],
    ['a start in 1970', { startDate: '1970-01-01T00:00:00.000Z', isPermanent: false }, permanent],
    ['an invalid start', { startDate: 'soon', isPermanent: false }, permanent],
  ])('%s', (_name, event, expected) => {
    expect(eventDateDisplay(event, LA)).toEqual(expected);
    expect(hasValidEndDate(event, LA)).toBe(expected.endsText !== null);
  });
});

describe('eventEndsText', () => {
  it.each([
    ['March 5, 2026', '9:00 PM', 'Event ends: March 5, 2026 at 9:00 PM'],
    ['March 5, 2026', 'Time TBD', 'Event ends: March 5, 2026'],
    ['March 5, 2026', null, 'Event ends: March 5, 2026'],
  ])('%s / %s', (date, time, expected) => {
    expect(eventEndsText(date, time)).toBe(expected);
  });
});
