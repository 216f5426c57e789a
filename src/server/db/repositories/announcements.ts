import type { Db } from '../client.ts';
import type { Announcement, AnnouncementUpdate, NewAnnouncement } from '../database.ts';

/** What visitors may see: createdBy is staff data and never leaves the API. */
export type PublicAnnouncement = Omit<Announcement, 'createdBy'>;

const publicColumns = ['id', 'title', 'content', 'isActive', 'priority', 'expiresAt', 'createdAt', 'updatedAt'] as const;

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

export function listAllAnnouncements(db: Db): Promise<Announcement[]> {
  return db.selectFrom('announcements').selectAll().orderBy('priority', 'desc').orderBy('createdAt', 'desc').orderBy('id', 'desc').execute();
}

export function insertAnnouncement(db: Db, values: NewAnnouncement): Promise<Announcement> {
  return db.insertInto('announcements').values(values).returningAll().executeTakeFirstOrThrow();
}

export function updateAnnouncement(db: Db, id: number, values: AnnouncementUpdate): Promise<Announcement | undefined> {
  return db.updateTable('announcements').set(values).where('id', '=', id).returningAll().executeTakeFirst();
}

export async function deleteAnnouncement(db: Db, id: number): Promise<boolean> {
  const result = await db.deleteFrom('announcements').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
