import * as z from 'zod/mini';
import type { StaffTranslations } from './pick.ts';

/**
 * Staff text in several languages (issue 26 item 4): the shared input schema of translations (ADR 017).
 * What a page shows is `pick` (./pick.ts, zod-free for the public islands).
 */
export { pick, type Picked, type StaffTranslations } from './pick.ts';

/** One translatable field: its label (as the default text's) and the same maximum length. */
export interface TranslatableField {
  label: string;
  /** The most characters (of each line, for a `lines` field). */
  max: number;
  /**
   * A list typed one item per line (a list block's items, a card's links): its translation is one text,
   * line n translating item n (a blank line leaves that item in the default language), at most this
   * many lines. Staff type the default list the same way, so the two read side by side.
   */
  lines?: number;
  /** For a `lines` field whose items are objects: the property each line translates (a link's `label`). */
  of?: string;
  /** Where the default text lives when not under the field's own name (a button's `button.label`). */
  path?: string;
}

/** The text of a field, checked by its rule: a `lines` field line by line. */
function fieldText({ label, max, lines }: TranslatableField) {
  const text = z.string({ error: `${label} must be text` });
  if (lines === undefined) return text.check(z.trim(), z.maxLength(max, `${label} must be at most ${max} characters`));
  return text.check(
    z.trim(),
    z.superRefine((value, ctx) => {
      const all = value.split('\n');
      if (all.length > lines) ctx.issues.push({ code: 'custom', message: `${label} may have at most ${lines} lines`, input: value });
      const long = all.findIndex((line) => line.trim().length > max);
      if (long !== -1) ctx.issues.push({ code: 'custom', message: `${label}: line ${long + 1} must be at most ${max} characters`, input: value });
    }),
  );
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
      Object.entries(fields).map(([name, field]) => [name, z.nullish(fieldText(field))]),
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
