import type { AnnouncementItem } from '../../../domain/announcements/announcements.ts';
import { siteApi } from '../../../lib/site-api.ts';
import { jsonOrThrow } from '../../../lib/api-response.ts';
import { usePageQuery, type PageQuery } from '../../../lib/page-query.ts';

/**
 * GET /api/announcements: active, unexpired, highest priority first (SPEC 7); on a page in another language,
 * `?lang=` has the server choose each one's texts for it (issue 26 item 4).
 */
export async function fetchAnnouncements(lang?: string): Promise<AnnouncementItem[]> {
  const res = await siteApi.api.announcements.$get({ query: { lang } });
  return jsonOrThrow<AnnouncementItem[]>(res as unknown as Response);
}

export const announcementsQuery = (lang?: string): PageQuery<AnnouncementItem[]> => ({
  key: `announcements?lang=${lang ?? ''}`,
  fetch: () => fetchAnnouncements(lang),
});

/** The build's list until the API answers; a failed refresh keeps it. */
export function useAnnouncements(initial: AnnouncementItem[], lang?: string): AnnouncementItem[] {
  return usePageQuery(announcementsQuery(lang)).data ?? initial;
}
