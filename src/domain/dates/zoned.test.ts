import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addDays,
  daysBetween,
  daysInMonth,
  isFridayIn,
  isLeapYear,
  isoDateIn,
  isValidIsoDate,
  localDateIn,
  minutesOfDayIn,
  offsetMsIn,
  weekdayIn,
  weekdayOf,
  yearIn,
  zonedTimeToUtc,
} from './zoned.ts';
import { localDayLengthMinutes, mostRecentSunday, startOfLocalDayUtc } from './local-day.ts';

const LA = 'America/Los_Angeles';
const HOUR = 3_600_000;

const todayCases = [
  // instant, masjid date, year, weekday, minutes since local midnight
  ['winter: last second before local midnight', '2026-01-15T07:59:59Z', '2026-01-14', 2026, 3, 1439],
  ['winter: local midnight', '2026-01-15T08:00:00Z', '2026-01-15', 2026, 4, 0],
  ['summer: last second before local midnight', '2026-07-15T06:59:59Z', '2026-07-14', 2026, 2, 1439],
  ['summer: local midnight', '2026-07-15T07:00:00Z', '2026-07-15', 2026, 3, 0],
  ['UTC already tomorrow, masjid still today', '2026-07-15T03:00:00Z', '2026-07-14', 2026, 2, 1200],
  ['Dec 31 last second', '2026-01-01T07:59:59Z', '2025-12-31', 2025, 3, 1439],
  ['Jan 1 first second', '2026-01-01T08:00:00Z', '2026-01-01', 2026, 4, 0],
  ['Feb 29 2028 start', '2028-02-29T08:00:00Z', '2028-02-29', 2028, 2, 0],
  ['Feb 29 2028 end', '2028-03-01T07:59:00Z', '2028-02-29', 2028, 2, 1439],
  ['Mar 1 2028 start', '2028-03-01T08:00:00Z', '2028-03-01', 2028, 3, 0],
  ['Mar 8 2026 before the spring jump (01:59 PST)', '2026-03-08T09:59:00Z', '2026-03-08', 2026, 0, 119],
  ['Mar 8 2026 after the spring jump (03:00 PDT)', '2026-03-08T10:00:00Z', '2026-03-08', 2026, 0, 180],
  ['Nov 1 2026 first 01:30 (PDT)', '2026-11-01T08:30:00Z', '2026-11-01', 2026, 0, 90],
  ['Nov 1 2026 second 01:30 (PST)', '2026-11-01T09:30:00Z', '2026-11-01', 2026, 0, 90],
  ['Nov 1 2026 last second', '2026-11-02T07:59:59Z', '2026-11-01', 2026, 0, 1439],
  ['Mar 14 2027 after the spring jump', '2027-03-14T10:00:00Z', '2027-03-14', 2027, 0, 180],
  ['Nov 7 2027 last second', '2027-11-08T07:59:59Z', '2027-11-07', 2027, 0, 1439],
  ['Friday 23:59 local is Saturday in UTC', '2026-03-07T07:59:00Z', '2026-03-06', 2026, 5, 1439],
  ['Saturday 00:00 local', '2026-03-07T08:00:00Z', '2026-03-07', 2026, 6, 0],
] as const;

const dayStartCases = [
  // masjid date, its first instant (UTC), its length in hours
  ['2026-01-15', '2026-01-15T08:00:00.000Z', 24],
  ['2026-07-15', '2026-07-15T07:00:00.000Z', 24],
  ['2026-03-07', '2026-03-07T08:00:00.000Z', 24],
  ['2026-03-08', '2026-03-08T08:00:00.000Z', 23],
  ['2026-03-09', '2026-03-09T07:00:00.000Z', 24],
  ['2026-11-01', '2026-11-01T07:00:00.000Z', 25],
  ['2026-11-02', '2026-11-02T08:00:00.000Z', 24],
  ['2027-03-14', '2027-03-14T08:00:00.000Z', 23],
  ['2027-11-07', '2027-11-07T07:00:00.000Z', 25],
  ['2025-12-31', '2025-12-31T08:00:00.000Z', 24],
  ['2026-01-01', '2026-01-01T08:00:00.000Z', 24],
  ['2028-02-29', '2028-02-29T08:00:00.000Z', 24],
] as const;

function checkToday() {
  it.each(todayCases)('%s', (_name, instant, date, year, weekday, minutes) => {
    const now = new Date(instant);
    expect(isoDateIn(LA, now)).toBe(date);
    expect(yearIn(LA, now)).toBe(year);
    expect(weekdayIn(LA, now)).toBe(weekday);
    expect(isFridayIn(LA, now)).toBe(weekday === 5);
    expect(minutesOfDayIn(LA, now)).toBe(minutes);
  });

  it.each(dayStartCases)('%s starts at %s and lasts %i hours', (date, start, hours) => {
    expect(startOfLocalDayUtc(LA, date).toISOString()).toBe(start);
    expect(localDayLengthMinutes(LA, date)).toBe(hours * 60);
  });
}

describe('the masjid zone, whatever the host zone', () => {
  checkToday();

  describe.each([
    ['UTC', 0],
    ['Asia/Tokyo', -540],
    ['America/New_York', 300],
  ])('on a host in %s', (hostZone, offsetMinutes) => {
    const saved = process.env['TZ'];
    beforeAll(() => {
      process.env['TZ'] = hostZone;
    });
    afterAll(() => {
      if (saved === undefined) delete process.env['TZ'];
      else process.env['TZ'] = saved;
    });

    it('the host zone really is in effect', () => {
      expect(new Date(2026, 0, 15, 12).getTimezoneOffset()).toBe(offsetMinutes);
    });

    checkToday();
  });
});

describe('localDateIn', () => {
  it.each([
    [LA, '2026-03-08T10:00:00Z', { year: 2026, month: 3, day: 8 }],
    ['Asia/Tokyo', '2026-03-08T15:00:00Z', { year: 2026, month: 3, day: 9 }],
    ['UTC', '2026-12-31T23:59:59Z', { year: 2026, month: 12, day: 31 }],
    ['Pacific/Kiritimati', '2026-12-31T10:00:00Z', { year: 2027, month: 1, day: 1 }],
  ])('%s at %s', (zone, instant, expected) => {
    expect(localDateIn(zone, new Date(instant))).toEqual(expected);
  });
});

describe('zonedTimeToUtc', () => {
  it.each([
    ['plain winter time', LA, [2026, 1, 15, 19, 30, 0], '2026-01-16T03:30:00.000Z'],
    ['plain summer time', LA, [2026, 7, 15, 19, 30, 0], '2026-07-16T02:30:00.000Z'],
    ['a time skipped in spring moves forward', LA, [2026, 3, 8, 2, 30, 0], '2026-03-08T10:30:00.000Z'],
    ['a repeated time in autumn takes the first', LA, [2026, 11, 1, 1, 30, 0], '2026-11-01T08:30:00.000Z'],
    [
      'Santiago: midnight skipped, the day starts at 01:00',
      'America/Santiago',
      [2026, 9, 6, 0, 0, 0],
      '2026-09-06T04:00:00.000Z',
    ],
    [
      'Santiago: midnight after the repeated hour',
      'America/Santiago',
      [2026, 4, 5, 0, 0, 0],
      '2026-04-05T04:00:00.000Z',
    ],
    ['Tokyo has no DST', 'Asia/Tokyo', [2026, 3, 8, 0, 0, 0], '2026-03-07T15:00:00.000Z'],
  ] as const)('%s', (_name, zone, [year, month, day, hour, minute, second], expected) => {
    expect(zonedTimeToUtc(zone, { year, month, day, hour, minute, second }).toISOString()).toBe(expected);
  });

  it.each([
    ['America/Santiago', '2026-09-05', 24],
    ['America/Santiago', '2026-09-06', 23],
    ['America/Santiago', '2026-04-04', 25],
    ['Asia/Tokyo', '2026-03-08', 24],
  ] as const)('%s: %s lasts %i hours', (zone, date, hours) => {
    expect(localDayLengthMinutes(zone, date)).toBe(hours * 60);
  });

  it('offsetMsIn follows DST', () => {
    expect(offsetMsIn(LA, new Date('2026-03-08T09:59:59Z'))).toBe(-8 * HOUR);
    expect(offsetMsIn(LA, new Date('2026-03-08T10:00:00Z'))).toBe(-7 * HOUR);
  });

  it('startOfLocalDayUtc is the first instant of the local day, for any instant and zone', () => {
    const zones = [
      'America/Los_Angeles',
      'America/Santiago',
      'Europe/London',
      'Asia/Tokyo',
      'Australia/Lord_Howe',
      'Asia/Kolkata',
    ];
    fc.assert(
      fc.property(
        fc.constantFrom(...zones),
        fc.date({ min: new Date('2020-01-01T00:00:00Z'), max: new Date('2035-01-01T00:00:00Z'), noInvalidDate: true }),
        (zone, instant) => {
          const today = isoDateIn(zone, instant);
          const start = startOfLocalDayUtc(zone, today);
          expect(isoDateIn(zone, start)).toBe(today);
          expect(isoDateIn(zone, new Date(start.getTime() - 1))).toBe(addDays(today, -1));
          expect(start.getTime()).toBeLessThanOrEqual(instant.getTime());
        },
      ),
      { numRuns: 300 },
    );
  });

  it('rejects a malformed date', () => {
    expect(() => startOfLocalDayUtc(LA, '2026-02-30')).toThrow(RangeError);
  });
});

describe('calendar arithmetic', () => {
  it.each([
    ['2026-12-31', 1, '2027-01-01'],
    ['2027-01-01', -1, '2026-12-31'],
    ['2028-02-28', 1, '2028-02-29'],
    ['2028-02-29', 1, '2028-03-01'],
    ['2027-02-28', 1, '2027-03-01'],
    ['2026-03-07', 1, '2026-03-08'],
    ['2026-03-08', 1, '2026-03-09'],
    ['2026-11-01', 1, '2026-11-02'],
    ['2026-01-01', 365, '2027-01-01'],
    ['2028-01-01', 366, '2029-01-01'],
    ['2026-05-10', 0, '2026-05-10'],
  ])('addDays(%s, %i) = %s', (date, days, expected) => {
    expect(addDays(date, days)).toBe(expected);
    expect(daysBetween(date, expected)).toBe(days);
  });

  it.each([
    ['2026-01-01', true],
    ['2028-02-29', true],
    ['2027-02-29', false],
    ['2026-02-30', false],
    ['2026-04-31', false],
    ['2026-13-01', false],
    ['2026-00-10', false],
    ['2026-1-5', false],
    ['2026-01-05T00:00', false],
    ['', false],
    [null, false],
    [20260105, false],
  ])('isValidIsoDate(%j) = %s', (value, expected) => {
    expect(isValidIsoDate(value)).toBe(expected);
  });

  it.each([
    [2024, true],
    [2026, false],
    [2028, true],
    [2100, false],
    [2000, true],
  ])('isLeapYear(%i) = %s', (year, expected) => {
    expect(isLeapYear(year)).toBe(expected);
  });

  it.each([
    [2026, 1, 31],
    [2026, 2, 28],
    [2028, 2, 29],
    [2026, 4, 30],
    [2026, 12, 31],
  ])('daysInMonth(%i, %i) = %i', (year, month, expected) => {
    expect(daysInMonth(year, month)).toBe(expected);
  });

  it.each([
    ['2026-03-01', 0, '2026-03-01'],
    ['2026-03-06', 5, '2026-03-01'],
    ['2026-03-07', 6, '2026-03-01'],
    ['2026-01-03', 6, '2025-12-28'],
    ['2028-03-02', 4, '2028-02-27'],
  ])('%s is weekday %i; its week starts %s', (date, weekday, sunday) => {
    expect(weekdayOf(date)).toBe(weekday);
    expect(mostRecentSunday(date)).toBe(sunday);
  });
});
