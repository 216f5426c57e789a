import type { Db } from '../client.ts';
import type { Announcement, AnnouncementUpdate, NewAnnouncement } from '../database.ts';

/** What visitors may see: createdBy is staff data and never leaves the API. */
export type PublicAnnouncement = Omit<Announcement, 'createdBy'>;

const publicColumns = [
  'id',
  'title',
  'content',
  'isActive',
  'priority',
  'expiresAt',
  'translations',
  'createdAt',
  'updatedAt',
] as const;

/** Active and unexpired at `now`, highest priority first, newest first among equals. */
export function listVisibleAnnouncements(db: Db, now: Date): Promise<PublicAnnouncement[]> {
  return db
    .selectFrom('announcements')
    .select(publicColumns)
    .where('isActive', '=', true)
    .where((eb) => eb.or([eb('expiresAt', 'is', null), eb('expiresAt', '>', now)]))
    .orderBy('priority', 'desc')
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

/** The admin list: every announcement, active or not, expired or not, in the public order; createdBy left out. */
export function listAllAnnouncements(db: Db): Promise<PublicAnnouncement[]> {
  return db
    .selectFrom('announcements')
    .select(publicColumns)
    .orderBy('priority', 'desc')
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

export function findAnnouncement(db: Db, id: number): Promise<PublicAnnouncement | undefined> {
  return db.selectFrom('announcements').select(publicColumns).where('id', '=', id).executeTakeFirst();
}

/** How many announcements visitors see right now (active and unexpired). */
export async function countVisibleAnnouncements(db: Db, now: Date): Promise<number> {
  const row = await db
    .selectFrom('announcements')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('isActive', '=', true)
    .where((eb) => eb.or([eb('expiresAt', 'is', null), eb('expiresAt', '>', now)]))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export function insertAnnouncement(db: Db, values: NewAnnouncement): Promise<PublicAnnouncement> {
  return db.insertInto('announcements').values(values).returning(publicColumns).executeTakeFirstOrThrow();
}

export function updateAnnouncement(
  db: Db,
  id: number,
  values: AnnouncementUpdate,
): Promise<PublicAnnouncement | undefined> {
  return db.updateTable('announcements').set(values).where('id', '=', id).returning(publicColumns).executeTakeFirst();
}

export async function deleteAnnouncement(db: Db, id: number): Promise<boolean> {
  const result = await db.deleteFrom('announcements').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
