import type { Db } from '../client.ts';
import type { Event, EventUpdate, NewEvent } from '../database.ts';

/** The sign-up settings' columns (issue 27): read through the registrations repository, not with the event. */
export type SignUpColumns = 'signUpOnline' | 'signUpMaxSeats' | 'signUpOpensAt' | 'signUpClosesAt' | 'signUpWaitingList' | 'signUpAskNotes';

/** What visitors may see: createdBy is removed before sending (SPEC 3). */
export type PublicEvent = Omit<Event, 'createdBy' | SignUpColumns>;

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
  'translations',
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

/** The admin list: every event, newest start first, permanent (undated) ones last; createdBy left out too. */
export function listAllEvents(db: Db): Promise<PublicEvent[]> {
  return db
    .selectFrom('events')
    .select(publicColumns)
    .orderBy('startDate', (ob) => ob.desc().nullsLast())
    .orderBy('id', 'desc')
    .execute();
}

export function findEvent(db: Db, id: number): Promise<PublicEvent | undefined> {
  return db.selectFrom('events').select(publicColumns).where('id', '=', id).executeTakeFirst();
}

export async function countEvents(db: Db): Promise<number> {
  const row = await db
    .selectFrom('events')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export function insertEvent(db: Db, values: NewEvent): Promise<PublicEvent> {
  return db.insertInto('events').values(values).returning(publicColumns).executeTakeFirstOrThrow();
}

export function updateEvent(db: Db, id: number, values: EventUpdate): Promise<PublicEvent | undefined> {
  return db.updateTable('events').set(values).where('id', '=', id).returning(publicColumns).executeTakeFirst();
}

export async function deleteEvent(db: Db, id: number): Promise<boolean> {
  const result = await db.deleteFrom('events').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
