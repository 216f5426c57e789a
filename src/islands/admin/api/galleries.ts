import { queryOptions, useQuery } from '@tanstack/react-query';
import type { InferResponseType } from 'hono/client';
import { api } from '../../../lib/api-client.ts';
import { jsonOrThrow } from '../../../lib/api-response.ts';

const list = api.api.galleries.$get;
export type Gallery = InferResponseType<typeof list, 200>[number];
export type GalleryPhoto = Gallery['photos'][number];

export const galleriesKey = ['admin', 'galleries'] as const;

export const galleriesQuery = queryOptions({
  queryKey: galleriesKey,
  queryFn: async () => jsonOrThrow<Gallery[]>(await list()),
  meta: { errorMessage: 'Failed to fetch galleries' },
});

export const useGalleries = (enabled = true) => useQuery({ ...galleriesQuery, enabled });
