import { sql } from 'kysely';
import type { Db } from '../client.ts';
import type { Gallery } from '../database.ts';

/** A photo as the admin sees it: never the storage key. */
export interface PhotoSummary {
  id: number;
  url: string;
  originalName: string;
  contentType: string;
  sizeBytes: number;
  width: number | null;
  height: number | null;
  createdAt: Date;
}

export type GalleryWithPhotos = Gallery & { photos: PhotoSummary[] };

export const photoColumns = [
  'id',
  'url',
  'originalName',
  'contentType',
  'sizeBytes',
  'width',
  'height',
  'createdAt',
] as const;

/** Every gallery with its photos, newest photo first; galleries by name. */
export async function listGalleriesWithPhotos(db: Db): Promise<GalleryWithPhotos[]> {
  const [galleries, photos] = await Promise.all([
    db.selectFrom('galleries').selectAll().orderBy('name').orderBy('id').execute(),
    db
      .selectFrom('photos')
      .select([...photoColumns, 'galleryId'])
      .orderBy('createdAt', 'desc')
      .orderBy('id', 'desc')
      .execute(),
  ]);
  const byGallery = new Map<number, PhotoSummary[]>();
  for (const { galleryId, ...photo } of photos) {
    const list = byGallery.get(galleryId) ?? [];
    list.push(photo);
    byGallery.set(galleryId, list);
  }
  return galleries.map((gallery) => ({ ...gallery, photos: byGallery.get(gallery.id) ?? [] }));
}

/**
 * The gallery called `name` (letter case ignored), created when there is none. A description given with
 * an upload replaces the gallery's; an upload without one leaves it as it was.
 */
export async function findOrCreateGallery(db: Db, name: string, description: string | null): Promise<Gallery> {
  const existing = await db
    .selectFrom('galleries')
    .selectAll()
    .where(sql<string>`lower(name)`, '=', name.toLowerCase())
    .executeTakeFirst();
  if (existing) {
    if (description === null || description === existing.description) return existing;
    return db
      .updateTable('galleries')
      .set({ description })
      .where('id', '=', existing.id)
      .returningAll()
      .executeTakeFirstOrThrow();
  }
  return db
    .insertInto('galleries')
    .values({ name, description })
    .onConflict((oc) =>
      oc.column('name').doUpdateSet((eb) => ({
        description: eb.fn.coalesce(eb.ref('excluded.description'), eb.ref('galleries.description')),
      })),
    )
    .returningAll()
    .executeTakeFirstOrThrow();
}
