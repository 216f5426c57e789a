import { sql } from 'kysely';
import type { Db } from '../client.ts';
import { recordAudit, type AuditActor } from './audit-log.ts';

/**
 * Staff-run content documents (ADR 019): one row per item of a kind (program, campaign, page, site), with
 * the published document visitors see and the draft staff work on. Publishing copies the document to
 * `published`, clears the draft and keeps a revision; the last REVISIONS_KEPT revisions of an item stay.
 * Documents are validated by the kind's schema before they reach this module.
 */
export const REVISIONS_KEPT = 20;

export interface ContentItem {
  id: number;
  kind: string;
  slug: string;
  draft: unknown;
  published: unknown;
  publishedAt: Date | null;
  publishedBy: string | null;
  createdAt: Date;
  updatedAt: Date;
  updatedBy: string | null;
}

export interface PublishedContent<T = unknown> {
  id: number;
  slug: string;
  data: T;
  publishedAt: string;
}

export interface ContentRevision {
  id: number;
  publishedAt: Date;
  publishedBy: string;
  data: unknown;
}

export type WriteOutcome = { ok: true; item: ContentItem } | { ok: false; reason: 'slug-taken' | 'not-found' };

const COLUMNS = ['id', 'kind', 'slug', 'draft', 'published', 'publishedAt', 'publishedBy', 'createdAt', 'updatedAt', 'updatedBy'] as const;

export async function listContentItems(db: Db, kind: string): Promise<ContentItem[]> {
  return db.selectFrom('contentItems').select(COLUMNS).where('kind', '=', kind).orderBy('id').execute();
}

/** What visitors see of a kind: the published documents, oldest item first. */
export async function listPublishedContent<T = unknown>(db: Db, kind: string): Promise<PublishedContent<T>[]> {
  const rows = await db
    .selectFrom('contentItems')
    .select(['id', 'slug', 'published', 'publishedAt'])
    .where('kind', '=', kind)
    .where('published', 'is not', null)
    .orderBy('id')
    .execute();
  return rows.map((row) => ({ id: row.id, slug: row.slug, data: row.published as T, publishedAt: row.publishedAt!.toISOString() }));
}

/** An item by id (a number) or by slug. */
export async function findContentItem(db: Db, kind: string, key: number | string): Promise<ContentItem | undefined> {
  let query = db.selectFrom('contentItems').select(COLUMNS).where('kind', '=', kind);
  query = typeof key === 'number' ? query.where('id', '=', key) : query.where('slug', '=', key);
  return query.executeTakeFirst();
}

async function slugTaken(db: Db, kind: string, slug: string, exceptId?: number): Promise<boolean> {
  let query = db.selectFrom('contentItems').select('id').where('kind', '=', kind).where('slug', '=', slug);
  if (exceptId !== undefined) query = query.where('id', '!=', exceptId);
  return (await query.executeTakeFirst()) !== undefined;
}

const json = (value: unknown) => JSON.stringify(value);

async function keepRevision(trx: Db, itemId: number, data: unknown, actor: AuditActor, now: Date): Promise<void> {
  await trx.insertInto('contentRevisions').values({ itemId, data: json(data), publishedAt: now, publishedBy: actor.username }).execute();
  await sql`delete from content_revisions where item_id = ${itemId} and id not in (
      select id from content_revisions where item_id = ${itemId} order by id desc limit ${REVISIONS_KEPT})`.execute(trx);
}

/**
 * A new item. Published at once unless `draft`; a taken slug changes nothing. The lock makes concurrent
 * writes of one kind take turns, so two creates of one slug cannot both pass the check.
 */
export async function insertContentItem(
  db: Db,
  input: { kind: string; slug: string; data: unknown; draft: boolean; actor: AuditActor; now: Date; summary: string },
): Promise<WriteOutcome> {
  return db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(hashtext(${`content:${input.kind}`}))`.execute(trx);
    if (await slugTaken(trx, input.kind, input.slug)) return { ok: false, reason: 'slug-taken' };
    const item = await trx
      .insertInto('contentItems')
      .values({
        kind: input.kind,
        slug: input.slug,
        draft: input.draft ? json(input.data) : null,
        published: input.draft ? null : json(input.data),
        publishedAt: input.draft ? null : input.now,
        publishedBy: input.draft ? null : input.actor.username,
        createdAt: input.now,
        updatedAt: input.now,
        updatedBy: input.actor.username,
      })
      .returning(COLUMNS)
      .executeTakeFirstOrThrow();
    if (!input.draft) await keepRevision(trx, item.id, input.data, input.actor, input.now);
    await recordAudit(trx, input.actor, {
      action: input.draft ? `${input.kind}.draft` : `${input.kind}.publish`,
      target: `${input.kind}:${input.slug}`,
      summary: input.summary,
      now: input.now,
    });
    return { ok: true, item };
  });
}

/** Saves `data` as the item's draft, or publishes it (a revision) when not `draft`. */
export async function saveContentItem(
  db: Db,
  input: { kind: string; id: number; slug: string; data: unknown; draft: boolean; actor: AuditActor; now: Date; summary: string },
): Promise<WriteOutcome> {
  return db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(hashtext(${`content:${input.kind}`}))`.execute(trx);
    if (await slugTaken(trx, input.kind, input.slug, input.id)) return { ok: false, reason: 'slug-taken' };
    const changes = input.draft
      ? { slug: input.slug, draft: json(input.data), updatedAt: input.now, updatedBy: input.actor.username }
      : {
          slug: input.slug,
          draft: null,
          published: json(input.data),
          publishedAt: input.now,
          publishedBy: input.actor.username,
          updatedAt: input.now,
          updatedBy: input.actor.username,
        };
    const item = await trx
      .updateTable('contentItems')
      .set(changes)
      .where('id', '=', input.id)
      .where('kind', '=', input.kind)
      .returning(COLUMNS)
      .executeTakeFirst();
    if (!item) return { ok: false, reason: 'not-found' };
    if (!input.draft) await keepRevision(trx, item.id, input.data, input.actor, input.now);
    await recordAudit(trx, input.actor, {
      action: input.draft ? `${input.kind}.draft` : `${input.kind}.publish`,
      target: `${input.kind}:${input.slug}`,
      summary: input.summary,
      now: input.now,
    });
    return { ok: true, item };
  });
}

/** Drops the item's draft; the published version stays. */
export async function discardDraft(db: Db, kind: string, id: number, actor: AuditActor, now: Date): Promise<ContentItem | undefined> {
  return db
    .updateTable('contentItems')
    .set({ draft: null, updatedAt: now, updatedBy: actor.username })
    .where('id', '=', id)
    .where('kind', '=', kind)
    .returning(COLUMNS)
    .executeTakeFirst();
}

export async function listRevisions(db: Db, itemId: number): Promise<ContentRevision[]> {
  return db
    .selectFrom('contentRevisions')
    .select(['id', 'publishedAt', 'publishedBy', 'data'])
    .where('itemId', '=', itemId)
    .orderBy('id', 'desc')
    .execute();
}

export async function findRevision(db: Db, itemId: number, revisionId: number): Promise<ContentRevision | undefined> {
  return db
    .selectFrom('contentRevisions')
    .select(['id', 'publishedAt', 'publishedBy', 'data'])
    .where('itemId', '=', itemId)
    .where('id', '=', revisionId)
    .executeTakeFirst();
}

/** Deletes the item with its revisions; false when there was none. */
export async function deleteContentItem(db: Db, kind: string, id: number, actor: AuditActor, now: Date): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const gone = await trx.deleteFrom('contentItems').where('id', '=', id).where('kind', '=', kind).returning(['slug']).executeTakeFirst();
    if (!gone) return false;
    await recordAudit(trx, actor, { action: `${kind}.delete`, target: `${kind}:${gone.slug}`, summary: `Deleted ${kind} ${gone.slug}`, now });
    return true;
  });
}
