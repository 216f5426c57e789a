import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { InferResponseType } from 'hono/client';
import { api } from '../../../lib/api-client.ts';
import { jsonOrThrow } from '../../../lib/api-response.ts';

const status = api.api.user['second-factor'].$get;
export type SecondFactorStatus = InferResponseType<typeof status, 200>;
const policy = api.api.admin['second-factor-policy'].$get;
export type SecondFactorPolicy = InferResponseType<typeof policy, 200>;

export const secondFactorKey = ['admin', 'second-factor'] as const;
const policyKey = ['admin', 'second-factor-policy'] as const;

export const useSecondFactorStatus = () =>
  useQuery(
    queryOptions({
      queryKey: secondFactorKey,
      queryFn: async () => jsonOrThrow<SecondFactorStatus>(await status()),
      meta: { errorMessage: 'Failed to load your second factor' },
    }),
  );

function useInvalidateStatus() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: secondFactorKey });
}

export function useStartTotp() {
  return useMutation({
    mutationFn: async () =>
      jsonOrThrow<{ secret: string; otpauthUrl: string }>(await api.api.user.totp.$post()),
  });
}

export function useConfirmTotp() {
  const onSuccess = useInvalidateStatus();
  return useMutation({
    mutationFn: async (code: string) =>
      jsonOrThrow<{ recoveryCodes: string[] }>(await api.api.user.totp.confirm.$post({ json: { code } })),
    onSuccess,
  });
}

export function useNewRecoveryCodes() {
  const onSuccess = useInvalidateStatus();
  return useMutation({
    mutationFn: async (currentPassword: string) =>
      jsonOrThrow<{ recoveryCodes: string[] }>(
        await api.api.user.totp['recovery-codes'].$post({ json: { currentPassword } }),
      ),
    onSuccess,
  });
}

export function useTurnOffTotp() {
  const onSuccess = useInvalidateStatus();
  return useMutation({
    mutationFn: async (currentPassword: string) =>
      jsonOrThrow<{ message: string }>(await api.api.user.totp.$delete({ json: { currentPassword } })),
    onSuccess,
  });
}

export const useSecondFactorPolicy = () =>
  useQuery(
    queryOptions({
      queryKey: policyKey,
      queryFn: async () => jsonOrThrow<SecondFactorPolicy>(await policy()),
      meta: { errorMessage: 'Failed to load the second-factor requirement' },
    }),
  );

export function useSaveSecondFactorPolicy() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (roles: SecondFactorPolicy['roles']) =>
      jsonOrThrow<SecondFactorPolicy>(await api.api.admin['second-factor-policy'].$put({ json: { roles } })),
    onSuccess: (saved) => client.setQueryData(policyKey, saved),
  });
}

export function useResetSecondFactor() {
  return useMutation({
    mutationFn: async (userId: number) =>
      jsonOrThrow<{ message: string }>(
        await api.api.users[':id']['second-factor'].$delete({ param: { id: String(userId) } }),
      ),
  });
}
