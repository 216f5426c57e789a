import { QueryClient } from '@tanstack/react-query';

/** SPEC 7's data-cache rules: no refetch interval, no refetch on focus, never stale, no retries. */
export const QUERY_DEFAULTS = {
  queries: { staleTime: Infinity, refetchOnWindowFocus: false, refetchOnReconnect: false, refetchInterval: false, retry: false },
  mutations: { retry: false },
} as const;

let browserClient: QueryClient | undefined;

/**
 * One client per page in the browser, so islands on the same page share their cache (the home page's
 * carousel and a dialog read the same events once). During the build every render gets a fresh one.
 */
export function getQueryClient(): QueryClient {
  if (typeof window === 'undefined') return new QueryClient({ defaultOptions: QUERY_DEFAULTS });
  browserClient ??= new QueryClient({ defaultOptions: QUERY_DEFAULTS });
  return browserClient;
}
