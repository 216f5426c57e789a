import { describe, expect, it } from 'vitest';
import { site } from '../../config/site.ts';
import { calculatedDay } from './calculated.ts';
import { prayerDaysFor } from './prayer-days.ts';

const uploaded = {
  date: '2026-11-26',
  fajrAdhan: '05:30',
  fajrIqamah: '06:00',
  shouruq: '06:55',
  dhuhrAdhan: '12:10',
  dhuhrIqamah: '12:30',
  asrAdhan: '14:40',
  asrIqamah: '15:00',
  maghribAdhan: '16:55',
  maghribIqamah: '17:00',
  ishaAdhan: '18:15',
  ishaIqamah: '19:30',
};

describe('prayerDaysFor', () => {
  it('gives every date of the range: the uploaded day where there is one, the calculated fallback elsewhere', () => {
    const days = prayerDaysFor(
      '2026-11-25',
      '2026-11-28',
      [uploaded, { ...uploaded, date: '2026-11-27', fajrAdhan: '00:00' }],
      site,
    );
    expect(days.map((d) => [d.date, d.source])).toEqual([
      ['2026-11-25', 'calculated'],
      ['2026-11-26', 'uploaded'],
      ['2026-11-27', 'calculated'], // '00:00' Fajr adhan: no data (SPEC 3)
      ['2026-11-28', 'calculated'],
    ]);
    const { date: _date, ...times } = uploaded;
    expect(days[1]?.times).toEqual(times);
    const { date: _d, ...calculated } = calculatedDay('2026-11-25', site);
    expect(days[0]?.times).toEqual(calculated);
  });

  it("puts the configured Jumu'ah on Fridays only", () => {
    const days = prayerDaysFor('2026-11-26', '2026-12-04', [], site);
    expect(days.filter((d) => d.jumuah.length).map((d) => [d.date, d.jumuah])).toEqual([
      ['2026-11-27', [{ time: '13:30' }]],
      ['2026-12-04', [{ time: '13:30' }]],
    ]);
  });

  it("uses SPEC 3's fixed times when calculation is off", () => {
    const config = { ...site, prayer: { ...site.prayer, calculateFallback: false } };
    const [day] = prayerDaysFor('2026-11-26', '2026-11-26', [], config);
    expect(day).toMatchObject({ source: 'fixed', times: { fajrAdhan: '05:42', ishaIqamah: '20:30' } });
  });

  it('is empty when the range is', () => {
    expect(prayerDaysFor('2026-11-26', '2026-11-25', [], site)).toEqual([]);
  });
});
