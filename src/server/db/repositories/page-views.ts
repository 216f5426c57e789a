import { sql } from 'kysely';
import type { Db } from '../client.ts';

/** One page view (SPEC 3's analytics event). No address of the client is stored. */
export async function insertPageView(
  db: Db,
  view: { sessionId: string; page: string; userAgent: string | null; referrer: string | null; viewedAt: Date },
): Promise<void> {
  await db.insertInto('pageViews').values(view).execute();
}

/** What the beacon's counters say about one view (see hitTrackCounters). */
export interface TrackCounters {
  /** This address's beacons in the current window, this one included. */
  addressCount: number;
  /** This session's beacons in the current window, this one included. */
  sessionCount: number;
  /** The session's place among the sessions this address started today (1 = its first). */
  visitorNumber: number;
  /** True for the first beacon of the masjid's day: the raw views' retention runs once. */
  firstOfDay: boolean;
}

/**
 * The page-view beacon's counters in rate_limits, in ONE statement (the beacon's budget is two statements
 * per view: this and the insert; issue 15): the address's and the session's counters of the current
 * window, the number the session got among the sessions this address started on the masjid's day (a
 * session seen before keeps its number), and whether this is the day's first beacon. An address's first
 * beacon in a window removes the windows that ended; the day's first beacon removes the ended days.
 */
export async function hitTrackCounters(
  db: Db,
  hit: { addressKey: string; sessionId: string; visitorKey: string; windowStart: Date; dayStart: Date },
): Promise<TrackCounters> {
  const { addressKey, sessionId, visitorKey, windowStart, dayStart } = hit;
  const { rows } = await sql<{ addresshits: number; sessionhits: number; visitornumber: number; dayfirst: boolean }>`
    with address_hit as (
      insert into rate_limits (bucket, key, window_start, count) values ('track', ${addressKey}, ${windowStart}, 1)
      on conflict (bucket, key, window_start) do update set count = rate_limits.count + 1
      returning count
    ), session_hit as (
      insert into rate_limits (bucket, key, window_start, count) values ('track-session', ${sessionId}, ${windowStart}, 1)
      on conflict (bucket, key, window_start) do update set count = rate_limits.count + 1
      returning count
    ), seen as (
      select count from rate_limits where bucket = 'track-visitor' and key = ${visitorKey} and window_start = ${dayStart}
    ), new_visitor as (
      insert into rate_limits (bucket, key, window_start, count)
      select 'track-new-visitors', ${addressKey}, ${dayStart}, 1 where not exists (select 1 from seen)
      on conflict (bucket, key, window_start) do update set count = rate_limits.count + 1
      returning count
    ), visitor as (
      insert into rate_limits (bucket, key, window_start, count)
      select 'track-visitor', ${visitorKey}, ${dayStart}, count from new_visitor
      on conflict (bucket, key, window_start) do nothing
    ), first_of_day as (
      insert into rate_limits (bucket, key, window_start, count) values ('track-day', 'site', ${dayStart}, 1)
      on conflict (bucket, key, window_start) do nothing
      returning count
    ), pruned as (
      delete from rate_limits
      where ((select count from address_hit) = 1 and bucket in ('track', 'track-session') and window_start < ${windowStart})
         or (exists (select 1 from first_of_day)
             and bucket in ('track-visitor', 'track-new-visitors', 'track-day') and window_start < ${dayStart})
    )
    select (select count from address_hit) as addresshits,
           (select count from session_hit) as sessionhits,
           coalesce((select count from seen), (select count from new_visitor)) as visitornumber,
           exists (select 1 from first_of_day) as dayfirst`.execute(db);
  const row = rows[0]!;
  return {
    addressCount: Number(row.addresshits),
    sessionCount: Number(row.sessionhits),
    visitorNumber: Number(row.visitornumber),
    firstOfDay: row.dayfirst === true || String(row.dayfirst) === 'true',
  };
}
