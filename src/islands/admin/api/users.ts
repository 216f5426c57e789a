import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { InferRequestType, InferResponseType } from 'hono/client';
import { api } from '../../../lib/api-client.ts';
import { jsonOrThrow } from '../../../lib/api-response.ts';

const list = api.api.users.$get;
export type StaffUser = InferResponseType<typeof list, 200>[number];
export type AssignableRole = 'admin' | 'editor';

export type NewUserPayload = InferRequestType<typeof api.api.register.$post>['json'];

export const usersKey = ['admin', 'users'] as const;

export const usersQuery = queryOptions({
  queryKey: usersKey,
  queryFn: async () => jsonOrThrow<StaffUser[]>(await list()),
  meta: { errorMessage: 'Failed to fetch users' },
});

export const useUsers = (enabled = true) => useQuery({ ...usersQuery, enabled });

function useInvalidateUsers() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: usersKey });
}

/** SPEC 4: registration does not change the signed-in user; it refreshes the users list. */
export function useRegisterUser() {
  const onSuccess = useInvalidateUsers();
  return useMutation({
    mutationFn: async (payload: NewUserPayload) =>
      jsonOrThrow<StaffUser>(await api.api.register.$post({ json: payload })),
    onSuccess,
  });
}

export function useChangeRole() {
  const onSuccess = useInvalidateUsers();
  return useMutation({
    mutationFn: async ({ id, role }: { id: number; role: AssignableRole }) =>
      jsonOrThrow<StaffUser>(await api.api.users[':id'].role.$put({ param: { id: String(id) }, json: { role } })),
    onSuccess,
  });
}

export function useDeleteUser() {
  const onSuccess = useInvalidateUsers();
  return useMutation({
    mutationFn: async (id: number) =>
      jsonOrThrow<{ message: string }>(await api.api.users[':id'].$delete({ param: { id: String(id) } })),
    onSuccess,
  });
}
