import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { InferResponseType } from 'hono/client';
import { api } from '../../../lib/api-client.ts';
import { jsonOrThrow } from '../../../lib/api-response.ts';
import { withJson } from './with-json.ts';
import { overviewKey } from './overview.ts';

const list = api.api.admin.announcements.$get;
export type AdminAnnouncement = InferResponseType<typeof list, 200>[number];

/** SPEC 7: title, content, isActive, priority, expiresAt ('' or null for none). */
export interface AnnouncementPayload {
  title: string;
  content: string;
  isActive: boolean;
  priority: number;
  expiresAt: string | null;
}

export const announcementsKey = ['admin', 'announcements'] as const;

export const announcementsQuery = queryOptions({
  queryKey: announcementsKey,
  queryFn: async () => jsonOrThrow<AdminAnnouncement[]>(await list()),
  meta: { errorMessage: 'Failed to fetch announcements' },
});

export const useAnnouncements = () => useQuery(announcementsQuery);

function useInvalidate() {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: announcementsKey }),
      client.invalidateQueries({ queryKey: overviewKey }),
    ]);
}

export function useSaveAnnouncement() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: async ({ id, payload }: { id: number | null; payload: AnnouncementPayload }) =>
      jsonOrThrow<AdminAnnouncement>(
        id === null
          ? await api.api.announcements.$post({ json: payload })
          : await api.api.announcements[':id'].$put(withJson({ param: { id: String(id) } }, payload)),
      ),
    onSuccess: invalidate,
  });
}

export function useDeleteAnnouncement() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: async (id: number) =>
      jsonOrThrow<{ message: string }>(await api.api.announcements[':id'].$delete({ param: { id: String(id) } })),
    onSuccess: invalidate,
  });
}
