import { addDays, isoDateIn } from '../dates/zoned.ts';
import type { Program } from './program.ts';

/**
 * What a program's dates say on a given day in the masjid's zone (issue 24): before registration opens,
 * while it is open, in session, ended. Dates are masjid calendar dates, so a program ends at the masjid's
 * midnight after its end date, whatever the host's zone, and DST cannot move a day.
 */
export type ProgramStatus = 'upcoming' | 'registration-open' | 'in-session' | 'ended';

type Dates = Pick<Program, 'startDate' | 'endDate' | 'registrationOpens' | 'registrationCloses'>;

export const STATUS_LABELS: Record<ProgramStatus, string> = {
  upcoming: 'Coming soon',
  'registration-open': 'Registration open',
  'in-session': 'In session',
  ended: 'Ended',
};

/** The status on masjid date `today` ('YYYY-MM-DD'). */
export function programStatusOn(program: Dates, today: string): ProgramStatus {
  if (today > program.endDate) return 'ended';
  if (today >= program.startDate) return 'in-session';
  if (program.registrationOpens && today < program.registrationOpens) return 'upcoming';
  if (program.registrationCloses && today > program.registrationCloses) return 'upcoming';
  return 'registration-open';
}

export function programStatus(program: Dates, now: Date, timeZone: string): ProgramStatus {
  return programStatusOn(program, isoDateIn(timeZone, now));
}

/**
 * Whether a visitor may register on `today`: from the day registration opens (any time when no date is
 * set) to the day it closes, or, without a closing date, until the program ends (a school that takes
 * students during the term). Never once it has ended.
 */
export function registrationOpenOn(program: Dates, today: string): boolean {
  if (today > program.endDate) return false;
  if (program.registrationOpens && today < program.registrationOpens) return false;
  if (program.registrationCloses && today > program.registrationCloses) return false;
  return true;
}

const RANK: Record<ProgramStatus, number> = { 'in-session': 0, 'registration-open': 1, upcoming: 2, ended: 3 };

/**
 * /programs' order: current and upcoming first (in session, then registration open, then later ones),
 * each by start date, soonest first; ended programs last, the most recently ended first; title breaks ties.
 */
export function orderPrograms<T extends { data: Dates & { title: string } }>(programs: readonly T[], today: string): T[] {
  return programs
    .map((program) => ({ program, rank: RANK[programStatusOn(program.data, today)] }))
    .sort((a, b) => {
      if (a.rank !== b.rank) return a.rank - b.rank;
      const x = a.program.data;
      const y = b.program.data;
      if (a.rank === 3) {
        if (x.endDate !== y.endDate) return x.endDate < y.endDate ? 1 : -1;
      } else if (x.startDate !== y.startDate) return x.startDate < y.startDate ? -1 : 1;
      return x.title.localeCompare(y.title);
    })
    .map(({ program }) => program);
}

/**
 * The program a fixed page (/summer-school) shows: the one with that slug or a copy of it for another
 * term (summer-school-2026, saturday-school-spring-2027: what "Copy to next term" names them), not other
 * programs whose slug merely starts the same (saturday-school-parents-night). The one that has not ended and starts soonest
 * wins; when all have ended, the one that ended last. Null when there is none.
 */
export function programForPage<T extends { slug: string; data: Dates & { title: string } }>(programs: readonly T[], base: string, today: string): T | null {
  const term = new RegExp(`^${base.replace(/[^a-z0-9-]/g, '')}(?:-(?:(?:winter|spring|summer|fall|autumn)-)?\\d{4})?$`);
  const family = programs.filter((p) => term.test(p.slug));
  return orderPrograms(family, today)[0] ?? null;
}

/**
 * The masjid dates on which what a program's page shows changes by itself: registration opens, the day
 * after it closes, the first day, the day after the last. A static page built the day before is stale
 * from such a date on, so the server rebuilds then (programs-dates.ts).
 */
export function statusChangeDates(program: Dates): string[] {
  const dates = [program.startDate, addDays(program.endDate, 1)];
  if (program.registrationOpens) dates.push(program.registrationOpens);
  if (program.registrationCloses) dates.push(addDays(program.registrationCloses, 1));
  return [...new Set(dates)].sort();
}

/** Whether any of the programs' pages shows something else on `today` than on the day before. */
export function programsChangeOn(programs: readonly Dates[], today: string): boolean {
  return programs.some((program) => statusChangeDates(program).includes(today));
}
