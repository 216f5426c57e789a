import { useEffect, useState } from 'react';
import { wordsLoader } from '../../lib/lazy-words.ts';
import type { SignUpSay, SignUpWords } from '../../views/sign-ups/sign-up-view.ts';

/**
 * The sign-up screens' words (the sign-up form, /registration) in the page's language: its `signups`
 * catalogue and its locale, loaded with the code that shows them (issue 26, src/lib/lazy-words.ts).
 */
export const signUpSay = wordsLoader<SignUpSay>((lang) =>
  Promise.all([
    import(`../../i18n/catalogues/${lang}/signups.json`) as Promise<{ default: SignUpWords }>,
    import(`../../i18n/catalogues/${lang}/language.json`) as Promise<{ default: { locale: string } }>,
  ]).then(([words, language]) => ({ default: { words: words.default, locale: language.default.locale, lang } })),
);

/** The words once loaded (null until then, and when they could not load: the next mount tries again). */
export function useSignUpSay(): SignUpSay | null {
  const [s, setS] = useState<SignUpSay | null>(null);
  useEffect(() => {
    let live = true;
    signUpSay().then(
      (loaded) => live && setS(loaded),
      () => {},
    );
    return () => {
      live = false;
    };
  }, []);
  return s;
}
