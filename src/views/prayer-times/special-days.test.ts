import { describe, expect, it } from 'vitest';
import type { PrayerDay } from '../../domain/prayer-times/prayer-days.ts';
import { specialDaysOf, specialOn, usualSpecialDays } from './special-days.ts';

const TIMES = {
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
  ishaIqamah: '18:45',
};
const USUAL = [{ time: '13:00', details: 'English · Main hall' }, { time: '14:00' }];
const day = (date: string, extra: Partial<PrayerDay> = {}): PrayerDay => ({
  date,
  times: TIMES,
  jumuah: [],
  eid: [],
  source: 'uploaded',
  ...extra,
});

// 2026-11-20, 11-27 and 12-04 are Fridays; the one of 12-11 has one Jumu'ah only, 12-18 none.
const DAYS: PrayerDay[] = [
  day('2026-11-19'),
  day('2026-11-20', { jumuah: USUAL }),
  day('2026-11-26', { eid: [{ kind: 'adha', title: 'Eid al-Adha prayer', time: '08:00', details: 'Park' }] }),
  day('2026-11-27', { jumuah: USUAL }),
  day('2026-12-04', { jumuah: USUAL }),
  day('2026-12-11', { jumuah: [{ time: '13:30' }] }),
  day('2026-12-18'),
];

describe('specialDaysOf: the usual Friday once, then the days that differ', () => {
  const special = specialDaysOf(DAYS);

  it('carries the most frequent Friday and only the exceptions', () => {
    expect(special.friday).toEqual(USUAL);
    expect(Object.keys(special.dated)).toEqual(['2026-11-26', '2026-12-11', '2026-12-18']);
  });

  it.each(DAYS.map((d) => [d.date, d] as const))('gives back %s as it was', (date, original) => {
    expect(specialOn(JSON.parse(JSON.stringify(special)), date)).toEqual({
      jumuah: original.jumuah,
      eid: original.eid,
    });
  });

  it("carries nothing for a range without Jumu'ah or Eid", () => {
    expect(specialDaysOf([day('2026-11-19'), day('2026-11-20')])).toEqual({ friday: [], dated: {} });
  });
});

describe('usualSpecialDays: what an island assumes when the page carries none', () => {
  it.each([
    ['1:30 PM', [{ time: '13:30' }]],
    ['13:15', [{ time: '13:15' }]],
    ['not a time', []],
  ])('%s', (jummaTime, friday) => {
    expect(usualSpecialDays(jummaTime)).toEqual({ friday, dated: {} });
  });
});
