import { describe, expect, it } from 'vitest';
import { groupByMonth, noPrayerTimesText, shortDateLabel } from './yearly-months.ts';

describe('groupByMonth', () => {
  const records = [
    { date: '2026-02-02', fajrAdhan: '05:40' },
    { date: '2026-01-05', fajrAdhan: '06:05' },
    { date: '2026-01-04', fajrAdhan: '06:06' },
    { date: '2026-03-01', fajrAdhan: '00:00' },
    { date: '2026-12-31', fajrAdhan: '06:04' },
    { date: '2026-04-01', fajrAdhan: '' },
    { date: 'not a date', fajrAdhan: '05:00' },
  ];
  const groups = groupByMonth(records);

  it('has twelve months, January first', () => {
    expect(groups.map((group) => [group.month, group.name])).toEqual([
      [1, 'January'],
      [2, 'February'],
      [3, 'March'],
      [4, 'April'],
      [5, 'May'],
      [6, 'June'],
      [7, 'July'],
      [8, 'August'],
      [9, 'September'],
      [10, 'October'],
      [11, 'November'],
      [12, 'December'],
    ]);
  });

  it.each([
    [1, ['2026-01-04', '2026-01-05']],
    [2, ['2026-02-02']],
    [3, []],
    [4, []],
    [12, ['2026-12-31']],
  ])('month %i lists %j', (month, dates) => {
    expect(groups[month - 1]?.days.map((day) => day.date)).toEqual(dates);
  });
});

describe('labels', () => {
  it.each([
    ['2026-01-05', 'Jan 5'],
    ['2026-12-31', 'Dec 31'],
    ['2028-02-29', 'Feb 29'],
  ])('shortDateLabel(%s) = %s', (date, label) => {
    expect(shortDateLabel(date)).toBe(label);
  });

  it.each([
    [1, 2026, 'No prayer times available for January 2026'],
    [9, 2027, 'No prayer times available for September 2027'],
  ])('noPrayerTimesText(%i, %i)', (month, year, text) => {
    expect(noPrayerTimesText(month, year)).toBe(text);
  });
});
