import { describe, expect, it } from 'vitest';
import { NOVEMBER_TIMES } from '../../../tests/support/sample-times.ts';
import { addDays, weekdayOf } from '../../domain/dates/zoned.ts';
import type { DisplayDay } from '../../domain/display/display-day.ts';
import { targetsOf } from '../../domain/display/screen-targets.ts';
import { instantOf } from '../../domain/schedule/next-prayer.ts';
import { formatCountdown, screenState, type DayLookup } from './display-screen-state.ts';

const TZ = 'America/Los_Angeles';

const TIMES = NOVEMBER_TIMES;

function day(date: string, overrides: Partial<DisplayDay> = {}): DisplayDay {
  return { date, source: 'uploaded', ...TIMES, jumuah: weekdayOf(date) === 5 ? [{ time: '13:30' }] : [], ...overrides };
}

/** Every day the same times, except where `special` says otherwise. */
function lookup(special: Record<string, Partial<DisplayDay>> = {}): DayLookup {
  return (date) => day(date, special[date] ?? {});
}

/** The instant the Los Angeles wall clock shows `local` ('2026-11-25T05:39'). */
function la(local: string): Date {
  const [date, time] = local.split('T') as [string, string];
  return instantOf(TZ, date, time)!;
}

function at(local: string, options: { dayFor?: DayLookup; iqamahScreenMinutes?: number } = {}) {
  const state = screenState({
    now: la(local),
    timeZone: TZ,
    dayFor: options.dayFor ?? lookup(),
    iqamahScreenMinutes: options.iqamahScreenMinutes ?? 10,
  });
  if (!state) throw new Error('no state');
  return state;
}

const summary = (local: string, options?: Parameters<typeof at>[1]) => {
  const state = at(local, options);
  return {
    table: state.tableDate,
    next: state.rows.find((row) => row.state === 'next')?.key ?? null,
    countdown: state.countdown && `${state.countdown.label} in ${formatCountdown(state.countdown.remainingMs)}`,
    iqamah: state.iqamahScreen?.name ?? null,
    quiet: state.quiet,
  };
};

describe('screenState over a Wednesday (2026-11-25, Los Angeles)', () => {
  it.each([
    ['2026-11-25T00:00', '2026-11-25', 'fajr', 'Fajr adhan in 5:40:00', null, true],
    ['2026-11-25T05:29', '2026-11-25', 'fajr', 'Fajr adhan in 11:00', null, true],
    ['2026-11-25T05:31', '2026-11-25', 'fajr', 'Fajr adhan in 09:00', null, false],
    ['2026-11-25T05:40', '2026-11-25', 'fajr', 'Fajr iqamah in 20:00', null, false],
    ['2026-11-25T06:00', '2026-11-25', 'sunrise', 'Sunrise in 55:00', 'Fajr', false],
    ['2026-11-25T06:09', '2026-11-25', 'sunrise', 'Sunrise in 46:00', 'Fajr', false],
    ['2026-11-25T06:10', '2026-11-25', 'sunrise', 'Sunrise in 45:00', null, true],
    // Sunrise is no adhan: a deploy may reload the screen at sunrise itself.
    ['2026-11-25T06:55', '2026-11-25', 'dhuhr', 'Dhuhr adhan in 5:15:00', null, true],
    ['2026-11-25T12:20', '2026-11-25', 'dhuhr', 'Dhuhr iqamah in 10:00', null, false],
    ['2026-11-25T14:49', '2026-11-25', 'asr', 'Asr adhan in 01:00', null, false],
    ['2026-11-25T16:56', '2026-11-25', 'maghrib', 'Maghrib iqamah in 04:00', null, false],
    ['2026-11-25T18:44', '2026-11-25', 'isha', 'Isha iqamah in 01:00', null, false],
    // Isha's iqamah: the calm screen, and the table turns to tomorrow.
    ['2026-11-25T18:45', '2026-11-26', 'fajr', 'Fajr adhan in 10:55:00', 'Isha', false],
    ['2026-11-25T18:55', '2026-11-26', 'fajr', 'Fajr adhan in 10:45:00', null, true],
    ['2026-11-25T23:59', '2026-11-26', 'fajr', 'Fajr adhan in 5:41:00', null, true],
  ])('%s: table %s, next %s, "%s", iqamah screen %s, quiet %s', (local, table, next, countdown, iqamah, quiet) => {
    expect(summary(local)).toEqual({ table, next, countdown, iqamah, quiet });
  });

  it('marks the rows whose moments have passed', () => {
    const rows = at('2026-11-25T15:00').rows;
    expect(rows.map((row) => [row.key, row.state])).toEqual([
      ['fajr', 'past'],
      ['sunrise', 'past'],
      ['dhuhr', 'past'],
      ['asr', 'next'],
      ['maghrib', 'upcoming'],
      ['isha', 'upcoming'],
    ]);
    expect(rows[0]).toMatchObject({ name: 'Fajr', adhan: '05:40', iqamah: ['06:00'] });
    expect(rows[1]).toMatchObject({ name: 'Sunrise', adhan: '06:55', iqamah: [] });
  });

  it("after Isha every row of tomorrow's table is still to come", () => {
    expect(at('2026-11-25T21:00').rows.map((row) => row.state)).toEqual(['next', ...Array(5).fill('upcoming')]);
  });
});

describe('screenState on a Friday (2026-11-27)', () => {
  it("lists Jumu'ah with its khutbahs instead of Dhuhr, and counts down to each khutbah", () => {
    const dayFor = lookup({ '2026-11-27': { jumuah: [{ time: '13:00' }, { time: '14:00', language: 'Arabic' }] } });
    const state = at('2026-11-27T12:55', { dayFor });
    expect(state.rows.map((row) => row.key)).toEqual(['fajr', 'sunrise', 'jumuah', 'asr', 'maghrib', 'isha']);
    expect(state.rows[2]).toMatchObject({ name: "Jumu'ah", adhan: null, iqamah: ['13:00', '14:00'], state: 'next' });
    expect(summary('2026-11-27T12:55', { dayFor })).toMatchObject({
      countdown: "Jumu'ah khutbah in 05:00",
      quiet: false,
    });
    // The first khutbah brings the calm screen; then the count runs to the second.
    expect(summary('2026-11-27T13:05', { dayFor })).toMatchObject({
      iqamah: "Jumu'ah",
      countdown: "Jumu'ah khutbah in 55:00",
    });
    expect(summary('2026-11-27T13:30', { dayFor })).toMatchObject({ iqamah: null, quiet: true, next: 'jumuah' });
    expect(summary('2026-11-27T14:10', { dayFor })).toMatchObject({ next: 'asr', countdown: 'Asr adhan in 40:00' });
  });

  it('keeps Dhuhr on a Friday without a khutbah', () => {
    const dayFor = lookup({ '2026-11-27': { jumuah: [] } });
    expect(at('2026-11-27T11:00', { dayFor }).rows[2]).toMatchObject({ key: 'dhuhr', state: 'next' });
  });

  it("shows Friday's table on Thursday night with Jumu'ah in it", () => {
    expect(at('2026-11-26T20:00').rows.map((row) => row.key)).toContain('jumuah');
  });
});

describe('screenState: its countdown beside the one next congregation (next-prayer.ts)', () => {
  it.each([
    ['2026-11-25T05:00', 'Fajr adhan', 'fajr'],
    ['2026-11-25T06:00', 'Sunrise', 'fajr'],
    ['2026-11-25T06:01', 'Sunrise', 'dhuhr'],
    ['2026-11-27T12:00', "Jumu'ah khutbah", 'jumuah-1'],
  ])('at %s the countdown is to %s and the congregation is %s', (local, label, key) => {
    const state = at(local);
    expect(state.countdown?.label).toBe(label);
    expect(state.next?.key).toBe(key);
  });

  it('does not count down to an Eid prayer, but names it as the congregation', () => {
    const eid = [{ kind: 'fitr' as const, title: 'Eid al-Fitr prayer', time: '08:00' }];
    const state = at('2026-03-20T07:00', { dayFor: lookup({ '2026-03-20': { eid, jumuah: [] } }) });
    expect(state.countdown?.label).toBe('Dhuhr adhan');
    expect(state.next).toMatchObject({ key: 'eid-1', title: 'Eid al-Fitr prayer' });
  });
});

describe('screenState across DST changes (Los Angeles)', () => {
  it('counts the real time left across the spring change (2026-03-08, 02:00 → 03:00)', () => {
    // 01:00 PST to 05:40 PDT is 3 h 40 min of real time, not the 4 h 40 min the wall clock suggests.
    expect(summary('2026-03-08T01:00').countdown).toBe('Fajr adhan in 3:40:00');
    expect(la('2026-03-08T05:40').getTime() - la('2026-03-08T01:00').getTime()).toBe(220 * 60_000);
  });

  it('counts the real time left across the autumn change (2026-11-01, 02:00 → 01:00)', () => {
    expect(summary('2026-11-01T00:30').countdown).toBe('Fajr adhan in 6:10:00');
  });

  it('puts each moment on its own day in the zone, on the change day and the days around it', () => {
    for (const date of ['2026-03-07', '2026-03-08', '2026-03-09', '2026-10-31', '2026-11-01', '2026-11-02']) {
      const targets = targetsOf(day(date), TZ);
      const wall = targets.map((t) =>
        new Intl.DateTimeFormat('en-CA', {
          timeZone: TZ,
          hourCycle: 'h23',
          dateStyle: 'short',
          timeStyle: 'short',
        }).format(t.at),
      );
      expect(wall, date).toEqual(targets.map((t) => `${date}, ${t.time}`));
    }
  });
});

describe('screenState: the iqamah screen', () => {
  it('lasts the configured minutes, and none with 0', () => {
    expect(summary('2026-11-25T12:30', { iqamahScreenMinutes: 5 }).iqamah).toBe('Dhuhr');
    expect(summary('2026-11-25T12:34', { iqamahScreenMinutes: 5 }).iqamah).toBe('Dhuhr');
    expect(summary('2026-11-25T12:35', { iqamahScreenMinutes: 5 }).iqamah).toBeNull();
    expect(summary('2026-11-25T12:30', { iqamahScreenMinutes: 0 }).iqamah).toBeNull();
    expect(at('2026-11-25T12:30', { iqamahScreenMinutes: 5 }).iqamahScreen?.until).toEqual(la('2026-11-25T12:35'));
  });

  it("carries yesterday's late Isha past midnight", () => {
    const dayFor = lookup({ '2026-06-20': { ishaAdhan: '23:30', ishaIqamah: '23:55' } });
    expect(summary('2026-06-21T00:02', { dayFor })).toMatchObject({
      iqamah: 'Isha',
      table: '2026-06-21',
      quiet: false,
    });
    expect(summary('2026-06-21T00:05', { dayFor }).iqamah).toBeNull();
  });
});

describe('screenState without data', () => {
  it.each([-1, 0, 1])('is null when the day %i from today is unknown', (offset) => {
    const missing = addDays('2026-11-25', offset);
    const dayFor: DayLookup = (date) => (date === missing ? null : day(date));
    expect(screenState({ now: la('2026-11-25T10:00'), timeZone: TZ, dayFor, iqamahScreenMinutes: 10 })).toBeNull();
  });
});

describe('formatCountdown', () => {
  it.each([
    [0, '00:00'],
    [-5000, '00:00'],
    [1, '00:01'],
    [59_001, '01:00'],
    [600_000, '10:00'],
    [3_599_000, '59:59'],
    [3_600_000, '1:00:00'],
    [3_600_000 * 13 + 61_000, '13:01:01'],
  ])('%i ms → %s', (ms, text) => {
    expect(formatCountdown(ms)).toBe(text);
  });
});
