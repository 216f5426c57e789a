import { formatHhMm, parseTimeOfDay } from '../dates/time-of-day.ts';
import { daysBetween, parseIsoDate } from '../dates/zoned.ts';
import { formatIsoDate, formatTimeOfDay } from '../i18n/intl.ts';
import type { MessageParams } from '../i18n/message-format.ts';
import { meetingStartOn, type PrayerTimeOf } from './meetings.ts';
import type { Meeting, MeetingPrayer, MeetingStart, Weekday } from './program.ts';
import { WEEKDAYS } from './program.ts';
import type { ProgramStatus } from './program-status.ts';

/**
 * What the site itself writes about a program (issue 26), in a page's language: its dates, length,
 * meetings ('Sundays after Asr (3:28 PM)'), status and the sentences around them, from the `programs`
 * catalogue namespace and Intl in the page's locale. Staff's words (title, term, summary…) stay as they
 * wrote them. `t` is the page's translator (keys 'programs.…', 'prayer.…'); dates are masjid calendar
 * dates and times the masjid's wall clock, so no zone applies. In English the catalogue's texts are the
 * ones meetings.ts and program-text.ts have always written (program-words.test.ts holds them equal).
 */

export type ProgramTranslate = (key: string, params?: MessageParams) => string;

export interface ProgramWords {
  t: ProgramTranslate;
  locale: string;
}

const STATUS_KEYS: Record<ProgramStatus, string> = {
  upcoming: 'programs.statusUpcoming',
  'registration-open': 'programs.statusRegistrationOpen',
  'in-session': 'programs.statusInSession',
  ended: 'programs.statusEnded',
};

const DAY_KEYS: Record<Weekday, string> = {
  sunday: 'programs.sundays',
  monday: 'programs.mondays',
  tuesday: 'programs.tuesdays',
  wednesday: 'programs.wednesdays',
  thursday: 'programs.thursdays',
  friday: 'programs.fridays',
  saturday: 'programs.saturdays',
};

export function statusLabelIn(words: ProgramWords, status: ProgramStatus): string {
  return words.t(STATUS_KEYS[status]);
}

/** 'June 16, 2025', '16 Haziran 2025', '16 يونيو 2025'. */
export function longDateIn(words: ProgramWords, isoDate: string): string {
  if (!parseIsoDate(isoDate)) return isoDate;
  return formatIsoDate(isoDate, words.locale, { year: 'numeric', month: 'long', day: 'numeric' });
}

/** 'June 16 - July 25, 2025' in one year (the start without its year); both in full across two; one day alone. */
export function dateRangeIn(words: ProgramWords, startDate: string, endDate: string): string {
  const start = parseIsoDate(startDate);
  const end = parseIsoDate(endDate);
  if (!start || !end) return words.t('programs.dateRange', { start: startDate, end: endDate });
  if (startDate === endDate) return longDateIn(words, startDate);
  const first =
    start.year === end.year
      ? formatIsoDate(startDate, words.locale, { month: 'long', day: 'numeric' })
      : longDateIn(words, startDate);
  return words.t('programs.dateRange', { start: first, end: longDateIn(words, endDate) });
}

/** The program's length in weeks, a part week counting as one: '6 weeks', '6 hafta'. */
export function durationIn(words: ProgramWords, startDate: string, endDate: string): string {
  const weeks = Math.max(1, Math.ceil((daysBetween(startDate, endDate) + 1) / 7));
  return words.t('programs.weeks', { count: weeks });
}

function listIn(words: ProgramWords, items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return words.t('programs.listLast', {
    list: items.slice(0, -1).join(words.t('programs.listSeparator')),
    last: items[items.length - 1]!,
  });
}

/** 'Sundays', 'Saturdays and Sundays', 'Mondays to Fridays', 'Mondays, Wednesdays and Fridays'. */
export function daysTextIn(words: ProgramWords, days: readonly Weekday[]): string {
  const sorted = WEEKDAYS.filter((day) => days.includes(day));
  const names = sorted.map((day) => words.t(DAY_KEYS[day]));
  if (names.length === 0) return '';
  const indexes = sorted.map((day) => WEEKDAYS.indexOf(day));
  const consecutive = indexes.every((n, i) => i === 0 || n === indexes[i - 1]! + 1);
  if (names.length >= 3 && consecutive)
    return words.t('programs.daysRange', { first: names[0]!, last: names[names.length - 1]! });
  return listIn(words, names);
}

/** 'after Asr', '30 minutes after Maghrib', '15 minutes before Fajr', with the page's prayer names. */
export function prayerRelativeTextIn(words: ProgramWords, start: Exclude<MeetingStart, string>): string {
  const prayer = words.t(`prayer.${start.prayer satisfies MeetingPrayer}`);
  if (start.offsetMinutes === 0) return words.t('programs.afterPrayer', { prayer });
  const count = Math.abs(start.offsetMinutes);
  return words.t(start.offsetMinutes > 0 ? 'programs.minutesAfter' : 'programs.minutesBefore', { count, prayer });
}

/** '1:00 PM - 5:00 PM', or 'after Asr (3:28 PM)' with the time on `date` filled in when the schedule has it. */
export function meetingTimeTextIn(
  words: ProgramWords,
  meeting: Pick<Meeting, 'start' | 'endTime' | 'durationMinutes'>,
  date?: string,
  prayerTime?: PrayerTimeOf,
): string {
  const time = (hhMm: string) => formatTimeOfDay(hhMm, words.locale);
  if (typeof meeting.start === 'string') {
    const end =
      meeting.endTime ??
      (meeting.durationMinutes ? formatHhMm(parseTimeOfDay(meeting.start)! + meeting.durationMinutes) : null);
    return end ? words.t('programs.timeRange', { start: time(meeting.start), end: time(end) }) : time(meeting.start);
  }
  const relative = prayerRelativeTextIn(words, meeting.start);
  const start = date ? meetingStartOn(meeting, date, prayerTime) : null;
  return start ? words.t('programs.relativeWithTime', { relative, time: time(start) }) : relative;
}

/** 'Sundays after Asr (3:28 PM)', 'Mondays to Fridays, 1:00 PM - 5:00 PM'. */
export function meetingTextIn(
  words: ProgramWords,
  meeting: Pick<Meeting, 'days' | 'start' | 'endTime' | 'durationMinutes'>,
  date?: string,
  prayerTime?: PrayerTimeOf,
): string {
  const days = daysTextIn(words, meeting.days);
  const time = meetingTimeTextIn(words, meeting, date, prayerTime);
  return words.t(typeof meeting.start === 'string' ? 'programs.meetingAt' : 'programs.meetingRelative', { days, time });
}
