import * as z from 'zod/mini';
import { JSON_OBJECT_REQUIRED } from '../event-rules/event-input.ts';
import { requiredText } from '../forms/text-fields.ts';

/**
 * The site's menus (issue 24, item 4): the header's links and the footer's link lists, each a label and
 * one of the site's paths (a page, a section of the home page `/#events`, a program `/programs/{slug}`,
 * a staff page `/{slug}`). Admins choose them; there is one menu document, slug `main`.
 */
export const MENU_SLUG = 'main';
export const MENU_LIMITS = { label: 40, heading: 60, links: 12, groups: 3 } as const;
export const MENU_PATH_RULE = 'Choose one of the site’s pages (a path such as /about, /programs/quran-circle or /#events)';

/** A path of this site: `/`, `/about`, `/programs/summer-school`, `/#events` (no other host, no query). */
export function isMenuPath(path: string): boolean {
  return /^\/(?:[a-z0-9]+(?:-[a-z0-9]+)*(?:\/[a-z0-9]+(?:-[a-z0-9]+)*)?)?(?:#[a-z][a-z0-9-]{0,40})?$/.test(path);
}

/** The home page's section a link scrolls to: '/#events' → 'events', '/' → 'home'; null for other pages. */
export function homeSectionOf(path: string): string | null {
  if (path === '/') return 'home';
  const match = /^\/#([a-z][a-z0-9-]*)$/.exec(path);
  return match ? match[1]! : null;
}

export const menuLinkSchema = z.object({
  label: requiredText('Link text', MENU_LIMITS.label),
  path: z.string({ error: 'Link is required' }).check(z.trim(), z.refine(isMenuPath, MENU_PATH_RULE)),
});

const linksOf = (where: string) =>
  z.array(menuLinkSchema, { error: `${where} must be a list of links` }).check(
    z.maxLength(MENU_LIMITS.links, `At most ${MENU_LIMITS.links} links in ${where.toLowerCase()}`),
  );

export const menuDocumentSchema = z.object(
  {
    slug: z.literal(MENU_SLUG, { error: `The menu's slug is "${MENU_SLUG}"` }),
    header: linksOf('The header'),
    footer: z
      .array(z.object({ heading: requiredText('List heading', MENU_LIMITS.heading), links: linksOf('A footer list') }), {
        error: 'The footer must be a list of link lists',
      })
      .check(z.maxLength(MENU_LIMITS.groups, `At most ${MENU_LIMITS.groups} footer lists`)),
  },
  { error: JSON_OBJECT_REQUIRED },
);

export type MenuLink = z.output<typeof menuLinkSchema>;
export type MenuDocument = z.output<typeof menuDocumentSchema>;

/** A link as the header and footer draw it: the path, and the home section it scrolls to on `/`. */
export interface NavLink extends MenuLink {
  scrollTo?: string;
}

export function navLinks(links: readonly MenuLink[]): NavLink[] {
  return links.map((link) => {
    const section = homeSectionOf(link.path);
    return section ? { ...link, scrollTo: section } : { ...link };
  });
}

/** Whether a link names the page being shown (home sections never do: they are parts of `/`). */
export function isCurrentLink(link: Pick<NavLink, 'path' | 'scrollTo'>, currentPath: string): boolean {
  return link.scrollTo === undefined && link.path === currentPath;
}
