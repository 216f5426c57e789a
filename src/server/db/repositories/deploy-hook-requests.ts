import { sql } from 'kysely';
import type { Db } from '../client.ts';

/** Records one staff change that the static pages must be rebuilt for. */
export async function recordDeployHookRequest(db: Db, reason: string): Promise<void> {
  await db
    .insertInto('deployHookRequests')
    .values({ reason: reason.slice(0, 100) })
    .execute();
}

/**
 * Claims every waiting change when the burst is over: none newer than `quietMs`, or the oldest has waited
 * `maxWaitMs` (a long run of edits still rebuilds now and then). One statement, so two requests checking
 * at once cannot both claim: the second finds the rows already called. Returns the claimed rows (none
 * when the burst goes on or another request claimed them). Times are the database's, one clock for all
 * isolates, read once per statement (`statement_timestamp()`): every claimed row gets the same call time,
 * and "quiet" is decided at one instant, where `clock_timestamp()` is read anew for each row.
 */
export async function claimQuietDeployHookRequests(
  db: Db,
  timing: { quietMs: number; maxWaitMs: number },
): Promise<Array<{ id: number; reason: string }>> {
  const waiting = db.selectFrom('deployHookRequests').where('calledAt', 'is', null);
  return db
    .updateTable('deployHookRequests')
    .set({ calledAt: sql<Date>`statement_timestamp()` })
    .where('calledAt', 'is', null)
    .where((eb) =>
      eb.or([
        eb(
          waiting.select((w) => w.fn.max('requestedAt').as('newest')),
          '<=',
          sql<Date>`statement_timestamp() - make_interval(secs => ${timing.quietMs / 1000})`,
        ),
        eb(
          waiting.select((w) => w.fn.min('requestedAt').as('oldest')),
          '<=',
          sql<Date>`statement_timestamp() - make_interval(secs => ${timing.maxWaitMs / 1000})`,
        ),
      ]),
    )
    .returning(['id', 'reason'])
    .execute();
}

/** The hook failed: the claimed changes wait again, so the next change's call carries them. */
export async function releaseDeployHookRequests(db: Db, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  await db.updateTable('deployHookRequests').set({ calledAt: null }).where('id', 'in', ids).execute();
}

/** Changes the hook was called for more than a day ago are history. */
export async function pruneCalledDeployHookRequests(db: Db): Promise<void> {
  await db
    .deleteFrom('deployHookRequests')
    .where('calledAt', '<', sql<Date>`clock_timestamp() - interval '1 day'`)
    .execute();
}

/** Every recorded change after `afterId`, oldest first (tests read the edge's rebuild requests here). */
export function listDeployHookRequests(
  db: Db,
  afterId = 0,
): Promise<Array<{ id: number; reason: string; calledAt: Date | null }>> {
  return db
    .selectFrom('deployHookRequests')
    .select(['id', 'reason', 'calledAt'])
    .where('id', '>', afterId)
    .orderBy('id')
    .execute();
}
