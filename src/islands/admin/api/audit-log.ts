import { useInfiniteQuery } from '@tanstack/react-query';
import type { InferResponseType } from 'hono/client';
import { api } from '../../../lib/api-client.ts';
import { jsonOrThrow } from '../../../lib/api-response.ts';

const get = api.api.admin['audit-log'].$get;
export type AuditPage = InferResponseType<typeof get, 200>;

/** The audit log, 50 entries a page, newest first; `fetchNextPage` reads older ones. */
export const useAuditLog = () =>
  useInfiniteQuery({
    queryKey: ['admin', 'overview', 'audit-log'],
    initialPageParam: null as number | null,
    queryFn: async ({ pageParam }) => jsonOrThrow<AuditPage>(await get({ query: pageParam === null ? {} : { before: String(pageParam) } })),
    getNextPageParam: (last) => last.next,
    meta: { errorMessage: 'Failed to fetch the audit log' },
  });
