/**
 * Which pages have a translated route (ADR 023): the files under src/pages/[lang]/, found by the build
 * (Vite's import.meta.glob: this module is for .astro files and the sitemap, not the server). A page is at
 * /{lang}/… only once its file exists there, so the sitemap, the hreflang alternates and the language
 * switcher never point at a page that is not built.
 */
import { hasTranslatedRoute } from '../domain/i18n/catalogue.ts';
import { enabledLanguages, languageInfo, localizedPath, unlocalizedPath } from './index.ts';

const ROUTE_FILES = Object.keys(import.meta.glob('../pages/\\[lang\\]/**/*.{astro,ts}')).map((file) =>
  file.replace(/^\.\.\/pages\/\[lang\]\//, ''),
);

/** Whether the page at `path` (any language's) is built in the languages other than the default. */
export function isTranslated(path: string): boolean {
  return hasTranslatedRoute(unlocalizedPath(path), ROUTE_FILES);
}

export type LanguageAlternate = { lang: string; name: string; path: string };

/** The page at `path` in every enabled language it is built in, the default first. */
export function alternatesOf(path: string): LanguageAlternate[] {
  const translated = isTranslated(path);
  return enabledLanguages
    .filter((_lang, index) => index === 0 || translated)
    .map((lang) => ({ lang, name: languageInfo(lang).name, path: localizedPath(path, lang) }));
}

/**
 * A link of the site as a page in `lang` shows it: to the translated page when there is one, else to the
 * default language's ('/about' stays '/about' until src/pages/[lang]/about.astro exists). Links elsewhere
 * (https:, mailto:) come back unchanged.
 */
export function linkIn(href: string, lang: string): string {
  if (!href.startsWith('/') || href.startsWith('//')) return href;
  const path = href.replace(/[?#].*$/, '') || '/';
  return isTranslated(path) ? localizedPath(href, lang) : href;
}
