// Made by `npm run i18n` (src/i18n/catalogue-index.ts) from src/i18n/catalogues/: do not edit.
import ar_language from '../catalogues/ar/language.json' with { type: 'json' };
import ar_common from '../catalogues/ar/common.json' with { type: 'json' };
import ar_display from '../catalogues/ar/display.json' with { type: 'json' };
import ar_embed from '../catalogues/ar/embed.json' with { type: 'json' };
import ar_feeds from '../catalogues/ar/feeds.json' with { type: 'json' };
import ar_home from '../catalogues/ar/home.json' with { type: 'json' };
import ar_prayer from '../catalogues/ar/prayer.json' with { type: 'json' };
import en_language from '../catalogues/en/language.json' with { type: 'json' };
import en_common from '../catalogues/en/common.json' with { type: 'json' };
import en_display from '../catalogues/en/display.json' with { type: 'json' };
import en_embed from '../catalogues/en/embed.json' with { type: 'json' };
import en_feeds from '../catalogues/en/feeds.json' with { type: 'json' };
import en_home from '../catalogues/en/home.json' with { type: 'json' };
import en_prayer from '../catalogues/en/prayer.json' with { type: 'json' };
import tr_language from '../catalogues/tr/language.json' with { type: 'json' };
import tr_common from '../catalogues/tr/common.json' with { type: 'json' };
import tr_display from '../catalogues/tr/display.json' with { type: 'json' };
import tr_embed from '../catalogues/tr/embed.json' with { type: 'json' };
import tr_feeds from '../catalogues/tr/feeds.json' with { type: 'json' };
import tr_home from '../catalogues/tr/home.json' with { type: 'json' };
import tr_prayer from '../catalogues/tr/prayer.json' with { type: 'json' };

// language.json's fields; src/i18n/index.ts checks `dir` and `locale`.
type Catalogue = {
  language: { name: string; englishName: string; dir: string; locale: string };
  namespaces: Record<string, Record<string, string>>;
};

/** Every language's language.json and namespaces, as the JSON files hold them. */
export const catalogues = {
  ar: {
    language: ar_language,
    namespaces: {
      common: ar_common,
      display: ar_display,
      embed: ar_embed,
      feeds: ar_feeds,
      home: ar_home,
      prayer: ar_prayer,
    },
  },
  en: {
    language: en_language,
    namespaces: {
      common: en_common,
      display: en_display,
      embed: en_embed,
      feeds: en_feeds,
      home: en_home,
      prayer: en_prayer,
    },
  },
  tr: {
    language: tr_language,
    namespaces: {
      common: tr_common,
      display: tr_display,
      embed: tr_embed,
      feeds: tr_feeds,
      home: tr_home,
      prayer: tr_prayer,
    },
  },
} as const satisfies Record<string, Catalogue>;

export type CatalogueLanguage = keyof typeof catalogues;

type NamespacesOf<L extends CatalogueLanguage> = (typeof catalogues)[L]['namespaces'];

/** 'namespace.key' for every message of any catalogue (the catalogue tests keep them the same everywhere). */
export type MessageKey = {
  [L in CatalogueLanguage]: {
    [N in keyof NamespacesOf<L> & string]: `${N}.${keyof NamespacesOf<L>[N] & string}`;
  }[keyof NamespacesOf<L> & string];
}[CatalogueLanguage];
