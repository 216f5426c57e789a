import { sql, type Kysely } from 'kysely';
import { dayBoundaries, type DayBoundary } from '../../../domain/analytics/periods.ts';
import { addDays, isoDateIn } from '../../../domain/dates/zoned.ts';
import { startOfLocalDayUtc } from '../../../domain/dates/local-day.ts';
import type { Db } from '../client.ts';
import type { Database } from '../database.ts';

/** SPEC 3's analytics result, plus the views of each day of the period for the chart. */
export interface AnalyticsResult {
  uniqueVisitors: number;
  pageViews: number;
  topPages: { page: string; views: number }[];
  days: { date: string; views: number }[];
}

/** The rollup tables of migration 2026-11-23T0100 (kept out of the shared Database interface). */
type RollupTables = {
  pageViewDays: { day: string; timeZone: string; views: number; rolledUpAt: Date | string | undefined };
  pageViewDayPages: { day: string; page: string; views: number };
  pageViewDaySessions: { day: string; sessionId: string };
  pageViewPeriodVisitors: { firstDay: string; lastDay: string; timeZone: string; visitors: number };
};

type RollupDb = Kysely<Database & RollupTables>;

export const TOP_PAGES_LIMIT = 10;

/**
 * A day is rolled up once it has been over for this long: a view stamped just before midnight whose
 * insert commits a moment later still lands in the live count, not after the rollup was taken.
 */
export const ROLLUP_GRACE_MS = 5 * 60_000;

/**
 * Page views for consecutive days (`days`, in order, cut at the masjid's midnight). Days that ended
 * before `now` are read from the daily rollup, computed on first use; the rest (today, the future) are
 * counted live from page_views through its viewed_at index. Unique visitors are distinct session ids
 * across the whole period.
 */
export async function pageViewStats(
  db: Db,
  timeZone: string,
  days: readonly DayBoundary[],
  now: Date,
): Promise<AnalyticsResult> {
  if (days.length === 0) return { uniqueVisitors: 0, pageViews: 0, topPages: [], days: [] };
  const rdb = db.withTables<RollupTables>();
  const cutoff = now.getTime() - ROLLUP_GRACE_MS;
  const closed = days.filter((d) => d.end.getTime() <= cutoff);
  const open = days.filter((d) => d.end.getTime() > cutoff);
  await ensureRolledUp(rdb, timeZone, closed);

  const closedDates = closed.map((d) => d.date);
  const liveFrom = open[0]?.start;
  const liveTo = open[open.length - 1]?.end;

  const [closedDays, liveDays, pages, visitors] = await Promise.all([
    closedDates.length === 0
      ? Promise.resolve([])
      : rdb.selectFrom('pageViewDays').select(['day', 'views']).where('day', 'in', closedDates).execute(),
    open.length === 0 ? Promise.resolve([]) : liveViewsPerDay(db, open),
    topPages(rdb, closedDates, liveFrom, liveTo),
    open.length === 0
      ? finishedPeriodVisitors(rdb, timeZone, closedDates)
      : uniqueVisitors(rdb, closedDates, liveFrom, liveTo),
  ]);

  const viewsByDay = new Map<string, number>();
  for (const row of closedDays) viewsByDay.set(row.day, Number(row.views));
  for (const row of liveDays) viewsByDay.set(row.date, row.views);
  const dayViews = days.map((d) => ({ date: d.date, views: viewsByDay.get(d.date) ?? 0 }));
  return {
    uniqueVisitors: visitors,
    pageViews: dayViews.reduce((sum, d) => sum + d.views, 0),
    topPages: pages,
    days: dayViews,
  };
}

/** Rolls up every closed day that has no rollup yet (or one cut in another time zone), in one transaction. */
async function ensureRolledUp(db: RollupDb, timeZone: string, closed: readonly DayBoundary[]): Promise<void> {
  if (closed.length === 0) return;
  const existing = await db
    .selectFrom('pageViewDays')
    .select(['day', 'timeZone'])
    .where(
      'day',
      'in',
      closed.map((d) => d.date),
    )
    .execute();
  // A day cut in another zone is cut again only while its raw views are kept (some raw view is older than
  // its end); an older day keeps the rollup it has: its raw views are gone, recounting would lose them.
  const recountable = new Set<string>();
  if (existing.some((row) => row.timeZone !== timeZone)) {
    const oldest = await db.selectFrom('pageViews').select('viewedAt').orderBy('viewedAt').limit(1).executeTakeFirst();
    const oldestAt = oldest ? new Date(oldest.viewedAt).getTime() : Infinity;
    for (const d of closed) if (oldestAt < d.end.getTime()) recountable.add(d.date);
  }
  const current = new Set(
    existing.filter((row) => row.timeZone === timeZone || !recountable.has(row.day)).map((row) => row.day),
  );
  const stale = existing.filter((row) => row.timeZone !== timeZone && recountable.has(row.day)).map((row) => row.day);
  const missing = closed.filter((d) => !current.has(d.date));
  if (missing.length === 0) return;

  const bounds = sql.join(
    missing.map(
      (d) => sql`(${d.date}::date, ${d.start.toISOString()}::timestamptz, ${d.end.toISOString()}::timestamptz)`,
    ),
  );
  await db.transaction().execute(async (trx) => {
    if (stale.length > 0) await trx.deleteFrom('pageViewDays').where('day', 'in', stale).execute();
    // Concurrent readers may roll up the same day: the first insert wins, the others change nothing.
    await sql`
      insert into page_view_days (day, time_zone, views)
      select b.day, ${timeZone}, (select count(*) from page_views pv where pv.viewed_at >= b.start_at and pv.viewed_at < b.end_at)
      from (values ${bounds}) as b(day, start_at, end_at)
      on conflict (day) do nothing`.execute(trx);
    await sql`
      insert into page_view_day_pages (day, page, views)
      select b.day, pv.page, count(*)
      from (values ${bounds}) as b(day, start_at, end_at)
      join page_views pv on pv.viewed_at >= b.start_at and pv.viewed_at < b.end_at
      group by b.day, pv.page
      on conflict (day, page) do nothing`.execute(trx);
    await sql`
      insert into page_view_day_sessions (day, session_id)
      select distinct b.day, pv.session_id
      from (values ${bounds}) as b(day, start_at, end_at)
      join page_views pv on pv.viewed_at >= b.start_at and pv.viewed_at < b.end_at
      on conflict (day, session_id) do nothing`.execute(trx);
  });
}

async function liveViewsPerDay(db: Db, open: readonly DayBoundary[]): Promise<{ date: string; views: number }[]> {
  const bounds = sql.join(
    open.map((d) => sql`(${d.date}::text, ${d.start.toISOString()}::timestamptz, ${d.end.toISOString()}::timestamptz)`),
  );
  const result = await sql<{ date: string; views: number | string }>`
    select b.day as date, (select count(*) from page_views pv where pv.viewed_at >= b.start_at and pv.viewed_at < b.end_at) as views
    from (values ${bounds}) as b(day, start_at, end_at)`.execute(db);
  return result.rows.map((row) => ({ date: row.date, views: Number(row.views) }));
}

async function topPages(
  db: RollupDb,
  closedDates: readonly string[],
  liveFrom: Date | undefined,
  liveTo: Date | undefined,
): Promise<{ page: string; views: number }[]> {
  const parts = [];
  if (closedDates.length > 0) {
    parts.push(
      sql`select page, views from page_view_day_pages where day in (${sql.join(closedDates.map((d) => sql`${d}::date`))})`,
    );
  }
  if (liveFrom && liveTo) {
    parts.push(
      sql`select page, count(*) as views from page_views where viewed_at >= ${liveFrom.toISOString()}::timestamptz and viewed_at < ${liveTo.toISOString()}::timestamptz group by page`,
    );
  }
  const result = await sql<{ page: string; views: number | string }>`
    select page, sum(views) as views from (${sql.join(parts, sql` union all `)}) as p
    group by page order by sum(views) desc, page asc limit ${TOP_PAGES_LIMIT}`.execute(db);
  return result.rows.map((row) => ({ page: row.page, views: Number(row.views) }));
}

async function uniqueVisitors(
  db: RollupDb,
  closedDates: readonly string[],
  liveFrom: Date | undefined,
  liveTo: Date | undefined,
): Promise<number> {
  const parts = [];
  if (closedDates.length > 0) {
    parts.push(
      sql`select session_id from page_view_day_sessions where day in (${sql.join(closedDates.map((d) => sql`${d}::date`))})`,
    );
  }
  if (liveFrom && liveTo) {
    parts.push(
      sql`select session_id from page_views where viewed_at >= ${liveFrom.toISOString()}::timestamptz and viewed_at < ${liveTo.toISOString()}::timestamptz`,
    );
  }
  // Distinct over everything: a session is one visitor across days, and between the rollup and the live
  // part, whether the period has one part or two (a lone part has no `union` to remove duplicates).
  const result = await sql<{
    count: number | string;
  }>`select count(distinct session_id) as count from (${sql.join(parts, sql` union all `)}) as s`.execute(db);
  return Number(result.rows[0]?.count ?? 0);
}

/**
 * The unique visitors of a period whose days have all ended and are rolled up: counted once, then read
 * from page_view_period_visitors (a month's report is one row instead of every session of the month).
 */
async function finishedPeriodVisitors(db: RollupDb, timeZone: string, dates: readonly string[]): Promise<number> {
  const firstDay = dates[0]!;
  const lastDay = dates[dates.length - 1]!;
  const kept = await db
    .selectFrom('pageViewPeriodVisitors')
    .select('visitors')
    .where('firstDay', '=', firstDay)
    .where('lastDay', '=', lastDay)
    .where('timeZone', '=', timeZone)
    .executeTakeFirst();
  if (kept) return Number(kept.visitors);
  const visitors = await uniqueVisitors(db, dates, undefined, undefined);
  // Concurrent readers may count the same period: the first insert wins, the others change nothing.
  await db
    .insertInto('pageViewPeriodVisitors')
    .values({ firstDay, lastDay, timeZone, visitors })
    .onConflict((oc) => oc.doNothing())
    .execute();
  return visitors;
}

/** Page views from `start` (inclusive) to `end` (exclusive), counted live: the Overview's "today's views". */
export async function countPageViewsBetween(db: Db, start: Date, end: Date): Promise<number> {
  const row = await db
    .selectFrom('pageViews')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('viewedAt', '>=', start)
    .where('viewedAt', '<', end)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/**
 * How long raw page views are kept: the masjid's current day and the one before it (issue 22, item 15).
 * The reports read a finished day from its rollup (page_view_days, page_view_day_pages,
 * page_view_day_sessions); raw rows are needed only for today's live count, a day in its rollup grace,
 * and re-cutting a recent day after the site's time zone changes.
 */
export const RAW_VIEW_DAYS_KEPT = 2;

/** The instant from which raw page views are kept: the start of yesterday in the masjid's zone. */
export function rawViewsKeptFrom(timeZone: string, now: Date): Date {
  return startOfLocalDayUtc(timeZone, addDays(isoDateIn(timeZone, now), 1 - RAW_VIEW_DAYS_KEPT));
}

/** Days rolled up in one transaction while catching up (an old install may hold years of raw views). */
const ROLLUP_CHUNK_DAYS = 62;

/**
 * Retention of raw page views: every day before rawViewsKeptFrom that still has raw views is rolled up
 * (if it is not yet), then those raw views are deleted. The rollups keep every figure the reports show, so
 * a finished period reports the same before and after. Run by the day's first page-view beacon.
 * Returns the number of raw views deleted.
 */
export async function pruneRawPageViews(db: Db, timeZone: string, now: Date): Promise<number> {
  const keptFrom = rawViewsKeptFrom(timeZone, now);
  const oldest = await db
    .selectFrom('pageViews')
    .select('viewedAt')
    .where('viewedAt', '<', keptFrom)
    .orderBy('viewedAt')
    .limit(1)
    .executeTakeFirst();
  if (!oldest) return 0;
  const lastDate = addDays(isoDateIn(timeZone, keptFrom), -1);
  const dates: string[] = [];
  for (let date = isoDateIn(timeZone, new Date(oldest.viewedAt)); date <= lastDate; date = addDays(date, 1)) dates.push(date);
  const rdb = db.withTables<RollupTables>();
  for (let i = 0; i < dates.length; i += ROLLUP_CHUNK_DAYS)
    await ensureRolledUp(rdb, timeZone, dayBoundaries(timeZone, dates.slice(i, i + ROLLUP_CHUNK_DAYS)));
  const deleted = await db.deleteFrom('pageViews').where('viewedAt', '<', keptFrom).executeTakeFirst();
  return Number(deleted.numDeletedRows);
}
