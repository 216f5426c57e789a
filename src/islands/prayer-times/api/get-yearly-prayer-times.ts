import { siteApi } from '../../../lib/site-api.ts';
import { jsonOrThrow } from '../../../lib/api-response.ts';
import type { PageQuery } from '../../../lib/page-query.ts';
import type { YearlyDay } from '../../../views/prayer-times/yearly-days.ts';

/** GET /api/prayer-times/yearly/{year}; SPEC 7: a non-list or missing answer counts as empty. */
export async function getYearlyPrayerTimes(year: number): Promise<YearlyDay[]> {
  const body: unknown = await jsonOrThrow(
    await siteApi.api['prayer-times'].yearly[':year'].$get({ param: { year: String(year) } }),
  );
  return Array.isArray(body) ? (body as YearlyDay[]) : [];
}

export function yearlyPrayerTimesQuery(year: number): PageQuery<YearlyDay[]> {
  return { key: `prayer-times/yearly/${year}`, fetch: () => getYearlyPrayerTimes(year) };
}
