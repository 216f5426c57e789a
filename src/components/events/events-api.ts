import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, jsonOrThrow } from '../../lib/api-client.ts';
import type { PublicEventItem } from '../../domain/events/types.ts';

/** GET /api/events: the public list (SPEC 7), shared by the events carousel and the calendar. */
export async function fetchEvents(): Promise<PublicEventItem[]> {
  const res = await api.api.events.$get();
  return jsonOrThrow<PublicEventItem[]>(res as unknown as Response);
}

export const eventsQueryOptions = queryOptions({ queryKey: ['events'], queryFn: fetchEvents });

/**
 * The events: the build's list until the API answers, then the API's (ARCHITECTURE data flow). A failed
 * refresh keeps the build's list.
 */
export function useEvents(initial: PublicEventItem[] | undefined) {
  const query = useQuery(eventsQueryOptions);
  return { events: query.data ?? initial, loading: query.isPending && initial === undefined };
}
