import type { Db } from '../client.ts';
import type { Role } from '../database.ts';

export async function insertSession(
  db: Db,
  session: { id: string; userId: number; now: Date; expiresAt: Date; userAgent: string | null; restricted?: boolean; address?: string | null },
): Promise<void> {
  await db
    .insertInto('sessions')
    .values({
      id: session.id,
      userId: session.userId,
      createdAt: session.now,
      lastSeenAt: session.now,
      expiresAt: session.expiresAt,
      userAgent: session.userAgent,
      restricted: session.restricted ?? false,
      address: session.address?.slice(0, 100) ?? null,
    })
    .execute();
}

export interface SessionWithUser {
  sessionId: string;
  lastSeenAt: Date;
  expiresAt: Date;
  userId: number;
  username: string;
  firstName: string | null;
  email: string;
  role: Role;
  restricted: boolean;
}

export function findSessionWithUser(db: Db, sessionId: string): Promise<SessionWithUser | undefined> {
  return db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.userId')
    .select([
      'sessions.id as sessionId',
      'sessions.lastSeenAt',
      'sessions.expiresAt',
      'users.id as userId',
      'users.username',
      'users.firstName',
      'users.email',
      'users.role',
      'sessions.restricted',
    ])
    .where('sessions.id', '=', sessionId)
    .executeTakeFirst();
}

export async function touchSession(db: Db, sessionId: string, now: Date): Promise<void> {
  await db.updateTable('sessions').set({ lastSeenAt: now }).where('id', '=', sessionId).execute();
}

export async function deleteSession(db: Db, sessionId: string): Promise<void> {
  await db.deleteFrom('sessions').where('id', '=', sessionId).execute();
}

/** Ends every session of a user except, optionally, the one making the request. */
export async function deleteSessionsOfUser(db: Db, userId: number, exceptSessionId?: string): Promise<void> {
  let query = db.deleteFrom('sessions').where('userId', '=', userId);
  if (exceptSessionId) query = query.where('id', '!=', exceptSessionId);
  await query.execute();
}

/** Removes sessions past their absolute expiry or idle since before `idleSince`. */
export async function deleteExpiredSessions(db: Db, now: Date, idleSince: Date): Promise<void> {
  await db
    .deleteFrom('sessions')
    .where((eb) => eb.or([eb('expiresAt', '<', now), eb('lastSeenAt', '<', idleSince)]))
    .execute();
}

/** The user's live sessions, most recently used first. */
export function listSessionsOfUser(db: Db, userId: number, now: Date, idleSince: Date) {
  return db
    .selectFrom('sessions')
    .select(['id', 'publicId', 'userAgent', 'address', 'createdAt', 'lastSeenAt'])
    .where('userId', '=', userId)
    .where('expiresAt', '>', now)
    .where('lastSeenAt', '>=', idleSince)
    .orderBy('lastSeenAt', 'desc')
    .execute();
}

/** Ends one session of the user by its public id; answers whether there was one. */
export async function deleteSessionByPublicId(db: Db, userId: number, publicId: string): Promise<boolean> {
  const rows = await db
    .deleteFrom('sessions')
    .where('userId', '=', userId)
    .where('publicId', '=', publicId)
    .returning('id')
    .execute();
  return rows.length > 0;
}

/** Ends every session of the user but `exceptSessionId`; answers how many ended. */
export async function countingDeleteSessionsOfUser(db: Db, userId: number, exceptSessionId?: string): Promise<number> {
  let query = db.deleteFrom('sessions').where('userId', '=', userId);
  if (exceptSessionId) query = query.where('id', '!=', exceptSessionId);
  return (await query.returning('id').execute()).length;
}
