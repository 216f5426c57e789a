import { queryOptions } from '@tanstack/react-query';
import { api, jsonOrThrow } from '../../../lib/api-client.ts';
import type { YearlyDay } from '../compact-days.ts';

/** GET /api/prayer-times/yearly/{year}; SPEC 7: a non-list or missing answer counts as empty. */
export async function getYearlyPrayerTimes(year: number): Promise<YearlyDay[]> {
  const body: unknown = await jsonOrThrow(
    await api.api['prayer-times'].yearly[':year'].$get({ param: { year: String(year) } }),
  );
  return Array.isArray(body) ? (body as YearlyDay[]) : [];
}

export function yearlyPrayerTimesQuery(year: number) {
  return queryOptions({ queryKey: ['prayer-times', 'yearly', year], queryFn: () => getYearlyPrayerTimes(year) });
}
