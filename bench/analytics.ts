import { sql } from 'kysely';
import { site } from '../src/config/site.ts';
import {
  dailyPeriod,
  dayBoundaries,
  monthlyPeriod,
  weeklyPeriod,
  type PeriodResult,
} from '../src/domain/analytics/periods.ts';
import type { Db } from '../src/server/db/client.ts';
import { pageViewStats, type AnalyticsResult } from '../src/server/db/repositories/analytics.ts';
import { benchDatabaseKinds, openBenchDatabase } from './databases.ts';
import type { BenchSuite } from './harness.ts';

/**
 * Admin analytics over a million stored page views (issue 6): one view every 31.5 seconds through 2026
 * (about 85,000 a month, 2,700 a day), four views per visit, six pages. Reports are read through the
 * repository the API uses (pageViewStats): the first read of finished days rolls them up, later reads
 * use the rollup; today is always counted live from page_views' viewed_at index.
 */
export const BUDGET_MS = {
  firstDay: 1_500,
  day: 300,
  week: 500,
  firstMonth: 8_000,
  month: 500,
  today: 500,
} as const;

const VIEWS = 1_000_000;

async function fill(db: Db): Promise<void> {
  await sql`
    insert into page_views (session_id, page, user_agent, referrer, viewed_at)
    select 'v' || (g / 4), (array['/', '/about', '/services', '/saturday-school', '/donate', '/calendar'])[1 + (g * 5 + g / 7) % 6],
           'Mozilla/5.0 (bench)', null, timestamptz '2026-01-01T08:00:00Z' + g * interval '31.5 seconds'
    from generate_series(1, ${VIEWS}) as g`.execute(db);
  await sql`analyze page_views`.execute(db);
}

async function clearRollups(db: Db): Promise<void> {
  await sql`delete from page_view_days`.execute(db);
}

function report(db: Db, result: PeriodResult, now: Date): Promise<AnalyticsResult> {
  if (!result.ok) throw new Error(result.message);
  return pageViewStats(db, site.timeZone, dayBoundaries(site.timeZone, result.period.dates), now);
}

/** A fast wrong answer is no pass: every report must count what was stored for its days. */
function expectViews(result: AnalyticsResult, min: number, max: number): void {
  if (result.pageViews < min || result.pageViews > max)
    throw new Error(`counted ${result.pageViews} views, expected ${min}-${max}`);
  if (result.days.reduce((n, d) => n + d.views, 0) !== result.pageViews)
    throw new Error('days do not add up to the total');
  if (result.uniqueVisitors < result.pageViews / 4 - 2 || result.uniqueVisitors > result.pageViews) {
    throw new Error(`counted ${result.uniqueVisitors} visitors for ${result.pageViews} views`);
  }
  if (result.topPages.length !== 6) throw new Error(`expected 6 top pages, got ${result.topPages.length}`);
}

const LATER = new Date('2027-02-01T20:00:00Z');
/** Mid-afternoon on 2026-06-15 in Redwood City: June 1-14 are finished, the 15th is today. */
const MID_JUNE = new Date('2026-06-15T22:00:00Z');

export const analyticsBench: BenchSuite = {
  name: 'analytics',
  async run(ctx) {
    for (const { kind, skip } of benchDatabaseKinds()) {
      if (skip) {
        ctx.skip(kind, skip);
        continue;
      }
      const database = await openBenchDatabase(kind);
      const { db, label } = database;
      try {
        const started = performance.now();
        await fill(db);
        ctx.log(
          `${label}: stored ${VIEWS.toLocaleString('en-US')} page views in ${Math.round(performance.now() - started)} ms`,
        );
        const day = dailyPeriod('2026-03-08');
        const week = weeklyPeriod('2026-03-08');
        const march = monthlyPeriod('2026', '3');

        await ctx.measure({
          name: `${label}: a finished day, first read (rolls it up)`,
          budgetMs: BUDGET_MS.firstDay,
          beforeEach: () => clearRollups(db),
          run: async () => expectViews(await report(db, day, LATER), 2_500, 2_800),
        });
        await ctx.measure({
          name: `${label}: a finished day, rolled up`,
          budgetMs: BUDGET_MS.day,
          run: async () => expectViews(await report(db, day, LATER), 2_500, 2_800),
        });
        await ctx.measure({
          name: `${label}: a week, rolled up`,
          budgetMs: BUDGET_MS.week,
          run: async () => expectViews(await report(db, week, LATER), 18_000, 20_000),
        });
        await ctx.measure({
          name: `${label}: a month, first read (rolls up 31 days, ~85,000 views)`,
          budgetMs: BUDGET_MS.firstMonth,
          runs: 3,
          beforeEach: () => clearRollups(db),
          run: async () => expectViews(await report(db, march, LATER), 84_000, 86_000),
        });
        await ctx.measure({
          name: `${label}: a month, rolled up`,
          budgetMs: BUDGET_MS.month,
          run: async () => expectViews(await report(db, march, LATER), 84_000, 86_000),
        });
        await ctx.measure({
          // The bench data runs to December, so June 16-30 hold views too: they are counted live, like today.
          name: `${label}: the current month, 14 days rolled up, the rest live (~44,000 views)`,
          budgetMs: BUDGET_MS.today,
          run: async () => expectViews(await report(db, monthlyPeriod('2026', '6'), MID_JUNE), 81_000, 84_000),
        });
      } finally {
        await database.close();
      }
    }
  },
};
