import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PRIORITY_RULE } from '../../src/domain/announcements/announcement-input.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

/** SPEC 3 and 5's announcement rules; the clock is fixed so expiry is exact. */
const NOW = new Date('2026-05-10T19:00:00Z');
let t: TestApp;
let editor: string;

beforeAll(async () => {
  t = await createTestApp();
  t.setNow(NOW);
  editor = (await t.signInAs('editor')).cookie;
});
afterAll(() => t.drop());
beforeEach(async () => {
  await t.db.deleteFrom('announcements').execute();
  t.rebuilds.length = 0;
});

const valid = { title: 'Eid prayer', content: 'Eid prayer at 8:00 AM in the main hall', isActive: true, priority: 5 };

async function createOk(body: Record<string, unknown> = {}): Promise<Record<string, unknown>> {
  const res = await t.call('POST', '/api/announcements', { body: { ...valid, ...body }, cookie: editor });
  expect(res.status, await res.clone().text()).toBe(201);
  return (await res.json()) as Record<string, unknown>;
}

async function errorOf(res: Response) {
  return { status: res.status, ...((await res.json()) as { message: string; fields?: Record<string, string> }) };
}

describe('POST /api/announcements', () => {
  it('creates with defaults (active, priority 0, no expiry) and asks for a rebuild', async () => {
    const res = await t.call('POST', '/api/announcements', {
      body: { title: 'Hello', content: 'World' },
      cookie: editor,
    });
    expect(res.status).toBe(201);
    const created = (await res.json()) as Record<string, unknown>;
    expect(created).toMatchObject({ title: 'Hello', content: 'World', isActive: true, priority: 0, expiresAt: null });
    expect(created).not.toHaveProperty('createdBy');
    expect(t.rebuilds).toEqual(['announcement created']);
  });

  it.each([
    ['an empty expiry', ''],
    ['a null expiry', null],
    ["the string 'null'", 'null'],
  ])('treats %s as none', async (_label, expiresAt) => {
    expect((await createOk({ expiresAt })).expiresAt).toBeNull();
  });

  it('reads an expiry without a zone on the masjid clock, and one with a zone as given', async () => {
    expect((await createOk({ expiresAt: '2026-06-01T23:59' })).expiresAt).toBe('2026-06-02T06:59:00.000Z');
    expect((await createOk({ expiresAt: '2026-06-01T12:00:00Z' })).expiresAt).toBe('2026-06-01T12:00:00.000Z');
  });

  it('accepts priorities 0 to 10, as numbers or digits', async () => {
    expect((await createOk({ priority: 0 })).priority).toBe(0);
    expect((await createOk({ priority: 10 })).priority).toBe(10);
    expect((await createOk({ priority: '7' })).priority).toBe(7);
  });

  it.each([
    ['title', { title: '' }, 'Title is required'],
    ['title', { title: undefined }, 'Title is required'],
    ['content', { content: '  ' }, 'Content is required'],
    ['content', { content: 'x'.repeat(5001) }, 'Content must be at most 5000 characters'],
    ['priority', { priority: 11 }, PRIORITY_RULE],
    ['priority', { priority: -1 }, PRIORITY_RULE],
    ['priority', { priority: 2.5 }, PRIORITY_RULE],
    ['priority', { priority: 'high' }, PRIORITY_RULE],
    ['priority', { priority: true }, PRIORITY_RULE],
    ['isActive', { isActive: 'yes' }, 'isActive must be true or false'],
    [
      'expiresAt',
      { expiresAt: 'tomorrow' },
      'Expiry must be a date and time such as 2026-03-08T18:30, or an ISO 8601 timestamp',
    ],
  ])('refuses a bad %s (%j) with 400 naming the field, storing nothing', async (field, change, message) => {
    const res = await t.call('POST', '/api/announcements', { body: { ...valid, ...change }, cookie: editor });
    const error = await errorOf(res);
    expect(error).toMatchObject({ status: 400, message });
    expect(error.fields?.[field]).toBe(message);
    expect(await t.db.selectFrom('announcements').select('id').execute()).toEqual([]);
    expect(t.rebuilds).toEqual([]);
  });

  it('is staff only', async () => {
    expect(await errorOf(await t.call('POST', '/api/announcements', { body: valid }))).toEqual({
      status: 401,
      message: 'Unauthorized',
    });
  });
});

describe('PUT and DELETE /api/announcements/:id', () => {
  it('updates only what is sent; an empty expiry clears it', async () => {
    const created = await createOk({ expiresAt: '2026-06-01T12:00:00Z' });
    t.rebuilds.length = 0;
    const res = await t.call('PUT', `/api/announcements/${created.id}`, {
      body: { isActive: false, expiresAt: '' },
      cookie: editor,
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      title: valid.title,
      content: valid.content,
      priority: 5,
      isActive: false,
      expiresAt: null,
    });
    expect(t.rebuilds).toEqual(['announcement updated']);
  });

  it('refuses a bad priority on update and keeps the old one', async () => {
    const created = await createOk();
    const res = await t.call('PUT', `/api/announcements/${created.id}`, { body: { priority: 99 }, cookie: editor });
    expect(await errorOf(res)).toMatchObject({ status: 400, fields: { priority: PRIORITY_RULE } });
    const stored = await t.db.selectFrom('announcements').select('priority').executeTakeFirstOrThrow();
    expect(stored.priority).toBe(5);
  });

  it('answers 404 for unknown ids and 400 for ids that are not ids', async () => {
    expect(await errorOf(await t.call('PUT', '/api/announcements/424242', { body: valid, cookie: editor }))).toEqual({
      status: 404,
      message: 'Announcement not found',
    });
    expect((await t.call('DELETE', '/api/announcements/424242', { cookie: editor })).status).toBe(404);
    expect((await t.call('DELETE', '/api/announcements/1.5', { cookie: editor })).status).toBe(400);
  });

  it('deletes and asks for a rebuild', async () => {
    const created = await createOk();
    t.rebuilds.length = 0;
    const res = await t.call('DELETE', `/api/announcements/${created.id}`, { cookie: editor });
    expect(await res.json()).toEqual({ message: 'Announcement deleted' });
    expect(t.rebuilds).toEqual(['announcement deleted']);
    expect(await t.db.selectFrom('announcements').select('id').execute()).toEqual([]);
  });

  it('refuses visitors', async () => {
    const created = await createOk();
    expect((await t.call('PUT', `/api/announcements/${created.id}`, { body: { title: 'x' } })).status).toBe(401);
    expect((await t.call('DELETE', `/api/announcements/${created.id}`)).status).toBe(401);
    expect(await t.db.selectFrom('announcements').select('title').execute()).toEqual([{ title: valid.title }]);
  });
});

describe('GET /api/announcements and /api/admin/announcements', () => {
  beforeEach(async () => {
    await createOk({ title: 'Low', priority: 1 });
    await createOk({ title: 'High', priority: 9 });
    await createOk({ title: 'Inactive', isActive: false, priority: 10 });
    await createOk({ title: 'Expired', priority: 10, expiresAt: '2026-05-10T18:59:59Z' });
    await createOk({ title: 'Expires later', priority: 3, expiresAt: '2026-05-10T19:00:01Z' });
  });

  it('shows visitors only active, unexpired ones, highest priority first, without createdBy', async () => {
    const res = await t.call('GET', '/api/announcements');
    const list = (await res.json()) as Record<string, unknown>[];
    expect(list.map((a) => a.title)).toEqual(['High', 'Expires later', 'Low']);
    for (const a of list) expect(a).not.toHaveProperty('createdBy');
  });

  it('shows staff every announcement', async () => {
    const res = await t.call('GET', '/api/admin/announcements', { cookie: editor });
    expect(res.status).toBe(200);
    const list = (await res.json()) as Record<string, unknown>[];
    expect(list.map((a) => a.title).sort()).toEqual(['Expired', 'Expires later', 'High', 'Inactive', 'Low']);
    for (const a of list) expect(a).not.toHaveProperty('createdBy');
    expect(await errorOf(await t.call('GET', '/api/admin/announcements'))).toEqual({
      status: 401,
      message: 'Unauthorized',
    });
  });
});

describe('translations (issue 26 item 4)', () => {
  it('saves, returns and replaces translations; the default text stays the title and content', async () => {
    const created = await createOk({
      translations: { tr: { title: '  Bayram namazı ', content: 'Bayram namazı 8:00de' }, ar: { title: 'صلاة العيد', content: '' } },
    });
    expect(created).toMatchObject({
      title: valid.title,
      content: valid.content,
      translations: { tr: { title: 'Bayram namazı', content: 'Bayram namazı 8:00de' }, ar: { title: 'صلاة العيد' } },
    });
    const publicList = (await (await t.call('GET', '/api/announcements')).json()) as Record<string, unknown>[];
    expect(publicList[0]).toMatchObject({ title: valid.title, translations: created.translations });

    // A PUT without translations keeps them; one with translations replaces them whole.
    let res = await t.call('PUT', `/api/announcements/${created.id}`, { body: { priority: 3 }, cookie: editor });
    expect(((await res.json()) as Record<string, unknown>).translations).toEqual(created.translations);
    res = await t.call('PUT', `/api/announcements/${created.id}`, {
      body: { translations: { ar: { content: 'الصلاة في القاعة' } } },
      cookie: editor,
    });
    expect(res.status).toBe(200);
    expect(((await res.json()) as Record<string, unknown>).translations).toEqual({ ar: { content: 'الصلاة في القاعة' } });
    res = await t.call('PUT', `/api/announcements/${created.id}`, { body: { translations: null }, cookie: editor });
    expect(((await res.json()) as Record<string, unknown>).translations).toEqual({});
  });

  it('gives an announcement without translations an empty object', async () => {
    expect((await createOk()).translations).toEqual({});
  });

  it.each([
    ['a title too long', { tr: { title: 'x'.repeat(201) } }, 'translations.tr.title', 'Title must be at most 200 characters'],
    ['content too long', { ar: { content: 'x'.repeat(5_001) } }, 'translations.ar.content', 'Content must be at most 5000 characters'],
    ['a language not enabled', { fr: { title: 'Aïd' } }, 'translations.fr', 'Translations are for tr, ar only'],
    ['text that is not text', { tr: { title: 7 } }, 'translations.tr.title', 'Title must be text'],
    ['not an object', 'Bayram', 'translations', 'Translations must be an object with one entry per language'],
  ])('refuses %s with 400 naming the field, and stores nothing', async (_label, translations, field, message) => {
    const res = await t.call('POST', '/api/announcements', { body: { ...valid, translations }, cookie: editor });
    const error = await errorOf(res);
    expect(error.status).toBe(400);
    expect(error.fields).toEqual({ [field]: message });
    expect(await t.db.selectFrom('announcements').select('id').execute()).toEqual([]);
  });
});
