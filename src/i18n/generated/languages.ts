// Made by `npm run i18n` (src/i18n/catalogue-index.ts) from src/i18n/catalogues/: do not edit.

/** The languages with a catalogue folder; site.ts may enable only these. */
export const CATALOGUE_LANGUAGES: readonly string[] = ['ar', 'en', 'tr'];
