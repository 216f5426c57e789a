import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listAudit } from '../../src/server/db/repositories/audit-log.ts';
import { seedDefaultContent } from '../../src/server/seed/default-content.ts';
import { checkProgramDates } from '../../src/server/routes/programs-dates.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

/**
 * /api/programs (issue 24): the program kind through the content routes: validation with the shared
 * schema's words, roles, drafts apart from what visitors read, slug collisions, revisions and restore,
 * the audit log, and the status each program's dates give in the masjid's zone.
 */

const circle = {
  title: 'Quran Study Circle',
  slug: 'quran-circle',
  summary: 'Reading and reflection for adults.',
  term: 'Fall 2026',
  startDate: '2026-09-06',
  endDate: '2026-12-20',
  meetings: [{ days: ['sunday'], start: { prayer: 'asr', offsetMinutes: 0 }, durationMinutes: 45, skippedDates: ['2026-11-29'] }],
};

let t: TestApp;
let editor: string;

beforeAll(async () => {
  t = await createTestApp();
  // November 26, 2026, 10:00 in Redwood City.
  t.setNow(new Date('2026-11-26T18:00:00Z'));
  editor = (await t.signInAs('editor')).cookie;
});
afterAll(() => t.drop());

async function json<T = Record<string, unknown>>(res: Response): Promise<T> {
  return (await res.json()) as T;
}

describe('POST /api/programs', () => {
  it('refuses a program the schema refuses, with each field named', async () => {
    const res = await t.call('POST', '/api/programs', { cookie: editor, body: { ...circle, slug: 'Quran Circle', endDate: '2026-01-01', flyers: [{ src: '/api/uploads/x.png', alt: '' }] } });
    expect(res.status).toBe(400);
    const body = await json<{ fields: Record<string, string> }>(res);
    expect(body.fields).toMatchObject({
      slug: 'Slug must be lowercase letters, digits and single hyphens (such as summer-school-2026)',
      'flyers.0.alt': 'Flyer alt text is required',
    });
  });

  it.each([
    ['a body that is not an object', '[1]', 'The request body must be a JSON object'],
    ['broken JSON', '{"title":', 'The request body is not valid JSON'],
  ])('answers 400 for %s, never 500', async (_, body, message) => {
    const res = await t.request('/api/programs', { method: 'POST', headers: { origin: 'http://127.0.0.1:4321', cookie: editor, 'content-type': 'application/json' }, body });
    expect(res.status).toBe(400);
    expect(await json(res)).toMatchObject({ message });
  });

  it('refuses the signed-out visitor', async () => {
    const res = await t.call('POST', '/api/programs', { body: circle });
    expect(res.status).toBe(401);
  });

  it('publishes at once, asks for a rebuild, and lists it with its status by its dates', async () => {
    const res = await t.call('POST', '/api/programs', { cookie: editor, body: circle });
    expect(res.status).toBe(201);
    expect(t.rebuilds.at(-1)).toBe('program published');
    const list = await json<unknown[]>(await t.call('GET', '/api/programs'));
    expect(list).toContainEqual({ id: expect.any(Number), slug: 'quran-circle', title: 'Quran Study Circle', term: 'Fall 2026', startDate: '2026-09-06', endDate: '2026-12-20', status: 'in-session' });
    const one = await json(await t.call('GET', '/api/programs/quran-circle'));
    expect(one).toMatchObject({ slug: 'quran-circle', status: 'in-session' });
  });

  it('answers 409 for a slug another program has', async () => {
    const res = await t.call('POST', '/api/programs', { cookie: editor, body: { ...circle, title: 'Another' } });
    expect(res.status).toBe(409);
    expect(await json(res)).toMatchObject({ fields: { slug: 'A program with this slug already exists' } });
  });
});

describe('drafts, publish, revisions and restore', () => {
  let id: number;
  beforeAll(async () => {
    const res = await t.call('POST', '/api/programs', { cookie: editor, body: { ...circle, slug: 'summer-camp', title: 'Summer Camp 2027', term: 'Summer 2027', startDate: '2027-07-05', endDate: '2027-07-16', registrationOpens: '2027-03-01', meetings: [] } });
    id = (await json<{ id: number }>(res)).id;
  });

  it('says a program whose registration has not opened is upcoming', async () => {
    const list = await json<Array<{ slug: string; status: string }>>(await t.call('GET', '/api/programs'));
    expect(list.find((p) => p.slug === 'summer-camp')?.status).toBe('upcoming');
  });

  it('keeps a draft from visitors until it is published', async () => {
    const rebuilds = t.rebuilds.length;
    const draft = await t.call('PUT', `/api/programs/${id}`, { cookie: editor, body: { title: 'Summer Camp 2027 (new dates)', startDate: '2027-07-12', endDate: '2027-07-23', draft: true } });
    expect(draft.status).toBe(200);
    expect(await json(draft)).toMatchObject({ draft: { title: 'Summer Camp 2027 (new dates)', startDate: '2027-07-12' }, published: { title: 'Summer Camp 2027' } });
    expect(t.rebuilds.length).toBe(rebuilds);
    expect(await json(await t.call('GET', '/api/programs/summer-camp'))).toMatchObject({ title: 'Summer Camp 2027', startDate: '2027-07-05' });

    const published = await t.call('POST', `/api/programs/${id}/publish`, { cookie: editor });
    expect(published.status).toBe(200);
    expect(t.rebuilds.at(-1)).toBe('program published');
    expect(await json(await t.call('GET', '/api/programs/summer-camp'))).toMatchObject({ title: 'Summer Camp 2027 (new dates)', startDate: '2027-07-12' });
  });

  it('merges a PUT over the stored program and checks the whole', async () => {
    const res = await t.call('PUT', `/api/programs/${id}`, { cookie: editor, body: { endDate: '2027-07-01' } });
    expect(res.status).toBe(400);
    expect(await json(res)).toMatchObject({ fields: { endDate: 'End date must not be before the start date' } });
  });

  it('lists the revisions newest first and restores one as a new publish, in the audit log', async () => {
    const revisions = await json<Array<{ id: number; publishedBy: string; data: { title: string } }>>(await t.call('GET', `/api/programs/${id}/revisions`, { cookie: editor }));
    expect(revisions.map((r) => r.data.title)).toEqual(['Summer Camp 2027 (new dates)', 'Summer Camp 2027']);
    const restored = await t.call('POST', `/api/programs/${id}/revisions/${revisions[1]!.id}/restore`, { cookie: editor });
    expect(restored.status).toBe(200);
    expect(await json(await t.call('GET', '/api/programs/summer-camp'))).toMatchObject({ title: 'Summer Camp 2027', startDate: '2027-07-05' });
    expect(await json<unknown[]>(await t.call('GET', `/api/programs/${id}/revisions`, { cookie: editor }))).toHaveLength(3);

    const audit = await listAudit(t.db, { limit: 20, actionPrefix: 'program.' });
    expect(audit.map((entry) => entry.action)).toEqual(expect.arrayContaining(['program.publish', 'program.draft']));
    expect(audit[0]).toMatchObject({ action: 'program.publish', summary: expect.stringMatching(/^Restored program summer-camp as published by /) });
    expect(audit.some((entry) => entry.summary === 'Changed program summer-camp (Summer Camp 2027 (new dates), Summer 2027, dates 2027-07-12 to 2027-07-23)')).toBe(true);
  });

  it('discards a draft', async () => {
    await t.call('PUT', `/api/programs/${id}`, { cookie: editor, body: { summary: 'Draft words', draft: true } });
    const res = await t.call('DELETE', `/api/programs/${id}/draft`, { cookie: editor });
    expect(res.status).toBe(200);
    expect(await json(res)).toMatchObject({ draft: null });
  });

  it('hides an unlisted program from the list but not from staff', async () => {
    await t.call('PUT', `/api/programs/${id}`, { cookie: editor, body: { listed: false } });
    const list = await json<Array<{ slug: string }>>(await t.call('GET', '/api/programs'));
    expect(list.map((p) => p.slug)).not.toContain('summer-camp');
    const admin = await json<Array<{ slug: string }>>(await t.call('GET', '/api/admin/programs', { cookie: editor }));
    expect(admin.map((p) => p.slug)).toContain('summer-camp');
  });

  it('deletes a program, in the audit log', async () => {
    const res = await t.call('DELETE', `/api/programs/${id}`, { cookie: editor });
    expect(res.status).toBe(200);
    expect((await t.call('GET', `/api/programs/${id}`)).status).toBe(404);
    const audit = await listAudit(t.db, { limit: 1, actionPrefix: 'program.' });
    expect(audit[0]).toMatchObject({ action: 'program.delete' });
  });
});

describe('the seeded programs', () => {
  it('are the Summer School (ended) and the Saturday School (ended), as the site showed them', async () => {
    const seeded = await createTestApp();
    try {
      seeded.setNow(new Date('2026-11-26T18:00:00Z'));
      await seedDefaultContent(seeded.db, new Date('2026-11-26T18:00:00Z'));
      const list = await json<Array<{ slug: string; title: string; term: string; status: string }>>(await seeded.call('GET', '/api/programs'));
      expect(list.map(({ slug, title, term, status }) => ({ slug, title, term, status }))).toEqual([
        { slug: 'summer-school', title: 'Summer School 2025', term: 'Summer 2025', status: 'ended' },
        { slug: 'saturday-school', title: 'Saturday School', term: 'Fall 2025', status: 'ended' },
      ]);
      // In July 2025 the Summer School was in session.
      seeded.setNow(new Date('2025-07-01T18:00:00Z'));
      expect(await json(await seeded.call('GET', '/api/programs/summer-school'))).toMatchObject({ status: 'in-session' });
    } finally {
      await seeded.drop();
    }
  });
});

describe('the pages follow the dates without an edit', () => {
  it("asks for a rebuild on the masjid date a program's page changes by itself, and only then", async () => {
    const res = await t.call('POST', '/api/programs', { cookie: editor, body: { ...circle, slug: 'autumn-camp', title: 'Autumn Camp', startDate: '2026-11-20', endDate: '2026-11-25', meetings: [] } });
    expect(res.status).toBe(201);
    const requested = () => t.rebuilds.filter((reason) => reason.startsWith('program dates')).length;
    const LA = 'America/Los_Angeles';
    // Nov 25, 23:30 in Redwood City: the camp's last day; nothing changes today.
    expect(await checkProgramDates(t.db, t.services.rebuild, LA, new Date('2026-11-26T07:30:00Z'))).toBe(false);
    // Nov 26, 00:30: the camp has ended since midnight.
    expect(await checkProgramDates(t.db, t.services.rebuild, LA, new Date('2026-11-26T08:30:00Z'))).toBe(true);
    expect(t.rebuilds.at(-1)).toBe('program dates (2026-11-26)');
    expect(await checkProgramDates(t.db, t.services.rebuild, LA, new Date('2026-11-27T09:00:00Z'))).toBe(false);
    expect(requested()).toBe(1);
  });

  it('asks for one too the day a campaign starts and the day after it ends', async () => {
    const admin = (await t.signInAs('admin')).cookie;
    const fund = { title: 'Roof Fund', goal: 50_000, raised: 0, startDate: '2026-12-03', endDate: '2026-12-05', description: 'x', url: 'https://give.example.org/roof' };
    expect((await t.call('POST', '/api/campaigns', { cookie: admin, body: fund })).status).toBe(201);
    const LA = 'America/Los_Angeles';
    const at = (date: string) => new Date(`${date}T09:00:00Z`); // 1:00 AM in Redwood City
    const asked = [];
    for (const date of ['2026-12-02', '2026-12-03', '2026-12-04', '2026-12-05', '2026-12-06', '2026-12-07']) {
      asked.push(await checkProgramDates(t.db, t.services.rebuild, LA, at(date)));
    }
    expect(asked).toEqual([false, true, false, false, true, false]);
    expect(t.rebuilds.at(-1)).toBe('campaign dates (2026-12-06)');
  });
});
