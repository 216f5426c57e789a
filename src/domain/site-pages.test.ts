import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isSitePage, normalizePagePath, OTHER_PAGES, PUBLIC_PAGES, safeRedirectTarget, sitePageOf } from './site-pages.ts';

const ORIGIN = 'https://masjid.example.org';

describe('safeRedirectTarget', () => {
  it.each([
    ['/\\evil.example/x'],
    ['/\t/evil.example/x'],
    ['/\\/evil.example/x'],
    ['/\n/evil.example/x'],
    ['/\r\n/evil.example/x'],
    ['\\\\evil.example/x'],
    ['//evil.example/x'],
    ['///evil.example/x'],
    [' //evil.example/admin'],
    ['https://evil.example/admin'],
    ['https:evil.example/admin'],
    ['http://masjid.example.org/admin'],
    ['javascript:alert(1)'],
    ['JaVaScRiPt:alert(1)//'],
    ['data:text/html,<script>alert(1)</script>'],
    ['//user@masjid.example.org/admin'],
    ['/auth'],
    ['/no-such-page'],
    ['/programs/Summer_School'],
    ['/programs/a/b'],
    ['/%61dmin'],
    [''],
    [null],
    [undefined],
  ])('refuses %j', (stored) => {
    expect(safeRedirectTarget(stored, ORIGIN)).toBeNull();
  });

  it.each([
    ['/admin', '/admin'],
    ['/admin/', '/admin'],
    ['/', '/'],
    ['/calendar?event=3', '/calendar'],
    ['/donate#zelle', '/donate'],
    ['/admin#events/new', '/admin#events/new'],
    ['/admin#users', '/admin#users'],
    ['/admin#events/new/x', '/admin'],
    ['/admin#<script>', '/admin'],
    ['/admin#javascript:alert(1)', '/admin'],
    ['/monthly-prayer-times/2027', '/monthly-prayer-times/2027'],
    ['/programs', '/programs'],
    ['/programs/summer-school-2026/', '/programs/summer-school-2026'],
    ['/about/../admin', '/admin'],
    ['https://masjid.example.org/services', '/services'],
  ])('accepts %j as %j', (stored, page) => {
    expect(safeRedirectTarget(stored, ORIGIN)).toBe(page);
  });

  it('accepts every page of the site but the sign-in screen', () => {
    for (const page of [...PUBLIC_PAGES, ...OTHER_PAGES].filter((p) => p !== '/auth'))
      expect(safeRedirectTarget(page, ORIGIN)).toBe(page);
  });

  /** Strings made of the pieces open redirects are built from. */
  const piece = fc.constantFrom(
    '/', '\\', '\t', '\n', '\r', ' ', '//', '\\\\', '%2f', '%5c', '%09', '%2F%2F', '@', ':', '.', '..', '?', '#',
    'javascript:', 'http:', 'https:', 'data:', 'evil.example', 'masjid.example.org', 'admin', 'about', 'auth',
    'monthly-prayer-times', '2027', '\u0000', '\u3002', 'ｅｖｉｌ', 'x', '/admin#events', '#events/new',
  );
  const hostile = fc.oneof(fc.array(piece, { maxLength: 8 }).map((parts) => parts.join('')), fc.string(), fc.webUrl());

  it('whatever it accepts resolves, as the browser resolves it, to the site itself and one of its pages', () => {
    fc.assert(
      fc.property(hostile, (stored) => {
        const target = safeRedirectTarget(stored, ORIGIN);
        if (target === null) return;
        // Both the stored string and what is handed to location.assign stay on the site.
        expect(new URL(stored, ORIGIN).origin).toBe(ORIGIN);
        const resolved = new URL(target, ORIGIN);
        expect(resolved.origin).toBe(ORIGIN);
        // The admin keeps its tab across a sign-in (`/admin#events/new`); any other page is a bare path.
        expect(resolved.pathname + resolved.hash).toBe(target);
        expect(resolved.hash === '' || resolved.pathname === '/admin').toBe(true);
        expect(isSitePage(resolved.pathname)).toBe(true);
        expect(target).not.toBe('/auth');
      }),
      { numRuns: 5_000 },
    );
  });

  it('accepts exactly what a brute-force check accepts (non-empty, same origin, a listed page)', () => {
    const pages = new Set<string>([...PUBLIC_PAGES, ...OTHER_PAGES]);
    fc.assert(
      fc.property(hostile, (stored) => {
        let expected: string | null = null;
        try {
          const url = new URL(stored, ORIGIN);
          const path = url.pathname.length > 1 ? url.pathname.replace(/\/+$/, '') : url.pathname;
          const listed = pages.has(path) || /^\/monthly-prayer-times\/[0-9]{4}$/.test(path);
          const adminRoute = path === '/admin' && /^#[a-z][a-z0-9-]{0,40}(?:\/[a-z][a-z0-9-]{0,40})?$/.test(url.hash);
          if (stored !== '' && url.origin === ORIGIN && !url.username && !url.password && listed && path !== '/auth')
            expected = adminRoute ? path + url.hash : path;
        } catch {
          expected = null;
        }
        expect(safeRedirectTarget(stored, ORIGIN)).toBe(expected);
      }),
      { numRuns: 5_000 },
    );
  });
});

describe('site pages', () => {
  it.each([
    ['/about', '/about'],
    ['/about/', '/about'],
    ['/about?utm_source=x', '/about'],
    ['/about#top', '/about'],
    ['/about.html', '/about'],
    ['/index.html', '/'],
    ['/?q=1', '/'],
    ['/monthly-prayer-times/2027', '/monthly-prayer-times/2027'],
    ['/programs', '/programs'],
    ['/programs/summer-school-2026/', '/programs/summer-school-2026'],
    ['/monthly-prayer-times/2027/', '/monthly-prayer-times/2027'],
  ])('%j is the page %j', (raw, page) => {
    expect(sitePageOf(raw)).toBe(page);
  });

  it.each([
    ['/burst-0'],
    ['/<img src=x onerror=alert(1)>'],
    ['/monthly-prayer-times/27'],
    ['/monthly-prayer-times/20277'],
    ['/monthly-prayer-times/abcd'],
    ['/admin/users'],
    ['about'],
    ['?/about'],
    [''],
  ])('%j is not a page of the site', (raw) => {
    expect(sitePageOf(raw)).toBeNull();
  });

  it('normalising is idempotent', () => {
    fc.assert(
      fc.property(fc.string(), (raw) => {
        const page = normalizePagePath(raw);
        if (page !== null) expect(normalizePagePath(page)).toBe(page);
      }),
    );
  });
});

describe('staff pages', () => {
  const staffPages = new Set(['/open-house']);
  it.each([
    ['/open-house', staffPages, '/open-house'],
    ['/open-house/', staffPages, '/open-house'],
    ['/open-house?x=1', staffPages, '/open-house'],
    ['/open-house', new Set<string>(), null],
    ['/other', staffPages, null],
  ])('sitePageOf(%j) with the staff pages they are → %s', (raw, pages, expected) => {
    expect(sitePageOf(raw, pages)).toBe(expected);
  });
});
