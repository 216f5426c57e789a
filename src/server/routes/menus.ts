import { menuDocumentSchema, type MenuDocument } from '../../domain/page-blocks/menu.ts';
import { ADMINS } from '../middleware/require-role.ts';
import { adminContentRoutes, contentRoutes, type ContentKind } from './content/content-routes.ts';

/**
 * The site's menu (issue 24, item 4): the header's links and the footer's link lists. Admins choose them
 * (SPEC 6: editors change content, admins the site's structure); everyone may read the published menu.
 */
export const menuKind: ContentKind<MenuDocument> = {
  kind: 'menu',
  noun: 'Menu',
  schema: menuDocumentSchema,
  slugOf: (menu) => menu.slug,
  roles: { create: ADMINS, edit: ADMINS, publish: ADMINS, remove: ADMINS },
  publicView: ({ id, slug, data, publishedAt }) => ({ id, slug, header: data.header, footer: data.footer, publishedAt }),
  describe: (before, after) =>
    `${before ? 'Changed' : 'Created'} the menu: header ${after.header.map((link) => link.label).join(', ') || '(none)'}`,
};

export const menuRoutes = contentRoutes(menuKind);
export const adminMenuRoutes = adminContentRoutes(menuKind);
