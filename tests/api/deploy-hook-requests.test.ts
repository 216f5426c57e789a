import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../../src/server/db/client.ts';
import {
  claimQuietDeployHookRequests,
  recordDeployHookRequest,
} from '../../src/server/db/repositories/deploy-hook-requests.ts';
import { createTestDb } from '../support/test-db.ts';

/**
 * The edge's burst queue (ADR 011) claims in one statement. One claim is one call of the hook, so every
 * row it claims carries the same moment, to the microsecond, and the statement decides "quiet" at one
 * instant: a clock read per row could claim part of a burst.
 */
const timing = { quietMs: 10_000, maxWaitMs: 120_000 };
let database: Awaited<ReturnType<typeof createTestDb>>;
let db: Db;

beforeAll(async () => {
  database = await createTestDb();
  db = database.db;
});
afterAll(() => database.drop());
beforeEach(async () => {
  await db.deleteFrom('deployHookRequests').execute();
});

/** Records `count` changes that were made `secondsAgo` seconds ago. */
async function changesMade(count: number, secondsAgo: number): Promise<void> {
  for (let i = 0; i < count; i++) await recordDeployHookRequest(db, `change ${i}`);
  await sql`update deploy_hook_requests set requested_at = requested_at - make_interval(secs => ${secondsAgo})
    where called_at is null`.execute(db);
}

/** The distinct called_at values at the database's own precision (a JS Date keeps only milliseconds). */
async function distinctCallTimes(): Promise<number> {
  const { rows } = await sql<{
    n: number;
  }>`select count(distinct called_at)::int as n from deploy_hook_requests`.execute(db);
  return rows[0]!.n;
}

describe('claiming a quiet burst for the deploy hook', () => {
  it('claims every waiting change of a quiet burst with one call time', async () => {
    await changesMade(300, 11);
    const claimed = await claimQuietDeployHookRequests(db, timing);
    expect(claimed).toHaveLength(300);
    expect(await distinctCallTimes()).toBe(1);
  });

  it('claims nothing while the burst goes on, and nothing twice', async () => {
    await changesMade(3, 11);
    await recordDeployHookRequest(db, 'just now');
    expect(await claimQuietDeployHookRequests(db, timing)).toEqual([]);
    await sql`update deploy_hook_requests set requested_at = requested_at - interval '11 seconds'
      where reason = 'just now'`.execute(db);
    expect(await claimQuietDeployHookRequests(db, timing)).toHaveLength(4);
    expect(await claimQuietDeployHookRequests(db, timing)).toEqual([]);
  });

  it('claims a long run of edits once its oldest change has waited the longest wait', async () => {
    await changesMade(2, 121);
    await recordDeployHookRequest(db, 'just now');
    const claimed = await claimQuietDeployHookRequests(db, timing);
    expect(claimed.map((row) => row.reason).sort()).toEqual(['change 0', 'change 1', 'just now']);
    expect(await distinctCallTimes()).toBe(1);
  });
});
