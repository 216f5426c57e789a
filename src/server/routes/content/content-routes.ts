import type { Db } from '../../db/client.ts';
import { Hono, type Context } from 'hono';
import * as z from 'zod/mini';
import type { Role } from '../../db/database.ts';
import type { AuditActor } from '../../db/repositories/audit-log.ts';
import {
  deleteContentItem,
  discardDraft,
  findContentItem,
  findRevision,
  insertContentItem,
  listContentItems,
  listPublishedContent,
  listRevisions,
  saveContentItem,
  type ContentItem,
  type PublishedContent,
  type WriteOutcome,
} from '../../db/repositories/content-items.ts';
import type { AppEnv, AuthenticatedUser } from '../../env.ts';
import { site } from '../../../config/site.ts';
import { foreignTranslationIssues } from '../../../domain/i18n/content-text.ts';
import { pickTexts } from '../../../domain/i18n/picked-texts.ts';
import type { StaffTranslations } from '../../../domain/i18n/pick.ts';
import { textLanguageQuery } from '../text-language.ts';
import { ApiError, validationError } from '../../middleware/errors.ts';
import { requireRole, STAFF } from '../../middleware/require-role.ts';

/**
 * A kind of staff-run content (ADR 019): its schema, how its slug is made, who may do what, and what
 * visitors read of it. `contentRoutes(kind)` makes the whole API of the kind from this one entry:
 *
 *   GET    /                         published items, as `publicView` shows them (public)
 *   GET    /:key                     one published item by id or slug (public)
 *   POST   /                         a new item; published unless the body says `"draft": true`
 *   PUT    /:key                     changes (any of the fields, merged over the draft or published
 *                                    document, then checked whole); published unless `"draft": true`
 *   DELETE /:key                     the item and its revisions
 *   POST   /:key/publish             the draft becomes the published version
 *   DELETE /:key/draft               the draft is dropped
 *   GET    /:key/revisions           the last 20 published versions, newest first
 *   POST   /:key/revisions/:id/restore   a revision is published again (a new revision)
 *
 * and `adminContentRoutes(kind)` the staff's list with drafts. Every publish, restore and delete is in the
 * audit log and asks for a rebuild of the static pages.
 */
export interface ContentKind<T> {
  /** The stored kind: `program`. */
  kind: string;
  /** The noun in messages: `Program` → 'Program not found'. */
  noun: string;
  /** The whole document: what POST takes and what a PUT's merged document must satisfy. */
  schema: z.core.$ZodType<T>;
  slugOf(document: T): string;
  roles: { create: readonly Role[]; edit: readonly Role[]; publish: readonly Role[]; remove: readonly Role[] };
  /** What the public GETs answer for a published item; null hides it (an ended campaign). */
  publicView(item: PublishedContent<T>, now: Date): object | null;
  /**
   * The texts of `publicView` staff translate (issue 26 item 4): with `?lang=` the public GETs give each in
   * that language where staff wrote it, else the default text, with `lang` naming each text's language, as
   * GET /api/events does. A kind without them takes no `?lang=`.
   */
  publicTexts?: readonly string[];
  /** The audit log's line for a publish; `before` is the published document it replaces. */
  describe?(before: T | null, after: T): string;
  /** A refusal message when `user` may not make this change (editors update a campaign's progress only). */
  refuseChange?(user: AuthenticatedUser, before: T | null, after: T): string | null;
  /** Work after a version is published (a program's raised capacity seats its waiting parties, issue 27). */
  afterPublish?(db: Db, id: number, published: T): Promise<void>;
}

const WRITE_FLAG = 'draft';

function actorOf(c: Context<AppEnv>): AuditActor {
  const user = c.get('user')!;
  return { id: user.id, username: user.username, address: c.env.clientIp };
}

/** The body as an object without the draft flag, and the flag. 400 when the body is not a JSON object. */
async function bodyOf(c: Context<AppEnv>): Promise<{ fields: Record<string, unknown>; draft: boolean }> {
  const type = c.req.header('content-type') ?? '';
  if (!/^application\/json\s*(;|$)/i.test(type)) throw new ApiError(415, 'Content-Type must be application/json');
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    throw new ApiError(400, 'The request body is not valid JSON');
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw new ApiError(400, 'The request body must be a JSON object');
  const { [WRITE_FLAG]: draft, ...fields } = body as Record<string, unknown>;
  if (draft !== undefined && typeof draft !== 'boolean') throw new ApiError(400, 'draft must be true or false', { fields: { draft: 'draft must be true or false' } });
  return { fields, draft: draft === true };
}

/** The languages staff may translate into (issue 26 item 4): every enabled one but the default. */
const translationLanguages = site.languages.enabled.filter((language) => language !== site.languages.default);

function parseWhole<T>(kind: ContentKind<T>, document: unknown): T {
  const parsed = z.safeParse(kind.schema, document);
  if (!parsed.success) throw validationError(parsed.error);
  // The schemas take any language code (the build reads them too); a write takes the site's languages only.
  const foreign = foreignTranslationIssues(parsed.data, translationLanguages);
  if (foreign.length > 0) {
    throw new ApiError(400, foreign[0]!.message, { fields: Object.fromEntries(foreign.map((issue) => [issue.path.join('.'), issue.message])) });
  }
  return parsed.data;
}

/** The item a path's key names: digits are an id, anything else a slug. */
async function itemOf<T>(c: Context<AppEnv>, kind: ContentKind<T>): Promise<ContentItem> {
  const key = c.req.param('key') ?? '';
  const item = /^\d{1,9}$/.test(key) ? await findContentItem(c.env.services.db, kind.kind, Number(key)) : await findContentItem(c.env.services.db, kind.kind, key);
  if (!item) throw new ApiError(404, `${kind.noun} not found`);
  return item;
}

function mayPublish(user: AuthenticatedUser, roles: readonly Role[]): void {
  if (!roles.includes(user.role)) throw new ApiError(403, 'Forbidden: your role may not do this');
}

function outcome<T>(kind: ContentKind<T>, result: WriteOutcome): ContentItem {
  if (result.ok) return result.item;
  if (result.reason === 'slug-taken') {
    throw new ApiError(409, `A ${kind.noun.toLowerCase()} with this slug already exists`, {
      fields: { slug: `A ${kind.noun.toLowerCase()} with this slug already exists` },
    });
  }
  throw new ApiError(404, `${kind.noun} not found`);
}

function describe<T>(kind: ContentKind<T>, before: T | null, after: T, draft: boolean): string {
  const line = kind.describe?.(before, after) ?? `${before ? 'Changed' : 'Created'} ${kind.noun.toLowerCase()} ${kind.slugOf(after)}`;
  return draft ? `Draft: ${line}` : line;
}

/** The staff's view of an item: both versions and who last published. */
export function adminItem(item: ContentItem) {
  return {
    id: item.id,
    slug: item.slug,
    draft: item.draft,
    published: item.published,
    publishedAt: item.publishedAt,
    publishedBy: item.publishedBy,
    updatedAt: item.updatedAt,
    updatedBy: item.updatedBy,
  };
}

/** The `?lang=` of a public GET of a kind with translated texts (a 400 naming the enabled languages for another). */
function languageAsked<T>(c: Context<AppEnv>, kind: ContentKind<T>): string | undefined {
  if (!kind.publicTexts) return undefined;
  const asked = textLanguageQuery.safeParse(c.req.query());
  if (!asked.success) throw new ApiError(400, asked.error.issues[0]!.message);
  return asked.data.language;
}

/** An item as the public GETs answer it: its view, with its texts chosen for `language` when one was asked. */
function publicAnswer<T>(kind: ContentKind<T>, item: PublishedContent<T>, now: Date, language: string | undefined): object | null {
  const view = kind.publicView(item, now);
  if (!view || language === undefined || !kind.publicTexts) return view;
  const translations = (item.data as { translations?: StaffTranslations }).translations;
  return pickTexts({ ...view, translations } as Record<string, unknown> & { translations?: StaffTranslations }, kind.publicTexts, language, site.languages.default);
}

export function contentRoutes<T>(kind: ContentKind<T>) {
  const create = requireRole(kind.roles.create);
  const edit = requireRole(kind.roles.edit);
  const remove = requireRole(kind.roles.remove);
  const publish = requireRole(kind.roles.publish);

  const checkChange = (c: Context<AppEnv>, before: T | null, after: T) => {
    const refusal = kind.refuseChange?.(c.get('user')!, before, after);
    if (refusal) throw new ApiError(403, refusal);
  };

  return new Hono<AppEnv>()
    .get('/', async (c) => {
      const language = languageAsked(c, kind);
      const { db, now, readCache } = c.env.services;
      const items = await readCache.read(`content:${kind.kind}`, () => listPublishedContent<T>(db, kind.kind));
      const at = now();
      return c.json(items.flatMap((item) => publicAnswer(kind, item, at, language) ?? []));
    })
    .get('/:key', async (c) => {
      const language = languageAsked(c, kind);
      const item = await itemOf(c, kind);
      const view = item.published === null ? null : publicAnswer(kind, { id: item.id, slug: item.slug, data: item.published as T, publishedAt: item.publishedAt!.toISOString() }, c.env.services.now(), language);
      if (!view) throw new ApiError(404, `${kind.noun} not found`);
      return c.json(view);
    })
    .post('/', create, async (c) => {
      const { fields, draft } = await bodyOf(c);
      const document = parseWhole(kind, fields);
      if (!draft) mayPublish(c.get('user')!, kind.roles.publish);
      checkChange(c, null, document);
      const { db, now, rebuild } = c.env.services;
      const item = outcome(
        kind,
        await insertContentItem(db, { kind: kind.kind, slug: kind.slugOf(document), data: document, draft, actor: actorOf(c), now: now(), summary: describe(kind, null, document, draft) }),
      );
      if (!draft) {
        await kind.afterPublish?.(db, item.id, document);
        rebuild.request(`${kind.kind} published`);
      }
      return c.json(adminItem(item), 201);
    })
    .put('/:key', edit, async (c) => {
      const { fields, draft } = await bodyOf(c);
      const item = await itemOf(c, kind);
      const before = (item.published as T | null) ?? null;
      const base = (item.draft ?? item.published ?? {}) as Record<string, unknown>;
      const document = parseWhole(kind, { ...base, ...fields });
      if (!draft) mayPublish(c.get('user')!, kind.roles.publish);
      checkChange(c, before, document);
      const { db, now, rebuild } = c.env.services;
      const saved = outcome(
        kind,
        await saveContentItem(db, { kind: kind.kind, id: item.id, slug: kind.slugOf(document), data: document, draft, actor: actorOf(c), now: now(), summary: describe(kind, before, document, draft) }),
      );
      if (!draft) {
        await kind.afterPublish?.(db, saved.id, document);
        rebuild.request(`${kind.kind} published`);
      }
      return c.json(adminItem(saved));
    })
    .delete('/:key', remove, async (c) => {
      const item = await itemOf(c, kind);
      const { db, now, rebuild } = c.env.services;
      if (!(await deleteContentItem(db, kind.kind, item.id, actorOf(c), now()))) throw new ApiError(404, `${kind.noun} not found`);
      if (item.published !== null) rebuild.request(`${kind.kind} deleted`);
      return c.json({ message: `${kind.noun} deleted` });
    })
    .post('/:key/publish', publish, async (c) => {
      const item = await itemOf(c, kind);
      if (item.draft === null) throw new ApiError(409, 'There is no draft to publish');
      const document = parseWhole(kind, item.draft);
      const before = (item.published as T | null) ?? null;
      checkChange(c, before, document);
      const { db, now, rebuild } = c.env.services;
      const saved = outcome(
        kind,
        await saveContentItem(db, { kind: kind.kind, id: item.id, slug: kind.slugOf(document), data: document, draft: false, actor: actorOf(c), now: now(), summary: describe(kind, before, document, false) }),
      );
      await kind.afterPublish?.(db, saved.id, document);
      rebuild.request(`${kind.kind} published`);
      return c.json(adminItem(saved));
    })
    .delete('/:key/draft', edit, async (c) => {
      const item = await itemOf(c, kind);
      const { db, now } = c.env.services;
      const saved = await discardDraft(db, kind.kind, item.id, actorOf(c), now());
      if (!saved) throw new ApiError(404, `${kind.noun} not found`);
      return c.json(adminItem(saved));
    })
    .get('/:key/revisions', edit, async (c) => {
      const item = await itemOf(c, kind);
      return c.json(await listRevisions(c.env.services.db, item.id));
    })
    .post('/:key/revisions/:revisionId/restore', publish, async (c) => {
      const item = await itemOf(c, kind);
      const revisionId = c.req.param('revisionId');
      const { db, now, rebuild } = c.env.services;
      const revision = /^\d{1,9}$/.test(revisionId) ? await findRevision(db, item.id, Number(revisionId)) : undefined;
      if (!revision) throw new ApiError(404, 'Revision not found');
      // A revision was valid when published; a schema that has grown since may refuse it, and then says why.
      const document = parseWhole(kind, revision.data);
      const before = (item.published as T | null) ?? null;
      checkChange(c, before, document);
      const when = revision.publishedAt.toISOString().slice(0, 16).replace('T', ' ');
      const saved = outcome(
        kind,
        await saveContentItem(db, {
          kind: kind.kind,
          id: item.id,
          slug: kind.slugOf(document),
          data: document,
          draft: false,
          actor: actorOf(c),
          now: now(),
          summary: `Restored ${kind.noun.toLowerCase()} ${kind.slugOf(document)} as published by ${revision.publishedBy} at ${when} UTC`,
        }),
      );
      await kind.afterPublish?.(db, saved.id, document);
      rebuild.request(`${kind.kind} restored`);
      return c.json(adminItem(saved));
    });
}

/** GET /admin/{kinds}: every item with its draft, for the admin tab (staff). */
export function adminContentRoutes<T>(kind: ContentKind<T>) {
  return new Hono<AppEnv>().get('/', requireRole(STAFF), async (c) => c.json((await listContentItems(c.env.services.db, kind.kind)).map(adminItem)));
}
