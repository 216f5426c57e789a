import type { Context } from 'hono';
import { sql } from 'kysely';
import type { Db } from '../db/client.ts';
import { deleteLoginAttempt } from '../db/repositories/login-attempts.ts';
import type { AppEnv } from '../env.ts';
import { ApiError } from '../middleware/errors.ts';
import { recordSecurityEvent, requestDevice } from './security-events.ts';

/**
 * The site-wide ceiling (issue 25 part 5). The per-address and per-account limits cannot see credential
 * stuffing: many addresses, one guess at each of many usernames. So the failures of ALL password
 * sign-ins are counted too (in the database, shared by every instance); while more than
 * `failuresPerMinute` failed in the last minute, password sign-ins from browsers not seen before are
 * paced: each waits for its own slot, `spacingMs` after the previous one, whatever the username or the
 * address; past `maxWaitMs` of queue the answer is 429. A browser with a valid device cookie for the
 * account, and passkey sign-ins, never wait.
 */
export const CEILING = {
  failuresPerMinute: 30,
  spacingMs: 500,
  maxWaitMs: 10_000,
} as const;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Failed password sign-ins (and wrong current passwords) site-wide in the minute before `now`. */
export async function failuresInLastMinute(db: Db, now: Date, exceptId?: string): Promise<number> {
  let query = db
    .selectFrom('loginAttempts')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('succeeded', '=', false)
    .where('attemptedAt', '>', new Date(now.getTime() - 60_000));
  if (exceptId !== undefined) query = query.where('id', '!=', exceptId);
  const row = await query.executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * Reserves the next slot of the shared queue; answers how long to wait for it, or null when the queue is
 * already longer than `maxWaitMs` (nothing is reserved then, so refused requests do not lengthen it).
 */
export async function reserveSlot(db: Db, now: Date): Promise<number | null> {
  await db
    .insertInto('signInPacing')
    .values({ id: 1, nextAt: new Date(0) })
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
  const spacing = `${CEILING.spacingMs} milliseconds`;
  const row = await db
    .updateTable('signInPacing')
    .set({ nextAt: sql<Date>`greatest(next_at, ${now}::timestamptz) + ${spacing}::interval` })
    .where('id', '=', 1)
    .where(sql<boolean>`greatest(next_at, ${now}::timestamptz) <= ${new Date(now.getTime() + CEILING.maxWaitMs)}::timestamptz`)
    .returning('nextAt')
    .executeTakeFirst();
  if (!row) return null;
  return Math.max(0, new Date(row.nextAt).getTime() - CEILING.spacingMs - now.getTime());
}

/**
 * Called by POST /login for a password sign-in once the per-address and per-account limits let it through:
 * waits for a slot during a spike of failures unless the browser is known; refuses (429) when the queue is full.
 */
export async function paceUnknownBrowser(c: Context<AppEnv>, knownDevice: string | null, attemptId: string): Promise<void> {
  if (knownDevice) return;
  const { db, now } = c.env.services;
  const at = now();
  if ((await failuresInLastMinute(db, at, attemptId)) < CEILING.failuresPerMinute) return;
  const wait = await reserveSlot(db, at);
  if (wait === null) {
    await deleteLoginAttempt(db, attemptId);
    const seconds = Math.ceil(CEILING.maxWaitMs / 1000);
    throw new ApiError(429, 'Too many sign-in attempts. Please try again in 1 minute.', {
      headers: { 'Retry-After': String(seconds) },
    });
  }
  if (wait > 0) await sleep(wait);
}

/**
 * After a failed password sign-in: the attempt remembers the account it targeted (for Overview's spike),
 * and a failure on an existing account is a security event. An unknown username is neither stored nor shown.
 */
export async function noteFailedSignIn(
  c: Context<AppEnv>,
  attemptId: string,
  account: { id: number; username: string } | undefined,
): Promise<void> {
  if (!account) return;
  await c.env.services.db.updateTable('loginAttempts').set({ userId: account.id }).where('id', '=', attemptId).execute();
  await recordSecurityEvent(c, account, {
    action: 'security.signin.failed',
    target: account.username,
    summary: `Failed password sign-in (${requestDevice(c)})`,
  });
}

/** After a successful sign-in: a security event. */
export async function noteSignIn(c: Context<AppEnv>, account: { id: number; username: string }, method: 'password' | 'passkey'): Promise<void> {
  await recordSecurityEvent(c, account, {
    action: 'security.signin',
    target: account.username,
    summary: `Signed in with a ${method} (${requestDevice(c)})`,
  });
}

/** Overview (admins): failures in the last hour, the busiest minute, and the existing accounts targeted. */
export async function signInFailureSpike(db: Db, now: Date) {
  const since = new Date(now.getTime() - 3_600_000);
  const [total, lastMinute, targeted] = await Promise.all([
    db
      .selectFrom('loginAttempts')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('succeeded', '=', false)
      .where('attemptedAt', '>', since)
      .executeTakeFirstOrThrow(),
    failuresInLastMinute(db, now),
    db
      .selectFrom('loginAttempts')
      .innerJoin('users', 'users.id', 'loginAttempts.userId')
      .select(['users.username', (eb) => eb.fn.countAll<string>().as('failures')])
      .where('loginAttempts.succeeded', '=', false)
      .where('loginAttempts.attemptedAt', '>', since)
      .groupBy('users.username')
      .orderBy('failures', 'desc')
      .limit(10)
      .execute(),
  ]);
  return {
    lastHour: Number(total.n),
    lastMinute,
    ceilingPerMinute: CEILING.failuresPerMinute,
    paced: lastMinute >= CEILING.failuresPerMinute,
    targeted: targeted.map((r) => ({ username: r.username, failures: Number(r.failures) })),
  };
}
