import { pick, type StaffTranslations } from './pick.ts';

/**
 * Per text field, the language its shown text is in (issue 26 item 4): `{ title: 'tr', description: 'en' }`
 * when the staff translated the title only. What a page puts in each text's `lang` attribute.
 */
export type TextLanguages = Partial<Record<string, string>>;

/** An item with its texts chosen for one language: the translations gone, `lang` naming each text's language. */
export type PickedTexts<T> = Omit<T, 'translations'> & { lang: TextLanguages };

/**
 * An item's visitor-facing texts in `language`, chosen where it is read (the API's `?lang=`, the build, the
 * feeds) so that the public islands carry no choosing of their own: each of `fields` becomes the staff's
 * translation where they wrote one, else the default text; `lang` names, per field, the language of the
 * text now in it (always, the default language's too: a reader marks every text with it). A field without
 * text (a null location) stays as it is and gets no `lang` entry. The item's `translations` are dropped:
 * what was chosen is all a reader needs.
 */
export function pickTexts<T extends { translations?: StaffTranslations | null }>(
  item: T,
  fields: readonly (keyof T & string)[],
  language: string,
  defaultLanguage: string,
): PickedTexts<T> {
  const { translations, ...rest } = item;
  const lang: TextLanguages = {};
  const out: Record<string, unknown> = { ...rest, lang };
  for (const field of fields) {
    const value = item[field];
    const text = typeof value === 'string' ? value : '';
    const chosen = pick(text, defaultLanguage, translations, language, field);
    if (chosen.lang === language && chosen.lang !== defaultLanguage) {
      out[field] = chosen.text;
      lang[field] = language;
    } else if (typeof value === 'string') {
      lang[field] = defaultLanguage;
    }
  }
  return out as PickedTexts<T>;
}
