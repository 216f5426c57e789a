import { describe, expect, it } from 'vitest';
import type { DisplayDay } from '../../domain/display/display-day.ts';
import { scheduleSource, yearsToKeep } from './schedule-source.ts';

const day = (date: string, fajrIqamah = '06:00'): DisplayDay => ({
  date,
  source: 'uploaded',
  fajrAdhan: '05:40',
  fajrIqamah,
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
});

describe('scheduleSource', () => {
  const years = new Map([[2026, new Map([['2026-11-25', day('2026-11-25')], ['2026-11-26', day('2026-11-26', '06:15')]])]]);

  it('answers from the synced years, then from the calculation, else null', () => {
    const calculated: string[] = [];
    const source = scheduleSource(years, (date) => (calculated.push(date), { ...day(date), source: 'calculated' }), 0);
    expect(source.dayFor('2026-11-25')?.source).toBe('uploaded');
    expect(source.dayFor('2027-01-05')?.source).toBe('calculated');
    expect(source.dayFor('2027-01-05')).toBe(source.dayFor('2027-01-05'));
    expect(calculated).toEqual(['2027-01-05']);
    expect(scheduleSource(years, null, 0).dayFor('2027-01-05')).toBeNull();
  });

  it("gives the coming week's iqamah changes, the Hijri date and Ramadan", () => {
    const source = scheduleSource(years, (date) => ({ ...day(date, '06:15'), source: 'calculated' }), 0);
    expect(source.noticesFor('2026-11-25').map((n) => n.text)).toEqual(['From Thursday, Nov 26: Fajr iqamah 6:15 AM (now 6:00 AM)']);
    expect(source.hijriFor('2026-11-25')?.text).toBe('15 Jumada al-Akhirah 1448 AH');
    expect(scheduleSource(years, null, 1).hijriFor('2026-11-25')?.text).toBe('16 Jumada al-Akhirah 1448 AH');
    expect(source.specialFor('2026-03-05')).toMatchObject({ kind: 'ramadan', day: 16 });
    expect(source.specialFor('2026-11-25')).toBeNull();
  });
});

describe('yearsToKeep', () => {
  it.each([
    ['2026-06-15', [2026, 2027]],
    ['2026-12-31', [2026, 2027]],
    ['2027-01-03', [2026, 2027, 2028]],
    ['2027-01-08', [2027, 2028]],
  ])('%s → %j', (today, years) => {
    expect(yearsToKeep(today)).toEqual(years);
  });
});
