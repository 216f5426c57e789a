/**
 * Security headers, one definition for both adapters: the Node server sets them on every static file,
 * the build writes them into dist/_headers for Cloudflare Pages, and the API sets its own (Pages'
 * _headers do not apply to Functions). Script and style sources live in the page's CSP <meta>, which
 * Astro fills with hashes at build time (astro.config.mjs); a <meta> CSP cannot set frame-ancestors, so
 * the header carries that part.
 *
 * Every page refuses to be framed, with two exceptions: the prayer-hall display, which only this site's
 * own pages may frame (ADR 010), and the pages under EMBED_PREFIX, which exist to be put in an iframe on
 * other sites (issue 16: the prayer-times widget) and allow any site to frame them (ADR 012).
 */
export const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * Pages this site's own pages may frame: the prayer-hall display, which Admin → Display previews in an
 * iframe (ADR 010). It has nothing to click, and no other site may frame it.
 */
export const FRAMEABLE_BY_SELF = ['/display', '/display.html'] as const;

/** Pages any site may frame: /embed/prayer-times. */
export const EMBED_PREFIX = '/embed/';

/** Files a screen must fetch from the origin each time it asks: how it notices a new deploy (ADR 010). */
export const DISPLAY_UPDATE_FILES = ['/display-sw.js', '/display-build.json'] as const;
export const DISPLAY_UPDATE_CACHE_CONTROL = 'no-cache';

/**
 * Static files any site may read (README "Public URLs", ADR 012): the events feed and the widget under
 * EMBED_PREFIX carry `Access-Control-Allow-Origin: *` like the public API's reads, so another site's
 * script can fetch them. No credentials: they hold nothing personal.
 */
export const PUBLIC_STATIC_FILES = ['/calendar.ics'] as const;
export const PUBLIC_READ_CORS: [string, string] = ['Access-Control-Allow-Origin', '*'];

/**
 * A language's copy of a page or file is at `/{lang}/…` (issue 26: '/tr/calendar.ics',
 * '/ar/embed/prayer-times') and is framed and read like the default language's.
 */
const LANGUAGE_PREFIX = /^\/[a-z]{2,3}(?:-[a-z0-9]{2,8})?(?=\/)/;

function withoutLanguage(path: string): string {
  return path.replace(LANGUAGE_PREFIX, '');
}

export function isPublicStaticPath(path: string): boolean {
  return (PUBLIC_STATIC_FILES as readonly string[]).includes(withoutLanguage(path)) || isEmbeddablePath(path);
}

function frameableBySelf(path: string): boolean {
  return (FRAMEABLE_BY_SELF as readonly string[]).includes(path);
}

export function isEmbeddablePath(path: string): boolean {
  return path.startsWith(EMBED_PREFIX) || withoutLanguage(path).startsWith(EMBED_PREFIX);
}

/** Who may frame the page at `path`: CSP frame-ancestors, and X-Frame-Options where it can say the same. */
function framingHeaders(path: string): Array<[string, string]> {
  const rest = "base-uri 'self'; object-src 'none'";
  if (isEmbeddablePath(path)) return [['Content-Security-Policy', `frame-ancestors *; ${rest}`]];
  if (frameableBySelf(path)) {
    return [
      ['Content-Security-Policy', `frame-ancestors 'self'; ${rest}`],
      ['X-Frame-Options', 'SAMEORIGIN'],
    ];
  }
  return [
    ['Content-Security-Policy', `frame-ancestors 'none'; ${rest}`],
    ['X-Frame-Options', 'DENY'],
  ];
}

/** The headers of a page or static file at `path` (the path decides who may frame it and who may read it). */
export function pageSecurityHeaders(https: boolean, path = '/'): Array<[string, string]> {
  return [
    ...framingHeaders(path),
    ...(isPublicStaticPath(path) ? [PUBLIC_READ_CORS] : []),
    ['X-Content-Type-Options', 'nosniff'],
    ['Referrer-Policy', 'strict-origin-when-cross-origin'],
    ['Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=()'],
    ['Cross-Origin-Opener-Policy', 'same-origin'],
    ...(https ? ([['Strict-Transport-Security', HSTS]] as Array<[string, string]>) : []),
  ];
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

/**
 * The Cloudflare Pages `_headers` file: the page headers on every path; for the pages framed otherwise (the
 * display, the widget) the framing headers of `/*` detached first (Pages joins the headers of every
 * matching rule; "! Name" removes the inherited one) and their own set; the widget and the events feed
 * readable by any site (PUBLIC_STATIC_FILES), the feed served as UTF-8 text/calendar (each in every
 * language, under `/:lang/`); immutable caching for hashed assets; the display's update files never cached.
 */
export function pagesHeadersFile(): string {
  const header = ([name, value]: [string, string]) => `  ${name}: ${value}`;
  const framing = ['Content-Security-Policy', 'X-Frame-Options'];
  const embed = (path: string) => path.endsWith(`${EMBED_PREFIX}*`);
  const detached = (path: string) => [
    '',
    path,
    ...framing.map((name) => `  ! ${name}`),
    ...framingHeaders(embed(path) ? EMBED_PREFIX : path).map(header),
    ...(embed(path) ? [header(PUBLIC_READ_CORS)] : []),
  ];
  const lines = ['/*', ...pageSecurityHeaders(true).map(header)];
  lines.push('', '/_astro/*', '  Cache-Control: public, max-age=31536000, immutable');
  for (const path of FRAMEABLE_BY_SELF) lines.push(...detached(path));
  lines.push(...detached(`${EMBED_PREFIX}*`));
  // The languages' copies (issue 26): /tr/embed/prayer-times, /ar/calendar.ics (a Pages placeholder).
  lines.push(...detached(`/:lang${EMBED_PREFIX}*`));
  for (const feed of ['/calendar.ics', '/:lang/calendar.ics'])
    lines.push('', feed, '  Content-Type: text/calendar; charset=utf-8', header(PUBLIC_READ_CORS));
  for (const path of DISPLAY_UPDATE_FILES) lines.push('', path, `  Cache-Control: ${DISPLAY_UPDATE_CACHE_CONTROL}`);
  lines.push('');
  return lines.join('\n');
}
