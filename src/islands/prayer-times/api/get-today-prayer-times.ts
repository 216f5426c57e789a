import type { PrayerTimesRecord } from '../../../domain/prayer-times/types.ts';
import { siteApi } from '../../../lib/site-api.ts';
import { jsonOrThrow } from '../../../lib/api-response.ts';
import type { PageQuery } from '../../../lib/page-query.ts';

/** GET /api/prayer-times: the server's record for its today (the island uses it only when the dates match). */
export async function getTodayPrayerTimes(): Promise<PrayerTimesRecord> {
  return jsonOrThrow(await siteApi.api['prayer-times'].$get());
}

/**
 * Keyed by the masjid-zone date the island shows, so a page left open past midnight asks again; the
 * island ignores an answer for a different day (the server's clock and the browser's may disagree).
 */
export function todayPrayerTimesQuery(date: string): PageQuery<PrayerTimesRecord> {
  return { key: `prayer-times/today/${date}`, fetch: getTodayPrayerTimes };
}
