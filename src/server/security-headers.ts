/**
 * Security headers, one definition for both adapters: the Node server sets them on every static file,
 * the build writes them into dist/_headers for Cloudflare Pages, and the API sets its own (Pages'
 * _headers do not apply to Functions). Script and style sources live in the page's CSP <meta>, which
 * Astro fills with hashes at build time (astro.config.mjs); a <meta> CSP cannot set frame-ancestors, so
 * the header carries that part.
 */
export const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * Pages this site's own pages may frame: the prayer-hall display, which Admin → Display previews in an
 * iframe (ADR 010). It has nothing to click, and no other site may frame it; every other page refuses
 * framing altogether.
 */
export const FRAMEABLE_BY_SELF = ['/display', '/display.html'] as const;

/** Files a screen must fetch from the origin each time it asks: how it notices a new deploy (ADR 010). */
export const DISPLAY_UPDATE_FILES = ['/display-sw.js', '/display-build.json'] as const;
export const DISPLAY_UPDATE_CACHE_CONTROL = 'no-cache';

function frameableBySelf(path: string): boolean {
  return (FRAMEABLE_BY_SELF as readonly string[]).includes(path);
}

/** The headers of a page or static file at `path` (the path only decides who may frame it). */
export function pageSecurityHeaders(https: boolean, path = '/'): Array<[string, string]> {
  const self = frameableBySelf(path);
  return [
    ['Content-Security-Policy', `frame-ancestors ${self ? "'self'" : "'none'"}; base-uri 'self'; object-src 'none'`],
    ['X-Frame-Options', self ? 'SAMEORIGIN' : 'DENY'],
    ['X-Content-Type-Options', 'nosniff'],
    ['Referrer-Policy', 'strict-origin-when-cross-origin'],
    ['Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=()'],
    ['Cross-Origin-Opener-Policy', 'same-origin'],
    ...(https ? ([['Strict-Transport-Security', HSTS]] as Array<[string, string]>) : []),
  ];
}

export function apiSecurityHeaders(https: boolean): Array<[string, string]> {
  return [
    ['Content-Security-Policy', "default-src 'none'; frame-ancestors 'none'"],
    ['X-Content-Type-Options', 'nosniff'],
    ['Referrer-Policy', 'strict-origin-when-cross-origin'],
    ['Cross-Origin-Resource-Policy', 'same-origin'],
    ...(https ? ([['Strict-Transport-Security', HSTS]] as Array<[string, string]>) : []),
  ];
}

/**
 * The Cloudflare Pages `_headers` file: the page headers on every path, immutable caching for hashed
 * assets, the display's framing (Pages joins the headers of every matching rule, so the display's rule
 * first detaches the site-wide ones with `!`), and the display's update files never cached.
 */
export function pagesHeadersFile(): string {
  const header = ([name, value]: [string, string]) => `  ${name}: ${value}`;
  const lines = ['/*', ...pageSecurityHeaders(true).map(header)];
  lines.push('', '/_astro/*', '  Cache-Control: public, max-age=31536000, immutable');
  const changed = new Set(['Content-Security-Policy', 'X-Frame-Options']);
  for (const path of FRAMEABLE_BY_SELF) {
    lines.push('', path, ...[...changed].map((name) => `  ! ${name}`));
    lines.push(...pageSecurityHeaders(true, path).filter(([name]) => changed.has(name)).map(header));
  }
  for (const path of DISPLAY_UPDATE_FILES) lines.push('', path, `  Cache-Control: ${DISPLAY_UPDATE_CACHE_CONTROL}`);
  lines.push('');
  return lines.join('\n');
}
