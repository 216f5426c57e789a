import { siteApi } from '../../lib/site-api.ts';
import { jsonOrThrow } from '../../lib/api-response.ts';
import { usePageQuery, type PageQuery } from '../../lib/page-query.ts';
import type { PublicEventItem } from '../../domain/events/types.ts';

/** GET /api/events: the public list (SPEC 7), shared by the events carousel and the calendar. */
export async function fetchEvents(): Promise<PublicEventItem[]> {
  const res = await siteApi.api.events.$get();
  return jsonOrThrow<PublicEventItem[]>(res as unknown as Response);
}

export const eventsQuery: PageQuery<PublicEventItem[]> = { key: 'events', fetch: fetchEvents };

/**
 * The events: the build's list until the API answers, then the API's (ARCHITECTURE data flow). A failed
 * refresh keeps the build's list.
 */
export function useEvents(initial: PublicEventItem[] | undefined) {
  const query = usePageQuery(eventsQuery);
  return { events: query.data ?? initial, loading: query.isPending && initial === undefined };
}
