import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../src/domain/dates/zoned.ts';
import { insertContentItem } from '../../src/server/db/repositories/content-items.ts';
import { upsertPrayerTimes } from '../../src/server/db/repositories/prayer-times.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

/**
 * GET /api/admin/needs-attention (issue 24, item 6) over real rows: what it lists comes from the programs,
 * campaigns, announcements, events and timetable stored, on the masjid's clock.
 */
const NOW = new Date('2026-11-26T20:00:00Z'); // Thursday Nov 26, noon in Redwood City
const TODAY = '2026-11-26';
let t: TestApp;
let editor: string;
const actor = { id: null, username: 'seed' };

const day = (date: string) => ({
  date,
  fajrAdhan: '05:40', fajrIqamah: '06:00', shouruq: '07:00', dhuhrAdhan: '12:00', dhuhrIqamah: '12:30',
  asrAdhan: '14:30', asrIqamah: '15:00', maghribAdhan: '16:55', maghribIqamah: '17:00', ishaAdhan: '18:20', ishaIqamah: '18:40',
});

beforeAll(async () => {
  t = await createTestApp();
  t.setNow(NOW);
  editor = (await t.signInAs('editor')).cookie;
  await insertContentItem(t.db, {
    kind: 'program', slug: 'summer-school-2025', draft: false, actor, now: NOW, summary: 'seed',
    data: { title: 'Summer School 2025', startDate: '2025-06-16', endDate: '2025-08-08', registrationOpens: '2025-04-01', listed: true },
  });
  await insertContentItem(t.db, {
    kind: 'program', slug: 'winter-camp', draft: false, actor, now: NOW, summary: 'seed',
    data: { title: 'Winter Camp', startDate: addDays(TODAY, 20), endDate: addDays(TODAY, 25), registrationOpens: null, listed: true },
  });
  // A draft never published is staff's own business: not listed.
  await insertContentItem(t.db, {
    kind: 'program', slug: 'draft-only', draft: true, actor, now: NOW, summary: 'seed',
    data: { title: 'Draft Only', startDate: '2025-01-01', endDate: '2025-02-01', listed: true },
  });
  await insertContentItem(t.db, {
    kind: 'campaign', slug: 'roof', draft: false, actor, now: NOW, summary: 'seed',
    data: { title: 'Roof Fund', endDate: addDays(TODAY, -3) },
  });
  await t.db.insertInto('announcements').values({ title: 'Parking rules', content: 'x', createdAt: new Date('2026-08-01T18:00:00Z'), updatedAt: NOW }).execute();
  await t.db.insertInto('announcements').values({ title: 'Fresh news', content: 'x', createdAt: NOW, updatedAt: NOW }).execute();
  await t.db.insertInto('events').values({ title: 'Potluck', description: 'x', category: 'community', startDate: new Date('2026-12-05T02:00:00Z'), endDate: null, imageUrl: null, updatedAt: NOW }).execute();
  await upsertPrayerTimes(t.db, Array.from({ length: 12 }, (_, i) => day(addDays(TODAY, i))));
});
afterAll(() => t.drop());

describe('GET /api/admin/needs-attention', () => {
  it('lists every stale thing once, in order, each with the tab that fixes it', async () => {
    const res = await t.call('GET', '/api/admin/needs-attention', { cookie: editor });
    expect(res.status).toBe(200);
    const items = (await res.json()) as { key: string; fix: string; title: string; message: string }[];
    expect(items.map((i) => [i.key, i.fix])).toEqual([
      [expect.stringMatching(/^program:\d+:ended$/), 'programs'],
      [expect.stringMatching(/^program:\d+:registration$/), 'programs'],
      [expect.stringMatching(/^campaign:\d+:ended$/), 'campaigns'],
      ['prayer-times:2026-12-08', 'prayer-settings/csv'],
      [expect.stringMatching(/^announcement:\d+:old$/), 'announcements'],
      [expect.stringMatching(/^event:\d+:incomplete$/), 'events'],
    ]);
    expect(items.map((i) => i.title)).toEqual(['Summer School 2025', 'Winter Camp', 'Roof Fund', 'Prayer timetable', 'Parking rules', 'Potluck']);
    expect(items[3]!.message).toBe('The uploaded timetable stops before Dec 8, 2026: from then the site shows calculated times. Upload the next months.');
  });

  it('is for staff only', async () => {
    expect((await t.call('GET', '/api/admin/needs-attention')).status).toBe(401);
  });
});
