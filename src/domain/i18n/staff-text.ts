import * as z from 'zod/mini';

/**
 * Staff text in several languages (issue 26 item 4): beside an item's default text, optional translations
 * per enabled non-default language, e.g. `{ tr: { title, content }, ar: { title } }`. Only the visitor-facing
 * text fields; a field left out (or empty) shows the default text.
 */
export type StaffTranslations = Partial<Record<string, Partial<Record<string, string>>>>;

/** A text and the language it is written in: what a page marks with `lang` (and `dir="auto"`). */
export interface Picked {
  text: string;
  lang: string;
}

/**
 * The text to show in `lang`: the staff's translation of `field` where they wrote one, else the default text
 * with its own language. Kept tiny: the public islands (announcements, events, calendar) carry it.
 */
export function pick(
  text: Picked,
  translations: StaffTranslations | null | undefined,
  lang: string,
  field: string,
): Picked {
  const translated = translations?.[lang]?.[field];
  return translated?.trim() ? { text: translated, lang } : text;
}

/** One translatable field: its label (as the default text's) and the same maximum length. */
export interface TranslatableField {
  label: string;
  max: number;
}

/**
 * The `translations` of an input (ADR 017: shared by the route and the admin form): an object per enabled
 * non-default language, each field optional with the default text's length rule ('Title must be at most 200
 * characters' under `translations.tr.title`). Trimmed; empty fields and empty languages are dropped; a
 * language that is not enabled is refused. Absent or null is `{}`.
 */
export function translationsSchema(fields: Readonly<Record<string, TranslatableField>>, languages: readonly string[]) {
  const language = z.object(
    Object.fromEntries(
      Object.entries(fields).map(([name, { label, max }]) => [
        name,
        z.nullish(
          z
            .string({ error: `${label} must be text` })
            .check(z.trim(), z.maxLength(max, `${label} must be at most ${max} characters`)),
        ),
      ]),
    ),
    { error: 'A translation must be an object of texts' },
  );
  return z.pipe(
    z.nullish(
      z.pipe(
        z.record(z.string(), z.unknown(), { error: 'Translations must be an object with one entry per language' }),
        z.transform((value, ctx) => {
          const out: Record<string, Record<string, string>> = {};
          for (const [lang, entry] of Object.entries(value)) {
            if (!languages.includes(lang)) {
              ctx.issues.push({
                code: 'custom',
                message: `Translations are for ${languages.join(', ') || 'no language'} only`,
                input: lang,
                path: [lang],
              });
              continue;
            }
            const parsed = z.safeParse(language, entry ?? {});
            if (!parsed.success) {
              for (const issue of parsed.error.issues)
                ctx.issues.push({ ...issue, path: [lang, ...issue.path] } as never);
              continue;
            }
            const texts = Object.fromEntries(
              Object.entries(parsed.data).filter((e): e is [string, string] => typeof e[1] === 'string' && e[1] !== ''),
            );
            if (Object.keys(texts).length > 0) out[lang] = texts;
          }
          return out as StaffTranslations;
        }),
      ),
    ),
    z.transform((value): StaffTranslations => value ?? {}),
  );
}

/** The languages an item has any translation in (the admin lists' "translated" marker). */
export function translatedLanguages(translations: StaffTranslations | null | undefined): string[] {
  return Object.entries(translations ?? {})
    .filter(([, texts]) => Object.values(texts ?? {}).some((text) => text?.trim()))
    .map(([lang]) => lang);
}
