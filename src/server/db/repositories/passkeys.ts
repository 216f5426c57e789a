import type { Db } from '../client.ts';

/** A passkey as the Security tab lists it: never the key itself. */
export interface PasskeySummary {
  id: number;
  name: string;
  createdAt: Date;
  lastUsedAt: Date | null;
}

/** What verifying a sign-in needs about the credential. */
export interface StoredPasskey {
  id: number;
  userId: number;
  credentialId: string;
  publicKey: string;
  counter: number;
  transports: string[];
}

const summaryColumns = ['id', 'name', 'createdAt', 'lastUsedAt'] as const;

/** How many passkeys the user has: a passkey counts as a second factor ("require a second factor", issue 25). */
export async function countPasskeys(db: Db, userId: number): Promise<number> {
  const row = await db
    .selectFrom('passkeys')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('userId', '=', userId)
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}

export function listPasskeys(db: Db, userId: number): Promise<PasskeySummary[]> {
  return db.selectFrom('passkeys').select(summaryColumns).where('userId', '=', userId).orderBy('id').execute();
}

/** The user's credential ids, for excludeCredentials (no second registration of one authenticator). */
export async function credentialsOfUser(db: Db, userId: number): Promise<Array<{ credentialId: string; transports: string[] }>> {
  const rows = await db.selectFrom('passkeys').select(['credentialId', 'transports']).where('userId', '=', userId).execute();
  return rows.map((r) => ({ credentialId: r.credentialId, transports: splitTransports(r.transports) }));
}

function splitTransports(text: string): string[] {
  return text.split(' ').filter((t) => t !== '');
}

export async function findPasskeyByCredentialId(db: Db, credentialId: string): Promise<StoredPasskey | undefined> {
  const row = await db
    .selectFrom('passkeys')
    .select(['id', 'userId', 'credentialId', 'publicKey', 'counter', 'transports'])
    .where('credentialId', '=', credentialId)
    .executeTakeFirst();
  return row && { ...row, counter: Number(row.counter), transports: splitTransports(row.transports) };
}

export async function insertPasskey(
  db: Db,
  passkey: { userId: number; credentialId: string; publicKey: string; counter: number; transports: string[]; name: string; now: Date },
): Promise<PasskeySummary> {
  return db
    .insertInto('passkeys')
    .values({
      userId: passkey.userId,
      credentialId: passkey.credentialId,
      publicKey: passkey.publicKey,
      counter: passkey.counter,
      transports: passkey.transports.join(' ').slice(0, 200),
      name: passkey.name,
      createdAt: passkey.now,
    })
    .returning(summaryColumns)
    .executeTakeFirstOrThrow();
}

/**
 * Records a sign-in: the new signature counter and when. Only moves the counter forward from the value
 * read (`expectedCounter`), so two concurrent sign-ins with one assertion cannot both pass.
 */
export async function markPasskeyUsed(db: Db, id: number, use: { expectedCounter: number; newCounter: number; now: Date }): Promise<boolean> {
  const result = await db
    .updateTable('passkeys')
    .set({ counter: use.newCounter, lastUsedAt: use.now })
    .where('id', '=', id)
    .where('counter', '=', use.expectedCounter)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Renames one of the user's passkeys; undefined when the user has no passkey with that id. */
export function renamePasskey(db: Db, userId: number, id: number, name: string): Promise<PasskeySummary | undefined> {
  return db
    .updateTable('passkeys')
    .set({ name })
    .where('id', '=', id)
    .where('userId', '=', userId)
    .returning(summaryColumns)
    .executeTakeFirst();
}

/** Removes one of the user's passkeys; its name, or undefined when the user has no passkey with that id. */
export async function deletePasskey(db: Db, userId: number, id: number): Promise<string | undefined> {
  const row = await db
    .deleteFrom('passkeys')
    .where('id', '=', id)
    .where('userId', '=', userId)
    .returning('name')
    .executeTakeFirst();
  return row?.name;
}

/** Every passkey of an account (a reset of its second factors); the number removed. */
export async function deleteAllPasskeys(db: Db, userId: number): Promise<number> {
  const result = await db.deleteFrom('passkeys').where('userId', '=', userId).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Stores a challenge handed out for a registration (with the user) or a sign-in (without). */
export async function insertChallenge(
  db: Db,
  challenge: { challenge: string; purpose: 'register' | 'signin'; userId: number | null; expiresAt: Date; now: Date },
): Promise<void> {
  // Challenges that ran out are swept as new ones are handed out.
  await db.deleteFrom('webauthnChallenges').where('expiresAt', '<', challenge.now).execute();
  await db
    .insertInto('webauthnChallenges')
    .values({ challenge: challenge.challenge, purpose: challenge.purpose, userId: challenge.userId, expiresAt: challenge.expiresAt })
    .execute();
}

/**
 * Takes a challenge out, once: the row is deleted as it is read, so a replayed answer finds nothing.
 * True when the challenge was handed out for this purpose (and this user, for a registration) and is
 * live; a challenge of another purpose or user is left alone (it is no use to this caller anyway).
 */
export async function consumeChallenge(
  db: Db,
  challenge: string,
  expected: { purpose: 'register' | 'signin'; userId: number | null; now: Date },
): Promise<boolean> {
  let query = db
    .deleteFrom('webauthnChallenges')
    .where('challenge', '=', challenge)
    .where('purpose', '=', expected.purpose)
    .where('expiresAt', '>', expected.now);
  query = expected.userId === null ? query.where('userId', 'is', null) : query.where('userId', '=', expected.userId);
  const row = await query.returning('challenge').executeTakeFirst();
  return !!row;
}
