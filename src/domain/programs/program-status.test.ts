import { describe, expect, it } from 'vitest';
import { orderPrograms, programForPage, programsChangeOn, programStatus, programStatusOn, registrationOpenOn, statusChangeDates, type ProgramStatus } from './program-status.ts';

const LA = 'America/Los_Angeles';
const summer = { startDate: '2026-06-15', endDate: '2026-07-24', registrationOpens: '2026-03-01', registrationCloses: '2026-06-10' };
const rolling = { startDate: '2026-09-12', endDate: '2026-12-19', registrationOpens: null, registrationCloses: null };

describe('programStatusOn', () => {
  it.each<[string, typeof summer | typeof rolling, string, ProgramStatus, boolean]>([
    ['before registration opens', summer, '2026-02-28', 'upcoming', false],
    ['the day registration opens', summer, '2026-03-01', 'registration-open', true],
    ['the day registration closes', summer, '2026-06-10', 'registration-open', true],
    ['after registration closed, before the start', summer, '2026-06-11', 'upcoming', false],
    ['the first day', summer, '2026-06-15', 'in-session', false],
    ['the last day', summer, '2026-07-24', 'in-session', false],
    ['the day after the last', summer, '2026-07-25', 'ended', false],
    ['no registration dates: open before the start', rolling, '2026-01-01', 'registration-open', true],
    ['no closing date: open during the term', rolling, '2026-10-01', 'in-session', true],
    ['no closing date: closed once ended', rolling, '2026-12-20', 'ended', false],
  ])('%s', (_, program, today, status, open) => {
    expect(programStatusOn(program, today)).toBe(status);
    expect(registrationOpenOn(program, today)).toBe(open);
  });
});

describe('programStatus in the masjid zone', () => {
  // The program's dates are Los Angeles calendar dates: the instants are chosen around LA midnight.
  const dst = { startDate: '2026-03-08', endDate: '2026-11-01', registrationOpens: '2026-03-01', registrationCloses: null };
  it.each<[string, string, ProgramStatus]>([
    ['Mar 7 23:59 PST (UTC 07:59 Mar 8): not started', '2026-03-08T07:59:00Z', 'registration-open'],
    ['Mar 8 00:00 PST, the spring-forward day: started', '2026-03-08T08:00:00Z', 'in-session'],
    ['Mar 8 23:30 PDT (UTC 06:30 Mar 9): still the first day', '2026-03-09T06:30:00Z', 'in-session'],
    ['Nov 1 (the fall-back day) 23:59 PST: still in session', '2026-11-02T07:59:00Z', 'in-session'],
    ['Nov 2 00:00 PST: ended', '2026-11-02T08:00:00Z', 'ended'],
    ['Nov 1 01:30 PDT, the repeated hour', '2026-11-01T08:30:00Z', 'in-session'],
    ['Feb 28 23:59 PST: registration not open yet', '2026-03-01T07:59:00Z', 'upcoming'],
    ['Mar 1 00:00 PST: registration open', '2026-03-01T08:00:00Z', 'registration-open'],
  ])('%s', (_, instant, status) => {
    expect(programStatus(dst, new Date(instant), LA)).toBe(status);
  });

  it('uses the given zone, not UTC: 2026-11-02T03:00Z is still Nov 1 in Los Angeles but Nov 2 in UTC', () => {
    const instant = new Date('2026-11-02T03:00:00Z');
    expect(programStatus(dst, instant, LA)).toBe('in-session');
    expect(programStatus(dst, instant, 'UTC')).toBe('ended');
    expect(programStatus(dst, instant, 'Asia/Tokyo')).toBe('ended');
  });
});

const item = (slug: string, title: string, startDate: string, endDate: string, registrationOpens: string | null = null) => ({
  slug,
  data: { title, startDate, endDate, registrationOpens, registrationCloses: null },
});

describe('orderPrograms', () => {
  it('puts current and upcoming first by start, ended last by most recent end', () => {
    const programs = [
      item('old', 'Summer 2024', '2024-06-17', '2024-07-26'),
      item('summer', 'Summer 2025', '2025-06-16', '2025-07-25'),
      item('later', 'Camp', '2027-07-01', '2027-07-10', '2027-03-01'),
      item('open', 'Spring term', '2027-01-09', '2027-05-29'),
      item('now', 'Halaqa', '2026-01-04', '2027-12-26'),
      item('now-b', 'Arabic', '2026-01-04', '2027-12-26'),
    ];
    expect(orderPrograms(programs, '2026-11-26').map((p) => p.slug)).toEqual(['now-b', 'now', 'open', 'later', 'summer', 'old']);
  });
});

describe('programForPage', () => {
  const family = [
    item('summer-school', 'Summer School 2025', '2025-06-16', '2025-07-25'),
    item('summer-school-2026', 'Summer School 2026', '2026-06-15', '2026-07-24'),
    item('summer-school-2027', 'Summer School 2027', '2027-06-14', '2027-07-23'),
    item('summer-schooling', 'Not the family', '2026-01-01', '2030-01-01'),
    item('summer-school-parents-night', 'Not a term of it', '2026-01-01', '2030-01-01'),
    item('summer-school-fall-2030', 'A term by season', '2030-09-01', '2030-12-01'),
    item('saturday-school', 'Saturday School', '2025-09-06', '2025-12-20'),
  ];
  it.each([
    ['2025-07-01', 'summer-school'],
    ['2026-01-10', 'summer-school-2026'],
    ['2026-08-01', 'summer-school-2027'],
    ['2028-01-01', 'summer-school-fall-2030'],
    ['2031-01-01', 'summer-school-fall-2030'],
  ])('on %s /summer-school shows %s', (today, slug) => {
    expect(programForPage(family, 'summer-school', today)?.slug).toBe(slug);
  });
  it('is null without a program of that family', () => {
    expect(programForPage(family, 'quran-circle', '2026-01-01')).toBeNull();
  });
});

describe('statusChangeDates', () => {
  it('are the days the page changes by itself, each one a status or registration change', () => {
    expect(statusChangeDates(summer)).toEqual(['2026-03-01', '2026-06-11', '2026-06-15', '2026-07-25']);
    expect(statusChangeDates(rolling)).toEqual(['2026-09-12', '2026-12-20']);
    for (const date of statusChangeDates(summer)) {
      const before = [programStatusOn(summer, prev(date)), registrationOpenOn(summer, prev(date))];
      expect([programStatusOn(summer, date), registrationOpenOn(summer, date)]).not.toEqual(before);
    }
  });

  it.each([
    ['2026-07-25', true],
    ['2026-07-24', false],
    ['2026-12-20', true],
  ])('programsChangeOn %s: %s', (today, changes) => {
    expect(programsChangeOn([summer, rolling], today)).toBe(changes);
  });
});

function prev(date: string): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() - 1);
  return d.toISOString().slice(0, 10);
}
