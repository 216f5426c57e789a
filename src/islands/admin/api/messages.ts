import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { InferResponseType } from 'hono/client';
import { api } from '../../../lib/api-client.ts';
import { jsonOrThrow } from '../../../lib/api-response.ts';
import { overviewKey } from './overview.ts';

const list = api.api.admin['contact-messages'].$get;
export type ContactMessage = InferResponseType<typeof list, 200>[number];

export const messagesKey = ['admin', 'contact-messages'] as const;

export const messagesQuery = queryOptions({
  queryKey: messagesKey,
  queryFn: async () => jsonOrThrow<ContactMessage[]>(await list()),
  meta: { errorMessage: 'Failed to fetch messages' },
});

export const useMessages = () => useQuery(messagesQuery);

export function useMarkMessageRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) =>
      jsonOrThrow<ContactMessage>(
        await api.api.admin['contact-messages'][':id'].read.$put({ param: { id: String(id) } }),
      ),
    onSuccess: (updated) => {
      client.setQueryData<ContactMessage[]>(messagesKey, (old) => old?.map((m) => (m.id === updated.id ? updated : m)));
      return client.invalidateQueries({ queryKey: overviewKey });
    },
  });
}
