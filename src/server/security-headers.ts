/**
 * Security headers, one definition for both adapters: the Node server sets them on every static file,
 * the build writes them into dist/_headers for Cloudflare Pages, and the API sets its own (Pages'
 * _headers do not apply to Functions). Script and style sources live in the page's CSP <meta>, which
 * Astro fills with hashes at build time (astro.config.mjs); a <meta> CSP cannot set frame-ancestors, so
 * the header carries that part.
 */
export const HSTS = 'max-age=31536000; includeSubDomains';

export function pageSecurityHeaders(https: boolean): Array<[string, string]> {
  return [
    ['Content-Security-Policy', "frame-ancestors 'none'; base-uri 'self'; object-src 'none'"],
    ['X-Frame-Options', 'DENY'],
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

/** The Cloudflare Pages `_headers` file: the page headers on every path, immutable caching for hashed assets. */
export function pagesHeadersFile(): string {
  const lines = ['/*', ...pageSecurityHeaders(true).map(([name, value]) => `  ${name}: ${value}`)];
  lines.push('', '/_astro/*', '  Cache-Control: public, max-age=31536000, immutable', '');
  return lines.join('\n');
}
