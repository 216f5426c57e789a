import { describe, expect, it } from 'vitest';
import { daysText, meetingDates, meetingMinutes, meetingStartOn, meetingText, nextMeetingDate, weeklyRecurrence, type PrayerTimeOf } from './meetings.ts';
import type { Meeting, Weekday } from './program.ts';

const fall = { startDate: '2026-09-12', endDate: '2026-12-19' };
const saturdays = { days: ['saturday'] as Weekday[], skippedDates: [] as string[] };
/** Asr's iqamah moves through the autumn; Maghrib is fixed. */
const prayerTime: PrayerTimeOf = (date, prayer) => (prayer === 'asr' ? (date < '2026-11-01' ? '16:10' : '14:45') : prayer === 'maghrib' ? '18:00' : null);

describe('meetingDates', () => {
  it.each<[string, Pick<Meeting, 'days' | 'skippedDates'>, string | undefined, string | undefined, string[] | number]>([
    ['every Saturday of the term', saturdays, undefined, undefined, 15],
    ['the first and last Saturdays', saturdays, undefined, '2026-09-19', ['2026-09-12', '2026-09-19']],
    ['skipped weeks left out (Thanksgiving weekend)', { ...saturdays, skippedDates: ['2026-11-28', '2026-10-03'] }, '2026-09-26', '2026-12-05', ['2026-09-26', '2026-10-10', '2026-10-17', '2026-10-24', '2026-10-31', '2026-11-07', '2026-11-14', '2026-11-21', '2026-12-05']],
    ['two days a week in a window', { days: ['sunday', 'wednesday'], skippedDates: ['2026-10-07'] }, '2026-10-01', '2026-10-14', ['2026-10-04', '2026-10-11', '2026-10-14']],
    ['a window outside the term', saturdays, '2027-01-01', '2027-02-01', []],
    ['across the fall-back Sunday (dates, not instants)', { days: ['sunday'], skippedDates: [] }, '2026-10-25', '2026-11-08', ['2026-10-25', '2026-11-01', '2026-11-08']],
  ])('%s', (_, meeting, from, to, expected) => {
    const dates = meetingDates(fall, meeting, from, to);
    if (typeof expected === 'number') expect(dates).toHaveLength(expected);
    else expect(dates).toEqual(expected);
  });
});

describe('meeting times', () => {
  it.each<[string, Pick<Meeting, 'start' | 'endTime' | 'durationMinutes'>, string, string | null, number, string]>([
    ['a fixed time with an end', { start: '13:00', endTime: '17:00' }, '2026-09-12', '13:00', 240, '1:00 PM - 5:00 PM'],
    ['a fixed time with a length', { start: '10:00', durationMinutes: 90 }, '2026-09-12', '10:00', 90, '10:00 AM - 11:30 AM'],
    ['after Asr in October', { start: { prayer: 'asr', offsetMinutes: 0 }, durationMinutes: 45 }, '2026-10-04', '16:10', 45, 'after Asr (4:10 PM)'],
    ['after Asr once the clocks changed', { start: { prayer: 'asr', offsetMinutes: 0 } }, '2026-11-01', '14:45', 60, 'after Asr (2:45 PM)'],
    ['30 minutes after Maghrib', { start: { prayer: 'maghrib', offsetMinutes: 30 } }, '2026-10-04', '18:30', 60, '30 minutes after Maghrib (6:30 PM)'],
    ['a prayer the schedule lacks', { start: { prayer: 'fajr', offsetMinutes: -15 } }, '2026-10-04', null, 60, '15 minutes before Fajr'],
  ])('%s', (_, meeting, date, start, minutes, text) => {
    expect(meetingStartOn(meeting, date, prayerTime)).toBe(start);
    expect(meetingMinutes(meeting)).toBe(minutes);
    expect(meetingText({ ...meeting, days: ['sunday'] }, date, prayerTime)).toContain(text);
  });

  it('reads a meeting in a sentence', () => {
    expect(meetingText({ days: ['sunday'], start: { prayer: 'asr', offsetMinutes: 0 } }, '2026-10-04', prayerTime)).toBe('Sundays after Asr (4:10 PM)');
    expect(meetingText({ days: ['friday', 'monday', 'wednesday', 'tuesday', 'thursday'], start: '13:00', endTime: '17:00' })).toBe('Mondays to Fridays, 1:00 PM - 5:00 PM');
  });

  it.each<[Weekday[], string]>([
    [['saturday'], 'Saturdays'],
    [['sunday', 'saturday'], 'Sundays and Saturdays'],
    [['monday', 'wednesday', 'friday'], 'Mondays, Wednesdays and Fridays'],
    [['tuesday', 'wednesday', 'thursday'], 'Tuesdays to Thursdays'],
  ])('daysText %j', (days, text) => expect(daysText(days)).toBe(text));

  it('finds the next meeting from today, skipping a skipped week', () => {
    expect(nextMeetingDate(fall, { ...saturdays, skippedDates: ['2026-11-28'] }, '2026-11-27')).toBe('2026-12-05');
    expect(nextMeetingDate(fall, saturdays, '2026-01-01')).toBe('2026-09-12');
    expect(nextMeetingDate(fall, saturdays, '2026-12-20')).toBeNull();
  });
});

describe('weeklyRecurrence', () => {
  const until = (date: string) => `${date.replaceAll('-', '')}T075959Z`;
  it.each<[string, { startDate: string; endDate: string }, Pick<Meeting, 'days' | 'skippedDates'>, ReturnType<typeof weeklyRecurrence>]>([
    [
      'Saturdays with skipped weeks; skips off the meeting days or outside the term are dropped',
      fall,
      { days: ['saturday'], skippedDates: ['2026-11-28', '2026-10-03', '2026-11-27', '2027-01-02', '2026-10-03'] },
      { firstDate: '2026-09-12', rrule: 'FREQ=WEEKLY;WKST=SU;BYDAY=SA;UNTIL=20261219T075959Z', exdates: ['2026-10-03', '2026-11-28'] },
    ],
    [
      'a term starting mid-week: the first meeting is the first of its days',
      { startDate: '2026-06-17', endDate: '2026-07-24' },
      { days: ['friday', 'monday'], skippedDates: [] },
      { firstDate: '2026-06-19', rrule: 'FREQ=WEEKLY;WKST=SU;BYDAY=MO,FR;UNTIL=20260724T075959Z', exdates: [] },
    ],
    ['a meeting day the short program never reaches', { startDate: '2026-06-15', endDate: '2026-06-16' }, { days: ['friday'], skippedDates: [] }, null],
  ])('%s', (_, program, meeting, expected) => {
    expect(weeklyRecurrence(program, meeting, until)).toEqual(expected);
  });
});
