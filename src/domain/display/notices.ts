import { MONTH_SHORT_NAMES } from '../dates/calendar-names.ts';
import { hhMmTo12h, parseTimeOfDay } from '../dates/time-of-day.ts';
import { addDays, parseIsoDate, weekdayOf } from '../dates/zoned.ts';
import { PRAYERS, type Prayer } from '../prayer-times/types.ts';
import type { DisplayDay } from './display-day.ts';

/**
 * The screen's iqamah-change notices for the coming days, from the days themselves. A prayer's iqamah
 * changes on day d when it moves from d − 1 by something other than its adhan's own move: an iqamah that
 * follows the adhan moves a minute most days and an hour on DST days, and announcing that would bury the
 * notices people need; a fixed time stepping to another is a change.
 */
export interface IqamahChange {
  date: string;
  prayer: Prayer;
  before: string;
  after: string;
  /** 'From Sunday, Nov 29: Isha iqamah 7:45 PM (now 7:30 PM)'. */
  text: string;
}

const NAMES: Record<Prayer, string> = { fajr: 'Fajr', dhuhr: 'Dhuhr', asr: 'Asr', maghrib: 'Maghrib', isha: 'Isha' };
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

function dateLabel(date: string): string {
  const parts = parseIsoDate(date)!;
  return `${WEEKDAYS[weekdayOf(date)]}, ${MONTH_SHORT_NAMES[parts.month - 1]} ${parts.day}`;
}

const minutes = (hhMm: string) => parseTimeOfDay(hhMm) ?? Number.NaN;

/**
 * The changes from tomorrow to `windowDays` ahead of `today`, in date order, for the days `dayFor` knows
 * (a day it cannot give ends the search: the screen says nothing it cannot see).
 */
export function upcomingIqamahChanges(
  today: string,
  dayFor: (date: string) => DisplayDay | null,
  windowDays = 7,
): IqamahChange[] {
  const changes: IqamahChange[] = [];
  let previous = dayFor(today);
  for (let offset = 1; previous && offset <= windowDays; offset++) {
    const day = dayFor(addDays(today, offset));
    if (!day) break;
    for (const prayer of PRAYERS) {
      const before = previous[`${prayer}Iqamah`];
      const after = day[`${prayer}Iqamah`];
      if (before === after) continue;
      const iqamahMove = minutes(after) - minutes(before);
      const adhanMove = minutes(day[`${prayer}Adhan`]) - minutes(previous[`${prayer}Adhan`]);
      if (iqamahMove === adhanMove) continue;
      const text = `From ${dateLabel(day.date)}: ${NAMES[prayer]} iqamah ${hhMmTo12h(after)} (now ${hhMmTo12h(before)})`;
      changes.push({ date: day.date, prayer, before, after, text });
    }
    previous = day;
  }
  return changes;
}
