import { weekdayShortDateLabel } from '../dates/short-date-labels.ts';
import { hhMmTo12h, parseTimeOfDay } from '../dates/time-of-day.ts';
import { addDays } from '../dates/zoned.ts';
import { PRAYERS, type Prayer } from '../prayer-times/types.ts';
import { khutbahTimesText, type ScheduleDay } from './schedule.ts';
import type { IsoDate, Khutbah } from './settings.ts';

/**
 * Iqamah-change notices (issue 13), derived from the schedule, never typed by hand.
 *
 * A prayer's iqamah changes on day d when it differs from d − 1's by something other than the adhan's own
 * move: an iqamah that follows the adhan ("adhan + 10 minutes", or a timetable that does the same) moves
 * a minute most days and an hour on DST days, and announcing that would bury the announcements people
 * need. A fixed time, a rounded rule's step, an override starting or ending, or a new timetable is a
 * change. The start or end of the uploaded timetable is not (the days' source changes, and the prayer
 * card says so). Jumu'ah changes on a Friday whose khutbahs differ from the Friday before.
 */

export type ChangeSubject = Prayer | 'jumuah';

export type ScheduleChange = {
  /** The first day of the new time. */
  date: IsoDate;
  subject: ChangeSubject;
  /** The time(s) until then, and from then on, as shown: '7:30 PM', '1:00 PM and 2:00 PM'. */
  before: string;
  after: string;
  /** 'From Sunday, Nov 29: Isha iqamah 7:45 PM (now 7:30 PM)'. */
  text: string;
};

export const SUBJECT_LABELS: Record<ChangeSubject, string> = {
  fajr: 'Fajr iqamah',
  dhuhr: 'Dhuhr iqamah',
  asr: 'Asr iqamah',
  maghrib: 'Maghrib iqamah',
  isha: 'Isha iqamah',
  jumuah: "Jumu'ah",
};

/** 'Sunday, Nov 29'. */
export function changeDateLabel(date: IsoDate): string {
  return weekdayShortDateLabel(date);
}

/** 'From Sunday, Nov 29: Isha iqamah 7:45 PM (now 7:30 PM)'. */
export function changeText(change: Pick<ScheduleChange, 'date' | 'subject' | 'before' | 'after'>): string {
  return `From ${changeDateLabel(change.date)}: ${SUBJECT_LABELS[change.subject]} ${change.after} (now ${change.before})`;
}

const ADHAN = { fajr: 'fajrAdhan', dhuhr: 'dhuhrAdhan', asr: 'asrAdhan', maghrib: 'maghribAdhan', isha: 'ishaAdhan' } as const;
const IQAMAH = { fajr: 'fajrIqamah', dhuhr: 'dhuhrIqamah', asr: 'asrIqamah', maghrib: 'maghribIqamah', isha: 'ishaIqamah' } as const;

type ChangeDay = Pick<ScheduleDay, 'date' | 'source' | 'jumuah' | (typeof ADHAN)[Prayer] | (typeof IQAMAH)[Prayer]>;

function minutes(hhMm: string): number {
  return parseTimeOfDay(hhMm) ?? Number.NaN;
}

function khutbahKey(khutbahs: readonly Khutbah[]): string {
  return khutbahs.map((k) => [k.time, k.khateeb, k.language, k.place].join('|')).join(';');
}

function make(date: IsoDate, subject: ChangeSubject, before: string, after: string): ScheduleChange {
  return { date, subject, before, after, text: changeText({ date, subject, before, after }) };
}

/** The changes on `day` against the day before and (Jumu'ah) the Friday before, when those are known. */
function changesBetween(previousDay: ChangeDay | undefined, day: ChangeDay, previousFriday: ChangeDay | undefined): ScheduleChange[] {
  const changes: ScheduleChange[] = [];
  // Where the uploaded timetable starts or ends, the times change source, not because the masjid moved an
  // iqamah: the card says so in its own words ("Calculated times: …").
  if (previousDay && previousDay.source === day.source) {
    for (const prayer of PRAYERS) {
      const before = previousDay[IQAMAH[prayer]];
      const after = day[IQAMAH[prayer]];
      if (before === after) continue;
      const iqamahMove = minutes(after) - minutes(before);
      const adhanMove = minutes(day[ADHAN[prayer]]) - minutes(previousDay[ADHAN[prayer]]);
      if (iqamahMove === adhanMove) continue;
      changes.push(make(day.date, prayer, hhMmTo12h(before), hhMmTo12h(after)));
    }
  }
  if (day.jumuah && previousFriday?.jumuah && khutbahKey(day.jumuah) !== khutbahKey(previousFriday.jumuah)) {
    let before = khutbahTimesText(previousFriday.jumuah);
    let after = khutbahTimesText(day.jumuah);
    // Same times with another khateeb, language or place: still worth saying, with what changed.
    if (before === after) {
      before = previousFriday.jumuah.map(khutbahDetail).join('; ');
      after = day.jumuah.map(khutbahDetail).join('; ');
    }
    changes.push(make(day.date, 'jumuah', before, after));
  }
  return changes;
}

/** '1:00 PM · English · Main hall · Imam Yusuf'. */
export function khutbahDetail(khutbah: Khutbah): string {
  return [hhMmTo12h(khutbah.time), khutbah.language, khutbah.place, khutbah.khateeb].filter((part) => part !== '').join(' · ');
}

/**
 * Every change within consecutive schedule days, by date: a day is compared with the day before it (and
 * a Friday with the Friday before) when those are in `days` too, so the first day (and the first week's
 * Friday) of the range never counts as a change.
 */
export function scheduleChanges(days: readonly ChangeDay[]): ScheduleChange[] {
  const byDate = new Map(days.map((day) => [day.date, day]));
  return days.flatMap((day) => changesBetween(byDate.get(addDays(day.date, -1)), day, byDate.get(addDays(day.date, -7))));
}

/**
 * The notices to show on `today`: the changes from tomorrow to `windowDays` days ahead, in date order.
 * `days` must hold today − 7 (the Friday before a Friday in the window) to today + windowDays.
 */
export function upcomingChanges(days: readonly ChangeDay[], today: IsoDate, windowDays = 7): ScheduleChange[] {
  const last = addDays(today, windowDays);
  return scheduleChanges(days.filter((day) => day.date >= addDays(today, -7) && day.date <= last)).filter(
    (change) => change.date > today && change.date <= last,
  );
}
