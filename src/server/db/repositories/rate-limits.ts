import type { Db } from '../client.ts';

/**
 * Fixed-window counters in the rate_limits table, shared by every server instance. One atomic upsert per
 * hit: the row for (bucket, key, window) is created at 1 or incremented, and the new count is returned.
 */
export async function hitRateLimit(db: Db, hit: { bucket: string; key: string; windowStart: Date }): Promise<number> {
  const row = await db
    .insertInto('rateLimits')
    .values({ bucket: hit.bucket, key: hit.key, windowStart: hit.windowStart, count: 1 })
    .onConflict((oc) => oc.columns(['bucket', 'key', 'windowStart']).doUpdateSet((eb) => ({ count: eb('rateLimits.count', '+', 1) })))
    .returning('count')
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Counters of windows that ended are never read again; removing them keeps the table small. */
export async function pruneRateLimits(db: Db, bucket: string, before: Date): Promise<void> {
  await db.deleteFrom('rateLimits').where('bucket', '=', bucket).where('windowStart', '<', before).execute();
}
