import { jumuahTimesOf, type EidTime, type JumuahTime, type PrayerDay } from '../../domain/prayer-times/prayer-days.ts';
import type { PrayerTimesRecord } from '../../domain/prayer-times/types.ts';
import type { Khutbah } from '../../domain/schedule/settings.ts';

/** The Jumu'ahs and Eid prayers of the days that have them, by date: what a page carries beside the times. */
export interface SpecialDays {
  jumuah: Record<string, readonly JumuahTime[]>;
  eid: Record<string, readonly EidTime[]>;
}

export function specialDaysOf(days: readonly PrayerDay[]): SpecialDays {
  const special: SpecialDays = { jumuah: {}, eid: {} };
  for (const day of days) {
    if (day.jumuah.length) special.jumuah[day.date] = day.jumuah;
    if (day.eid.length) special.eid[day.date] = day.eid;
  }
  return special;
}

/** A record the API or the calculation gave: the one schedule's day, with its khutbahs. */
type ScheduledRecord = PrayerTimesRecord & { jumuah?: readonly Partial<Khutbah>[] | null };

/**
 * The day the "next prayer" rule reads: the record's times, and its Jumu'ahs and Eid prayers from the
 * record itself when it is the schedule's day (the API's or the calculation's), else from what the page carries.
 */
export function prayerDayFrom(record: ScheduledRecord, special: SpecialDays): PrayerDay {
  const { date } = record;
  return {
    date,
    times: record,
    jumuah: 'jumuah' in record ? jumuahTimesOf(record.jumuah ?? []) : (special.jumuah[date] ?? []),
    eid: special.eid[date] ?? [],
    source: record.source,
  };
}
