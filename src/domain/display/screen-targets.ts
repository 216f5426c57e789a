import { weekdayOf } from '../dates/zoned.ts';
import type { PrayerDay } from '../prayer-times/prayer-days.ts';
import type { Moment } from '../schedule/next-prayer.ts';
import { momentsOf } from './day-moments.ts';
import { congregationDayOf, type DisplayDay } from './display-day.ts';

/**
 * The moments the prayer-hall screen counts down to (issue 14) and when a new deploy may reload it: the
 * display's rules; what the screen shows of them is src/views/prayer-times/display-screen-state.ts.
 */

export type RowKey = 'fajr' | 'sunrise' | 'dhuhr' | 'jumuah' | 'asr' | 'maghrib' | 'isha';

export type TargetKind = 'adhan' | 'iqamah' | 'sunrise' | 'khutbah';

/** One moment of a day the screen counts down to (the shared moments, without Eid prayers: they have no row). */
export type Target = Moment & { row: RowKey; kind: TargetKind };

/** Issue 14: a new deploy reloads the screen "never within 10 minutes of an adhan or iqamah". */
export const QUIET_MARGIN_MS = 10 * 60_000;

/** Whether the day is a Jumu'ah day on the screen: a Friday with at least one khutbah. */
export function isJumuahDay(day: DisplayDay): boolean {
  return weekdayOf(day.date) === 5 && day.jumuah.length > 0;
}

// A screen asks about the same three days every second: each is read as a PrayerDay, and its targets
// worked out, once per day object.
const prayerDays = new WeakMap<DisplayDay, PrayerDay>();
export function prayerDayFor(day: DisplayDay): PrayerDay {
  let prayerDay = prayerDays.get(day);
  if (!prayerDay) prayerDays.set(day, (prayerDay = congregationDayOf(day)));
  return prayerDay;
}

const targetCache = new WeakMap<DisplayDay, { timeZone: string; targets: Target[] }>();

/** The moments of a day the screen counts down to: each adhan then its iqamah, sunrise, on Fridays the khutbahs. */
export function targetsOf(day: DisplayDay, timeZone: string): Target[] {
  const cached = targetCache.get(day);
  if (cached && cached.timeZone === timeZone) return cached.targets;
  const targets = momentsOf(prayerDayFor(day), timeZone).filter((moment): moment is Target => moment.kind !== 'eid');
  targetCache.set(day, { timeZone, targets });
  return targets;
}

/**
 * Quiet: more than QUIET_MARGIN_MS from every adhan, iqamah and khutbah, and not between an adhan and its
 * iqamah, when the hall watches the countdown.
 */
export function isQuiet(targets: readonly Target[], nowMs: number): boolean {
  for (const target of targets) {
    if (target.kind === 'sunrise') continue;
    const start = target.at.getTime();
    let end = start;
    if (target.kind === 'adhan') {
      const iqamah = targets.find((t) => t.kind === 'iqamah' && t.row === target.row && t.date === target.date);
      if (iqamah) end = Math.max(start, iqamah.at.getTime());
    }
    if (nowMs > start - QUIET_MARGIN_MS && nowMs < end + QUIET_MARGIN_MS) return false;
  }
  return true;
}
