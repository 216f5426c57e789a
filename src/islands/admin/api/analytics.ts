import { queryOptions, useQuery } from '@tanstack/react-query';
import type { InferResponseType } from 'hono/client';
import { api } from '../../../lib/api-client.ts';
import { jsonOrThrow } from '../../../lib/api-response.ts';

export type AnalyticsReport = InferResponseType<(typeof api.api.analytics.daily)[':date']['$get'], 200>;

export type AnalyticsRequest =
  | { kind: 'daily'; date: string }
  | { kind: 'weekly'; weekStartDate: string }
  | { kind: 'monthly'; year: number; month: number };

async function fetchReport(request: AnalyticsRequest): Promise<AnalyticsReport> {
  const analytics = api.api.analytics;
  if (request.kind === 'daily')
    return jsonOrThrow(await analytics.daily[':date'].$get({ param: { date: request.date } }));
  if (request.kind === 'weekly') {
    return jsonOrThrow(
      await analytics.weekly[':weekStartDate'].$get({ param: { weekStartDate: request.weekStartDate } }),
    );
  }
  return jsonOrThrow(
    await analytics.monthly[':year'][':month'].$get({
      param: { year: String(request.year), month: String(request.month) },
    }),
  );
}

/** SPEC 8: 'Failed to fetch daily/weekly/monthly analytics'. */
export const analyticsQuery = (request: AnalyticsRequest) =>
  queryOptions({
    queryKey: ['admin', 'analytics', request] as const,
    queryFn: () => fetchReport(request),
    meta: { errorMessage: `Failed to fetch ${request.kind} analytics` },
  });

export const useAnalytics = (request: AnalyticsRequest, enabled = true) =>
  useQuery({ ...analyticsQuery(request), enabled });
