import { prayerDayOf, type PrayerDay } from '../../domain/prayer-times/prayer-days.ts';
import type { Db } from '../db/client.ts';
import { loadSchedule } from '../schedule/prayer-schedule.ts';

/** The masjid's schedule from `from` to `to` inclusive, as the feeds read it (the one schedule, issue 13). */
export async function loadPrayerDays(db: Db, from: string, to: string): Promise<PrayerDay[]> {
  return (await loadSchedule(db, from, to)).map(prayerDayOf);
}
