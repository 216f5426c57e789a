import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { site } from '../../config/site.ts';
import {
  dailyPeriod,
  dayBoundaries,
  monthlyPeriod,
  weeklyPeriod,
  type AnalyticsPeriod,
  type PeriodResult,
} from '../../domain/analytics/periods.ts';
import { pageViewStats } from '../db/repositories/analytics.ts';
import type { AppEnv } from '../env.ts';
import { requireRole, STAFF } from '../middleware/require-role.ts';
import { validate } from '../middleware/validate.ts';

const staff = requireRole(STAFF);

/** A path's period, or the period rule's message naming the bad segment. */
const periodParam = <S extends z.ZodRawShape>(shape: S, toPeriod: (params: z.output<z.ZodObject<S>>) => PeriodResult) =>
  validate(
    'param',
    z.object(shape).transform((params, ctx) => {
      const result = toPeriod(params);
      if (result.ok) return result.period;
      ctx.addIssue({ code: 'custom', message: result.message });
      return z.NEVER;
    }),
  );

async function report(c: Context<AppEnv>, period: AnalyticsPeriod) {
  const { db, now } = c.env.services;
  const stats = await pageViewStats(db, site.timeZone, dayBoundaries(site.timeZone, period.dates), now());
  return { ...stats, period: period.kind, startDate: period.startDate, endDate: period.endDate };
}

/**
 * GET /daily/:date, /weekly/:weekStartDate, /monthly/:year/:month (staff, SPEC 6, 7): uniqueVisitors,
 * pageViews, topPages and the views of each day, with days cut at the masjid's midnight.
 */
export const analyticsRoutes = new Hono<AppEnv>()
  .get(
    '/daily/:date',
    staff,
    periodParam({ date: z.string() }, (p) => dailyPeriod(p.date)),
    async (c) => c.json(await report(c, c.req.valid('param'))),
  )
  .get(
    '/weekly/:weekStartDate',
    staff,
    periodParam({ weekStartDate: z.string() }, (p) => weeklyPeriod(p.weekStartDate)),
    async (c) => c.json(await report(c, c.req.valid('param'))),
  )
  .get(
    '/monthly/:year/:month',
    staff,
    periodParam({ year: z.string(), month: z.string() }, (p) => monthlyPeriod(p.year, p.month)),
    async (c) => c.json(await report(c, c.req.valid('param'))),
  );
