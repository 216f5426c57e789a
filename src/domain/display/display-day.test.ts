import { describe, expect, it } from 'vitest';
import type { ScheduleDay } from '../schedule/schedule.ts';
import { NOVEMBER_TIMES } from '../../../tests/support/sample-times.ts';
import { displayDayOf, readDisplayDay, readDisplayYear } from './display-day.ts';

const TIMES = { ...NOVEMBER_TIMES, ishaIqamah: '19:30' };

describe('displayDayOf', () => {
  const scheduleFriday = {
    date: '2026-11-27',
    source: 'uploaded',
    ...TIMES,
    jumuah: [
      { time: '13:00', khateeb: 'Imam Yusuf', language: 'English', place: '' },
      { time: '14:00', khateeb: '', language: 'Arabic', place: 'Hall B' },
    ],
  } as unknown as ScheduleDay;

  it("takes the schedule's times and khutbahs, leaving empty details out", () => {
    expect(displayDayOf(scheduleFriday)).toEqual({
      date: '2026-11-27',
      source: 'uploaded',
      ...TIMES,
      jumuah: [
        { time: '13:00', khateeb: 'Imam Yusuf', language: 'English' },
        { time: '14:00', language: 'Arabic', place: 'Hall B' },
      ],
    });
  });

  it('gives other days no khutbah', () => {
    expect(displayDayOf({ ...scheduleFriday, date: '2026-11-26', source: 'calculated', jumuah: null }).jumuah).toEqual(
      [],
    );
  });
});

describe('readDisplayDay', () => {
  it('reads a day, normalising times and khutbahs (sorted, empty details left out)', () => {
    expect(
      readDisplayDay({
        date: '2026-11-27',
        source: 'uploaded',
        ...TIMES,
        fajrAdhan: '5:40',
        jumuah: [
          { time: '2:00 PM', language: 'Arabic', place: ' ' },
          { time: '13:00', khateeb: 'Imam Yusuf' },
          { time: 'soon' },
          7,
        ],
      }),
    ).toEqual({
      date: '2026-11-27',
      source: 'uploaded',
      ...TIMES,
      jumuah: [
        { time: '13:00', khateeb: 'Imam Yusuf' },
        { time: '14:00', language: 'Arabic' },
      ],
    });
  });

  it.each([
    ['no date', { ...TIMES }],
    ['a bad date', { date: '2026-02-30', ...TIMES }],
    ['a missing time', { date: '2026-11-27', ...TIMES, ishaIqamah: undefined }],
    ['a bad time', { date: '2026-11-27', ...TIMES, asrAdhan: '25:00' }],
    ['not an object', 'today'],
  ])('refuses %s', (_label, raw) => {
    expect(readDisplayDay(raw)).toBeNull();
  });

  it('takes an unknown source as uploaded and a missing khutbah list as none', () => {
    expect(readDisplayDay({ date: '2026-11-26', source: 'magic', ...TIMES })).toMatchObject({
      source: 'uploaded',
      jumuah: [],
    });
  });
});

describe('readDisplayYear', () => {
  it('keeps the valid days by date and drops the rest', () => {
    const days = readDisplayYear({
      year: 2026,
      days: [{ date: '2026-01-01', ...TIMES }, { date: '2026-01-02' }, null],
    });
    expect([...days!.keys()]).toEqual(['2026-01-01']);
    expect(readDisplayYear({ year: 2027, days: [] })?.size).toBe(0);
    expect(readDisplayYear({ message: 'Invalid year' })).toBeNull();
    expect(readDisplayYear(null)).toBeNull();
  });
});
