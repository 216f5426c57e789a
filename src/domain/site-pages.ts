/**
 * The pages the site has: the one list the sitemap, the post-sign-in redirect and the page-view beacon
 * read. A path is a page of the site when it is one of the static routes below or a yearly prayer-times
 * page (/monthly-prayer-times/{year}). Add a route here when a page is added to src/pages.
 */

/** Public pages, in the order of SPEC 2's route table (the sitemap lists these). */
export const PUBLIC_PAGES = [
  '/',
  '/about',
  '/services',
  '/donate',
  '/calendar',
  '/summer-school',
  '/saturday-school',
  '/monthly-prayer-times',
  '/ramadan',
  '/programs',
] as const;

/** Pages that are not in the sitemap: sign-in, the admin panel, the prayer-hall screen, the widget, a sign-up's private link (issue 27). */
export const OTHER_PAGES = ['/auth', '/admin', '/display', '/embed/prayer-times', '/registration'] as const;

/**
 * What else the site's root holds besides pages: the API, the build's assets, feeds and files, the files of
 * public/ and the program pages (/programs/{slug}). With the pages above, no staff page may take these
 * names (src/domain/page-blocks/page-slug.ts; its test checks src/pages and public/ against them).
 */
export const OTHER_ROUTES = [
  '/api',
  '/_astro',
  '/uploads',
  '/programs',
  '/sitemap.xml',
  '/calendar.ics',
  '/404',
  '/index',
  '/display-sw.js',
  '/robots.txt',
  '/favicon.svg',
  '/favicon.ico',
  '/apple-touch-icon.png',
  '/og-image.png',
  '/demo',
  '/flyers',
] as const;

/** A year's printable schedule: /monthly-prayer-times/2027. */
const YEARLY_PAGE = /^\/monthly-prayer-times\/\d{4}$/;

/** A program's page: /programs/summer-school-2026 (issue 24; its slug's rule, domain/programs/program.ts). */
const PROGRAM_PAGE = /^\/programs\/[a-z0-9]+(?:-[a-z0-9]+)*$/;

const STATIC_PAGES: ReadonlySet<string> = new Set<string>([...PUBLIC_PAGES, ...OTHER_PAGES]);

const NO_PAGES: ReadonlySet<string> = new Set();

/**
 * True when `path` (already normalised: no query, hash or trailing slash) is one of the site's pages;
 * `staffPages` are the paths of the pages staff added (`/open-house`), as the caller knows them.
 */
export function isSitePage(path: string, staffPages: ReadonlySet<string> = NO_PAGES): boolean {
  return STATIC_PAGES.has(path) || YEARLY_PAGE.test(path) || PROGRAM_PAGE.test(path) || staffPages.has(path);
}

/**
 * A page path as the beacon sends it, reduced to the page: query and hash dropped, `.html` and
 * `/index` dropped, trailing slashes dropped (but `/` stays `/`). Null when it is not a path.
 */
export function normalizePagePath(raw: string): string | null {
  const path = raw.replace(/[?#].*$/s, '');
  if (!path.startsWith('/')) return null;
  let page = path.replace(/\.html$/, '').replace(/\/index$/, '/');
  if (page.length > 1) page = page.replace(/\/+$/, '');
  return page === '' ? '/' : page;
}

/** The page of the site a beacon's `page` names, or null when the site has no such page. */
export function sitePageOf(raw: string, staffPages: ReadonlySet<string> = NO_PAGES): string | null {
  const page = normalizePagePath(raw);
  return page !== null && isSitePage(page, staffPages) ? page : null;
}

/**
 * Where the browser may go after sign-in: the stored target resolved with the URL parser against the
 * site's origin (as `location.assign` would resolve it), accepted only when it stays on that origin and
 * names one of the site's pages other than the sign-in screen. Returns the page's path (the admin's with
 * its tab, '/admin#events/new'), else null.
 * Backslashes, tabs and newlines are resolved the way the browser resolves them (`/\evil.example` and
 * `/\t/evil.example` are other hosts), so what is accepted here is where the browser goes.
 */
export function safeRedirectTarget(stored: string | null | undefined, origin: string): string | null {
  if (typeof stored !== 'string' || stored === '') return null;
  let url: URL;
  let base: URL;
  try {
    base = new URL(origin);
    url = new URL(stored, base);
  } catch {
    return null;
  }
  if (url.origin !== base.origin || url.username !== '' || url.password !== '') return null;
  let page = url.pathname;
  if (page.length > 1) page = page.replace(/\/+$/, '');
  if (page === '/auth' || !isSitePage(page)) return null;
  return page === '/admin' && ADMIN_ROUTE_HASH.test(url.hash) ? page + url.hash : page;
}

/** The admin's open tab and quick action ('#events/new', ADR 016): kept across a sign-in, nothing else of a hash. */
const ADMIN_ROUTE_HASH = /^#[a-z][a-z0-9-]{0,40}(?:\/[a-z][a-z0-9-]{0,40})?$/;
