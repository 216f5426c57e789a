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
  /** Per field (per line of a `lines` field: `items.2`): the language of the text shown (undefined on the default language's own page). */
  langs: Partial<Record<string, string>>;
}

/** The value at a dotted path ('button.label'). */
function valueAt(item: unknown, path: string): unknown {
  return path.split('.').reduce<unknown>((value, key) => (value !== null && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined), item);
}

/** `item` with `value` at the dotted path, copying the objects on the way (the document is never changed). */
function withValueAt<T>(item: T, path: string, value: unknown): T {
  const [key, ...rest] = path.split('.') as [string, ...string[]];
  const own = item as Record<string, unknown>;
  return { ...own, [key]: rest.length === 0 ? value : withValueAt(own[key], rest.join('.'), value) } as T;
}

/**
 * `item` with each field of `fields` replaced by its translation in `lang` where staff wrote one (pick: the
 * default text elsewhere), and each field's language for its `lang` attribute. A `lines` field is picked
 * line by line, item by item. `textLang` is the language of the default text when the page is in another
 * one (undefined on its own pages).
 */
export function localize<T extends { translations?: StaffTranslations | undefined }>(
  item: T,
  fields: Readonly<Record<string, TranslatableField>>,
  lang: string | undefined,
  textLang: string | undefined,
): Localized<T> {
  let out = item;
  const langs: Partial<Record<string, string>> = {};
  for (const [name, field] of Object.entries(fields)) {
    const path = field.path ?? name;
    const value = valueAt(item, path);
    if (field.lines !== undefined && Array.isArray(value)) {
      const lines = (lang && item.translations?.[lang]?.[name]?.split('\n')) || [];
      const shown = value.map((entry: unknown, i) => {
        const text = field.of ? (entry as Record<string, unknown>)?.[field.of] : entry;
        if (typeof text !== 'string') return entry;
        const line = lines[i];
        const picked = line?.trim() ? { text: line, lang } : { text, lang: textLang };
        if (picked.lang) langs[`${name}.${i}`] = picked.lang;
        return field.of ? { ...(entry as object), [field.of]: picked.text } : picked.text;
      });
      out = withValueAt(out, path, shown);
    } else if (typeof value === 'string') {
      const picked = pick(value, textLang, item.translations, lang, name);
      out = withValueAt(out, path, picked.text);
      if (picked.lang) langs[name] = picked.lang;
    }
  }
  return { item: out, langs };
}

/**
 * What of a document staff translate: its own `fields`, and lists (`items`, by name) whose entries carry
 * their own `translations` (a cards block's cards, a program's highlights): an entry moves, and is
 * deleted, with its translation.
 */
export interface TranslationShape {
  fields: Readonly<Record<string, TranslatableField>>;
  items?: Readonly<Record<string, TranslationShape>>;
}

/** A localized object: its fields' languages as `langs`, and so on down its translated lists. */
export type WithLangs<T> = T & { langs?: Partial<Record<string, string>> };

/**
 * `item` in `lang` by its shape: its fields and every entry of its translated lists localized (each with its
 * own `langs`). On the default language's own page (`lang` undefined) the item comes back as it is.
 */
export function localizeShape<T extends { translations?: StaffTranslations | undefined }>(
  item: T,
  shape: TranslationShape,
  lang: string | undefined,
  textLang: string | undefined,
): WithLangs<T> {
  if (!lang) return item;
  const own = localize(item, shape.fields, lang, textLang);
  let out: WithLangs<T> = { ...own.item, langs: own.langs };
  for (const [name, entryShape] of Object.entries(shape.items ?? {})) {
    const entries = (out as Record<string, unknown>)[name];
    if (!Array.isArray(entries)) continue;
    out = { ...out, [name]: entries.map((entry: unknown) => (entry !== null && typeof entry === 'object' ? localizeShape(entry as { translations?: StaffTranslations }, entryShape, lang, textLang) : entry)) };
  }
  return out;
}

/** Translations merged per language (the admin lists' "Translated" marker reads which languages have any). */
export function mergedTranslations(all: readonly (StaffTranslations | undefined)[]): StaffTranslations {
  const merged: StaffTranslations = {};
  for (const translations of all) for (const [lang, texts] of Object.entries(translations ?? {})) merged[lang] = { ...merged[lang], ...texts };
  return merged;
}

/**
 * Every translation inside `item` by its shape, its own and its lists' entries', merged per language (a
 * program whose only Turkish is a highlight's is translated too).
 */
export function translationsWithin(item: { translations?: StaffTranslations | undefined }, shape: TranslationShape): StaffTranslations {
  const inside = Object.entries(shape.items ?? {}).flatMap(([name, entryShape]) => {
    const entries = (item as Record<string, unknown>)[name];
    return Array.isArray(entries) ? entries.filter((entry) => entry !== null && typeof entry === 'object').map((entry) => translationsWithin(entry as { translations?: StaffTranslations }, entryShape)) : [];
  });
  return mergedTranslations([item.translations, ...inside]);
}

/** The attributes of a text in `lang` (a localized field's): its `lang` and dir="auto"; none on the default language's pages. */
export function langAttrs(lang: string | undefined): { lang?: string; dir?: 'auto' } {
  return lang ? { lang, dir: 'auto' } : {};
}
