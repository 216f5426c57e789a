import * as z from 'zod/mini';
import { pick, type StaffTranslations } from './pick.ts';
import { translationsSchema, type TranslatableField } from './staff-text.ts';

/**
 * Staff content in several languages (issue 26 item 4, ADR 019 documents): programs, campaigns, pages and
 * their blocks keep optional `translations` inside their document (jsonb: no migration), beside the default
 * text, per language and per visitor-facing field. The document schemas are constants (the build, the
 * admin and the seeds read them), so they accept any well-formed language code; the routes then refuse a
 * language the site has not enabled (`foreignTranslationIssues`), named like `translations.tr`.
 */

const LANGUAGE_CODE = /^[a-z]{2,3}(-[A-Za-z0-9]{2,8})?$/;

/**
 * A document's optional `translations` of `fields` (each with the default text's length rule, errors under
 * `translations.tr.title`). Absent, null or all empty: left out of the document, so an untranslated
 * document reads exactly as before.
 */
export function contentTranslationsSchema(fields: Readonly<Record<string, TranslatableField>>) {
  return z.optional(
    z.pipe(
      z.unknown(),
      z.transform((value, ctx): StaffTranslations | undefined => {
        if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
          const wrong = Object.keys(value).filter((key) => !LANGUAGE_CODE.test(key));
          if (wrong.length > 0) {
            for (const key of wrong) ctx.issues.push({ code: 'custom', message: 'A translation is named by its language code, such as tr', input: key, path: [key] });
            return z.NEVER;
          }
        }
        const languages = value !== null && typeof value === 'object' && !Array.isArray(value) ? Object.keys(value) : [];
        const parsed = z.safeParse(translationsSchema(fields, languages), value);
        if (!parsed.success) {
          for (const issue of parsed.error.issues) ctx.issues.push(issue as never);
          return z.NEVER;
        }
        return Object.keys(parsed.data).length > 0 ? parsed.data : undefined;
      }),
    ),
  );
}

/**
 * The `translations` anywhere in a document (the item's, each block's) in a language that is not one of
 * `languages` (the site's enabled non-default ones): the route's 400, with the field's dotted path.
 */
export function foreignTranslationIssues(document: unknown, languages: readonly string[], path: readonly (string | number)[] = []): { path: (string | number)[]; message: string }[] {
  if (document === null || typeof document !== 'object') return [];
  if (Array.isArray(document)) return document.flatMap((item, index) => foreignTranslationIssues(item, languages, [...path, index]));
  const issues: { path: (string | number)[]; message: string }[] = [];
  for (const [key, value] of Object.entries(document)) {
    if (key === 'translations' && value !== null && typeof value === 'object' && !Array.isArray(value)) {
      for (const lang of Object.keys(value))
        if (!languages.includes(lang)) issues.push({ path: [...path, key, lang], message: `Translations are for ${languages.join(', ') || 'no language'} only` });
    } else issues.push(...foreignTranslationIssues(value, languages, [...path, key]));
  }
  return issues;
}

/** An item as a page in `lang` shows it, and the language each of its translatable fields is written in. */
export interface Localized<T> {
  item: T;
  /** Per field: the language of the text shown (undefined on the default language's own page). */
  langs: Partial<Record<string, string>>;
}

/**
 * `item` with each of `fields` replaced by its translation in `lang` where staff wrote one (pick: the
 * default text elsewhere), and each field's language for its `lang` attribute. `textLang` is the
 * language of the default text when the page is in another one (undefined on its own pages).
 */
export function localize<T extends { translations?: StaffTranslations | undefined }>(
  item: T,
  fields: readonly string[],
  lang: string | undefined,
  textLang: string | undefined,
): Localized<T> {
  const out: Record<string, unknown> = { ...item };
  const langs: Partial<Record<string, string>> = {};
  for (const field of fields) {
    const text = (item as Record<string, unknown>)[field];
    if (typeof text !== 'string') continue;
    const picked = pick(text, textLang, item.translations, lang, field);
    out[field] = picked.text;
    if (picked.lang) langs[field] = picked.lang;
  }
  return { item: out as T, langs };
}

/** The attributes of a text in `lang` (a localized field's): its `lang` and dir="auto"; none on the default language's pages. */
export function langAttrs(lang: string | undefined): { lang?: string; dir?: 'auto' } {
  return lang ? { lang, dir: 'auto' } : {};
}
