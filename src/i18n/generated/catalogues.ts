// Made by `npm run i18n` (src/i18n/catalogue-index.ts) from src/i18n/catalogues/: do not edit.
import ar_language from '../catalogues/ar/language.json' with { type: 'json' };
import ar_about from '../catalogues/ar/about.json' with { type: 'json' };
import ar_calendar from '../catalogues/ar/calendar.json' with { type: 'json' };
import ar_carousel from '../catalogues/ar/carousel.json' with { type: 'json' };
import ar_common from '../catalogues/ar/common.json' with { type: 'json' };
import ar_contact from '../catalogues/ar/contact.json' with { type: 'json' };
import ar_display from '../catalogues/ar/display.json' with { type: 'json' };
import ar_donate from '../catalogues/ar/donate.json' with { type: 'json' };
import ar_embed from '../catalogues/ar/embed.json' with { type: 'json' };
import ar_events from '../catalogues/ar/events.json' with { type: 'json' };
import ar_feeds from '../catalogues/ar/feeds.json' with { type: 'json' };
import ar_home from '../catalogues/ar/home.json' with { type: 'json' };
import ar_pages from '../catalogues/ar/pages.json' with { type: 'json' };
import ar_prayer from '../catalogues/ar/prayer.json' with { type: 'json' };
import ar_programs from '../catalogues/ar/programs.json' with { type: 'json' };
import ar_schedule from '../catalogues/ar/schedule.json' with { type: 'json' };
import ar_schools from '../catalogues/ar/schools.json' with { type: 'json' };
import ar_services from '../catalogues/ar/services.json' with { type: 'json' };
import ar_signups from '../catalogues/ar/signups.json' with { type: 'json' };
import en_language from '../catalogues/en/language.json' with { type: 'json' };
import en_about from '../catalogues/en/about.json' with { type: 'json' };
import en_calendar from '../catalogues/en/calendar.json' with { type: 'json' };
import en_carousel from '../catalogues/en/carousel.json' with { type: 'json' };
import en_common from '../catalogues/en/common.json' with { type: 'json' };
import en_contact from '../catalogues/en/contact.json' with { type: 'json' };
import en_display from '../catalogues/en/display.json' with { type: 'json' };
import en_donate from '../catalogues/en/donate.json' with { type: 'json' };
import en_embed from '../catalogues/en/embed.json' with { type: 'json' };
import en_events from '../catalogues/en/events.json' with { type: 'json' };
import en_feeds from '../catalogues/en/feeds.json' with { type: 'json' };
import en_home from '../catalogues/en/home.json' with { type: 'json' };
import en_pages from '../catalogues/en/pages.json' with { type: 'json' };
import en_prayer from '../catalogues/en/prayer.json' with { type: 'json' };
import en_programs from '../catalogues/en/programs.json' with { type: 'json' };
import en_schedule from '../catalogues/en/schedule.json' with { type: 'json' };
import en_schools from '../catalogues/en/schools.json' with { type: 'json' };
import en_services from '../catalogues/en/services.json' with { type: 'json' };
import en_signups from '../catalogues/en/signups.json' with { type: 'json' };
import tr_language from '../catalogues/tr/language.json' with { type: 'json' };
import tr_about from '../catalogues/tr/about.json' with { type: 'json' };
import tr_calendar from '../catalogues/tr/calendar.json' with { type: 'json' };
import tr_carousel from '../catalogues/tr/carousel.json' with { type: 'json' };
import tr_common from '../catalogues/tr/common.json' with { type: 'json' };
import tr_contact from '../catalogues/tr/contact.json' with { type: 'json' };
import tr_display from '../catalogues/tr/display.json' with { type: 'json' };
import tr_donate from '../catalogues/tr/donate.json' with { type: 'json' };
import tr_embed from '../catalogues/tr/embed.json' with { type: 'json' };
import tr_events from '../catalogues/tr/events.json' with { type: 'json' };
import tr_feeds from '../catalogues/tr/feeds.json' with { type: 'json' };
import tr_home from '../catalogues/tr/home.json' with { type: 'json' };
import tr_pages from '../catalogues/tr/pages.json' with { type: 'json' };
import tr_prayer from '../catalogues/tr/prayer.json' with { type: 'json' };
import tr_programs from '../catalogues/tr/programs.json' with { type: 'json' };
import tr_schedule from '../catalogues/tr/schedule.json' with { type: 'json' };
import tr_schools from '../catalogues/tr/schools.json' with { type: 'json' };
import tr_services from '../catalogues/tr/services.json' with { type: 'json' };
import tr_signups from '../catalogues/tr/signups.json' with { type: 'json' };

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
      about: ar_about,
      calendar: ar_calendar,
      carousel: ar_carousel,
      common: ar_common,
      contact: ar_contact,
      display: ar_display,
      donate: ar_donate,
      embed: ar_embed,
      events: ar_events,
      feeds: ar_feeds,
      home: ar_home,
      pages: ar_pages,
      prayer: ar_prayer,
      programs: ar_programs,
      schedule: ar_schedule,
      schools: ar_schools,
      services: ar_services,
      signups: ar_signups,
    },
  },
  en: {
    language: en_language,
    namespaces: {
      about: en_about,
      calendar: en_calendar,
      carousel: en_carousel,
      common: en_common,
      contact: en_contact,
      display: en_display,
      donate: en_donate,
      embed: en_embed,
      events: en_events,
      feeds: en_feeds,
      home: en_home,
      pages: en_pages,
      prayer: en_prayer,
      programs: en_programs,
      schedule: en_schedule,
      schools: en_schools,
      services: en_services,
      signups: en_signups,
    },
  },
  tr: {
    language: tr_language,
    namespaces: {
      about: tr_about,
      calendar: tr_calendar,
      carousel: tr_carousel,
      common: tr_common,
      contact: tr_contact,
      display: tr_display,
      donate: tr_donate,
      embed: tr_embed,
      events: tr_events,
      feeds: tr_feeds,
      home: tr_home,
      pages: tr_pages,
      prayer: tr_prayer,
      programs: tr_programs,
      schedule: tr_schedule,
      schools: tr_schools,
      services: tr_services,
      signups: tr_signups,
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
