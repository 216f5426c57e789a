import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordAudit } from '../../src/server/db/repositories/audit-log.ts';
import { AUDIT_PAGE_SIZE } from '../../src/server/routes/admin-audit-log.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

/** GET /api/admin/audit-log: admins read who did what, newest first, a page at a time. */
const NOW = new Date('2026-11-26T20:00:00Z');
let t: TestApp;
let admin: string;

type Page = { entries: { id: number; action: string; summary: string; username: string | null }[]; next: number | null };

beforeAll(async () => {
  t = await createTestApp();
  t.setNow(NOW);
  admin = (await t.signInAs('admin')).cookie;
  for (let i = 1; i <= AUDIT_PAGE_SIZE + 5; i++) {
    await recordAudit(t.db, { id: null, username: 'amina' }, { action: i % 2 ? 'program.publish' : 'page.publish', target: `x:${i}`, summary: `change ${i}`, now: NOW });
  }
});
afterAll(() => t.drop());

describe('GET /api/admin/audit-log', () => {
  it('answers the newest 50, then the rest from `next`', async () => {
    const first = (await (await t.call('GET', '/api/admin/audit-log', { cookie: admin })).json()) as Page;
    expect(first.entries).toHaveLength(AUDIT_PAGE_SIZE);
    expect(first.entries[0]!.summary).toBe(`change ${AUDIT_PAGE_SIZE + 5}`);
    const second = (await (await t.call('GET', `/api/admin/audit-log?before=${first.next}`, { cookie: admin })).json()) as Page;
    expect(second.entries.map((e) => e.summary)).toEqual(['change 5', 'change 4', 'change 3', 'change 2', 'change 1']);
    expect(second.next).toBeNull();
  });

  it('narrows to one kind of action', async () => {
    const page = (await (await t.call('GET', '/api/admin/audit-log?action=page.', { cookie: admin })).json()) as Page;
    expect(page.entries.every((e) => e.action === 'page.publish')).toBe(true);
    expect(page.entries.length).toBeGreaterThan(0);
  });

  it.each([['before=abc'], ['before=-1'], ['action=%25'], ['action=DROP TABLE']])('refuses %s with 400', async (query) => {
    const res = await t.call('GET', `/api/admin/audit-log?${query}`, { cookie: admin });
    expect(res.status).toBe(400);
  });
});
