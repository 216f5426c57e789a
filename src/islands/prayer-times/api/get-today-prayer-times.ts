import { queryOptions } from '@tanstack/react-query';
import type { PrayerTimesRecord } from '../../../domain/prayer-times/types.ts';
import { api, jsonOrThrow } from '../../../lib/api-client.ts';

/** GET /api/prayer-times: the server's record for its today (the island uses it only when the dates match). */
export async function getTodayPrayerTimes(): Promise<PrayerTimesRecord> {
  return jsonOrThrow(await api.api['prayer-times'].$get());
}

/**
 * Keyed by the masjid-zone date the island shows, so a page left open past midnight asks again; the
 * island ignores an answer for a different day (the server's clock and the browser's may disagree).
 */
export function todayPrayerTimesQuery(date: string) {
  return queryOptions({ queryKey: ['prayer-times', 'today', date], queryFn: getTodayPrayerTimes });
}
