import type { Db } from '../client.ts';

/** Stores an attempt and answers its id. */
export async function recordLoginAttempt(
  db: Db,
  attempt: { usernameKey: string; clientKey: string; succeeded: boolean; at: Date },
): Promise<string> {
  const row = await db
    .insertInto('loginAttempts')
    .values({ usernameKey: attempt.usernameKey, clientKey: attempt.clientKey, succeeded: attempt.succeeded, attemptedAt: attempt.at })
    .returning('id')
    .executeTakeFirstOrThrow();
  return String(row.id);
}

export async function markLoginAttemptSucceeded(db: Db, id: string): Promise<void> {
  await db.updateTable('loginAttempts').set({ succeeded: true }).where('id', '=', id).execute();
}

export async function deleteLoginAttempt(db: Db, id: string): Promise<void> {
  await db.deleteFrom('loginAttempts').where('id', '=', id).execute();
}

/**
 * Times of failures since `since` (newest first) for the key. A username's count stops at its last
 * success; a client's does not, or one valid account would let its holder reset the per-client limit
 * between rounds of guesses at other usernames.
 */
export async function recentFailures(
  db: Db,
  column: 'usernameKey' | 'clientKey',
  key: string,
  since: Date,
  limit: number,
  exceptId?: string,
): Promise<Date[]> {
  const lastSuccess = column === 'clientKey' ? undefined : await db
    .selectFrom('loginAttempts')
    .select('attemptedAt')
    .where(column, '=', key)
    .where('succeeded', '=', true)
    .where('attemptedAt', '>=', since)
    .orderBy('attemptedAt', 'desc')
    .limit(1)
    .executeTakeFirst();
  const from = lastSuccess && lastSuccess.attemptedAt > since ? lastSuccess.attemptedAt : since;
  let query = db
    .selectFrom('loginAttempts')
    .select('attemptedAt')
    .where(column, '=', key)
    .where('succeeded', '=', false)
    .where('attemptedAt', '>', from);
  if (exceptId !== undefined) query = query.where('id', '!=', exceptId);
  const rows = await query.orderBy('attemptedAt', 'desc').limit(limit).execute();
  return rows.map((r) => r.attemptedAt);
}

export async function pruneLoginAttempts(db: Db, olderThan: Date): Promise<void> {
  await db.deleteFrom('loginAttempts').where('attemptedAt', '<', olderThan).execute();
}
