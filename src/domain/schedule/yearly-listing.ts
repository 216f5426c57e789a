import type { Prayer } from '../prayer-times/types.ts';
import { scheduleChanges, type ChangeSubject } from './changes.ts';
import type { DstChange, ScheduleDay } from './schedule.ts';
import type { EidKind } from './settings.ts';

/**
 * SPEC 3's yearly listing (GET /api/prayer-times/yearly/{year}, the yearly page and its print): month, day
 * and the times the yearly table shows, for each day of the uploaded timetable, with its effective
 * iqamahs. A day also says, only when it applies, which iqamahs change that day (`changes`), that the
 * clocks change (`dst`) and which Eid prayer it holds (`eid`), so the table can mark them.
 */
export type YearlyRow = {
  date: string;
  month: number;
  day: number;
  fajrAdhan: string;
  fajrIqamah: string;
  shouruq: string;
  dhuhrIqamah: string;
  asrIqamah: string;
  maghribIqamah: string;
  ishaIqamah: string;
  changes?: ChangeSubject[];
  dst?: DstChange;
  eid?: EidKind[];
  /** Calculated, not the masjid's uploaded timetable (next year's listing only). */
  calculated?: true;
};

export const YEARLY_PRAYER_ORDER: readonly Prayer[] = ['fajr', 'dhuhr', 'asr', 'maghrib', 'isha'];

/**
 * The rows of `year` from `days` (the schedule of that year). Only uploaded days are listed (SPEC 2: a
 * month without the masjid's timetable says so rather than showing calculated times), unless
 * `withCalculated` (next year, schedule-years.ts): then the calculated days too, each marked. Changes
 * are those within the year: January 1 starts the sheet, whatever December 31 of the year before said.
 */
export function yearlyListing(
  days: readonly ScheduleDay[],
  year: number,
  { withCalculated = false }: { withCalculated?: boolean } = {},
): YearlyRow[] {
  const first = `${String(year).padStart(4, '0')}-01-01`;
  const last = `${String(year).padStart(4, '0')}-12-31`;
  const inYear = days.filter((day) => day.date >= first && day.date <= last);
  const changed = new Map<string, ChangeSubject[]>();
  for (const change of scheduleChanges(inYear)) {
    changed.set(change.date, [...(changed.get(change.date) ?? []), change.subject]);
  }
  return inYear
    .filter((day) => day.source === 'uploaded' || (withCalculated && day.source === 'calculated'))
    .map((day) => {
      const row: YearlyRow = {
        date: day.date,
        month: day.month,
        day: day.day,
        fajrAdhan: day.fajrAdhan,
        fajrIqamah: day.fajrIqamah,
        shouruq: day.shouruq,
        dhuhrIqamah: day.dhuhrIqamah,
        asrIqamah: day.asrIqamah,
        maghribIqamah: day.maghribIqamah,
        ishaIqamah: day.ishaIqamah,
      };
      const changes = changed.get(day.date);
      if (changes) row.changes = changes;
      if (day.dst) row.dst = day.dst;
      if (day.eidPrayers.length > 0) row.eid = day.eidPrayers.map((eid) => eid.kind);
      if (day.source === 'calculated') row.calculated = true;
      return row;
    });
}
