import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { checkInput } from '../forms/check-input.ts';
import { BUILT_IN_PAGES, LANGUAGE_RULE, pagePath, pageSlugField, RESERVED_RULE, RESERVED_SLUGS, SLUG_RULE, slugProblem } from './page-slug.ts';

describe('slugProblem', () => {
  it.each([
    ['open-house', null],
    ['eid-2027', null],
    ['a', null],
    ['about', null], // the built-in page's own document
    ['services', null],
    ['home', null],
    ['api', RESERVED_RULE],
    ['admin', RESERVED_RULE],
    ['auth', RESERVED_RULE],
    ['display', RESERVED_RULE],
    ['embed', RESERVED_RULE],
    ['programs', RESERVED_RULE],
    ['monthly-prayer-times', RESERVED_RULE],
    ['ramadan', RESERVED_RULE],
    ['calendar', RESERVED_RULE],
    ['donate', RESERVED_RULE],
    ['summer-school', RESERVED_RULE],
    ['saturday-school', RESERVED_RULE],
    ['uploads', RESERVED_RULE],
    ['404', RESERVED_RULE],
    ['index', RESERVED_RULE],
    ['tr', LANGUAGE_RULE], // /tr is the Turkish home page (issue 26)
    ['ar', LANGUAGE_RULE],
    ['ur', LANGUAGE_RULE], // another masjid's language
    ['faq', null],
    ['a1', null],
    ['Open-House', SLUG_RULE],
    ['open house', SLUG_RULE],
    ['-open', SLUG_RULE],
    ['open-', SLUG_RULE],
    ['open--house', SLUG_RULE],
    ['_astro', SLUG_RULE],
    ['sitemap.xml', SLUG_RULE],
    ['a/b', SLUG_RULE],
    ['x'.repeat(61), SLUG_RULE],
    ['', SLUG_RULE],
  ])('%j → %s', (slug, problem) => {
    expect(slugProblem(slug)).toBe(problem);
  });

  it('the field trims, then refuses what slugProblem refuses', () => {
    expect(checkInput(pageSlugField, '  open-house ')).toEqual({ ok: true, value: 'open-house' });
    expect(checkInput(pageSlugField, 'api')).toMatchObject({ ok: false, message: RESERVED_RULE });
    expect(checkInput(pageSlugField, '')).toMatchObject({ ok: false, message: 'Slug is required' });
    expect(checkInput(pageSlugField, 7)).toMatchObject({ ok: false, message: 'Slug is required' });
  });
});

/** The names at the root of the built site: src/pages' routes and public/'s files. */
function rootNames(dir: string): string[] {
  return readdirSync(new URL(dir, import.meta.url), { withFileTypes: true }).map((entry) =>
    entry.isDirectory() ? entry.name : entry.name.replace(/\.(astro|ts)$/, ''),
  );
}

describe('RESERVED_SLUGS', () => {
  it('holds every route of src/pages and every file of public/ (a new page needs its line in site-pages.ts)', () => {
    const names = [...rootNames('../../pages/'), ...rootNames('../../../public/')].filter((name) => !name.startsWith('['));
    const missing = names.filter((name) => !RESERVED_SLUGS.has(name) && !(name in BUILT_IN_PAGES) && name !== 'index');
    expect(missing).toEqual([]);
    expect(RESERVED_SLUGS.has('index')).toBe(true);
  });
});

describe('pagePath', () => {
  it.each([
    ['home', '/'],
    ['about', '/about'],
    ['services', '/services'],
    ['open-house', '/open-house'],
  ])('%s → %s', (slug, path) => expect(pagePath(slug)).toBe(path));
});
