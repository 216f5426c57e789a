import { queryOptions, useQuery } from '@tanstack/react-query';
import type { InferResponseType } from 'hono/client';
import { api } from '../../../lib/api-client.ts';
import { jsonOrThrow } from '../../../lib/api-response.ts';

const get = api.api.admin['needs-attention'].$get;
export type AttentionItems = InferResponseType<typeof get, 200>;

// Under Overview's key, so every change that refreshes Overview refreshes this too.
export const needsAttentionQuery = queryOptions({
  queryKey: ['admin', 'overview', 'needs-attention'],
  queryFn: async () => jsonOrThrow<AttentionItems>(await get()),
  meta: { errorMessage: 'Failed to fetch what needs attention' },
});

export const useNeedsAttention = () => useQuery(needsAttentionQuery);
