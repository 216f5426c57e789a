import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { site } from '../../src/config/site.ts';
import { listAudit } from '../../src/server/db/repositories/audit-log.ts';
import { seedDefaultContent } from '../../src/server/seed/default-content.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

/** Issue 24 item 2: /api/campaigns, who may change what, drafts, revisions and what the public sees by date. */
const NOW = new Date('2026-11-26T20:00:00Z');
let t: TestApp;
let admin: string;
let editor: string;

const roof = {
  title: 'Roof Fund',
  goal: 100_000,
  raised: 42_000,
  startDate: '2026-11-01',
  endDate: '2026-12-31',
  description: 'A new **roof** before the rains.',
  url: 'https://donate.example.org/roof',
};

interface PublicCampaign {
  id: number;
  title: string;
  goal: number;
  raised: number;
  donors: number | null;
  status: string;
  percent: number | null;
  progressText: string;
}
interface AdminItem {
  id: number;
  slug: string;
  draft: typeof roof | null;
  published: (typeof roof & { donors?: number }) | null;
}

beforeAll(async () => {
  t = await createTestApp();
  t.setNow(NOW);
  admin = (await t.signInAs('admin')).cookie;
  editor = (await t.signInAs('editor')).cookie;
});
afterAll(() => t.drop());
beforeEach(async () => {
  await t.db.deleteFrom('contentItems').where('kind', '=', 'campaign').execute();
  await t.db.deleteFrom('contentSeeds').where('kind', '=', 'campaign').execute();
  await t.db.deleteFrom('auditLog').execute();
  t.rebuilds.length = 0;
});

const list = async () => (await (await t.call('GET', '/api/campaigns')).json()) as PublicCampaign[];
async function create(body: Record<string, unknown> = roof): Promise<AdminItem> {
  const res = await t.call('POST', '/api/campaigns', { cookie: admin, body });
  expect(res.status, await res.clone().text()).toBe(201);
  return (await res.json()) as AdminItem;
}

describe('the seeded 2025 fundraiser', () => {
  it('is seeded from the config (SPEC: "Donate for Fundraiser", 2025 goal $100K) and, ended, is not public', async () => {
    await seedDefaultContent(t.db, NOW);
    expect(await list()).toEqual([]);
    const [item] = (await (await t.call('GET', '/api/admin/campaigns', { cookie: editor })).json()) as AdminItem[];
    expect(item).toMatchObject({
      slug: '2025-fundraiser',
      published: { title: '2025 Fundraiser', goal: 100_000, raised: 0, startDate: '2025-01-01', endDate: '2025-12-31', url: site.donations.fundraiserUrl },
    });
    expect((await t.call('GET', '/api/campaigns/2025-fundraiser')).status).toBe(404);
  });

  it('was public while it ran', async () => {
    await seedDefaultContent(t.db, NOW);
    t.setNow(new Date('2025-06-15T18:00:00Z'));
    try {
      expect((await list()).map((c) => [c.title, c.status, c.progressText])).toEqual([['2025 Fundraiser', 'active', '$0 of $100,000 · 0%']]);
    } finally {
      t.setNow(NOW);
    }
  });
});

describe('GET /api/campaigns', () => {
  it('answers active and upcoming campaigns with their progress, not ended ones', async () => {
    await create();
    await create({ ...roof, title: 'Spring Iftars', goal: 0, raised: 5_000, donors: 40, startDate: '2027-02-01', endDate: '2027-03-31' });
    await create({ ...roof, title: 'Old Appeal', startDate: '2026-01-01', endDate: '2026-11-25' });
    const campaigns = await list();
    expect(campaigns.map((c) => [c.title, c.status, c.percent, c.progressText, c.donors])).toEqual([
      ['Roof Fund', 'active', 42, '$42,000 of $100,000 · 42%', null],
      ['Spring Iftars', 'upcoming', null, '$5,000 raised', 40],
    ]);
    expect(campaigns[0]).toMatchObject({ goal: 100_000, raised: 42_000 });
  });

  it("ends at midnight in the masjid's zone, not UTC's", async () => {
    await create({ ...roof, endDate: '2026-11-26' });
    t.setNow(new Date('2026-11-27T07:59:00Z')); // 11:59 PM on Nov 26 in Los Angeles
    expect(await list()).toHaveLength(1);
    t.setNow(new Date('2026-11-27T08:00:00Z'));
    expect(await list()).toHaveLength(0);
    t.setNow(NOW);
  });
});

describe('roles', () => {
  it('lets an editor update progress and publish it, and nothing else', async () => {
    const { id } = await create();
    let res = await t.call('PUT', `/api/campaigns/${id}`, { cookie: editor, body: { raised: 50_000, donors: 210 } });
    expect(res.status, await res.clone().text()).toBe(200);
    expect((await list())[0]).toMatchObject({ raised: 50_000, donors: 210, progressText: '$50,000 of $100,000 · 50%' });
    const [entry] = await listAudit(t.db, { limit: 1, actionPrefix: 'campaign.' });
    expect(entry!.summary).toBe('Campaign Roof Fund progress: $50,000 of $100,000 · 50%, 210 donors');

    for (const body of [{ goal: 200_000 }, { raised: 60_000, endDate: '2027-01-31' }, { title: 'Renamed' }, { url: 'https://elsewhere.example.org' }]) {
      res = await t.call('PUT', `/api/campaigns/${id}`, { cookie: editor, body });
      expect(res.status, JSON.stringify(body)).toBe(403);
      expect(((await res.json()) as { message: string }).message).toMatch(/^Editors may change only the amount raised and the donor count/);
    }
    expect((await list())[0]).toMatchObject({ raised: 50_000, goal: 100_000, title: 'Roof Fund' });
    expect((await t.call('POST', '/api/campaigns', { cookie: editor, body: { ...roof, title: 'Editor campaign' } })).status).toBe(403);
    expect((await t.call('DELETE', `/api/campaigns/${id}`, { cookie: editor })).status).toBe(403);
  });

  it('lets an admin change every field and delete', async () => {
    const { id } = await create();
    const res = await t.call('PUT', `/api/campaigns/${id}`, { cookie: admin, body: { goal: 150_000, title: 'Roof and Walls' } });
    expect(res.status).toBe(200);
    expect((await list())[0]).toMatchObject({ title: 'Roof and Walls', goal: 150_000, progressText: '$42,000 of $150,000 · 28%' });
    expect((await t.call('DELETE', `/api/campaigns/${id}`, { cookie: admin })).status).toBe(200);
    expect(await list()).toEqual([]);
  });
});

describe('validation', () => {
  const invalid: [string, Record<string, unknown>, string][] = [
    ['no title', { ...roof, title: '' }, 'title'],
    ['a negative goal', { ...roof, goal: -5 }, 'goal'],
    ['raised as text', { ...roof, raised: '42k' }, 'raised'],
    ['an end before the start', { ...roof, endDate: '2026-10-01' }, 'endDate'],
    ['an http link', { ...roof, url: 'http://donate.example.org' }, 'url'],
    ['no dates', { title: 'x', goal: 1, raised: 0, description: '', url: 'https://d.example.org' }, 'startDate'],
  ];
  it.each(invalid)('refuses %s with 400 and the field', async (_name, body, field) => {
    const res = await t.call('POST', '/api/campaigns', { cookie: admin, body });
    expect(res.status).toBe(400);
    expect(Object.keys(((await res.json()) as { fields: Record<string, string> }).fields)).toContain(field);
  });

  it('refuses a second campaign with the same title (its slug) with 409', async () => {
    await create();
    expect((await t.call('POST', '/api/campaigns', { cookie: admin, body: roof })).status).toBe(409);
  });
});

describe('drafts and revisions', () => {
  it('keeps a draft out of the public answer until published; restores an earlier figure', async () => {
    const { id } = await create();
    await t.call('PUT', `/api/campaigns/${id}`, { cookie: editor, body: { raised: 60_000, draft: true } });
    expect((await list())[0]!.raised).toBe(42_000);
    expect((await t.call('POST', `/api/campaigns/${id}/publish`, { cookie: editor })).status).toBe(200);
    expect((await list())[0]!.raised).toBe(60_000);

    const revisions = (await (await t.call('GET', `/api/campaigns/${id}/revisions`, { cookie: editor })).json()) as { id: number; data: typeof roof }[];
    expect(revisions.map((r) => r.data.raised)).toEqual([60_000, 42_000]);
    const res = await t.call('POST', `/api/campaigns/${id}/revisions/${revisions[1]!.id}/restore`, { cookie: editor });
    expect(res.status).toBe(200);
    expect((await list())[0]!.raised).toBe(42_000);
  });

  it("refuses an editor's restore that would change more than progress", async () => {
    const { id } = await create();
    await t.call('PUT', `/api/campaigns/${id}`, { cookie: admin, body: { goal: 120_000 } });
    const revisions = (await (await t.call('GET', `/api/campaigns/${id}/revisions`, { cookie: editor })).json()) as { id: number }[];
    expect((await t.call('POST', `/api/campaigns/${id}/revisions/${revisions[1]!.id}/restore`, { cookie: editor })).status).toBe(403);
    expect((await t.call('POST', `/api/campaigns/${id}/revisions/${revisions[1]!.id}/restore`, { cookie: admin })).status).toBe(200);
    expect((await list())[0]!.goal).toBe(100_000);
  });
});
