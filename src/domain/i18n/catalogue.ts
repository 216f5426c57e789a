import { checkMessage, placeholdersOf, type Messages } from './message-format.ts';

/** src/i18n/catalogues/{lang}/language.json. */
export type LanguageInfo = {
  /** The language's name in itself: 'Türkçe', 'العربية'. */
  name: string;
  /** Its English name, for the README and the admin. */
  englishName: string;
  dir: 'ltr' | 'rtl';
  /** The BCP 47 locale Intl formats with: 'tr-TR', 'ar', 'en-US'. */
  locale: string;
};

/** One language's namespaces: namespace → key → message, as the JSON files hold them. */
export type NamespacedCatalogue = Readonly<Record<string, Readonly<Record<string, string>>>>;

/** 'namespace.key' → message. */
export function flattenCatalogue(catalogue: NamespacedCatalogue): Messages {
  const messages: Record<string, string> = {};
  for (const [namespace, entries] of Object.entries(catalogue)) {
    for (const [key, message] of Object.entries(entries)) messages[`${namespace}.${key}`] = message;
  }
  return messages;
}

export type CatalogueProblem =
  | { kind: 'missing'; key: string }
  | { kind: 'extra'; key: string }
  | { kind: 'empty'; key: string }
  | { kind: 'syntax'; key: string; error: string }
  | { kind: 'placeholders'; key: string; expected: string[]; actual: string[] }
  | { kind: 'key-name'; key: string };

const KEY_NAME = /^[a-z][a-zA-Z0-9]*$/;

/**
 * What is wrong with `catalogue` measured against `reference` (the default language): keys one has and the
 * other lacks, empty or malformed messages, placeholders that differ, keys that are not camelCase.
 */
export function catalogueProblems(reference: Messages, catalogue: Messages): CatalogueProblem[] {
  const problems: CatalogueProblem[] = [];
  for (const key of Object.keys(reference)) {
    if (!(key in catalogue)) problems.push({ kind: 'missing', key });
  }
  for (const [key, message] of Object.entries(catalogue)) {
    const [, name = ''] = key.split('.', 2);
    if (!KEY_NAME.test(name)) problems.push({ kind: 'key-name', key });
    if (!(key in reference)) {
      problems.push({ kind: 'extra', key });
      continue;
    }
    if (message.trim() === '') {
      problems.push({ kind: 'empty', key });
      continue;
    }
    try {
      checkMessage(message);
    } catch (error) {
      problems.push({ kind: 'syntax', key, error: (error as Error).message });
      continue;
    }
    let expected: string[];
    try {
      expected = placeholdersOf(reference[key]!);
    } catch {
      continue; // the reference's own check reports it
    }
    const actual = placeholdersOf(message);
    if (expected.join() !== actual.join()) problems.push({ kind: 'placeholders', key, expected, actual });
  }
  return problems;
}

/** A page's path without ".html", "/index" or a trailing slash: '/tr.html' → '/tr', '/tr/index.html' → '/tr'. */
function tidyPath(path: string): string {
  let tidy = path.replace(/\.html$/, '').replace(/\/index$/, '/');
  if (tidy.length > 1) tidy = tidy.replace(/\/+$/, '');
  return tidy || '/';
}

/** The language a page's path belongs to: its first segment when that is an enabled non-default language. */
export function languageOfPath(path: string, enabled: readonly string[], defaultLanguage: string): string {
  const first = tidyPath(path).split('/')[1] ?? '';
  return first !== defaultLanguage && enabled.includes(first) ? first : defaultLanguage;
}

/** The page's path without its language prefix: '/tr/ramadan' → '/ramadan', '/tr' → '/'. */
export function pathWithoutLanguage(path: string, enabled: readonly string[], defaultLanguage: string): string {
  const tidy = tidyPath(path);
  const language = languageOfPath(tidy, enabled, defaultLanguage);
  if (language === defaultLanguage) return tidy;
  return tidy.slice(language.length + 1) || '/';
}

/**
 * The same page in `language`: '/ramadan' → '/tr/ramadan', '/' → '/tr' (the site has no trailing slashes:
 * '/tr/' redirects there); the default language keeps SPEC's unprefixed paths. `path` may already carry a
 * language prefix; a query and a hash are kept.
 */
export function pathInLanguage(
  path: string,
  language: string,
  enabled: readonly string[],
  defaultLanguage: string,
): string {
  const match = /^([^?#]*)(.*)$/.exec(path)!;
  const bare = pathWithoutLanguage(match[1] || '/', enabled, defaultLanguage);
  const suffix = match[2] ?? '';
  if (language === defaultLanguage) return bare + suffix;
  return (bare === '/' ? `/${language}` : `/${language}${bare}`) + suffix;
}

/**
 * Whether the page at `path` (unprefixed) has a translated route among `routeFiles`, the files of
 * src/pages/[lang]/ as paths below it: 'index.astro', 'ramadan.astro', 'monthly-prayer-times/[year].astro'.
 */
export function hasTranslatedRoute(path: string, routeFiles: readonly string[]): boolean {
  const tidy = tidyPath(path);
  return routeFiles.some((file) => {
    const route = tidyPath(`/${file.replace(/\.(astro|ts|js)$/, '')}`);
    const pattern = route
      .split('/')
      .map((segment) =>
        /^\[\.\.\.[^\]]+\]$/.test(segment)
          ? '.*'
          : /^\[[^\]]+\]$/.test(segment)
            ? '[^/]+'
            : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
      )
      .join('/');
    return new RegExp(`^${pattern}$`).test(tidy);
  });
}
