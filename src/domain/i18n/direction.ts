export type Direction = 'ltr' | 'rtl';

// Scripts written right to left (ISO 15924), for runtimes without Intl.Locale's text info.
const RTL_SCRIPTS = new Set(['Arab', 'Hebr', 'Thaa', 'Syrc', 'Nkoo', 'Adlm', 'Rohg', 'Mand', 'Samr', 'Yezi']);
// Languages whose usual script is one of those, when the tag names no script.
const RTL_LANGUAGES = new Set([
  'ar',
  'arc',
  'ckb',
  'dv',
  'fa',
  'he',
  'iw',
  'ks',
  'ku-Arab',
  'ps',
  'sd',
  'ug',
  'ur',
  'yi',
  'syr',
  'nqo',
]);

type TextInfoLocale = Intl.Locale & { getTextInfo?: () => { direction?: string }; textInfo?: { direction?: string } };

/**
 * The writing direction of a language tag ('ar', 'ur-PK', 'tr-TR', 'pa-Arab'): Intl.Locale's text info where
 * the runtime has it, else by script and language. A language's language.json names its `dir`, and the
 * catalogue tests check it agrees with this.
 */
export function direction(language: string): Direction {
  let locale: TextInfoLocale;
  try {
    locale = new Intl.Locale(language) as TextInfoLocale;
  } catch {
    throw new RangeError(`Not a language tag: ${language}`);
  }
  const info = typeof locale.getTextInfo === 'function' ? locale.getTextInfo() : locale.textInfo;
  if (info?.direction === 'rtl' || info?.direction === 'ltr') return info.direction;
  const script = locale.maximize().script;
  if (script) return RTL_SCRIPTS.has(script) ? 'rtl' : 'ltr';
  return RTL_LANGUAGES.has(locale.language) ? 'rtl' : 'ltr';
}
