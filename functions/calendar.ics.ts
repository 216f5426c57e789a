import { LANGUAGE_FILE_HEADERS, languageFileError, languageFileOf } from '../src/server/feeds/language-files.ts';
import { pageSecurityHeaders } from '../src/server/security-headers.ts';

/** What this Function uses of the Pages context. */
interface PagesContext {
  request: Request;
  env: { ASSETS: { fetch(input: Request | URL | string): Promise<Response> } };
  next(): Promise<Response>;
}

/**
 * /calendar.ics?lang=tr (issue 26): a static file cannot see its query, so this Function picks the
 * language's copy of the feed from dist (/tr/calendar.ics) and answers it with the headers dist/_headers
 * gives the feed (Pages does not apply _headers to a Function's answer); without `lang`, or in the
 * default language, the static file itself. An unknown language is a 400 (src/server/feeds/language-files.ts).
 */
export async function onRequest(context: PagesContext): Promise<Response> {
  const { request } = context;
  if (request.method !== 'GET' && request.method !== 'HEAD') return context.next();
  const chosen = languageFileOf(request.url);
  if (!chosen.ok) return languageFileError(chosen);
  const url = new URL(request.url);
  if (chosen.path === url.pathname) return context.next();
  url.pathname = chosen.path;
  url.search = '';
  const asset = await context.env.ASSETS.fetch(new Request(url, request));
  if (!asset.ok) return asset;
  const response = new Response(asset.body, asset);
  for (const [name, value] of [...pageSecurityHeaders(true, chosen.path), ...LANGUAGE_FILE_HEADERS])
    response.headers.set(name, value);
  return response;
}
