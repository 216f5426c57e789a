import { sql } from 'kysely';
import type { Db } from '../client.ts';

/**
 * Fixed-window counters in the rate_limits table, shared by every server instance. One statement per hit:
 * the row for (bucket, key, window) is created at 1 or incremented, and the new count is returned. A
 * client's first hit in a window also removes the bucket's counters of windows that ended (never read
 * again; it keeps the table small), in the same statement: the page-view beacon of a one-off visitor is
 * always a first hit, and issue 15 budgets the beacon at two statements per view (this and the insert).
 */
export async function hitRateLimit(db: Db, hit: { bucket: string; key: string; windowStart: Date }): Promise<number> {
  const { rows } = await sql<{ count: number }>`
    with hit as (
      insert into rate_limits (bucket, key, window_start, count) values (${hit.bucket}, ${hit.key}, ${hit.windowStart}, 1)
      on conflict (bucket, key, window_start) do update set count = rate_limits.count + 1
      returning count
    ), pruned as (
      delete from rate_limits
      where bucket = ${hit.bucket} and window_start < ${hit.windowStart} and (select count from hit) = 1
    )
    select count from hit`.execute(db);
  return Number(rows[0]!.count);
}
