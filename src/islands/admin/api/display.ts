import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { InferRequestType, InferResponseType } from 'hono/client';
import { api } from '../../../lib/api-client.ts';
import { jsonOrThrow } from '../../../lib/api-response.ts';

const get = api.api.display.settings.$get;
export type DisplaySettingsAnswer = InferResponseType<typeof get, 200>;
export type DisplaySettingsPayload = InferRequestType<typeof api.api.display.settings.$put>['json'];

export const displaySettingsKey = ['admin', 'display-settings'] as const;

export const displaySettingsQuery = queryOptions({
  queryKey: displaySettingsKey,
  queryFn: async () => jsonOrThrow<DisplaySettingsAnswer>(await get()),
  meta: { errorMessage: 'Failed to fetch display settings' },
});

export const useDisplaySettings = () => useQuery(displaySettingsQuery);

export function useSaveDisplaySettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (payload: DisplaySettingsPayload) =>
      jsonOrThrow<DisplaySettingsAnswer>(await api.api.display.settings.$put({ json: payload })),
    onSuccess: (saved) => client.setQueryData(displaySettingsKey, saved),
  });
}
