import { describe, expect, it } from 'vitest';
import { pageSecurityHeaders, pagesHeadersFile } from './security-headers.ts';

const header = (headers: Array<[string, string]>, name: string) => headers.find(([n]) => n === name)?.[1];

describe('pageSecurityHeaders', () => {
  it.each(['/', '/admin', '/display-sw.js', '/displays', '/display/x'])('refuses every frame for %s', (path) => {
    const headers = pageSecurityHeaders(true, path);
    expect(header(headers, 'Content-Security-Policy')).toBe("frame-ancestors 'none'; base-uri 'self'; object-src 'none'");
    expect(header(headers, 'X-Frame-Options')).toBe('DENY');
  });

  it.each(['/display', '/display.html'])("lets the site itself frame %s (Admin → Display's preview)", (path) => {
    const headers = pageSecurityHeaders(false, path);
    expect(header(headers, 'Content-Security-Policy')).toBe("frame-ancestors 'self'; base-uri 'self'; object-src 'none'");
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
