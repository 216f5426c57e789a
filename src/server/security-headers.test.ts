import { describe, expect, it } from 'vitest';
import { apiSecurityHeaders, isEmbeddablePath, pagesHeadersFile, pageSecurityHeaders } from './security-headers.ts';

const header = (headers: Array<[string, string]>, name: string) => headers.find(([n]) => n === name)?.[1];

describe('pageSecurityHeaders', () => {
  it.each(['/', '/admin', '/display-sw.js', '/displays', '/display/x'])('refuses every frame for %s', (path) => {
    const headers = pageSecurityHeaders(true, path);
    expect(header(headers, 'Content-Security-Policy')).toBe(
      "frame-ancestors 'none'; base-uri 'self'; object-src 'none'",
    );
    expect(header(headers, 'X-Frame-Options')).toBe('DENY');
  });

  it.each(['/display', '/display.html'])("lets the site itself frame %s (Admin → Display's preview)", (path) => {
    const headers = pageSecurityHeaders(false, path);
    expect(header(headers, 'Content-Security-Policy')).toBe(
      "frame-ancestors 'self'; base-uri 'self'; object-src 'none'",
    );
    expect(header(headers, 'X-Frame-Options')).toBe('SAMEORIGIN');
    expect(header(headers, 'Strict-Transport-Security')).toBeUndefined();
  });
});

describe('pagesHeadersFile', () => {
  const file = pagesHeadersFile();
  const block = (path: string) => {
    const start = file.indexOf(`\n${path}\n`);
    return file.slice(start + 1, file.indexOf('\n\n', start + 1));
  };

  it("detaches the site-wide framing headers on /display before setting the display's own", () => {
    expect(block('/display').split('\n')).toEqual([
      '/display',
      '  ! Content-Security-Policy',
      '  ! X-Frame-Options',
      "  Content-Security-Policy: frame-ancestors 'self'; base-uri 'self'; object-src 'none'",
      '  X-Frame-Options: SAMEORIGIN',
    ]);
  });

  it('keeps every other page refusing frames and revalidates the display update files', () => {
    expect(file.startsWith("/*\n  Content-Security-Policy: frame-ancestors 'none'")).toBe(true);
    expect(block('/display-sw.js')).toBe('/display-sw.js\n  Cache-Control: no-cache');
    expect(block('/display-build.json')).toBe('/display-build.json\n  Cache-Control: no-cache');
  });
});

/**
 * Cloudflare Pages' reading of a _headers file: every rule whose pattern matches the path applies, in
 * order; a header two rules set is joined with ', '; '! Name' removes what earlier rules set; a
 * `:placeholder` stands for one path segment.
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
          .replace(/\*/g, '.*')
          .replace(/:[a-z]+/g, '[^/]+')}$`,
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

describe('page security headers: the widget (issue 16)', () => {
  it.each(['/', '/about', '/calendar', '/admin', '/monthly-prayer-times', '/embed', '/embedded', '/tr/', '/ar/about', '/tr/embed'])(
    '%s refuses every frame',
    (path) => {
      const headers = asMap(pageSecurityHeaders(true, path));
      expect(headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
      expect(headers.get('x-frame-options')).toBe('DENY');
      expect(isEmbeddablePath(path)).toBe(false);
    },
  );

  it.each(['/embed/prayer-times', '/embed/prayer-times.html', '/tr/embed/prayer-times', '/ar/embed/prayer-times.html'])(
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

describe('dist/_headers as Cloudflare Pages reads it', () => {
  const file = pagesHeadersFile();

  it.each(['/', '/about', '/calendar', '/404', '/admin', '/display', '/tr/', '/ar/calendar'])(
    '%s gets exactly the Node adapter’s page headers',
    (path) => {
      expect(pagesHeadersFor(file, path)).toEqual(asMap(pageSecurityHeaders(true, path)));
    },
  );

  it.each(['/embed/prayer-times', '/ar/embed/prayer-times'])(
    'the widget (%s) gets exactly the Node adapter’s embed headers: the framing headers of /* detached, not joined',
    (path) => {
      const headers = pagesHeadersFor(file, path);
      expect(headers).toEqual(asMap(pageSecurityHeaders(true, path)));
      expect(headers.get('content-security-policy')).not.toContain("'none',");
    },
  );

  it.each(['/calendar.ics', '/embed/prayer-times', '/tr/calendar.ics', '/ar/embed/prayer-times'])(
    '%s may be read by any site, on both hosts (README "Public URLs")',
    (path) => {
      expect(pagesHeadersFor(file, path).get('access-control-allow-origin')).toBe('*');
      expect(asMap(pageSecurityHeaders(false, path)).get('access-control-allow-origin')).toBe('*');
    },
  );

  it.each(['/', '/about', '/calendar', '/display', '/404', '/calendar.ics.html', '/tr/calendar', '/tr/', '/tr/x/calendar.ics'])(
    '%s carries no CORS header',
    (path) => {
      expect(pagesHeadersFor(file, path).has('access-control-allow-origin')).toBe(false);
      expect(asMap(pageSecurityHeaders(false, path)).has('access-control-allow-origin')).toBe(false);
    },
  );

  it('serves the events feed as UTF-8 text/calendar and hashed assets as immutable', () => {
    expect(pagesHeadersFor(file, '/calendar.ics').get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(pagesHeadersFor(file, '/tr/calendar.ics').get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(pagesHeadersFor(file, '/_astro/app.abc123.js').get('cache-control')).toBe(
      'public, max-age=31536000, immutable',
    );
    expect(pagesHeadersFor(file, '/about').has('cache-control')).toBe(false);
  });
});
