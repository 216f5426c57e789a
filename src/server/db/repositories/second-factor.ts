import type { Db } from '../client.ts';
import type { Role } from '../database.ts';

export interface TotpRow {
  secret: string;
  confirmedAt: Date | null;
  lastUsedStep: number | null;
}

export function findTotp(db: Db, userId: number): Promise<TotpRow | undefined> {
  return db
    .selectFrom('userTotp')
    .select(['secret', 'confirmedAt', 'lastUsedStep'])
    .where('userId', '=', userId)
    .executeTakeFirst();
}

/** Starts (or restarts) enrolment with a pending secret; refuses to touch a confirmed one. */
export async function savePendingTotp(db: Db, userId: number, secret: string, now: Date): Promise<boolean> {
  const result = await db
    .insertInto('userTotp')
    .values({ userId, secret, confirmedAt: null, lastUsedStep: null, createdAt: now })
    .onConflict((oc) =>
      oc.column('userId').doUpdateSet({ secret, lastUsedStep: null }).where('userTotp.confirmedAt', 'is', null),
    )
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

export async function confirmTotp(db: Db, userId: number, step: number, now: Date): Promise<boolean> {
  const result = await db
    .updateTable('userTotp')
    .set({ confirmedAt: now, lastUsedStep: step })
    .where('userId', '=', userId)
    .where('confirmedAt', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/**
 * Records the step of an accepted code, only if it is newer than the last one: two requests racing with
 * the same code cannot both win (the second updates nothing).
 */
export async function claimTotpStep(db: Db, userId: number, step: number): Promise<boolean> {
  const result = await db
    .updateTable('userTotp')
    .set({ lastUsedStep: step })
    .where('userId', '=', userId)
    .where('confirmedAt', 'is not', null)
    .where((eb) => eb.or([eb('lastUsedStep', 'is', null), eb('lastUsedStep', '<', step)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Removes TOTP and the recovery codes; true when there was a confirmed TOTP. */
export async function deleteTotp(db: Db, userId: number): Promise<boolean> {
  const row = await db.deleteFrom('userTotp').where('userId', '=', userId).returning('confirmedAt').executeTakeFirst();
  await db.deleteFrom('recoveryCodes').where('userId', '=', userId).execute();
  return Boolean(row?.confirmedAt);
}

export async function replaceRecoveryCodes(db: Db, userId: number, hashes: string[], now: Date): Promise<void> {
  await db.deleteFrom('recoveryCodes').where('userId', '=', userId).execute();
  await db
    .insertInto('recoveryCodes')
    .values(hashes.map((codeHash) => ({ userId, codeHash, usedAt: null, createdAt: now })))
    .execute();
}

export function listUnusedRecoveryCodes(db: Db, userId: number): Promise<{ id: number; codeHash: string }[]> {
  return db
    .selectFrom('recoveryCodes')
    .select(['id', 'codeHash'])
    .where('userId', '=', userId)
    .where('usedAt', 'is', null)
    .orderBy('id')
    .execute();
}

/** Spends an unused recovery code; true only for the one request that spent it. */
export async function spendRecoveryCode(db: Db, id: number, now: Date): Promise<boolean> {
  const result = await db
    .updateTable('recoveryCodes')
    .set({ usedAt: now })
    .where('id', '=', id)
    .where('usedAt', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function countUnusedRecoveryCodes(db: Db, userId: number): Promise<number> {
  const row = await db
    .selectFrom('recoveryCodes')
    .select((eb) => eb.fn.countAll<string | number>().as('count'))
    .where('userId', '=', userId)
    .where('usedAt', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export interface SecondFactorPolicyRow {
  role: Role;
  required: boolean;
  updatedAt: Date;
  updatedBy: string | null;
}

export function listSecondFactorPolicy(db: Db): Promise<SecondFactorPolicyRow[]> {
  return db
    .selectFrom('secondFactorPolicy')
    .leftJoin('users', 'users.id', 'secondFactorPolicy.updatedBy')
    .select([
      'secondFactorPolicy.role',
      'secondFactorPolicy.required',
      'secondFactorPolicy.updatedAt',
      'users.username as updatedBy',
    ])
    .execute();
}

export async function saveSecondFactorPolicy(
  db: Db,
  roles: Record<Role, boolean>,
  by: { userId: number; at: Date },
): Promise<void> {
  for (const [role, required] of Object.entries(roles) as [Role, boolean][]) {
    const values = { required, updatedAt: by.at, updatedBy: by.userId };
    await db
      .insertInto('secondFactorPolicy')
      .values({ role, ...values })
      .onConflict((oc) => oc.column('role').doUpdateSet(values))
      .execute();
  }
}

export async function liftSessionRestriction(db: Db, sessionId: string): Promise<void> {
  await db.updateTable('sessions').set({ restricted: false }).where('id', '=', sessionId).execute();
}
