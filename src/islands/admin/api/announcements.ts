import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { InferRequestType, InferResponseType } from 'hono/client';
import { api } from '../../../lib/api-client.ts';
import { jsonOrThrow } from '../../../lib/api-response.ts';
import { overviewKey } from './overview.ts';

const list = api.api.admin.announcements.$get;
export type AdminAnnouncement = InferResponseType<typeof list, 200>[number];

/** SPEC 7: title, content, isActive, priority, expiresAt ('' or null for none), as the route validates it. */
export type AnnouncementPayload = InferRequestType<typeof api.api.announcements.$post>['json'];

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
          : await api.api.announcements[':id'].$put({ param: { id: String(id) }, json: payload }),
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
