import { Hono, type Context } from 'hono';
import * as z from 'zod/mini';
import {
  describeSiteFactsChange,
  donationChanges,
  patchSiteFacts,
  resolveSiteFacts,
  siteFactsDiff,
  siteFactsSchema,
  unknownFactPaths,
  type DonationChange,
  type SiteFacts,
} from '../../domain/site-facts/site-facts.ts';
import { DEFAULT_SITE_FACTS } from '../../views/site-facts/build/default-facts.ts';
import { SITE_FACTS_SLUG } from '../../views/site-facts/site-facts.ts';
import type { Db } from '../db/client.ts';
import type { AuditActor } from '../db/repositories/audit-log.ts';
import {
  discardDraft,
  findContentItem,
  findRevision,
  insertContentItem,
  listRevisions,
  saveContentItem,
  type ContentItem,
  type WriteOutcome,
} from '../db/repositories/content-items.ts';
import type { AppEnv } from '../env.ts';
import { ApiError, validationError } from '../middleware/errors.ts';
import { ADMINS, requireRole, STAFF } from '../middleware/require-role.ts';

/**
 * The site's facts (issue 24 item 3) as one document: kind 'site', slug 'site' in content_items (ADR 019).
 * What is stored is a partial document, only what differs from the config files' defaults, so a fact
 * staff never changed still follows src/config. The API speaks whole facts:
 *
 *   GET    /api/site                        the published facts (public)
 *   PUT    /api/site                        any of the facts, at any depth, merged over the draft (or the
 *                                           published facts) and checked whole; published unless
 *                                           `"draft": true` (admin, super_admin)
 *   PUT    /api/site/:key                   the same, by the item's id or slug 'site' (the admin content kit)
 *   POST   /api/site/:key/publish           the draft becomes the published facts (admins)
 *   DELETE /api/site/:key/draft             the draft is dropped (admins)
 *   GET    /api/site/:key/revisions         the last 20 published versions, as whole facts (staff)
 *   POST   /api/site/:key/revisions/:revisionId/restore   a version is published again (admins)
 *   GET    /api/admin/site                  the item as the admin content kit lists it, whole facts (staff)
 *
 * Every publish is in the audit log with what changed ("PayPal link changed") and asks for a rebuild.
 */
const KIND = 'site';

const admins = requireRole(ADMINS);
const staff = requireRole(STAFF);

function actorOf(c: Context<AppEnv>): AuditActor {
  const user = c.get('user')!;
  return { id: user.id, username: user.username, address: c.env.clientIp };
}

async function siteItem(db: Db): Promise<ContentItem | undefined> {
  return findContentItem(db, KIND, SITE_FACTS_SLUG);
}

/** The facts a stored partial document makes (none stored: the defaults). */
function factsOf(stored: unknown): SiteFacts {
  return resolveSiteFacts(DEFAULT_SITE_FACTS, stored ?? {});
}

/** A stored document checked as the API checks a PUT: 400 with the fields that no longer pass. */
function strictFactsOf(stored: unknown): SiteFacts {
  const parsed = z.safeParse(siteFactsSchema, patchSiteFacts(DEFAULT_SITE_FACTS, stored ?? {}));
  if (!parsed.success) throw validationError(parsed.error);
  return parsed.data;
}

/** The staff's view, as the admin content kit reads items: both versions as whole facts, and the defaults. */
function adminItem(item: ContentItem) {
  return {
    id: item.id,
    slug: item.slug,
    draft: item.draft === null ? null : factsOf(item.draft),
    published: factsOf(item.published),
    publishedAt: item.publishedAt,
    publishedBy: item.publishedBy,
    updatedAt: item.updatedAt,
    updatedBy: item.updatedBy,
    defaults: DEFAULT_SITE_FACTS,
  };
}

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
  const { draft, ...fields } = body as Record<string, unknown>;
  if (draft !== undefined && typeof draft !== 'boolean') throw new ApiError(400, 'draft must be true or false', { fields: { draft: 'draft must be true or false' } });
  return { fields, draft: draft === true };
}

function saved(result: WriteOutcome): ContentItem {
  if (!result.ok) throw new ApiError(404, 'Site facts not found');
  return result.item;
}

/** Saves `facts` (stored as their difference from the defaults) as the draft or published. */
async function write(c: Context<AppEnv>, item: ContentItem | undefined, facts: SiteFacts, draft: boolean, summary: string): Promise<ContentItem> {
  const { db, now, rebuild } = c.env.services;
  const input = { kind: KIND, slug: SITE_FACTS_SLUG, data: siteFactsDiff(DEFAULT_SITE_FACTS, facts), draft, actor: actorOf(c), now: now(), summary: draft ? `Draft: ${summary}` : summary };
  // Seeded on start; a database that never met the seed (or lost the item) gets it on the first save.
  const result = item ? await saveContentItem(db, { ...input, id: item.id }) : await insertContentItem(db, input);
  if (!draft) rebuild.request('site facts published');
  return saved(result);
}

/** The item a path's key names: its id or the slug 'site'; undefined when it was never saved or seeded. */
async function keyed(c: Context<AppEnv>): Promise<ContentItem | undefined> {
  const key = c.req.param('key') ?? '';
  const item = await siteItem(c.env.services.db);
  if (key === SITE_FACTS_SLUG || (item && key === String(item.id))) return item;
  throw new ApiError(404, 'Site facts not found');
}

async function existing(c: Context<AppEnv>): Promise<ContentItem> {
  const item = await keyed(c);
  if (!item) throw new ApiError(404, 'Site facts not found');
  return item;
}

async function put(c: Context<AppEnv>, item: ContentItem | undefined) {
  const { fields, draft } = await bodyOf(c);
  const unknown = unknownFactPaths(fields, DEFAULT_SITE_FACTS);
  if (unknown.length > 0) {
    throw new ApiError(400, `Not a site fact: ${unknown.join(', ')}`, { fields: Object.fromEntries(unknown.map((path) => [path, 'Not a site fact'])) });
  }
  const before = factsOf(item?.published);
  const base = item?.draft ? factsOf(item.draft) : before;
  const parsed = z.safeParse(siteFactsSchema, patchSiteFacts(base, fields));
  if (!parsed.success) throw validationError(parsed.error);
  const after = parsed.data;
  return adminItem(await write(c, item, after, draft, describeSiteFactsChange(before, after)));
}

export const siteFactsRoutes = new Hono<AppEnv>()
  .get('/', async (c) => {
    const { db, readCache } = c.env.services;
    const published = await readCache.read(`content:${KIND}`, async () => factsOf((await siteItem(db))?.published));
    return c.json(published);
  })
  .put('/', admins, async (c) => c.json(await put(c, await siteItem(c.env.services.db))))
  .put('/:key', admins, async (c) => c.json(await put(c, await keyed(c))))
  .post('/:key/publish', admins, async (c) => {
    const item = await existing(c);
    if (!item.draft) throw new ApiError(409, 'There is no draft to publish');
    const after = strictFactsOf(item.draft);
    return c.json(adminItem(await write(c, item, after, false, describeSiteFactsChange(factsOf(item.published), after))));
  })
  .delete('/:key/draft', admins, async (c) => {
    const item = await existing(c);
    const { db, now } = c.env.services;
    const kept = await discardDraft(db, KIND, item.id, actorOf(c), now());
    if (!kept) throw new ApiError(404, 'Site facts not found');
    return c.json(adminItem(kept));
  })
  .get('/:key/revisions', staff, async (c) => {
    const item = await keyed(c);
    if (!item) return c.json([]);
    const revisions = await listRevisions(c.env.services.db, item.id);
    return c.json(
      revisions.map((revision, i) => {
        const data = factsOf(revision.data);
        const previous = revisions[i + 1];
        return {
          id: revision.id,
          publishedAt: revision.publishedAt,
          publishedBy: revision.publishedBy,
          data,
          /** What this version changed of the one before it (the oldest kept has nothing to compare). */
          summary: previous ? describeSiteFactsChange(factsOf(previous.data), data) : null,
        };
      }),
    );
  })
  .post('/:key/revisions/:revisionId/restore', admins, async (c) => {
    const item = await existing(c);
    const { db } = c.env.services;
    const revisionId = c.req.param('revisionId');
    const revision = /^\d{1,9}$/.test(revisionId) ? await findRevision(db, item.id, Number(revisionId)) : undefined;
    if (!revision) throw new ApiError(404, 'Revision not found');
    const after = strictFactsOf(revision.data);
    const when = revision.publishedAt.toISOString().slice(0, 16).replace('T', ' ');
    const summary = `Restored the site facts published by ${revision.publishedBy} at ${when} UTC: ${describeSiteFactsChange(factsOf(item.published), after)}`;
    return c.json(adminItem(await write(c, item, after, false, summary)));
  });

/** GET /api/admin/site: the facts as the admin content kit lists items (one, or none before the seed), with the defaults. */
export const adminSiteFactsRoutes = new Hono<AppEnv>().get('/', staff, async (c) => {
  const item = await siteItem(c.env.services.db);
  return c.json(item ? [adminItem(item)] : []);
});

/** The published facts (the config files' until staff publish theirs), for answers built at run time (feeds). */
export async function publishedSiteFacts(db: Db): Promise<SiteFacts> {
  return factsOf((await siteItem(db))?.published);
}

/** Days Overview keeps showing a change of donation details. */
export const DONATION_CHANGE_DAYS = 30;

/** The publishes of the last 30 days that changed donation details, newest first (Overview, admins). */
export async function recentDonationChanges(db: Db, now: Date): Promise<DonationChange[]> {
  const item = await siteItem(db);
  if (!item) return [];
  const versions = (await listRevisions(db, item.id))
    .map((revision) => ({ publishedAt: revision.publishedAt, publishedBy: revision.publishedBy, facts: factsOf(revision.data) }))
    .reverse();
  return donationChanges(versions, new Date(now.getTime() - DONATION_CHANGE_DAYS * 86_400_000));
}
