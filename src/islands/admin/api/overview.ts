import { queryOptions, useQuery } from '@tanstack/react-query';
import type { InferResponseType } from 'hono/client';
import { api } from '../../../lib/api-client.ts';
import { jsonOrThrow } from '../../../lib/api-response.ts';

const get = api.api.admin.overview.$get;
export type Overview = InferResponseType<typeof get, 200>;

export const overviewKey = ['admin', 'overview'] as const;

export const overviewQuery = queryOptions({
  queryKey: overviewKey,
  queryFn: async () => jsonOrThrow<Overview>(await get()),
  meta: { errorMessage: 'Failed to fetch the overview' },
});

export const useOverview = () => useQuery(overviewQuery);
