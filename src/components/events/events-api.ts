import { siteApi } from '../../lib/site-api.ts';
import { jsonOrThrow } from '../../lib/api-response.ts';
import { usePageQuery, type PageQuery } from '../../lib/page-query.ts';
import type { PublicEventItem } from '../../domain/events/types.ts';

/**
 * GET /api/events: the public list (SPEC 7), shared by the events carousel and the calendar; on a page in
 * another language, `?lang=` has the server choose each event's texts for it (issue 26 item 4).
 */
export async function fetchEvents(lang?: string): Promise<PublicEventItem[]> {
  const res = await siteApi.api.events.$get({ query: { lang } });
  return jsonOrThrow<PublicEventItem[]>(res as unknown as Response);
}

export const eventsQuery = (lang?: string): PageQuery<PublicEventItem[]> => ({
  key: `events?lang=${lang ?? ''}`,
  fetch: () => fetchEvents(lang),
});

/**
 * The events: the build's list until the API answers, then the API's (ARCHITECTURE data flow). A failed
 * refresh keeps the build's list.
 */
export function useEvents(initial: PublicEventItem[] | undefined, lang?: string) {
  const query = usePageQuery(eventsQuery(lang));
  return { events: query.data ?? initial, loading: query.isPending && initial === undefined };
}
