/**
 * Staff text in several languages (issue 26 item 4): beside an item's default text, optional translations
 * per enabled non-default language, e.g. `{ tr: { title, content }, ar: { title } }`. Only the visitor-facing
 * text fields; a field left out (or empty) shows the default text.
 */
export type StaffTranslations = Partial<Record<string, Partial<Record<string, string>>>>;

/** A text and the language it is written in: what a page marks with `lang` (and `dir="auto"`). */
export interface Picked {
  text: string;
  lang?: string | undefined;
}

/**
 * The text to show in `lang`: the staff's translation of `field` where they wrote one, else the default text
 * marked with `textLang` (undefined on the default language's own page, where nothing needs marking). Its
 * own module, free of zod: the public islands (announcements, events, calendar) carry it, and home's
 * JavaScript budget has no room for more.
 */
export function pick(
  text: string,
  textLang: string | undefined,
  translations: StaffTranslations | null | undefined,
  lang: string | undefined,
  field: string,
): Picked {
  const translated = lang && translations?.[lang]?.[field];
  return translated && translated.trim() ? { text: translated, lang } : { text, lang: textLang };
}
