import { describe, expect, it } from 'vitest';
import { addDays } from '../dates/zoned.ts';
import type { DisplayDay } from './display-day.ts';
import { upcomingIqamahChanges } from './notices.ts';

const base = {
  source: 'uploaded' as const,
  fajrAdhan: '05:40',
  fajrIqamah: '06:00',
  shouruq: '06:55',
  dhuhrAdhan: '12:10',
  dhuhrIqamah: '12:30',
  asrAdhan: '14:50',
  asrIqamah: '15:15',
  maghribAdhan: '16:55',
  maghribIqamah: '17:00',
  ishaAdhan: '18:15',
  ishaIqamah: '19:30',
  jumuah: [],
};

const TODAY = '2026-11-25'; // a Wednesday

function days(changes: Record<number, Partial<DisplayDay>>, known = 30) {
  return (date: string): DisplayDay | null => {
    for (let offset = -1; offset <= known; offset++) {
      if (addDays(TODAY, offset) !== date) continue;
      // Each change holds from its day on.
      const applied = Object.entries(changes)
        .filter(([from]) => Number(from) <= offset)
        .sort(([a], [b]) => Number(a) - Number(b))
        .reduce((day, [, patch]) => ({ ...day, ...patch }), {} as Partial<DisplayDay>);
      return { ...base, ...applied, date };
    }
    return null;
  };
}

describe('upcomingIqamahChanges', () => {
  it('announces a fixed iqamah stepping to another within the week, with the day and both times', () => {
    expect(upcomingIqamahChanges(TODAY, days({ 4: { ishaIqamah: '19:45' } }))).toEqual([
      {
        date: '2026-11-29',
        prayer: 'isha',
        before: '19:30',
        after: '19:45',
        text: 'From Sunday, Nov 29: Isha iqamah 7:45 PM (now 7:30 PM)',
      },
    ]);
  });

  it('says nothing about an iqamah that moves with its adhan (daily drift, a DST day)', () => {
    const drift = days({
      1: { maghribAdhan: '16:54', maghribIqamah: '16:59' },
      2: { maghribAdhan: '16:53', maghribIqamah: '16:58' },
      3: { fajrAdhan: '06:40', fajrIqamah: '07:00' },
    });
    expect(upcomingIqamahChanges(TODAY, drift)).toEqual([]);
  });

  it('lists changes in date order, several prayers on one day, and none beyond the window', () => {
    const changes = upcomingIqamahChanges(
      TODAY,
      days({ 1: { fajrIqamah: '06:15', dhuhrIqamah: '13:00' }, 7: { asrIqamah: '15:00' }, 8: { ishaIqamah: '20:00' } }),
    );
    expect(changes.map((c) => [c.date, c.prayer])).toEqual([
      ['2026-11-26', 'fajr'],
      ['2026-11-26', 'dhuhr'],
      ['2026-12-02', 'asr'],
    ]);
  });

  it('stops where the days it knows end', () => {
    expect(upcomingIqamahChanges(TODAY, days({ 4: { ishaIqamah: '19:45' } }, 3))).toEqual([]);
    expect(upcomingIqamahChanges(TODAY, () => null)).toEqual([]);
  });
});
