import { site } from '../../config/site.ts';
import { prayerDaysFor, type PrayerDay } from '../../domain/prayer-times/prayer-days.ts';
import type { Db } from '../db/client.ts';
import { listDaysBetween } from '../db/repositories/prayer-times.ts';

/** The masjid's schedule from `from` to `to` inclusive, read from the database (see prayerDaysFor). */
export async function loadPrayerDays(db: Db, from: string, to: string): Promise<PrayerDay[]> {
  return prayerDaysFor(from, to, await listDaysBetween(db, from, to), site);
}
