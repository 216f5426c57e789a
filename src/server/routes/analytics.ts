import { Hono, type Context } from 'hono';
import { site } from '../../config/site.ts';
import {
  dailyPeriod,
  dayBoundaries,
  monthlyPeriod,
  weeklyPeriod,
  type PeriodResult,
} from '../../domain/analytics/periods.ts';
import { pageViewStats } from '../db/repositories/analytics.ts';
import type { AppEnv } from '../env.ts';
import { ApiError } from '../middleware/errors.ts';
import { requireRole, STAFF } from '../middleware/require-role.ts';

const staff = requireRole(STAFF);

async function report(c: Context<AppEnv>, result: PeriodResult) {
  if (!result.ok) throw new ApiError(400, result.message);
  const { db, now } = c.env.services;
  const { period } = result;
  const stats = await pageViewStats(db, site.timeZone, dayBoundaries(site.timeZone, period.dates), now());
  return { ...stats, period: period.kind, startDate: period.startDate, endDate: period.endDate };
}

/**
 * GET /daily/:date, /weekly/:weekStartDate, /monthly/:year/:month (staff, SPEC 6, 7): uniqueVisitors,
 * pageViews, topPages and the views of each day, with days cut at the masjid's midnight.
 */
export const analyticsRoutes = new Hono<AppEnv>()
  .get('/daily/:date', staff, async (c) => c.json(await report(c, dailyPeriod(c.req.param('date')))))
  .get('/weekly/:weekStartDate', staff, async (c) =>
    c.json(await report(c, weeklyPeriod(c.req.param('weekStartDate')))),
  )
  .get('/monthly/:year/:month', staff, async (c) =>
    c.json(await report(c, monthlyPeriod(c.req.param('year'), c.req.param('month')))),
  );
