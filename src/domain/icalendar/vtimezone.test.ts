import { describe, expect, it } from 'vitest';
import { parseCalendar } from '../../../tests/support/icalendar.ts';
import { addDays, offsetMsIn, zonedDateTimeIn, zonedTimeToUtc } from '../dates/zoned.ts';
import { serializeCalendar, type ICalEvent } from './calendar.ts';
import { offsetTransitions, vtimezone } from './vtimezone.ts';

describe('offsetTransitions', () => {
  it.each([
    // Zone, year, the instants the offset changed (from the IANA database).
    ['America/Los_Angeles', 2026, ['2026-03-08T10:00:00.000Z', '2026-11-01T09:00:00.000Z']],
    ['America/New_York', 2027, ['2027-03-14T07:00:00.000Z', '2027-11-07T06:00:00.000Z']],
    ['Europe/London', 2026, ['2026-03-29T01:00:00.000Z', '2026-10-25T01:00:00.000Z']],
    ['Australia/Sydney', 2026, ['2026-04-04T16:00:00.000Z', '2026-10-03T16:00:00.000Z']],
    ['Asia/Kolkata', 2026, []],
    ['America/Sao_Paulo', 2026, []],
    ['UTC', 2026, []],
  ])('%s in %i', (zone, year, expected) => {
    const found = offsetTransitions(zone, new Date(Date.UTC(year, 0, 1)), new Date(Date.UTC(year + 1, 0, 1)));
    expect(found.map((t) => t.at.toISOString())).toEqual(expected);
  });

  it('reports the offsets on either side', () => {
    const [spring] = offsetTransitions(
      'America/Los_Angeles',
      new Date('2026-03-01T00:00:00Z'),
      new Date('2026-03-31T00:00:00Z'),
    );
    expect(spring).toMatchObject({ fromMs: -8 * 3600_000, toMs: -7 * 3600_000 });
  });
});

describe('vtimezone', () => {
  it('writes the observance in force at the start and each change in the range, in local time before the change', () => {
    const lines = vtimezone('America/Los_Angeles', new Date('2026-02-01T00:00:00Z'), new Date('2026-04-01T00:00:00Z'));
    expect(lines).toEqual([
      'BEGIN:VTIMEZONE',
      'TZID:America/Los_Angeles',
      'BEGIN:STANDARD',
      'DTSTART:20251102T020000',
      'TZOFFSETFROM:-0700',
      'TZOFFSETTO:-0800',
      'TZNAME:PST',
      'END:STANDARD',
      'BEGIN:DAYLIGHT',
      'DTSTART:20260308T020000',
      'TZOFFSETFROM:-0800',
      'TZOFFSETTO:-0700',
      'TZNAME:PDT',
      'END:DAYLIGHT',
      'END:VTIMEZONE',
    ]);
  });

  it('gives a zone without changes one standard observance', () => {
    expect(vtimezone('Asia/Kolkata', new Date('2026-01-01T00:00:00Z'), new Date('2026-03-01T00:00:00Z'))).toEqual([
      'BEGIN:VTIMEZONE',
      'TZID:Asia/Kolkata',
      'BEGIN:STANDARD',
      'DTSTART:19700101T000000',
      'TZOFFSETFROM:+0530',
      'TZOFFSETTO:+0530',
      'END:STANDARD',
      'END:VTIMEZONE',
    ]);
  });

  // The real test of a VTIMEZONE: a parser that knows nothing of IANA zones must turn every local time
  // in the file into the same instant the zone database gives, on both sides of every change.
  it.each([
    'America/Los_Angeles',
    'America/New_York',
    'Europe/London',
    'Europe/Dublin',
    'Australia/Sydney',
    'Pacific/Chatham',
    'Asia/Kolkata',
    'Asia/Tehran',
    'America/Sao_Paulo',
    'Africa/Casablanca',
    'UTC',
  ])('ical.js reads %s local times as the same instants over 14 months', (timeZone) => {
    // Three times every day, and every half hour on the days around each change, where a wrong observance
    // start would show; wall times that do not exist or happen twice on a change day are left out.
    const changeDays = new Set(
      offsetTransitions(timeZone, new Date('2025-12-31T00:00:00Z'), new Date('2027-03-02T00:00:00Z')).flatMap((t) => {
        const day = t.at.toISOString().slice(0, 10);
        return [addDays(day, -1), day, addDays(day, 1)];
      }),
    );
    const halfHours = Array.from(
      { length: 48 },
      (_, i) => `${String(Math.floor(i / 2)).padStart(2, '0')}:${i % 2 ? '30' : '00'}`,
    );
    const events: ICalEvent[] = [];
    for (let i = 0; i < 425; i += 1) {
      const date = addDays('2026-01-01', i);
      for (const time of changeDays.has(date) ? halfHours : ['05:45', '13:30', '20:15']) {
        if (!uniqueWallTime(timeZone, date, time)) continue;
        events.push({ uid: `${date}-${time}`, start: { date, time }, durationMinutes: 15, summary: 'x' });
      }
    }
    const text = serializeCalendar({
      productId: '-//test//EN',
      name: 'test',
      timeZone,
      stamp: new Date('2026-01-01T00:00:00Z'),
      events,
    });
    const parsed = parseCalendar(text);
    expect(parsed.timeZoneIds).toEqual([timeZone]);
    const wrong = parsed.events.flatMap((event, i) => {
      const source = events[i]!;
      const [hour, minute] = source.start.time!.split(':').map(Number) as [number, number];
      const [year, month, day] = source.start.date.split('-').map(Number) as [number, number, number];
      const expected = zonedTimeToUtc(timeZone, { year, month, day, hour, minute, second: 0 });
      return event.start.getTime() === expected.getTime() && event.startZone === timeZone
        ? []
        : [`${source.uid}: ${event.start.toISOString()} (${event.startZone}) ≠ ${expected.toISOString()}`];
    });
    expect(wrong.slice(0, 5)).toEqual([]);
  });
});

/** Whether the wall time happens exactly once in the zone (not skipped, not repeated by a change). */
function uniqueWallTime(timeZone: string, date: string, time: string): boolean {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const [hour, minute] = time.split(':').map(Number) as [number, number];
  const wall = Date.UTC(year, month - 1, day, hour, minute);
  const offsets = new Set([
    offsetMsIn(timeZone, new Date(wall - 86_400_000)),
    offsetMsIn(timeZone, new Date(wall + 86_400_000)),
  ]);
  const instants = [...offsets]
    .map((offset) => wall - offset)
    .filter((instant) => {
      const local = zonedDateTimeIn(timeZone, new Date(instant));
      return Date.UTC(local.year, local.month - 1, local.day, local.hour, local.minute) === wall;
    });
  return new Set(instants).size === 1;
}
