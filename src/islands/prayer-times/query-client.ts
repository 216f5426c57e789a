import { QueryClient } from '@tanstack/react-query';

/**
 * SPEC 7's data-cache behaviour: no refetch interval, no refetch on focus, data never stale, no retries.
 * One client per island instance (islands share no state).
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: Infinity, refetchInterval: false, refetchOnWindowFocus: false, retry: false },
      mutations: { retry: false },
    },
  });
}
