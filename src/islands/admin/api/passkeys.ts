import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { jsonOrThrow } from '../../../lib/api-response.ts';
import type { PasskeyListed } from '../../../lib/passkey-ceremonies.ts';

export type { PasskeyListed };

export const passkeysKey = ['admin', 'security', 'passkeys'] as const;

export const usePasskeys = () =>
  useQuery({
    queryKey: passkeysKey,
    queryFn: async () => jsonOrThrow<PasskeyListed[]>(await api.api.user.passkeys.$get()),
    meta: { errorMessage: 'Failed to fetch your passkeys' },
  });

function useInvalidatePasskeys() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: passkeysKey });
}

/** The browser's ceremony is loaded on first use: @simplewebauthn/browser stays out of the admin's first load. */
export function useAddPasskey() {
  const onSuccess = useInvalidatePasskeys();
  return useMutation({
    mutationFn: async (name: string) => (await import('../../../lib/passkey-ceremonies.ts')).registerPasskey(name),
    onSuccess,
  });
}

export function useRenamePasskey() {
  const onSuccess = useInvalidatePasskeys();
  return useMutation({
    mutationFn: async ({ id, name }: { id: number; name: string }) =>
      jsonOrThrow<PasskeyListed>(await api.api.user.passkeys[':id'].$patch({ param: { id: String(id) }, json: { name } })),
    onSuccess,
  });
}

export function useRemovePasskey() {
  const onSuccess = useInvalidatePasskeys();
  return useMutation({
    mutationFn: async (id: number) =>
      jsonOrThrow<{ message: string }>(await api.api.user.passkeys[':id'].$delete({ param: { id: String(id) } })),
    onSuccess,
  });
}
