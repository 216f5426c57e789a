import { describe, expect, it } from 'vitest';
import { apiSecurityHeaders, isEmbeddablePath, pagesHeadersFile, pageSecurityHeaders } from './security-headers.ts';

/**
 * Cloudflare Pages' reading of a _headers file: every rule whose pattern matches the path applies, in
 * order; a header two rules set is joined with ', '; '! Name' removes what earlier rules set.
 */
function pagesHeadersFor(file: string, path: string): Map<string, string> {
  const headers = new Map<string, string>();
  let applies = false;
  for (const line of file.split('\n')) {
    if (line.trim() === '' || line.trim().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      const pattern = new RegExp(
        `^${line
          .trim()
          .replace(/[.+?^${}()|[\]\\]/g, '\\$&')
          .replace(/\*/g, '.*')}$`,
      );
      applies = pattern.test(path);
      continue;
    }
    if (!applies) continue;
    const text = line.trim();
    if (text.startsWith('! ')) {
      headers.delete(text.slice(2).trim().toLowerCase());
      continue;
    }
    const colon = text.indexOf(':');
    const name = text.slice(0, colon).trim().toLowerCase();
    const value = text.slice(colon + 1).trim();
    headers.set(name, headers.has(name) ? `${headers.get(name)}, ${value}` : value);
  }
  return headers;
}

const asMap = (list: Array<[string, string]>) => new Map(list.map(([name, value]) => [name.toLowerCase(), value]));

describe('page security headers', () => {
  it.each(['/', '/about', '/calendar', '/admin', '/monthly-prayer-times', '/embed', '/embedded'])(
    '%s refuses every frame',
    (path) => {
      const headers = asMap(pageSecurityHeaders(true, path));
      expect(headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
      expect(headers.get('x-frame-options')).toBe('DENY');
      expect(isEmbeddablePath(path)).toBe(false);
    },
  );

  it.each(['/embed/prayer-times', '/embed/prayer-times.html'])(
    '%s may be framed by any site, keeping the other protections',
    (path) => {
      const headers = asMap(pageSecurityHeaders(true, path));
      expect(headers.get('content-security-policy')).toBe("frame-ancestors *; base-uri 'self'; object-src 'none'");
      expect(headers.has('x-frame-options')).toBe(false);
      expect(headers.get('x-content-type-options')).toBe('nosniff');
      expect(headers.get('strict-transport-security')).toMatch(/^max-age=/);
    },
  );

  it('sends HSTS only over https', () => {
    expect(asMap(pageSecurityHeaders(false, '/about')).has('strict-transport-security')).toBe(false);
    expect(asMap(pageSecurityHeaders(false, '/embed/prayer-times')).has('strict-transport-security')).toBe(false);
  });

  it('keeps the API unframeable', () => {
    expect(asMap(apiSecurityHeaders(true)).get('content-security-policy')).toContain("frame-ancestors 'none'");
  });
});

describe('dist/_headers for Cloudflare Pages', () => {
  const file = pagesHeadersFile();

  it.each(['/', '/about', '/calendar', '/404', '/admin'])('%s gets exactly the Node adapter’s page headers', (path) => {
    expect(pagesHeadersFor(file, path)).toEqual(asMap(pageSecurityHeaders(true, path)));
  });

  it('the widget gets exactly the Node adapter’s embed headers: the framing headers of /* detached, not joined', () => {
    const headers = pagesHeadersFor(file, '/embed/prayer-times');
    expect(headers).toEqual(asMap(pageSecurityHeaders(true, '/embed/prayer-times')));
    expect(headers.get('content-security-policy')).not.toContain("'none',");
  });

  it('serves the events feed as UTF-8 text/calendar and hashed assets as immutable', () => {
    expect(pagesHeadersFor(file, '/calendar.ics').get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(pagesHeadersFor(file, '/_astro/app.abc123.js').get('cache-control')).toBe(
      'public, max-age=31536000, immutable',
    );
    expect(pagesHeadersFor(file, '/about').has('cache-control')).toBe(false);
  });
});
