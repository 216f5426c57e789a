import type { AnnouncementItem } from '../../../domain/announcements/announcements.ts';
import { siteApi } from '../../../lib/site-api.ts';
import { jsonOrThrow } from '../../../lib/api-response.ts';
import { usePageQuery, type PageQuery } from '../../../lib/page-query.ts';

/** GET /api/announcements: active, unexpired, highest priority first (SPEC 7). */
export async function fetchAnnouncements(): Promise<AnnouncementItem[]> {
  const res = await siteApi.api.announcements.$get();
  return jsonOrThrow<AnnouncementItem[]>(res as unknown as Response);
}

export const announcementsQuery: PageQuery<AnnouncementItem[]> = { key: 'announcements', fetch: fetchAnnouncements };

/** The build's list until the API answers; a failed refresh keeps it. */
export function useAnnouncements(initial: AnnouncementItem[]): AnnouncementItem[] {
  return usePageQuery(announcementsQuery).data ?? initial;
}
