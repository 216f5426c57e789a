import { localizeShape, translationsWithin, type WithLangs } from '../i18n/content-text.ts';
import type { StaffTranslations } from '../i18n/pick.ts';
import { PROGRAM_SHAPE, type Program } from './program.ts';

/** Per translatable field of an item, the language of the text shown (content-text.ts `localize`). */
export type Langs = Partial<Record<string, string>>;

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

/** Every translation of a program, its own and its list entries', merged per language (the admin list's marker). */
export function programTranslations(program: Program): StaffTranslations {
  return translationsWithin(program, PROGRAM_SHAPE);
}
