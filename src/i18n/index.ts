/**
 * The site's languages at build time and on the server (ADR 023): the catalogues through the generated index,
 * the enabled languages from site.ts, and a translator per language. Browser code never imports this (it
 * reads src/config); an island gets the few messages it shows as a prop (messagesFor).
 *
 * In an .astro file:
 *
 *     const t = pageTranslator(Astro.url);   // the page's language from its path: /tr/… → Turkish
 *     t('common.donate')                     // 'Bağış Yap'
 *     t('common.allRightsReserved', { year: 2026, siteName: site.name })
 *     t.lang, t.dir, t.locale                // 'tr', 'ltr', 'tr-TR'
 *     t.path('/ramadan')                     // '/tr/ramadan'
 */
import { site } from '../config/site.ts';
import {
  flattenCatalogue,
  languageOfPath,
  pathInLanguage,
  pathWithoutLanguage,
  type LanguageInfo,
} from '../domain/i18n/catalogue.ts';
import { direction } from '../domain/i18n/direction.ts';
import { formatIsoDate, formatTimeOfDay } from '../domain/i18n/intl.ts';
import { hhMmTo12h } from '../domain/dates/time-of-day.ts';
import { translate, type MessageParams, type Messages } from '../domain/i18n/message-format.ts';
import { catalogues, type CatalogueLanguage, type MessageKey } from './generated/catalogues.ts';

export type { MessageKey } from './generated/catalogues.ts';
export type { MessageParams, Messages } from '../domain/i18n/message-format.ts';

export const defaultLanguage: string = site.languages.default;
/** The enabled languages, the default first, then as site.ts lists them. */
export const enabledLanguages: readonly string[] = [
  defaultLanguage,
  ...site.languages.enabled.filter((language) => language !== defaultLanguage),
];
/** The languages at /{lang}/…. */
export const prefixedLanguages: readonly string[] = enabledLanguages.slice(1);

const isCatalogueLanguage = (language: string): language is CatalogueLanguage => Object.hasOwn(catalogues, language);

function catalogueOf(language: string) {
  if (!isCatalogueLanguage(language)) throw new RangeError(`No catalogue for language "${language}"`);
  return catalogues[language];
}

/** language.json of an enabled language; its `dir` must agree with the locale's script. */
export function languageInfo(language: string): LanguageInfo {
  const info = catalogueOf(language).language;
  if (info.dir !== 'ltr' && info.dir !== 'rtl')
    throw new Error(`src/i18n/catalogues/${language}/language.json: dir is "ltr" or "rtl"`);
  if (direction(info.locale) !== info.dir) {
    throw new Error(
      `src/i18n/catalogues/${language}/language.json: dir "${info.dir}" but ${info.locale} is written ${direction(info.locale)}`,
    );
  }
  return { ...info, dir: info.dir };
}

const flattened = new Map<string, Messages>();

/** All of a language's messages, 'namespace.key' → message. */
export function messagesOf(language: string): Messages {
  let messages = flattened.get(language);
  if (!messages) {
    messages = flattenCatalogue(catalogueOf(language).namespaces);
    flattened.set(language, messages);
  }
  return messages;
}

/** Only `keys`' messages: what an island gets as a prop, so a page ships its own language's few messages. */
export function messagesFor<K extends MessageKey>(language: string, keys: readonly K[]): Record<K, string> {
  const all = messagesOf(language);
  const subset = {} as Record<K, string>;
  for (const key of keys) {
    const message = all[key];
    if (message === undefined) throw new RangeError(`No message "${key}" in the ${language} catalogue`);
    subset[key] = message;
  }
  return subset;
}

export type Translator = ((key: MessageKey, params?: MessageParams) => string) & {
  readonly lang: string;
  readonly dir: 'ltr' | 'rtl';
  readonly locale: string;
  /** Whether this is the default language (SPEC's English at the unprefixed paths). */
  readonly isDefault: boolean;
  /** A path of the site in this language: '/ramadan' → '/tr/ramadan'. */
  path: (path: string) => string;
  /**
   * Attributes for text staff or the config file wrote (names, addresses, rates) on this page: the default
   * language's `lang` and dir="auto" on a translated page, so screen readers switch voice; none on the
   * default language's pages (their HTML as it always was).
   */
  readonly staff: { lang?: string; dir?: 'auto' };
  /** The message as the catalogue holds it, placeholders unfilled (for an island that fills them itself). */
  raw: (key: MessageKey) => string;
  /** An 'HH:MM' wall-clock time: SPEC's '5:42 AM' in the default language, Intl's in another ('05:42'). */
  time: (hhMm: string) => string;
  /** A date 'YYYY-MM-DD' through Intl in the language (options as Intl's); the default language's own labels stay the caller's. */
  date: (isoDate: string, options: Intl.DateTimeFormatOptions) => string;
};

const translators = new Map<string, Translator>();

/** The translator of an enabled language. */
export function translator(language: string): Translator {
  let t = translators.get(language);
  if (!t) {
    if (!enabledLanguages.includes(language)) throw new RangeError(`Language "${language}" is not enabled in site.ts`);
    const info = languageInfo(language);
    const messages = messagesOf(language);
    t = Object.assign((key: MessageKey, params?: MessageParams) => translate(messages, key, params, info.locale), {
      lang: language,
      dir: info.dir,
      locale: info.locale,
      isDefault: language === defaultLanguage,
      staff: language === defaultLanguage ? {} : { lang: defaultLanguage, dir: 'auto' as const },
      path: (path: string) => localizedPath(path, language),
      time: (hhMm: string) => (language === defaultLanguage ? hhMmTo12h(hhMm) : formatTimeOfDay(hhMm, info.locale)),
      date: (isoDate: string, options: Intl.DateTimeFormatOptions) => formatIsoDate(isoDate, info.locale, options),
      raw: (key: MessageKey) => {
        const message = messages[key];
        if (message === undefined) throw new RangeError(`No message "${key}" in the ${language} catalogue`);
        return message;
      },
    });
    translators.set(language, t);
  }
  return t;
}

/** The language of a page from its URL or path: '/tr/ramadan' → 'tr', '/ramadan' → the default. */
export function languageOf(url: URL | string): string {
  return languageOfPath(typeof url === 'string' ? url : url.pathname, enabledLanguages, defaultLanguage);
}

/** The translator of the page at `url` (Astro.url). */
export function pageTranslator(url: URL | string): Translator {
  return translator(languageOf(url));
}

/** `path` in `language`: '/ramadan' → '/tr/ramadan'; the default language's paths are unprefixed. */
export function localizedPath(path: string, language: string): string {
  return pathInLanguage(path, language, enabledLanguages, defaultLanguage);
}

/** The page's path in the default language: '/tr/ramadan' → '/ramadan'. */
export function unlocalizedPath(path: string): string {
  return pathWithoutLanguage(path, enabledLanguages, defaultLanguage);
}

/** getStaticPaths of a page under src/pages/[lang]/: one path per non-default enabled language. */
export function languageStaticPaths(): { params: { lang: string } }[] {
  return prefixedLanguages.map((lang) => ({ params: { lang } }));
}
