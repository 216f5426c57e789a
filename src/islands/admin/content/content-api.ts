import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { jsonOrThrow } from '../../../lib/api-response.ts';
import { overviewKey } from '../api/overview.ts';

/**
 * The admin's side of a kind of staff-run content (ADR 019): the routes `contentRoutes` makes on the server,
 * called by path (`/api/programs`, staff list at `/api/admin/programs`). Every tab of a content kind uses
 * these hooks, so drafts, publishing and revisions behave the same in all of them.
 */
export interface AdminContentItem<T> {
  id: number;
  slug: string;
  draft: T | null;
  published: T | null;
  publishedAt: string | null;
  publishedBy: string | null;
  updatedAt: string;
  updatedBy: string | null;
}

export interface ContentRevision<T> {
  id: number;
  publishedAt: string;
  publishedBy: string;
  data: T;
}

/** A kind as the admin calls it: `{ path: '/api/programs', noun: 'Program' }`. */
export interface ContentEndpoint {
  path: string;
  noun: string;
}

const adminPath = (endpoint: ContentEndpoint) => endpoint.path.replace(/^\/api\//, '/api/admin/');

async function send<T>(method: string, url: string, body?: unknown): Promise<T> {
  const init: RequestInit = { method, credentials: 'include' };
  if (body !== undefined) {
    init.headers = { 'Content-Type': 'application/json' };
    init.body = JSON.stringify(body);
  }
  return jsonOrThrow<T>(await fetch(url, init));
}

export const contentKey = (endpoint: ContentEndpoint) => ['admin', 'content', endpoint.path] as const;

export function contentItemsQuery<T>(endpoint: ContentEndpoint) {
  return queryOptions({
    queryKey: contentKey(endpoint),
    queryFn: () => send<AdminContentItem<T>[]>('GET', adminPath(endpoint)),
    meta: { errorMessage: `Failed to fetch ${endpoint.noun.toLowerCase()}s` },
  });
}

export const useContentItems = <T,>(endpoint: ContentEndpoint) => useQuery(contentItemsQuery<T>(endpoint));

export function useRevisions<T>(endpoint: ContentEndpoint, id: number | null) {
  return useQuery({
    queryKey: [...contentKey(endpoint), id, 'revisions'],
    queryFn: () => send<ContentRevision<T>[]>('GET', `${endpoint.path}/${id}/revisions`),
    enabled: id !== null,
    meta: { errorMessage: 'Failed to fetch revisions' },
  });
}

/** Every write of a kind: each answers the item as staff see it and refreshes the list and Overview. */
export function useContentMutations<T>(endpoint: ContentEndpoint) {
  const client = useQueryClient();
  const onSuccess = () =>
    Promise.all([client.invalidateQueries({ queryKey: contentKey(endpoint) }), client.invalidateQueries({ queryKey: overviewKey })]);
  const item = (id: number) => `${endpoint.path}/${id}`;
  return {
    /** A new item (`id` null) or changes to one; a draft unless `publish`. */
    save: useMutation({
      mutationFn: ({ id, document, publish }: { id: number | null; document: Partial<T>; publish: boolean }) =>
        id === null
          ? send<AdminContentItem<T>>('POST', endpoint.path, { ...document, draft: !publish })
          : send<AdminContentItem<T>>('PUT', item(id), { ...document, draft: !publish }),
      onSuccess,
    }),
    publishDraft: useMutation({ mutationFn: (id: number) => send<AdminContentItem<T>>('POST', `${item(id)}/publish`), onSuccess }),
    discardDraft: useMutation({ mutationFn: (id: number) => send<AdminContentItem<T>>('DELETE', `${item(id)}/draft`), onSuccess }),
    restore: useMutation({
      mutationFn: ({ id, revisionId }: { id: number; revisionId: number }) =>
        send<AdminContentItem<T>>('POST', `${item(id)}/revisions/${revisionId}/restore`),
      onSuccess: (_item, { id }) => Promise.all([onSuccess(), client.invalidateQueries({ queryKey: [...contentKey(endpoint), id] })]),
    }),
    remove: useMutation({ mutationFn: (id: number) => send<{ message: string }>('DELETE', item(id)), onSuccess }),
  };
}

/** The version staff work on: the draft when there is one, else the published document. */
export function workingCopy<T>(item: AdminContentItem<T>): T {
  return (item.draft ?? item.published) as T;
}
