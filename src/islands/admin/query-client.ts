import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { handleUnauthorized } from '../../lib/navigation.ts';
import { QUERY_DEFAULTS } from '../../lib/query-client.ts';
import { toast } from '../../lib/toast-store.ts';

declare module '@tanstack/react-query' {
  interface Register {
    /** A query may name the toast its failure shows (SPEC 8: 'Failed to fetch daily analytics', …). */
    queryMeta: { errorMessage?: string };
  }
}

/**
 * SPEC 7's cache rules for the admin island: no refetch interval, no refetch on focus, data never stale,
 * no retries for queries or mutations. Data changes only when a mutation invalidates it. Any 401 goes
 * through SPEC 8's rule (toast, then the sign-in screen).
 */
export function createAdminQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (handleUnauthorized(error)) return;
        const message = query.meta?.errorMessage;
        if (message) toast({ title: 'Error', description: message, variant: 'destructive' });
      },
    }),
    mutationCache: new MutationCache(),
    defaultOptions: QUERY_DEFAULTS,
  });
}
