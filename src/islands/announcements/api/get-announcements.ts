import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AnnouncementItem } from '../../../domain/announcements/announcements.ts';
import { api, jsonOrThrow } from '../../../lib/api-client.ts';

/** GET /api/announcements: active, unexpired, highest priority first (SPEC 7). */
export async function fetchAnnouncements(): Promise<AnnouncementItem[]> {
  const res = await api.api.announcements.$get();
  return jsonOrThrow<AnnouncementItem[]>(res as unknown as Response);
}

export const announcementsQueryOptions = queryOptions({ queryKey: ['announcements'], queryFn: fetchAnnouncements });

/** The build's list until the API answers; a failed refresh keeps it. */
export function useAnnouncements(initial: AnnouncementItem[]): AnnouncementItem[] {
  return useQuery(announcementsQueryOptions).data ?? initial;
}
