/**
 * `?lang=` on the public addresses that take one (issue 26): /prayer-times.ics, /calendar.ics and
 * /embed/prayer-times. One reading for all of them and both hosts.
 *
 * - Missing or empty: the site's default language.
 * - Case does not matter, and a region is dropped when the site has only the language ('tr-TR', 'TR' and
 *   'tr_tr' are 'tr'); a region the site has as its own language ('pt-br') is kept.
 * - Anything else is refused (a feed answers 400 naming the enabled languages) rather than quietly
 *   answered in the default language: a subscriber who typed `lang=tk` learns it when subscribing, not
 *   after weeks of English. The widget, which has no way to show an error in someone else's page, falls
 *   back to the default language instead (its own caller decides).
 */
export type QueryLanguage = { ok: true; language: string } | { ok: false; message: string };

/** The longest value quoted back in a message. */
const SHOWN_MAX = 20;

export function queryLanguage(
  raw: string | null | undefined,
  languages: { default: string; enabled: readonly string[] },
): QueryLanguage {
  const value = (raw ?? '').trim();
  if (value === '') return { ok: true, language: languages.default };
  const code = value.toLowerCase().replace(/_/g, '-');
  if (languages.enabled.includes(code)) return { ok: true, language: code };
  const base = code.split('-')[0]!;
  if (code.includes('-') && languages.enabled.includes(base)) return { ok: true, language: base };
  const shown = JSON.stringify(value.length > SHOWN_MAX ? `${value.slice(0, SHOWN_MAX)}…` : value);
  return { ok: false, message: `Unknown language ${shown}: choose from ${languages.enabled.join(', ')}` };
}

/**
 * The address of a language's copy of a default-language page or file: '/calendar.ics' in 'tr' is
 * '/tr/calendar.ics'; the default language keeps the unprefixed path (issue 26's routes).
 */
export function languagePath(path: string, language: string, defaultLanguage: string): string {
  return language === defaultLanguage ? path : `/${language}${path}`;
}
