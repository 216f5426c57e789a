import { addDays, isoDateIn } from '../../domain/dates/zoned.ts';
import type { DisplayDay } from '../../domain/display/display-day.ts';
import {
  isJumuahDay,
  isQuiet,
  prayerDayFor,
  targetsOf,
  type RowKey,
  type Target,
  type TargetKind,
} from '../../domain/display/screen-targets.ts';
import { nextCongregation, type NextCongregation } from '../../domain/schedule/next-prayer.ts';

/**
 * What the prayer-hall screen shows at an instant (issue 14), from the days around it: which day's times
 * the table lists (tomorrow's once Isha's iqamah has begun), its rows and their names, which row is next,
 * what the countdown counts to and says (an adhan, then its iqamah; sunrise; on Fridays the khutbahs), and
 * whether the calm iqamah screen is up. The moments and the quiet rule are the domain's (screen-targets.ts):
 * every moment is an instant built from the masjid's wall clock in its zone, so a countdown across a DST
 * change is the real time left, and "today" is the masjid's, not the TV's.
 */

export type RowState = 'past' | 'next' | 'upcoming';

export interface ScreenRow {
  key: RowKey;
  name: string;
  /** 'HH:MM'; Sunrise's one time is its adhan; null where the row has none (Jumu'ah). */
  adhan: string | null;
  /** 'HH:MM'; for Jumu'ah the khutbah times; empty for Sunrise. */
  iqamah: string[];
  state: RowState;
}

export interface Countdown {
  row: RowKey;
  kind: TargetKind;
  /** "Dhuhr adhan", "Dhuhr iqamah", "Sunrise", "Jumu'ah khutbah". */
  label: string;
  at: Date;
  remainingMs: number;
}

export interface IqamahScreen {
  row: RowKey;
  name: string;
  kind: 'iqamah' | 'khutbah';
  until: Date;
}

export interface ScreenState {
  /** The masjid's calendar day at the instant. */
  today: string;
  /** The congregation every surface calls next (src/domain/schedule/next-prayer.ts). */
  next: NextCongregation | null;
  /** The day the table lists: today, or tomorrow once Isha's iqamah has begun. */
  tableDate: string;
  rows: ScreenRow[];
  countdown: Countdown | null;
  iqamahScreen: IqamahScreen | null;
  /** A moment a new deploy may reload the screen: see isQuiet; never with the iqamah screen up. */
  quiet: boolean;
}

// Its own list, not the congregations' names: importing those would make the home page's shared chunk
// export them (10 bytes over its budget, ADR 015 "What the browser carries").
export const ROW_NAMES: Record<RowKey, string> = {
  fajr: 'Fajr',
  sunrise: 'Sunrise',
  dhuhr: 'Dhuhr',
  jumuah: "Jumu'ah",
  asr: 'Asr',
  maghrib: 'Maghrib',
  isha: 'Isha',
};

const MINUTE_MS = 60_000;

export type DayLookup = (date: string) => DisplayDay | null;

/** The rows of a day in the order the day runs; on a Jumu'ah day the Dhuhr row is Jumu'ah with its khutbahs. */
function rowsOf(day: DisplayDay): Omit<ScreenRow, 'state'>[] {
  const jumuah = isJumuahDay(day);
  return [
    { key: 'fajr', name: ROW_NAMES.fajr, adhan: day.fajrAdhan, iqamah: [day.fajrIqamah] },
    { key: 'sunrise', name: ROW_NAMES.sunrise, adhan: day.shouruq, iqamah: [] },
    jumuah
      ? { key: 'jumuah', name: ROW_NAMES.jumuah, adhan: null, iqamah: day.jumuah.map((k) => k.time) }
      : { key: 'dhuhr', name: ROW_NAMES.dhuhr, adhan: day.dhuhrAdhan, iqamah: [day.dhuhrIqamah] },
    { key: 'asr', name: ROW_NAMES.asr, adhan: day.asrAdhan, iqamah: [day.asrIqamah] },
    { key: 'maghrib', name: ROW_NAMES.maghrib, adhan: day.maghribAdhan, iqamah: [day.maghribIqamah] },
    { key: 'isha', name: ROW_NAMES.isha, adhan: day.ishaAdhan, iqamah: [day.ishaIqamah] },
  ];
}

function countdownLabel(target: Target): string {
  const name = ROW_NAMES[target.row];
  switch (target.kind) {
    case 'sunrise':
      return name;
    case 'khutbah':
      return `${name} khutbah`;
    default:
      return `${name} ${target.kind}`;
  }
}

/**
 * The screen at `now`. Null when a day it needs (yesterday, today, tomorrow) is not known yet: the caller
 * shows its loading state until the calculation has loaded.
 */
export function screenState(input: {
  now: Date;
  timeZone: string;
  dayFor: DayLookup;
  iqamahScreenMinutes: number;
}): ScreenState | null {
  const { now, timeZone, dayFor } = input;
  const nowMs = now.getTime();
  const today = isoDateIn(timeZone, now);
  const yesterdayDay = dayFor(addDays(today, -1));
  const todayDay = dayFor(today);
  const tomorrowDay = dayFor(addDays(today, 1));
  if (!yesterdayDay || !todayDay || !tomorrowDay) return null;

  const todayTargets = targetsOf(todayDay, timeZone);
  const tomorrowTargets = targetsOf(tomorrowDay, timeZone);
  const around = [...targetsOf(yesterdayDay, timeZone), ...todayTargets, ...tomorrowTargets];

  // Once the day's last iqamah has begun the table turns to tomorrow (issue 14: "tomorrow's times after Isha").
  const lastToday = todayTargets.at(-1);
  const showTomorrow = lastToday !== undefined && nowMs >= lastToday.at.getTime();
  const tableDay = showTomorrow ? tomorrowDay : todayDay;
  const tableTargets = showTomorrow ? tomorrowTargets : todayTargets;

  const congregation = nextCongregation([prayerDayFor(todayDay), prayerDayFor(tomorrowDay)], timeZone, now);
  // The countdown counts to the second: a moment is over when it arrives.
  const next = around.find((target) => target.at.getTime() > nowMs) ?? null;
  const nextInTable = next && next.date === tableDay.date ? next.row : null;
  const rows: ScreenRow[] = rowsOf(tableDay).map((row) => {
    const own = tableTargets.filter((target) => target.row === row.key);
    const past = own.length > 0 && own.every((target) => target.at.getTime() <= nowMs);
    return { ...row, state: row.key === nextInTable ? 'next' : past ? 'past' : 'upcoming' };
  });

  const screenMs = input.iqamahScreenMinutes * MINUTE_MS;
  let iqamahScreen: IqamahScreen | null = null;
  if (screenMs > 0) {
    for (const target of around) {
      if (target.kind !== 'iqamah' && target.kind !== 'khutbah') continue;
      const start = target.at.getTime();
      if (nowMs >= start && nowMs < start + screenMs) {
        iqamahScreen = {
          row: target.row,
          name: ROW_NAMES[target.row],
          kind: target.kind,
          until: new Date(start + screenMs),
        };
      }
    }
  }

  return {
    today,
    next: congregation,
    tableDate: tableDay.date,
    rows,
    countdown: next
      ? {
          row: next.row,
          kind: next.kind,
          label: countdownLabel(next),
          at: next.at,
          remainingMs: next.at.getTime() - nowMs,
        }
      : null,
    iqamahScreen,
    quiet: iqamahScreen === null && isQuiet(around, nowMs),
  };
}

/** '1:05:09' from an hour up, '05:09' below it; whole seconds, rounded up so 0:00 is the moment itself. */
export function formatCountdown(remainingMs: number): string {
  const total = Math.max(0, Math.ceil(remainingMs / 1000));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  const mm = String(minutes).padStart(2, '0');
  const ss = String(seconds).padStart(2, '0');
  return hours > 0 ? `${hours}:${mm}:${ss}` : `${mm}:${ss}`;
}
