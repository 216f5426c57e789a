import { describe, expect, it } from 'vitest';
import { hijriDate } from '../hijri/hijri.ts';
import type { DisplayDay } from './display-day.ts';
import { specialDayOf } from './special-days.ts';

const day = (date: string): DisplayDay => ({
  date,
  source: 'uploaded',
  fajrAdhan: '05:30',
  fajrIqamah: '05:50',
  shouruq: '06:50',
  dhuhrAdhan: '12:10',
  dhuhrIqamah: '12:30',
  asrAdhan: '15:20',
  asrIqamah: '15:40',
  maghribAdhan: '17:58',
  maghribIqamah: '18:03',
  ishaAdhan: '19:15',
  ishaIqamah: '19:30',
  jumuah: [],
});

describe('specialDayOf', () => {
  it.each([
    // Umm al-Qura: 1 Ramadan 1448 is 2027-02-08, a 29-day month; Eid al-Fitr 2027-03-09; Eid al-Adha 2027-05-16.
    ['2027-02-08', { kind: 'ramadan', day: 1, lastTenNights: false }],
    ['2027-02-27', { kind: 'ramadan', day: 20, lastTenNights: true }],
    ['2027-03-08', { kind: 'ramadan', day: 29 }],
    ['2027-03-09', { kind: 'eid', name: 'Eid al-Fitr' }],
    ['2027-05-16', { kind: 'eid', name: 'Eid al-Adha' }],
    ['2027-02-07', null],
    ['2027-03-10', null],
  ])('%s → %j', (date, expected) => {
    const special = specialDayOf(day(date), hijriDate(date));
    if (expected === null) expect(special).toBeNull();
    else expect(special).toMatchObject(expected);
  });

  it("gives a Ramadan day's Suhoor end (Fajr adhan) and Iftar (Maghrib adhan)", () => {
    expect(specialDayOf(day('2027-02-15'), hijriDate('2027-02-15'))).toEqual({
      kind: 'ramadan',
      day: 8,
      hijriYear: 1448,
      suhoorEnds: '05:30',
      iftar: '17:58',
      lastTenNights: false,
    });
  });

  it('follows the Hijri date it is given (the offset moves Ramadan)', () => {
    expect(specialDayOf(day('2027-02-07'), hijriDate('2027-02-07', 1))).toMatchObject({ kind: 'ramadan', day: 1 });
    expect(specialDayOf(day('2027-02-07'), null)).toBeNull();
  });
});
