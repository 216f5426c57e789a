import { site } from '../../config/site.ts';
import { CALENDAR_CONTENT_TYPE } from '../../domain/icalendar/calendar.ts';
import { languagePath, queryLanguage } from '../../domain/i18n/query-language.ts';
import { PUBLIC_READ_CORS } from '../security-headers.ts';

/**
 * Static files of the build with a copy per language, chosen with `?lang=` (issue 26): `/calendar.ics`
 * is the default language's, `/tr/calendar.ics` Turkish (src/pages/[lang]/calendar.ics.ts), and
 * `/calendar.ics?lang=tr` answers the Turkish copy. A static file cannot see its query, so each adapter
 * looks first: src/server/node.ts on Node, functions/calendar.ics.ts on Pages. A language the site does
 * not have is refused (400, as the API refuses a query: `{ message }`) rather than answered in English (query-language.ts).
 *
 * The feed stays a file of the build, as ADR 012 decided (every event change rebuilds the site): one
 * copy per enabled language costs a few kilobytes each, where answering it from the API would compute
 * programs' prayer-relative meetings over a year of the schedule on every subscriber's fetch.
 */
export const LANGUAGE_QUERY_FILES = ['/calendar.ics'] as const;

export type LanguageFile =
  | { ok: true; path: string }
  | { ok: false; status: 400; body: { message: string } };

/** The file `href` asks for: its own path in the default language, the language's copy, or a 400. */
export function languageFileOf(href: string, languages: { default: string; enabled: readonly string[] } = site.languages): LanguageFile {
  const url = new URL(href);
  const chosen = queryLanguage(url.searchParams.get('lang'), languages);
  // The API's answer to a query it refuses (/prayer-times.ics?lang=xx): its message.
  if (!chosen.ok) return { ok: false, status: 400, body: { message: chosen.message } };
  return { ok: true, path: languagePath(url.pathname, chosen.language, languages.default) };
}

/** The headers a language's copy is served with beside the page headers: what dist/_headers gives the default one. */
export const LANGUAGE_FILE_HEADERS: ReadonlyArray<[string, string]> = [['Content-Type', CALENDAR_CONTENT_TYPE], PUBLIC_READ_CORS];

/** The 400 for an unknown language, readable by any site like the file itself. */
export function languageFileError(refused: Extract<LanguageFile, { ok: false }>): Response {
  return new Response(JSON.stringify(refused.body), {
    status: refused.status,
    headers: [['Content-Type', 'application/json; charset=utf-8'], ['Cache-Control', 'no-store'], PUBLIC_READ_CORS],
  });
}
