import * as z from 'zod/mini';
import { OTHER_PAGES, OTHER_ROUTES, PUBLIC_PAGES } from '../site-pages.ts';

/**
 * A page's slug: its address `/{slug}`. Staff pages may not take a name the site already uses: every
 * page's first path segment and every other route (derived from src/domain/site-pages.ts, the one list
 * of the site's pages). The built-in pages' own documents keep their names (home is `/`).
 */
export const BUILT_IN_PAGES = { home: '/', about: '/about', services: '/services' } as const;
export type BuiltInPageSlug = keyof typeof BUILT_IN_PAGES;

export const SLUG_RULE = 'A slug is lowercase letters, digits and single hyphens (e.g. "open-house"), at most 60 characters';
export const RESERVED_RULE = 'This address is already a page or route of the site; choose another slug';
export const LANGUAGE_RULE = 'Two-letter addresses are kept for the site in other languages (/tr, /ar); choose a longer slug';

/** The first path segment of each of the site's pages and routes: 'about', 'monthly-prayer-times', 'api', … */
export const RESERVED_SLUGS: ReadonlySet<string> = new Set(
  [...PUBLIC_PAGES, ...OTHER_PAGES, ...OTHER_ROUTES].map((path) => path.split('/')[1]!).filter((segment) => segment !== ''),
);

export function isBuiltInPage(slug: string): slug is BuiltInPageSlug {
  return Object.hasOwn(BUILT_IN_PAGES, slug);
}

export function isValidSlugShape(slug: string): boolean {
  return /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(slug) && slug.length <= 60;
}

/** Why a slug cannot be a staff page's, or null when it can (built-in pages' documents may keep theirs). */
export function slugProblem(slug: string): string | null {
  if (!isValidSlugShape(slug)) return SLUG_RULE;
  if (RESERVED_SLUGS.has(slug) && !isBuiltInPage(slug)) return RESERVED_RULE;
  // /{lang} is the home page in a language (issue 26); any masjid may enable any two-letter language code.
  if (/^[a-z]{2}$/.test(slug)) return LANGUAGE_RULE;
  return null;
}

/** The path a page document is published at. */
export function pagePath(slug: string): string {
  return isBuiltInPage(slug) ? BUILT_IN_PAGES[slug] : `/${slug}`;
}

export const pageSlugField = z.string({ error: 'Slug is required' }).check(
  z.trim(),
  z.minLength(1, 'Slug is required'),
  z.superRefine((slug, ctx) => {
    const problem = slug === '' ? null : slugProblem(slug);
    if (problem) ctx.issues.push({ code: 'custom', message: problem, input: slug });
  }),
);
