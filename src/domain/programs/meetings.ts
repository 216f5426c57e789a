import { formatHhMm, hhMmTo12h, parseTimeOfDay } from '../dates/time-of-day.ts';
import { addDays, weekdayOf } from '../dates/zoned.ts';
import type { Meeting, MeetingPrayer, MeetingStart, Program, Weekday } from './program.ts';
import { WEEKDAYS } from './program.ts';

/**
 * A program's weekly meetings (issue 24): on which dates they happen (its days of the week between the
 * start and end dates, less the skipped weeks), at what time (a fixed time, or relative to that day's
 * prayer: "after Asr" with the schedule's time filled in), how they read ("Sundays after Asr"), and their
 * iCalendar recurrence (RRULE and EXDATE).
 */

/** A day's congregation time for a prayer ('HH:MM'), or null when the schedule has no time for it. */
export type PrayerTimeOf = (date: string, prayer: MeetingPrayer) => string | null;

export const PRAYER_NAMES: Record<MeetingPrayer, string> = { fajr: 'Fajr', dhuhr: 'Dhuhr', asr: 'Asr', maghrib: 'Maghrib', isha: 'Isha' };
const DAY_NAMES: Record<Weekday, string> = {
  sunday: 'Sunday',
  monday: 'Monday',
  tuesday: 'Tuesday',
  wednesday: 'Wednesday',
  thursday: 'Thursday',
  friday: 'Friday',
  saturday: 'Saturday',
};
const BYDAY: Record<Weekday, string> = { sunday: 'SU', monday: 'MO', tuesday: 'TU', wednesday: 'WE', thursday: 'TH', friday: 'FR', saturday: 'SA' };

/** Meeting length when neither an end time nor a length is given. */
export const DEFAULT_MEETING_MINUTES = 60;

function sortedDays(days: readonly Weekday[]): Weekday[] {
  return WEEKDAYS.filter((day) => days.includes(day));
}

/**
 * The dates a meeting happens on, ascending: its weekdays from the program's start to its end date (and
 * within `from`..`to` when given), skipped dates left out.
 */
export function meetingDates(program: Pick<Program, 'startDate' | 'endDate'>, meeting: Pick<Meeting, 'days' | 'skippedDates'>, from?: string, to?: string): string[] {
  const first = from && from > program.startDate ? from : program.startDate;
  const last = to && to < program.endDate ? to : program.endDate;
  const weekdays = new Set(meeting.days.map((day) => WEEKDAYS.indexOf(day)));
  const skipped = new Set(meeting.skippedDates);
  const dates: string[] = [];
  for (let date = first; date <= last; date = addDays(date, 1)) {
    if (weekdays.has(weekdayOf(date)) && !skipped.has(date)) dates.push(date);
  }
  return dates;
}

/** The skipped dates that fall on a meeting day inside the program (the EXDATEs that matter), ascending. */
export function effectiveSkippedDates(program: Pick<Program, 'startDate' | 'endDate'>, meeting: Pick<Meeting, 'days' | 'skippedDates'>): string[] {
  const weekdays = new Set(meeting.days.map((day) => WEEKDAYS.indexOf(day)));
  return [...new Set(meeting.skippedDates)]
    .filter((date) => date >= program.startDate && date <= program.endDate && weekdays.has(weekdayOf(date)))
    .sort();
}

/** The meeting's start on `date` ('HH:MM'): its fixed time, or the day's prayer plus the offset; null when unknown. */
export function meetingStartOn(meeting: Pick<Meeting, 'start'>, date: string, prayerTime?: PrayerTimeOf): string | null {
  if (typeof meeting.start === 'string') return meeting.start;
  const prayer = prayerTime?.(date, meeting.start.prayer);
  const minutes = prayer ? parseTimeOfDay(prayer) : null;
  if (minutes === null) return null;
  const start = minutes + meeting.start.offsetMinutes;
  // A meeting that would cross midnight has no sensible time on this day.
  return start >= 0 && start < 1440 ? formatHhMm(start) : null;
}

/** How long a meeting lasts, in minutes. */
export function meetingMinutes(meeting: Pick<Meeting, 'start' | 'endTime' | 'durationMinutes'>): number {
  if (meeting.endTime && typeof meeting.start === 'string') {
    return parseTimeOfDay(meeting.endTime)! - parseTimeOfDay(meeting.start)!;
  }
  return meeting.durationMinutes ?? DEFAULT_MEETING_MINUTES;
}

/** 'after Asr', '30 minutes after Maghrib', '15 minutes before Fajr'. */
export function prayerRelativeText(start: Exclude<MeetingStart, string>): string {
  const name = PRAYER_NAMES[start.prayer];
  if (start.offsetMinutes === 0) return `after ${name}`;
  const minutes = Math.abs(start.offsetMinutes);
  return `${minutes} minute${minutes === 1 ? '' : 's'} ${start.offsetMinutes > 0 ? 'after' : 'before'} ${name}`;
}

/** 'Sundays', 'Saturdays and Sundays', 'Mondays to Fridays', 'Mondays, Wednesdays and Fridays'. */
export function daysText(days: readonly Weekday[]): string {
  const sorted = sortedDays(days);
  const plural = sorted.map((day) => `${DAY_NAMES[day]}s`);
  if (plural.length === 0) return '';
  const indexes = sorted.map((day) => WEEKDAYS.indexOf(day));
  const consecutive = indexes.every((n, i) => i === 0 || n === indexes[i - 1]! + 1);
  if (plural.length >= 3 && consecutive) return `${plural[0]} to ${plural[plural.length - 1]}`;
  if (plural.length === 1) return plural[0]!;
  return `${plural.slice(0, -1).join(', ')} and ${plural[plural.length - 1]}`;
}

/**
 * The meeting's time as a card shows it: '1:00 PM - 5:00 PM', or 'after Asr (3:28 PM)' with the time on
 * `date` (the next meeting) filled in from the schedule when known.
 */
export function meetingTimeText(meeting: Pick<Meeting, 'start' | 'endTime' | 'durationMinutes'>, date?: string, prayerTime?: PrayerTimeOf): string {
  if (typeof meeting.start === 'string') {
    const end = meeting.endTime ?? (meeting.durationMinutes ? formatHhMm(parseTimeOfDay(meeting.start)! + meeting.durationMinutes) : null);
    return end ? `${hhMmTo12h(meeting.start)} - ${hhMmTo12h(end)}` : hhMmTo12h(meeting.start);
  }
  const relative = prayerRelativeText(meeting.start);
  const time = date ? meetingStartOn(meeting, date, prayerTime) : null;
  return time ? `${relative} (${hhMmTo12h(time)})` : relative;
}

/** 'Sundays after Asr (3:28 PM)', 'Mondays to Fridays, 1:00 PM - 5:00 PM'. */
export function meetingText(meeting: Pick<Meeting, 'days' | 'start' | 'endTime' | 'durationMinutes'>, date?: string, prayerTime?: PrayerTimeOf): string {
  const days = daysText(meeting.days);
  const time = meetingTimeText(meeting, date, prayerTime);
  return typeof meeting.start === 'string' ? `${days}, ${time}` : `${days} ${time}`;
}

/** The first meeting date on or after `today` (the program's first when it has not begun), or null. */
export function nextMeetingDate(program: Pick<Program, 'startDate' | 'endDate'>, meeting: Pick<Meeting, 'days' | 'skippedDates'>, today: string): string | null {
  const to = addDays(today > program.startDate ? today : program.startDate, 7 * 8);
  return meetingDates(program, meeting, today, to)[0] ?? null;
}

/**
 * The recurrence of a weekly meeting as RFC 5545 values: RRULE 'FREQ=WEEKLY;BYDAY=MO,WE;UNTIL=…' and the
 * skipped dates. The first occurrence is the first meeting date on or after the start (DTSTART must be
 * one, or clients count it as an extra). UNTIL is the end date's last moment, in UTC as RFC 5545 asks
 * when DTSTART has a TZID: `untilUtc` gives it (the caller knows the zone). Null when the meeting never
 * happens.
 */
export function weeklyRecurrence(
  program: Pick<Program, 'startDate' | 'endDate'>,
  meeting: Pick<Meeting, 'days' | 'skippedDates'>,
  untilUtc: (lastDate: string) => string,
): { firstDate: string; rrule: string; exdates: string[] } | null {
  const firstDate = meetingDates(program, { days: meeting.days, skippedDates: [] }, program.startDate, addDays(program.startDate, 6))[0];
  if (!firstDate) return null;
  const byDay = sortedDays(meeting.days).map((day) => BYDAY[day]).join(',');
  return {
    firstDate,
    rrule: `FREQ=WEEKLY;WKST=SU;BYDAY=${byDay};UNTIL=${untilUtc(program.endDate)}`,
    exdates: effectiveSkippedDates(program, meeting),
  };
}
