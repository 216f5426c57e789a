import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dayBoundaries } from '../../src/domain/analytics/periods.ts';
import { site } from '../../src/config/site.ts';
import { addDays, isoDateIn } from '../../src/domain/dates/zoned.ts';
import { pageViewStats, ROLLUP_GRACE_MS } from '../../src/server/db/repositories/analytics.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

/**
 * Unique visitors are the distinct session ids of the whole period, whatever mix of rolled-up and live
 * days it covers: a property over random view sets, checked against a brute-force count of the same
 * views. (It caught the report counting every view as a visitor when the period had one part only.)
 */
const ZONE = site.timeZone;
// Around the 2026 fall-back day (Nov 1, 25 hours in Redwood City) so days are cut at real midnights.
const FIRST_DAY = '2026-10-28';
const DAYS = 8;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.drop());

async function clear(): Promise<void> {
  await t.db.deleteFrom('pageViews').execute();
  await t.db.withTables<{ pageViewDays: { day: string } }>().deleteFrom('pageViewDays').execute();
}

const viewArb = fc.record({
  dayIndex: fc.integer({ min: 0, max: DAYS - 1 }),
  // Up to 25 hours of minutes: the fall-back day has them; on other days the instant spills into the next.
  minuteOfDay: fc.integer({ min: 0, max: 24 * 60 - 1 }),
  session: fc.integer({ min: 0, max: 5 }),
  page: fc.integer({ min: 0, max: 3 }),
});

const PAGES = ['/', '/about', '/donate', '/services'];

describe('unique visitors equal a brute-force count of distinct session ids', () => {
  it('for random views, any sub-period and any "now" (all live, all rolled up, or mixed)', async () => {
    const boundaries = dayBoundaries(
      ZONE,
      Array.from({ length: DAYS }, (_, i) => addDays(FIRST_DAY, i)),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.array(viewArb, { maxLength: 40 }),
        fc.integer({ min: 0, max: DAYS - 1 }),
        fc.integer({ min: 1, max: DAYS }),
        // "now": which day is still open (0 = the first day, DAYS = all closed long ago).
        fc.integer({ min: 0, max: DAYS }),
        async (views, from, length, openFrom) => {
          await clear();
          const instants = views.map((v) => ({
            ...v,
            at: new Date(boundaries[v.dayIndex]!.start.getTime() + v.minuteOfDay * 60_000),
          }));
          if (instants.length > 0) {
            await t.db
              .insertInto('pageViews')
              .values(
                instants.map((v) => ({
                  viewedAt: v.at,
                  sessionId: `session-${v.session}`,
                  page: PAGES[v.page]!,
                  userAgent: null,
                  referrer: null,
                })),
              )
              .execute();
          }
          const days = boundaries.slice(from, Math.min(DAYS, from + length));
          const now =
            openFrom >= DAYS
              ? new Date(boundaries[DAYS - 1]!.end.getTime() + ROLLUP_GRACE_MS + 86_400_000)
              : new Date(boundaries[openFrom]!.start.getTime() + 60_000);

          const inPeriod = instants.filter((v) => v.at >= days[0]!.start && v.at < days[days.length - 1]!.end);
          const stats = await pageViewStats(t.db, ZONE, days, now);
          expect(stats.uniqueVisitors).toBe(new Set(inPeriod.map((v) => v.session)).size);
          expect(stats.pageViews).toBe(inPeriod.length);
          // Asked again (the rollups now exist), the answer is the same.
          expect((await pageViewStats(t.db, ZONE, days, now)).uniqueVisitors).toBe(stats.uniqueVisitors);
        },
      ),
      { numRuns: 60 },
    );
  });

  it('a finished period is counted once and kept; a day counted again in another zone drops what was kept', async () => {
    await clear();
    const boundaries = dayBoundaries(ZONE, Array.from({ length: DAYS }, (_, i) => addDays(FIRST_DAY, i)));
    await t.db
      .insertInto('pageViews')
      .values(
        ['a', 'b', 'a', 'c'].map((session, i) => ({
          viewedAt: new Date(boundaries[i]!.start.getTime() + 3_600_000),
          sessionId: session,
          page: '/',
          userAgent: null,
          referrer: null,
        })),
      )
      .execute();
    const later = new Date(boundaries[DAYS - 1]!.end.getTime() + 86_400_000);
    const kept = () =>
      t.db
        .withTables<{ pageViewPeriodVisitors: { firstDay: string; lastDay: string; timeZone: string; visitors: number } }>()
        .selectFrom('pageViewPeriodVisitors')
        .select(['firstDay', 'lastDay', 'timeZone', 'visitors'])
        .execute();
    expect((await pageViewStats(t.db, ZONE, boundaries, later)).uniqueVisitors).toBe(3);
    expect(await kept()).toEqual([expect.objectContaining({ timeZone: ZONE, visitors: 3 })]);
    // A period with an open day is counted live and kept nowhere.
    await pageViewStats(t.db, ZONE, boundaries, new Date(boundaries[3]!.start.getTime() + 60_000));
    expect(await kept()).toHaveLength(1);
    // The first day counted again in another zone (the site's zone changed): the kept count goes with it.
    const otherZone = 'America/New_York';
    await pageViewStats(t.db, otherZone, dayBoundaries(otherZone, [FIRST_DAY]), later);
    expect((await kept()).map((row) => row.timeZone)).toEqual([otherZone]);
    expect((await pageViewStats(t.db, ZONE, boundaries, later)).uniqueVisitors).toBe(3);
  });

  it('two visitors viewing 17 pages today are 2 visitors (the reported case), through the API', async () => {
    await clear();
    const now = new Date();
    const today = isoDateIn(ZONE, now);
    for (let i = 0; i < 17; i++) {
      const res = await t.call('POST', '/api/analytics/track', {
        body: { sessionId: i % 2 === 0 ? 'browser-one-0001' : 'browser-two-0002', page: '/', userAgent: 'test', referrer: '' },
      });
      expect(res.status).toBe(204);
    }
    const { cookie } = await t.signInAs('editor');
    const res = await t.call('GET', `/api/analytics/daily/${today}`, { cookie });
    expect(await res.json()).toMatchObject({ uniqueVisitors: 2, pageViews: 17 });
  });
});
