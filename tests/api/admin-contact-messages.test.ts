import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
let editor: string;

beforeAll(async () => {
  t = await createTestApp();
  editor = (await t.signInAs('editor')).cookie;
});
afterAll(() => t.drop());
beforeEach(async () => {
  await t.db.deleteFrom('contactMessages').execute();
});

async function seed(): Promise<number[]> {
  const rows = await t.db
    .insertInto('contactMessages')
    .values([
      { name: 'Old', email: 'old@example.org', message: 'First', createdAt: new Date('2026-01-01T10:00:00Z') },
      { name: 'New', email: 'new@example.org', message: 'Third', createdAt: new Date('2026-03-01T10:00:00Z') },
      {
        name: 'Middle',
        email: 'mid@example.org',
        message: 'Second',
        createdAt: new Date('2026-02-01T10:00:00Z'),
        isRead: true,
      },
    ])
    .returning('id')
    .execute();
  return rows.map((r) => r.id);
}

describe('GET /api/admin/contact-messages', () => {
  it('lists every message newest first, read or not', async () => {
    await seed();
    const res = await t.call('GET', '/api/admin/contact-messages', { cookie: editor });
    expect(res.status).toBe(200);
    const list = (await res.json()) as {
      name: string;
      isRead: boolean;
      email: string;
      message: string;
      createdAt: string;
    }[];
    expect(list.map((m) => [m.name, m.isRead])).toEqual([
      ['New', false],
      ['Middle', true],
      ['Old', false],
    ]);
    expect(list[0]).toMatchObject({
      email: 'new@example.org',
      message: 'Third',
      createdAt: '2026-03-01T10:00:00.000Z',
    });
  });

  it('is staff only', async () => {
    await seed();
    const res = await t.call('GET', '/api/admin/contact-messages');
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ message: 'Unauthorized' });
  });
});

describe('PUT /api/admin/contact-messages/:id/read', () => {
  it('marks a message read, and again without harm', async () => {
    const [oldId] = await seed();
    for (let i = 0; i < 2; i++) {
      const res = await t.call('PUT', `/api/admin/contact-messages/${oldId}/read`, { cookie: editor });
      expect(res.status).toBe(200);
      expect(await res.json()).toMatchObject({ id: oldId, isRead: true, name: 'Old' });
    }
    const unread = await t.db.selectFrom('contactMessages').select('name').where('isRead', '=', false).execute();
    expect(unread).toEqual([{ name: 'New' }]);
  });

  it('answers 404 for an unknown message and 400 for a bad id', async () => {
    expect((await t.call('PUT', '/api/admin/contact-messages/987654/read', { cookie: editor })).status).toBe(404);
    expect(await (await t.call('PUT', '/api/admin/contact-messages/987654/read', { cookie: editor })).json()).toEqual({
      message: 'Message not found',
    });
    expect((await t.call('PUT', '/api/admin/contact-messages/x/read', { cookie: editor })).status).toBe(400);
  });

  it('is staff only and changes nothing for visitors', async () => {
    const [oldId] = await seed();
    expect((await t.call('PUT', `/api/admin/contact-messages/${oldId}/read`)).status).toBe(401);
    const row = await t.db
      .selectFrom('contactMessages')
      .select('isRead')
      .where('id', '=', oldId!)
      .executeTakeFirstOrThrow();
    expect(row.isRead).toBe(false);
  });
});
