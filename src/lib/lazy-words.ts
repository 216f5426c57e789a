/**
 * Words shown only after an interaction travel with the code that shows them (issue 26, ADR 023's
 * addendum "Words that load with their code"): a lazily loaded island part (a form's refusals and
 * thanks, the event dialog, the sign-up form) imports its namespace of the catalogue of the page's
 * language by a dynamic import whose path names the language —
 * `import(\`../../i18n/catalogues/${lang}/contact.json\`)` — so Vite makes one chunk per language and a
 * page fetches only its own. The language is the page's `<html lang>` (no prop); the default language
 * loads its catalogue the same way (SPEC's English texts are the `en` catalogue's).
 */

/** The page's language, as its `<html lang>` names it. */
export function pageLanguage(): string {
  return document.documentElement.lang;
}

/**
 * A loader of one namespace's words in the page's language: the first call starts the import, every
 * later one gets the same promise (a stable promise for React's `use`); a failed load (offline) is not
 * kept, so the next call tries again.
 */
export function wordsLoader<T>(load: (lang: string) => Promise<{ default: T }>): () => Promise<T> {
  let words: Promise<T> | undefined;
  return () =>
    (words ??= load(pageLanguage()).then(
      (module) => module.default,
      (error: unknown) => {
        words = undefined;
        throw error;
      },
    ));
}

