import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { InferRequestType, InferResponseType } from 'hono/client';
import { api } from '../../../lib/api-client.ts';
import { jsonOrThrow } from '../../../lib/api-response.ts';
import { overviewKey } from './overview.ts';

const list = api.api.events.all.$get;
export type AdminEvent = InferResponseType<typeof list, 200>[number];

/** What the event form sends (SPEC 7: title, description, startDate, endDate, category, imageUrl, isPermanent, …), as the route validates it. */
export type EventPayload = InferRequestType<typeof api.api.events.$post>['json'];

export const eventsKey = ['admin', 'events'] as const;

export const eventsQuery = queryOptions({
  queryKey: eventsKey,
  queryFn: async () => jsonOrThrow<AdminEvent[]>(await list()),
  meta: { errorMessage: 'Failed to fetch events' },
});

export const useEvents = () => useQuery(eventsQuery);

function useInvalidate() {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: eventsKey }),
      client.invalidateQueries({ queryKey: overviewKey }),
    ]);
}

export function useSaveEvent() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: async ({ id, payload }: { id: number | null; payload: EventPayload }) =>
      jsonOrThrow<AdminEvent>(
        id === null
          ? await api.api.events.$post({ json: payload })
          : await api.api.events[':id'].$put({ param: { id: String(id) }, json: payload }),
      ),
    onSuccess: invalidate,
  });
}

export function useDeleteEvent() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: async (id: number) =>
      jsonOrThrow<{ message: string }>(await api.api.events[':id'].$delete({ param: { id: String(id) } })),
    onSuccess: invalidate,
  });
}
