import { normalizeHhMm } from '../../domain/dates/time-of-day.ts';
import { weekdayOf } from '../../domain/dates/zoned.ts';
import { jumuahTimesOf, type JumuahTime } from '../../domain/prayer-times/jumuah-times.ts';
import type { EidTime, PrayerDay } from '../../domain/prayer-times/prayer-days.ts';
import type { PrayerTimesRecord } from '../../domain/prayer-times/types.ts';
import type { Khutbah } from '../../domain/schedule/settings.ts';

/**
 * The Jumu'ahs and Eid prayers of a range of days, as a page carries them beside the times (issue 23's
 * first-response budget): the usual Friday's Jumu'ahs once, and only the days that differ from it.
 */
export interface SpecialDays {
  /** The Jumu'ahs of every Friday of the range not in `dated`. */
  friday: readonly JumuahTime[];
  /** The days whose Jumu'ahs are not the usual Friday's (`j`, empty for none) or that have Eid prayers (`e`). */
  dated: Record<string, { j?: readonly JumuahTime[]; e?: readonly EidTime[] }>;
}

export const NO_SPECIAL_DAYS: SpecialDays = { friday: [], dated: {} };

/**
 * What a page's islands assume when it carries no special days: one Jumu'ah every Friday at the config
 * file's time (which the islands' config carries anyway), nothing else. The build sends the days only when
 * they say something else.
 */
export function usualSpecialDays(jummaTime: string): SpecialDays {
  const time = normalizeHhMm(jummaTime);
  return { friday: time ? [{ time }] : [], dated: {} };
}

const usualOn = (date: string, friday: readonly JumuahTime[]) => (weekdayOf(date) === 5 ? friday : []);

/** The range's days, compactly: the most frequent Friday's Jumu'ahs, then each day that differs. */
export function specialDaysOf(days: readonly PrayerDay[]): SpecialDays {
  const counts = new Map<string, number>();
  for (const day of days) {
    if (weekdayOf(day.date) !== 5) continue;
    const key = JSON.stringify(day.jumuah);
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  const usual = [...counts].sort((a, b) => b[1] - a[1])[0]?.[0];
  const friday: readonly JumuahTime[] = usual ? (JSON.parse(usual) as JumuahTime[]) : [];
  const dated: SpecialDays['dated'] = {};
  for (const { date, jumuah, eid } of days) {
    const own = JSON.stringify(jumuah) !== JSON.stringify(usualOn(date, friday));
    if (own || eid.length) dated[date] = { ...(own ? { j: jumuah } : {}), ...(eid.length ? { e: eid } : {}) };
  }
  return { friday, dated };
}

/** The Jumu'ahs and Eid prayers of `date` (a day of the range the page carries). */
export function specialOn(special: SpecialDays, date: string): Pick<PrayerDay, 'jumuah' | 'eid'> {
  const own = special.dated[date];
  return { jumuah: own?.j ?? usualOn(date, special.friday), eid: own?.e ?? [] };
}

/** A record the API or the calculation gave: the one schedule's day, with its khutbahs. */
type ScheduledRecord = PrayerTimesRecord & { jumuah?: readonly Partial<Khutbah>[] | null };

/**
 * The day the "next prayer" rule reads: the record's times, and its Jumu'ahs and Eid prayers from the
 * record itself when it is the schedule's day (the API's or the calculation's), else from what the page carries.
 */
export function prayerDayFrom(record: ScheduledRecord, special: SpecialDays): PrayerDay {
  const { date } = record;
  const carried = specialOn(special, date);
  return {
    date,
    times: record,
    jumuah: 'jumuah' in record ? jumuahTimesOf(record.jumuah ?? []) : carried.jumuah,
    eid: carried.eid,
    source: record.source,
  };
}
