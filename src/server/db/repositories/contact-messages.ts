import type { Db } from '../client.ts';
import type { ContactMessage } from '../database.ts';

/** A visitor's message from the contact form; stored unread (SPEC 3, 4). */
export function insertContactMessage(db: Db, values: { name: string; email: string; message: string }): Promise<ContactMessage> {
  return db.insertInto('contactMessages').values({ ...values, isRead: false }).returningAll().executeTakeFirstOrThrow();
}

/** Newest first, for the admin Messages tab. */
export function listContactMessages(db: Db): Promise<ContactMessage[]> {
  return db.selectFrom('contactMessages').selectAll().orderBy('createdAt', 'desc').orderBy('id', 'desc').execute();
}

/** Unread to read ('Mark as Read'); undefined when there is no such message. */
export function markContactMessageRead(db: Db, id: number): Promise<ContactMessage | undefined> {
  return db.updateTable('contactMessages').set({ isRead: true }).where('id', '=', id).returningAll().executeTakeFirst();
}
