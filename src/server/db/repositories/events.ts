import type { Db } from '../client.ts';
import type { Event, EventUpdate, NewEvent } from '../database.ts';

/** What visitors may see: createdBy is removed before sending (SPEC 3). */
export type PublicEvent = Omit<Event, 'createdBy'>;

const publicColumns = [
  'id',
  'title',
  'description',
  'startDate',
  'endDate',
  'category',
  'imageUrl',
  'isPermanent',
  'location',
  'registrationRequired',
  'maxAttendees',
  'createdAt',
  'updatedAt',
] as const;

/** Permanent events first, then by start date; undated last. */
export function listPublicEvents(db: Db): Promise<PublicEvent[]> {
  return db
    .selectFrom('events')
    .select(publicColumns)
    .orderBy('isPermanent', 'desc')
    .orderBy('startDate', (ob) => ob.asc().nullsLast())
    .orderBy('id')
    .execute();
}

export function listAllEvents(db: Db): Promise<Event[]> {
  return db.selectFrom('events').selectAll().orderBy('startDate', (ob) => ob.desc().nullsLast()).orderBy('id', 'desc').execute();
}

export function insertEvent(db: Db, values: NewEvent): Promise<Event> {
  return db.insertInto('events').values(values).returningAll().executeTakeFirstOrThrow();
}

export function updateEvent(db: Db, id: number, values: EventUpdate): Promise<Event | undefined> {
  return db.updateTable('events').set(values).where('id', '=', id).returningAll().executeTakeFirst();
}

export async function deleteEvent(db: Db, id: number): Promise<boolean> {
  const result = await db.deleteFrom('events').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
