import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { dayBoundaries } from '../../src/domain/analytics/periods.ts';
import { pageViewStats } from '../../src/server/db/repositories/analytics.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

/**
 * Analytics days are the masjid's calendar days (America/Los_Angeles): on 2026-03-08 clocks spring
 * forward (a 23-hour day from 08:00Z to 07:00Z next day) and on 2026-11-01 they fall back (a 25-hour day
 * from 07:00Z to 08:00Z next day). Each case is asked twice: while the day is still open (counted live
 * from page_views) and long after (read from the daily rollup); both must agree.
 */
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.drop());
beforeEach(async () => {
  await t.db.deleteFrom('pageViews').execute();
  await t.db.withTables<{ pageViewDays: { day: string } }>().deleteFrom('pageViewDays').execute();
});

type Stats = {
  uniqueVisitors: number;
  pageViews: number;
  topPages: { page: string; views: number }[];
  days: { date: string; views: number }[];
  startDate: string;
  endDate: string;
};

async function views(rows: [string, string, string][]): Promise<void> {
  await t.db
    .insertInto('pageViews')
    .values(
      rows.map(([viewedAt, sessionId, page]) => ({
        viewedAt: new Date(viewedAt),
        sessionId,
        page,
        userAgent: 'test',
        referrer: null,
      })),
    )
    .execute();
}

/** GET as a freshly signed-in editor at the instant `now`. */
async function getAt(now: string, path: string): Promise<Response> {
  t.setNow(new Date(now));
  const { cookie } = await t.signInAs('editor');
  return t.call('GET', path, { cookie });
}

async function statsAt(now: string, path: string): Promise<Stats> {
  const res = await getAt(now, path);
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as Stats;
}

const SPRING = [
  ['2026-03-08T07:59:59Z', 's1', '/'], // 23:59:59 PST on Mar 7
  ['2026-03-08T08:00:00Z', 's1', '/about'], // 00:00 PST on Mar 8
  ['2026-03-09T06:59:59Z', 's2', '/donate'], // 23:59:59 PDT on Mar 8
  ['2026-03-09T07:00:00Z', 's3', '/services'], // 00:00 PDT on Mar 9
] as [string, string, string][];

const FALL = [
  ['2026-11-01T06:59:59Z', 'a', '/'], // 23:59:59 PDT on Oct 31
  ['2026-11-01T07:00:00Z', 'b', '/about'], // 00:00 PDT on Nov 1
  ['2026-11-02T07:59:59Z', 'c', '/donate'], // 23:59:59 PST on Nov 1 (25 hours later)
  ['2026-11-02T08:00:00Z', 'd', '/services'], // 00:00 PST on Nov 2
] as [string, string, string][];

describe('GET /api/analytics/daily/:date on daylight-saving days', () => {
  it.each([
    ['live, during the day', '2026-03-08T20:00:00Z'],
    ['from the rollup, weeks later', '2026-04-20T20:00:00Z'],
  ])('the 23-hour spring day: %s', async (_label, now) => {
    await views(SPRING);
    const day = await statsAt(now, '/api/analytics/daily/2026-03-08');
    expect(day).toMatchObject({
      pageViews: 2,
      uniqueVisitors: 2,
      days: [{ date: '2026-03-08', views: 2 }],
      startDate: '2026-03-08',
      endDate: '2026-03-08',
    });
    expect(day.topPages.map((p) => p.page).sort()).toEqual(['/about', '/donate']);
    const before = await statsAt(now, '/api/analytics/daily/2026-03-07');
    expect(before).toMatchObject({ pageViews: 1, uniqueVisitors: 1, topPages: [{ page: '/', views: 1 }] });
  });

  it.each([
    ['live, during the day', '2026-11-01T20:00:00Z'],
    ['from the rollup, weeks later', '2026-12-20T20:00:00Z'],
  ])('the 25-hour autumn day: %s', async (_label, now) => {
    await views(FALL);
    const day = await statsAt(now, '/api/analytics/daily/2026-11-01');
    expect(day).toMatchObject({ pageViews: 2, uniqueVisitors: 2 });
    expect(day.topPages.map((p) => p.page).sort()).toEqual(['/about', '/donate']);
    expect((await statsAt(now, '/api/analytics/daily/2026-10-31')).topPages).toEqual([{ page: '/', views: 1 }]);
  });
});

describe('weekly and monthly', () => {
  it('a week is seven masjid days from its start date, each cut at midnight', async () => {
    await views(SPRING);
    const week = await statsAt('2026-05-01T12:00:00Z', '/api/analytics/weekly/2026-03-08');
    expect(week.days.map((d) => d.date)).toEqual([
      '2026-03-08',
      '2026-03-09',
      '2026-03-10',
      '2026-03-11',
      '2026-03-12',
      '2026-03-13',
      '2026-03-14',
    ]);
    expect(week.days.map((d) => d.views)).toEqual([2, 1, 0, 0, 0, 0, 0]);
    expect(week).toMatchObject({ pageViews: 3, uniqueVisitors: 3, startDate: '2026-03-08', endDate: '2026-03-14' });
  });

  it('counts a visitor once across days, and across the rolled-up and live parts of a week', async () => {
    await views([
      ['2026-03-08T18:00:00Z', 'same', '/'],
      ['2026-03-09T18:00:00Z', 'same', '/about'],
      ['2026-03-10T18:00:00Z', 'same', '/donate'],
      ['2026-03-10T19:00:00Z', 'other', '/donate'],
    ]);
    // Mar 8 and 9 are over (rolled up); Mar 10 is today (live).
    const week = await statsAt('2026-03-10T20:00:00Z', '/api/analytics/weekly/2026-03-08');
    expect(week).toMatchObject({
      pageViews: 4,
      uniqueVisitors: 2,
      topPages: [
        { page: '/donate', views: 2 },
        { page: '/', views: 1 },
        { page: '/about', views: 1 },
      ],
    });
    expect(week.days.slice(0, 3).map((d) => d.views)).toEqual([1, 1, 2]);
  });

  it('a month has all its days, and the spring change counts right at both ends of Mar 8', async () => {
    await views(SPRING);
    const march = await statsAt('2026-03-08T20:00:00Z', '/api/analytics/monthly/2026/3');
    expect(march.days).toHaveLength(31);
    expect(march).toMatchObject({ pageViews: 4, uniqueVisitors: 3, startDate: '2026-03-01', endDate: '2026-03-31' });
    expect(march.days.find((d) => d.date === '2026-03-07')?.views).toBe(1);
    expect(march.days.find((d) => d.date === '2026-03-08')?.views).toBe(2);
    const february = await statsAt('2026-03-08T20:00:00Z', '/api/analytics/monthly/2026/02');
    expect(february.days).toHaveLength(28);
    expect(february.pageViews).toBe(0);
    expect((await statsAt('2026-03-08T20:00:00Z', '/api/analytics/monthly/2028/2')).days).toHaveLength(29);
  });

  it('lists the ten most viewed pages, most first', async () => {
    const rows: [string, string, string][] = [];
    for (let p = 1; p <= 12; p++) {
      for (let i = 0; i < p; i++)
        rows.push([`2026-06-10T18:${String(i).padStart(2, '0')}:00Z`, `s${p}-${i}`, `/page-${p}`]);
    }
    await views(rows);
    const day = await statsAt('2026-06-20T12:00:00Z', '/api/analytics/daily/2026-06-10');
    expect(day.topPages).toHaveLength(10);
    expect(day.topPages[0]).toEqual({ page: '/page-12', views: 12 });
    expect(day.topPages[9]).toEqual({ page: '/page-3', views: 3 });
    expect(day.pageViews).toBe(78);
  });

  it('answers zeros for a day nobody visited, and for the future', async () => {
    expect(await statsAt('2026-06-20T12:00:00Z', '/api/analytics/daily/2026-06-01')).toMatchObject({
      uniqueVisitors: 0,
      pageViews: 0,
      topPages: [],
      days: [{ date: '2026-06-01', views: 0 }],
    });
    expect((await statsAt('2026-06-20T12:00:00Z', '/api/analytics/daily/2027-01-01')).pageViews).toBe(0);
  });
});

describe('the daily rollup', () => {
  it('is written once for a finished day and reused; the live part never is', async () => {
    await views(SPRING);
    await statsAt('2026-03-09T20:00:00Z', '/api/analytics/weekly/2026-03-08');
    const rolled = await t.db
      .withTables<{ pageViewDays: { day: string; views: number; timeZone: string } }>()
      .selectFrom('pageViewDays')
      .select(['day', 'views', 'timeZone'])
      .orderBy('day')
      .execute();
    // Mar 8 is over (rolled up); Mar 9 is still today.
    expect(rolled).toEqual([{ day: '2026-03-08', views: 2, timeZone: 'America/Los_Angeles' }]);
  });

  it('counts a day again when the site time zone has changed', async () => {
    await views(SPRING);
    const at = new Date('2026-04-01T00:00:00Z');
    const la = await pageViewStats(
      t.db,
      'America/Los_Angeles',
      dayBoundaries('America/Los_Angeles', ['2026-03-08']),
      at,
    );
    expect(la.topPages.map((p) => p.page).sort()).toEqual(['/about', '/donate']);
    // In New York, Mar 8 runs from 05:00Z to 04:00Z next day: the first two views.
    const ny = await pageViewStats(t.db, 'America/New_York', dayBoundaries('America/New_York', ['2026-03-08']), at);
    expect(ny.topPages.map((p) => p.page).sort()).toEqual(['/', '/about']);
  });
});

describe('bad periods and access', () => {
  it.each([
    ['/api/analytics/daily/2026-02-30', 'Invalid date "2026-02-30": expected a date YYYY-MM-DD'],
    ['/api/analytics/daily/yesterday', 'Invalid date "yesterday": expected a date YYYY-MM-DD'],
    ['/api/analytics/daily/1999-12-31', 'Invalid date "1999-12-31": expected a year from 2000 to 2100'],
    ['/api/analytics/weekly/2026-13-01', 'Invalid week start date "2026-13-01": expected a date YYYY-MM-DD'],
    ['/api/analytics/monthly/2026/13', 'Invalid month "13": expected 1 to 12'],
    ['/api/analytics/monthly/2026/0', 'Invalid month "0": expected 1 to 12'],
    ['/api/analytics/monthly/26/1', 'Invalid year "26": expected a year from 2000 to 2100'],
  ])('%s → 400', async (path, message) => {
    const res = await getAt('2026-06-20T12:00:00Z', path);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ message });
  });

  it('is staff only', async () => {
    for (const path of [
      '/api/analytics/daily/2026-06-01',
      '/api/analytics/weekly/2026-05-31',
      '/api/analytics/monthly/2026/6',
    ]) {
      const res = await t.call('GET', path);
      expect(res.status).toBe(401);
    }
  });
});

describe('GET /api/admin/overview', () => {
  it('counts events, visible announcements, unread messages, today’s views and newsletter subscribers', async () => {
    await t.db.deleteFrom('events').execute();
    await t.db.deleteFrom('announcements').execute();
    await t.db.deleteFrom('contactMessages').execute();
    await t.db.deleteFrom('newsletterSubscribers').execute();
    await t.db
      .insertInto('events')
      .values([
        { title: 'A', description: 'a', category: 'community', isPermanent: true },
        { title: 'B', description: 'b', category: 'youth', startDate: new Date('2026-07-01T17:00:00Z') },
      ])
      .execute();
    await t.db
      .insertInto('announcements')
      .values([
        { title: 'Shown', content: 'x' },
        { title: 'Inactive', content: 'x', isActive: false },
        { title: 'Expired', content: 'x', expiresAt: new Date('2026-03-08T00:00:00Z') },
      ])
      .execute();
    await t.db
      .insertInto('contactMessages')
      .values([
        { name: 'a', email: 'a@example.org', message: 'x' },
        { name: 'b', email: 'b@example.org', message: 'x' },
        { name: 'c', email: 'c@example.org', message: 'x', isRead: true },
      ])
      .execute();
    await t.db
      .insertInto('newsletterSubscribers')
      .values([{ email: 'one@example.org' }, { email: 'two@example.org' }])
      .execute();
    await views(SPRING);

    const res = await getAt('2026-03-08T20:00:00Z', '/api/admin/overview');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      events: 2,
      activeAnnouncements: 1,
      unreadMessages: 2,
      todayViews: 2,
      newsletterSubscribers: 2,
      today: '2026-03-08',
      donationChanges: [],
    });
    expect((await t.call('GET', '/api/admin/overview')).status).toBe(401);
  });
});
