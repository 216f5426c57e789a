import { isBuiltInPage, pagePath } from '../../domain/page-blocks/page-slug.ts';
import { pageDocumentSchema, type PageDocument } from '../../domain/page-blocks/page-blocks.ts';
import type { AppServices } from '../env.ts';
import { listPublishedContent } from '../db/repositories/content-items.ts';
import { ADMINS, STAFF } from '../middleware/require-role.ts';
import { adminContentRoutes, contentRoutes, type ContentKind } from './content/content-routes.ts';

/**
 * Pages (issue 24, item 4): the built-in pages' text (home, about, services) and the pages staff add at
 * `/{slug}`, as typed blocks. Editors and up create, edit and publish; admins delete. A built-in page keeps
 * its slug (its address is the site's).
 */
export const pageKind: ContentKind<PageDocument> = {
  kind: 'page',
  noun: 'Page',
  schema: pageDocumentSchema,
  slugOf: (page) => page.slug,
  roles: { create: STAFF, edit: STAFF, publish: STAFF, remove: ADMINS },
  publicView: ({ id, slug, data, publishedAt }) => ({
    id,
    slug,
    path: pagePath(slug),
    title: data.title,
    description: data.description ?? null,
    lead: data.lead ?? null,
    blocks: data.blocks,
    publishedAt,
  }),
  describe: (before, after) => `${before ? 'Changed' : 'Created'} page ${pagePath(after.slug)} ("${after.title}")`,
  refuseChange: (_user, before, after) =>
    before && isBuiltInPage(before.slug) && after.slug !== before.slug ? `The ${before.slug} page keeps its slug` : null,
};

export const pageRoutes = contentRoutes(pageKind);
export const adminPageRoutes = adminContentRoutes(pageKind);

/**
 * The paths of the published pages staff added (`/open-house`): pages of the site for the page-view
 * beacon. Read through the shared read cache under the key GET /api/pages uses, so a publish refreshes both.
 */
export async function staffPagePaths(services: Pick<AppServices, 'db' | 'readCache'>): Promise<ReadonlySet<string>> {
  const items = await services.readCache.read(`content:${pageKind.kind}`, () => listPublishedContent<PageDocument>(services.db, pageKind.kind));
  return new Set(items.filter((item) => !isBuiltInPage(item.slug)).map((item) => pagePath(item.slug)));
}
