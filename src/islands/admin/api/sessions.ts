import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { InferResponseType } from 'hono/client';
import { api } from '../../../lib/api-client.ts';
import { jsonOrThrow } from '../../../lib/api-response.ts';

const list = api.api.user.sessions.$get;
export type StaffSession = InferResponseType<typeof list, 200>[number];

export const sessionsKey = ['admin', 'security', 'sessions'] as const;

/** The signed-in user's sessions (issue 25), most recently used first. */
export const useSessions = () =>
  useQuery({
    queryKey: sessionsKey,
    queryFn: async () => jsonOrThrow<StaffSession[]>(await list()),
    meta: { errorMessage: 'Failed to fetch your sessions' },
  });

function useInvalidateSessions() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: sessionsKey });
}

export function useEndSession() {
  const onSuccess = useInvalidateSessions();
  return useMutation({
    mutationFn: async (id: string) =>
      jsonOrThrow<{ message: string }>(await api.api.user.sessions[':id'].$delete({ param: { id } })),
    onSuccess,
  });
}

export function useEndOtherSessions() {
  const onSuccess = useInvalidateSessions();
  return useMutation({
    mutationFn: async () => jsonOrThrow<{ message: string; ended: number }>(await api.api.user.sessions.$delete()),
    onSuccess,
  });
}

/** User Management (super_admin): every session of another user ends. */
export function useSignOutEverywhere() {
  return useMutation({
    mutationFn: async (userId: number) =>
      jsonOrThrow<{ message: string; ended: number }>(
        await api.api.users[':id'].sessions.$delete({ param: { id: String(userId) } }),
      ),
  });
}

const securityLog = api.api.admin['security-log'].$get;
export type SecurityLogPage = InferResponseType<typeof securityLog, 200>;

/** The Security Log (super_admin), 50 entries a page, newest first. */
export const useSecurityLog = () =>
  useInfiniteQuery({
    queryKey: ['admin', 'security-log'],
    initialPageParam: null as number | null,
    queryFn: async ({ pageParam }) =>
      jsonOrThrow<SecurityLogPage>(await securityLog({ query: pageParam === null ? {} : { before: String(pageParam) } })),
    getNextPageParam: (last) => last.next,
    meta: { errorMessage: 'Failed to fetch the security log' },
  });
