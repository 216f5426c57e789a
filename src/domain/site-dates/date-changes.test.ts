import { describe, expect, it } from 'vitest';
import { campaignsChangeOn } from '../campaigns/campaign.ts';
import { addDays } from '../dates/zoned.ts';
import { programsChangeOn } from '../programs/program-status.ts';
import { dateChangeAt, dateChangeBetween } from './date-changes.ts';

const LA = 'America/Los_Angeles';
// Around both 2026 DST changes in Los Angeles: spring forward Sunday Mar 8, fall back Sunday Nov 1.
const spring = {
  startDate: '2026-03-08',
  endDate: '2026-03-28',
  registrationOpens: '2026-02-15',
  registrationCloses: '2026-03-06',
};
const fall = { startDate: '2026-09-12', endDate: '2026-10-31', registrationOpens: null, registrationCloses: null };
const fund = { startDate: '2026-10-20', endDate: '2026-11-01' };
const sources = { programs: [spring, fall], campaigns: [fund] };

describe('dateChangeBetween: the latest date in (after, through] that changes a page', () => {
  it.each<[string, string | null, string, string | null, 'program' | 'campaign' | null]>([
    ['nothing between', '2026-02-16', '2026-03-05', null, null],
    ['registration opens', '2026-02-14', '2026-02-15', '2026-02-15', 'program'],
    ['the day after registration closes', '2026-03-06', '2026-03-07', '2026-03-07', 'program'],
    ['the first day, the spring-forward Sunday', '2026-03-07', '2026-03-08', '2026-03-08', 'program'],
    ['a week without a request: the latest change counts', '2026-03-01', '2026-03-09', '2026-03-08', 'program'],
    ['the last day changes nothing yet', '2026-03-27', '2026-03-28', null, null],
    ['the day after the last', '2026-03-28', '2026-03-29', '2026-03-29', 'program'],
    ['a campaign starts', '2026-10-19', '2026-10-20', '2026-10-20', 'campaign'],
    [
      'a campaign ends on the fall-back Sunday: leaves the next day',
      '2026-11-01',
      '2026-11-02',
      '2026-11-02',
      'campaign',
    ],
    [
      'a program ends the day before: both on Nov 1 and 2, the latest wins',
      '2026-10-31',
      '2026-11-02',
      '2026-11-02',
      'campaign',
    ],
    ["the day after a program's last, the campaign's last day", '2026-10-31', '2026-11-01', '2026-11-01', 'program'],
    ['already checked today', '2026-03-08', '2026-03-08', null, null],
    ['a clock that went back', '2026-03-09', '2026-03-08', null, null],
    ['not known: only today is looked at', null, '2026-03-08', '2026-03-08', 'program'],
    ['not known: yesterday is not', null, '2026-03-09', null, null],
  ])('%s', (_, after, through, date, what) => {
    const change = dateChangeBetween(sources, after, through);
    expect(change).toEqual(date === null ? null : { date, what });
  });

  it('no programs and no campaigns change nothing', () => {
    expect(dateChangeBetween({ programs: [], campaigns: [] }, '2020-01-01', '2030-01-01')).toBeNull();
  });

  it('day by day, it says what programsChangeOn and campaignsChangeOn say (the hourly check on npm start)', () => {
    for (let day = '2026-01-01'; day <= '2026-12-31'; day = addDays(day, 1)) {
      const expected = programsChangeOn(sources.programs, day) || campaignsChangeOn(sources.campaigns, day);
      expect(dateChangeBetween(sources, addDays(day, -1), day) !== null, day).toBe(expected);
    }
  });
});

describe('dateChangeAt: the masjid date of an instant, across DST', () => {
  it.each<[string, string, string, string | null]>([
    ['Mar 7 23:59 PST (UTC 07:59 Mar 8): the first day has not come', '2026-03-08T07:59:00Z', '2026-03-07', null],
    ['Mar 8 00:00 PST: the first day', '2026-03-08T08:00:00Z', '2026-03-08', '2026-03-08'],
    ['Mar 8 23:30 PDT (UTC 06:30 Mar 9): still Mar 8', '2026-03-09T06:30:00Z', '2026-03-08', '2026-03-08'],
    ['Nov 1 01:30 PST, the repeated hour: still Nov 1', '2026-11-01T09:30:00Z', '2026-11-01', '2026-11-01'],
    ['Nov 1 23:59 PST (UTC 07:59 Nov 2): the campaign still runs', '2026-11-02T07:59:00Z', '2026-11-01', '2026-11-01'],
    ['Nov 2 00:00 PST: it has ended', '2026-11-02T08:00:00Z', '2026-11-02', '2026-11-02'],
  ])('%s', (_, instant, today, date) => {
    const { today: seen, change } = dateChangeAt(sources, '2026-03-07', LA, new Date(instant));
    expect(seen).toBe(today);
    expect(change?.date ?? null).toBe(date);
  });

  it('the same instant is another date elsewhere: the masjid zone decides', () => {
    const instant = new Date('2026-03-08T05:00:00Z'); // Mar 8 in London, Mar 7 in Los Angeles
    expect(dateChangeAt(sources, '2026-03-07', 'Europe/London', instant).change?.date).toBe('2026-03-08');
    expect(dateChangeAt(sources, '2026-03-07', LA, instant).change).toBeNull();
  });
});
