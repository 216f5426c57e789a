import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../src/server/db/client.ts';
import { AUDIT_DAYS_KEPT, listAudit, recordAudit } from '../../src/server/db/repositories/audit-log.ts';
import {
  deleteContentItem,
  findContentItem,
  insertContentItem,
  listPublishedContent,
  listRevisions,
  REVISIONS_KEPT,
  saveContentItem,
} from '../../src/server/db/repositories/content-items.ts';
import { seedDefaultContent } from '../../src/server/seed/default-content.ts';
import { createTestDb } from '../support/test-db.ts';

/**
 * The content store under every kind (ADR 019), on PGlite and PostgreSQL: drafts stay out of what visitors
 * read, a publish keeps a revision (20 at most), slugs are unique per kind even under concurrent creates,
 * seeds run once per kind, and the audit log forgets what is older than 400 days.
 */
let db: Db;
let drop: () => Promise<void>;
const actor = { id: null, username: 'amina', address: '203.0.113.9' };
const now = new Date('2026-11-26T20:00:00Z');

beforeAll(async () => {
  ({ db, drop } = await createTestDb());
});
afterAll(() => drop());

describe('content items', () => {
  it('a draft is not published; publishing shows it and keeps a revision', async () => {
    const created = await insertContentItem(db, { kind: 'note', slug: 'fees', data: { title: 'Fees' }, draft: true, actor, now, summary: 'Draft: fees' });
    expect(created.ok).toBe(true);
    if (!created.ok) return;
    expect(await listPublishedContent(db, 'note')).toEqual([]);
    expect(await listRevisions(db, created.item.id)).toEqual([]);

    const published = await saveContentItem(db, { kind: 'note', id: created.item.id, slug: 'fees', data: { title: 'Fees 2027' }, draft: false, actor, now, summary: 'Published fees' });
    expect(published.ok && published.item.draft).toBeNull();
    expect((await listPublishedContent(db, 'note')).map((item) => item.data)).toEqual([{ title: 'Fees 2027' }]);
    const revisions = await listRevisions(db, created.item.id);
    expect(revisions.map((r) => [r.data, r.publishedBy])).toEqual([[{ title: 'Fees 2027' }, 'amina']]);

    // A later draft leaves the published version as it is.
    await saveContentItem(db, { kind: 'note', id: created.item.id, slug: 'fees', data: { title: 'Fees 2028' }, draft: true, actor, now, summary: 'Draft' });
    expect((await listPublishedContent(db, 'note')).map((item) => item.data)).toEqual([{ title: 'Fees 2027' }]);
    expect((await findContentItem(db, 'note', 'fees'))?.draft).toEqual({ title: 'Fees 2028' });
  });

  it(`keeps the last ${REVISIONS_KEPT} revisions of an item`, async () => {
    const created = await insertContentItem(db, { kind: 'note', slug: 'many', data: { n: 0 }, draft: false, actor, now, summary: 'n0' });
    if (!created.ok) throw new Error('not created');
    for (let n = 1; n <= 25; n++) {
      await saveContentItem(db, { kind: 'note', id: created.item.id, slug: 'many', data: { n }, draft: false, actor, now, summary: `n${n}` });
    }
    const revisions = await listRevisions(db, created.item.id);
    expect(revisions).toHaveLength(REVISIONS_KEPT);
    expect(revisions.map((r) => (r.data as { n: number }).n)).toEqual(Array.from({ length: 20 }, (_, i) => 25 - i));
  });

  it('refuses a taken slug within a kind, even when ten creates race, and allows it in another kind', async () => {
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) => insertContentItem(db, { kind: 'note', slug: 'race', data: { i }, draft: false, actor, now, summary: 'race' })),
    );
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    expect(results.filter((r) => !r.ok).map((r) => !r.ok && r.reason)).toEqual(Array(9).fill('slug-taken'));
    expect((await insertContentItem(db, { kind: 'other', slug: 'race', data: {}, draft: false, actor, now, summary: 'other' })).ok).toBe(true);
  });

  it('deletes an item with its revisions, and logs every publish and delete with who and where', async () => {
    const created = await insertContentItem(db, { kind: 'note', slug: 'gone', data: {}, draft: false, actor, now, summary: 'Created note gone' });
    if (!created.ok) throw new Error('not created');
    expect(await deleteContentItem(db, 'note', created.item.id, actor, now)).toBe(true);
    expect(await deleteContentItem(db, 'note', created.item.id, actor, now)).toBe(false);
    expect(await listRevisions(db, created.item.id)).toEqual([]);
    const log = await listAudit(db, { limit: 2, actionPrefix: 'note.' });
    expect(log.map((e) => [e.action, e.target, e.username, e.address])).toEqual([
      ['note.delete', 'note:gone', 'amina', '203.0.113.9'],
      ['note.publish', 'note:gone', 'amina', '203.0.113.9'],
    ]);
  });
});

describe('the audit log', () => {
  it(`forgets entries older than ${AUDIT_DAYS_KEPT} days as new ones come`, async () => {
    const old = new Date(now.getTime() - (AUDIT_DAYS_KEPT + 1) * 86_400_000);
    await recordAudit(db, actor, { action: 'test.old', target: 't', summary: 'old', now: old });
    expect(await listAudit(db, { limit: 5, actionPrefix: 'test.' })).toHaveLength(1);
    await recordAudit(db, actor, { action: 'test.new', target: 't', summary: 'new', now });
    expect((await listAudit(db, { limit: 5, actionPrefix: 'test.' })).map((e) => e.action)).toEqual(['test.new']);
  });

  it('reads an action prefix literally (no LIKE wildcards)', async () => {
    await recordAudit(db, actor, { action: 'x_y.publish', target: 't', summary: 's', now });
    await recordAudit(db, actor, { action: 'xzy.publish', target: 't', summary: 's', now });
    expect((await listAudit(db, { limit: 5, actionPrefix: 'x_y.' })).map((e) => e.action)).toEqual(['x_y.publish']);
  });
});

describe('seeding from the config files', () => {
  const seeds = { page: () => [{ slug: 'about', data: { title: 'About Us' } }] };

  it('seeds a kind once, even from two processes at once, and never again after staff empty it', async () => {
    const [first, second] = await Promise.all([seedDefaultContent(db, now, seeds), seedDefaultContent(db, now, seeds)]);
    expect([...first, ...second]).toEqual(['page']);
    const [about] = await listPublishedContent(db, 'page');
    expect(about?.data).toEqual({ title: 'About Us' });
    expect(await listRevisions(db, about!.id)).toHaveLength(1);

    await deleteContentItem(db, 'page', about!.id, actor, now);
    expect(await seedDefaultContent(db, now, seeds)).toEqual([]);
    expect(await listPublishedContent(db, 'page')).toEqual([]);
  });
});
