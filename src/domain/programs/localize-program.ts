import { localizeShape } from '../i18n/content-text.ts';
import type { StaffTranslations } from '../i18n/pick.ts';
import { PROGRAM_SHAPE, type Program } from './program.ts';

/** Per translatable field of an item, the language of the text shown (content-text.ts `localize`). */
export type Langs = Partial<Record<string, string>>;
type WithLangs<T> = T & { langs?: Langs };

/** A program as a page in another language shows it: its own fields' and each list entry's languages beside them. */
export type LocalizedProgram = WithLangs<
  Omit<Program, 'scheduleCards' | 'highlights' | 'teachers' | 'fees' | 'meetings'> & {
    scheduleCards: WithLangs<Program['scheduleCards'][number]>[];
    highlights: WithLangs<Program['highlights'][number]>[];
    teachers: WithLangs<Program['teachers'][number]>[];
    fees: WithLangs<Program['fees'][number]>[];
    meetings: WithLangs<Program['meetings'][number]>[];
  }
>;

/**
 * A program in `lang` (issue 26 item 4): its title, term, headings, buttons and pre-filled e-mails, and its
 * schedule cards', highlights', teachers', fees' and meetings' texts, each replaced by staff's translation
 * where they wrote one (the default text elsewhere), with `langs` naming each field's language (`textLang`
 * where untranslated). On the default language's own page (`lang` undefined) the program comes back as it is.
 */
export function localizeProgram(program: Program, lang: string | undefined, textLang: string | undefined): LocalizedProgram {
  return localizeShape(program, PROGRAM_SHAPE, lang, textLang) as LocalizedProgram;
}

/**
 * Every translation of a program, its own and its list entries', merged per language (the admin list's
 * "Translated" marker: a program whose only Turkish is a highlight's is translated too).
 */
export function programTranslations(program: Program): StaffTranslations {
  const all: StaffTranslations = {};
  const lists = Object.keys(PROGRAM_SHAPE.items ?? {}) as (keyof Program)[];
  const entries = lists.flatMap((name) => (program[name] as { translations?: StaffTranslations }[] | undefined) ?? []);
  for (const translations of [program.translations, ...entries.map((entry) => entry.translations)])
    for (const [lang, texts] of Object.entries(translations ?? {})) all[lang] = { ...all[lang], ...texts };
  return all;
}
