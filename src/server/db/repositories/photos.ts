import type { Db } from '../client.ts';
import { photoColumns, type PhotoSummary } from './galleries.ts';

export interface NewPhoto {
  galleryId: number;
  url: string;
  storageKey: string;
  originalName: string;
  contentType: string;
  sizeBytes: number;
  width: number;
  height: number;
  createdAt: Date;
}

export function insertPhotos(db: Db, photos: readonly NewPhoto[]): Promise<PhotoSummary[]> {
  if (photos.length === 0) return Promise.resolve([]);
  return db
    .insertInto('photos')
    .values([...photos])
    .returning(photoColumns)
    .execute();
}

export async function countPhotos(db: Db): Promise<number> {
  const row = await db
    .selectFrom('photos')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}
