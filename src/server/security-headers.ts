/**
 * Security headers, one definition for both adapters: the Node server sets them on every static file,
 * the build writes them into dist/_headers for Cloudflare Pages, and the API sets its own (Pages'
 * _headers do not apply to Functions). Script and style sources live in the page's CSP <meta>, which
 * Astro fills with hashes at build time (astro.config.mjs); a <meta> CSP cannot set frame-ancestors, so
 * the header carries that part.
 *
 * Every page refuses to be framed, except the pages under EMBED_PREFIX, which exist to be put in an
 * iframe on other sites (issue 16: the prayer-times widget) and allow any site to frame them.
 */
export const HSTS = 'max-age=31536000; includeSubDomains';

/** Pages any site may frame: /embed/prayer-times. */
export const EMBED_PREFIX = '/embed/';

const PAGE_CSP = "frame-ancestors 'none'; base-uri 'self'; object-src 'none'";
const EMBED_CSP = "frame-ancestors *; base-uri 'self'; object-src 'none'";

export function isEmbeddablePath(path: string): boolean {
  return path.startsWith(EMBED_PREFIX);
}

function commonPageHeaders(https: boolean): Array<[string, string]> {
  return [
    ['X-Content-Type-Options', 'nosniff'],
    ['Referrer-Policy', 'strict-origin-when-cross-origin'],
    ['Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=()'],
    ['Cross-Origin-Opener-Policy', 'same-origin'],
    ...(https ? ([['Strict-Transport-Security', HSTS]] as Array<[string, string]>) : []),
  ];
}

/** The headers of the static file at `path` (a request path: /about, /embed/prayer-times). */
export function pageSecurityHeaders(https: boolean, path = '/'): Array<[string, string]> {
  if (isEmbeddablePath(path)) return [['Content-Security-Policy', EMBED_CSP], ...commonPageHeaders(https)];
  return [['Content-Security-Policy', PAGE_CSP], ['X-Frame-Options', 'DENY'], ...commonPageHeaders(https)];
}

/**
 * The API's headers. Its public reads (issue 16) may be loaded by any site, so they are
 * `Cross-Origin-Resource-Policy: cross-origin` (which also lets sites with COEP use them); the rest stays
 * same-origin.
 */
export function apiSecurityHeaders(https: boolean, options: { publicRead?: boolean } = {}): Array<[string, string]> {
  return [
    ['Content-Security-Policy', "default-src 'none'; frame-ancestors 'none'"],
    ['X-Content-Type-Options', 'nosniff'],
    ['Referrer-Policy', 'strict-origin-when-cross-origin'],
    ['Cross-Origin-Resource-Policy', options.publicRead ? 'cross-origin' : 'same-origin'],
    ...(https ? ([['Strict-Transport-Security', HSTS]] as Array<[string, string]>) : []),
  ];
}

const block = (pattern: string, lines: readonly string[]) => [pattern, ...lines.map((line) => `  ${line}`), ''];

/**
 * The Cloudflare Pages `_headers` file: the page headers on every path; under /embed/ the framing headers
 * of `/*` detached (Pages joins a header set by two matching rules, so "! Name" removes the inherited one)
 * and the embed's own policy set; the events feed served as text/calendar in UTF-8; immutable caching for hashed assets.
 */
export function pagesHeadersFile(): string {
  const header = ([name, value]: [string, string]) => `${name}: ${value}`;
  const embed = pageSecurityHeaders(true, EMBED_PREFIX);
  const embedOwn = embed.filter(([name]) => name === 'Content-Security-Policy');
  return [
    ...block('/*', pageSecurityHeaders(true).map(header)),
    ...block(`${EMBED_PREFIX}*`, ['! Content-Security-Policy', '! X-Frame-Options', ...embedOwn.map(header)]),
    ...block('/calendar.ics', ['Content-Type: text/calendar; charset=utf-8']),
    ...block('/_astro/*', ['Cache-Control: public, max-age=31536000, immutable']),
  ].join('\n');
}
