import type { Caller, RouteRow } from './route-table.ts';
import type { TestApp } from './test-app.ts';

/**
 * The authorization matrix's rows for pages and the menu (issue 24, item 4): editors and up write pages,
 * admins delete them; admins alone write the menu; everyone reads what is published.
 */
const MATRIX_PAGE_ID = 900_801;
const MATRIX_PAGE_REVISION_ID = 900_802;
const MATRIX_MENU_ID = 900_901;
const MATRIX_MENU_REVISION_ID = 900_902;

const matrixPage = { slug: 'matrix-page', title: 'Matrix', blocks: [{ type: 'markdown', markdown: 'Matrix text' }] };
const matrixMenu = { slug: 'main', header: [{ label: 'About', path: '/about' }], footer: [] };

/** An item with a published version, a draft and one revision, recreated before every cell. */
async function ensureItem(t: TestApp, item: { id: number; revisionId: number; kind: string; slug: string; data: unknown }): Promise<void> {
  await t.db.deleteFrom('contentItems').where('kind', '=', item.kind).where('slug', '=', item.slug).execute();
  await t.db.deleteFrom('contentItems').where('id', '=', item.id).execute();
  const now = new Date('2026-06-01T12:00:00Z');
  const data = JSON.stringify(item.data);
  await t.db
    .insertInto('contentItems')
    .values({ id: item.id, kind: item.kind, slug: item.slug, draft: data, published: data, publishedAt: now, publishedBy: 'matrix', createdAt: now, updatedAt: now, updatedBy: 'matrix' })
    .execute();
  await t.db.insertInto('contentRevisions').values({ id: item.revisionId, itemId: item.id, data, publishedAt: now, publishedBy: 'matrix' }).execute();
}

const ensurePage = (t: TestApp) => ensureItem(t, { id: MATRIX_PAGE_ID, revisionId: MATRIX_PAGE_REVISION_ID, kind: 'page', slug: 'matrix-page', data: matrixPage });
const ensureMenu = (t: TestApp) => ensureItem(t, { id: MATRIX_MENU_ID, revisionId: MATRIX_MENU_REVISION_ID, kind: 'menu', slug: 'main', data: matrixMenu });
const removeNewPage = async (t: TestApp) => {
  await t.db.deleteFrom('contentItems').where('kind', '=', 'page').where('slug', '=', 'matrix-new').execute();
};
const removeMenu = async (t: TestApp) => {
  await t.db.deleteFrom('contentItems').where('kind', '=', 'menu').execute();
};

const everyone = (status: number): Record<Caller, number> => ({ anonymous: status, editor: status, admin: status, super_admin: status });
const staff = (ok: number): Record<Caller, number> => ({ anonymous: 401, editor: ok, admin: ok, super_admin: ok });
const admins = (ok: number): Record<Caller, number> => ({ anonymous: 401, editor: 403, admin: ok, super_admin: ok });

export const PAGE_ROUTE_ROWS: readonly RouteRow[] = [
  { method: 'GET', path: '/api/pages', expect: everyone(200) },
  { method: 'GET', path: '/api/pages/matrix-page', expect: everyone(200), setup: ensurePage },
  { method: 'POST', path: '/api/pages', body: { ...matrixPage, slug: 'matrix-new' }, expect: staff(201), setup: removeNewPage },
  { method: 'PUT', path: '/api/pages/matrix-page', body: { title: 'Matrix 2' }, expect: staff(200), setup: ensurePage },
  { method: 'DELETE', path: '/api/pages/matrix-page', expect: admins(200), setup: ensurePage },
  { method: 'POST', path: '/api/pages/matrix-page/publish', expect: staff(200), setup: ensurePage },
  { method: 'DELETE', path: '/api/pages/matrix-page/draft', expect: staff(200), setup: ensurePage },
  { method: 'GET', path: '/api/pages/matrix-page/revisions', expect: staff(200), setup: ensurePage },
  { method: 'POST', path: `/api/pages/matrix-page/revisions/${MATRIX_PAGE_REVISION_ID}/restore`, expect: staff(200), setup: ensurePage },
  { method: 'GET', path: '/api/admin/pages', expect: staff(200) },
  { method: 'GET', path: '/api/menus', expect: everyone(200) },
  { method: 'GET', path: '/api/menus/main', expect: everyone(200), setup: ensureMenu },
  { method: 'POST', path: '/api/menus', body: matrixMenu, expect: admins(201), setup: removeMenu },
  { method: 'PUT', path: '/api/menus/main', body: { header: [{ label: 'Home', path: '/' }] }, expect: admins(200), setup: ensureMenu },
  { method: 'DELETE', path: '/api/menus/main', expect: admins(200), setup: ensureMenu },
  { method: 'POST', path: '/api/menus/main/publish', expect: admins(200), setup: ensureMenu },
  { method: 'DELETE', path: '/api/menus/main/draft', expect: admins(200), setup: ensureMenu },
  { method: 'GET', path: '/api/menus/main/revisions', expect: admins(200), setup: ensureMenu },
  { method: 'POST', path: `/api/menus/main/revisions/${MATRIX_MENU_REVISION_ID}/restore`, expect: admins(200), setup: ensureMenu },
  { method: 'GET', path: '/api/admin/menus', expect: staff(200) },
];
