import { describe, expect, it } from 'vitest';
import { dailyPeriod, dayBoundaries, monthlyPeriod, weeklyPeriod } from './periods.ts';

describe('analytics periods', () => {
  it('a day, a week of seven days, and a calendar month', () => {
    expect(dailyPeriod('2026-03-08')).toEqual({
      ok: true,
      period: { kind: 'daily', startDate: '2026-03-08', endDate: '2026-03-08', dates: ['2026-03-08'] },
    });
    const week = weeklyPeriod('2026-12-27');
    expect(week.ok && week.period.dates).toEqual([
      '2026-12-27',
      '2026-12-28',
      '2026-12-29',
      '2026-12-30',
      '2026-12-31',
      '2027-01-01',
      '2027-01-02',
    ]);
    const feb = monthlyPeriod('2028', '2');
    expect(feb.ok && [feb.period.startDate, feb.period.endDate, feb.period.dates.length]).toEqual([
      '2028-02-01',
      '2028-02-29',
      29,
    ]);
  });

  it.each([
    [dailyPeriod('2026-2-8'), 'Invalid date "2026-2-8": expected a date YYYY-MM-DD'],
    [dailyPeriod('1999-01-01'), 'Invalid date "1999-01-01": expected a year from 2000 to 2100'],
    [weeklyPeriod('x'.repeat(40)), 'Invalid week start date "xxxxxxxxxxxxxxxxxxxx…": expected a date YYYY-MM-DD'],
    [monthlyPeriod('2026', '13'), 'Invalid month "13": expected 1 to 12'],
    [monthlyPeriod('2026', '1.5'), 'Invalid month "1.5": expected 1 to 12'],
    [monthlyPeriod('20266', '1'), 'Invalid year "20266": expected a year from 2000 to 2100'],
  ])('refuses %#', (result, message) => {
    expect(result).toEqual({ ok: false, message });
  });

  it('cuts days at the masjid midnight: 23 hours in spring, 25 in autumn', () => {
    const hours = (d: { start: Date; end: Date }) => (d.end.getTime() - d.start.getTime()) / 3_600_000;
    const [spring] = dayBoundaries('America/Los_Angeles', ['2026-03-08']);
    expect(spring!.start.toISOString()).toBe('2026-03-08T08:00:00.000Z');
    expect(hours(spring!)).toBe(23);
    const [autumn] = dayBoundaries('America/Los_Angeles', ['2026-11-01']);
    expect(autumn!.start.toISOString()).toBe('2026-11-01T07:00:00.000Z');
    expect(hours(autumn!)).toBe(25);
  });
});
