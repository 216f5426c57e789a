/**
 * SPEC 7's data-cache rules for TanStack Query (the admin island): no refetch interval, no refetch on
 * focus, never stale, no retries. The public islands follow the same rules through lib/page-query.ts.
 */
export const QUERY_DEFAULTS = {
  queries: { staleTime: Infinity, refetchOnWindowFocus: false, refetchOnReconnect: false, refetchInterval: false, retry: false },
  mutations: { retry: false },
} as const;
