import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createNodeApp } from '../../src/server/node.ts';
import { loadStaticSite, type StaticSite } from '../../src/server/static/static-site.ts';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../support/test-app.ts';

/** The Node adapter's static pages: every page refuses framing except the widget under /embed/ (issue 16). */
let t: TestApp;
let root: string;
let site: StaticSite;

beforeAll(async () => {
  t = await createTestApp();
  root = await mkdtemp(path.join(tmpdir(), 'masjid-pages-'));
  await mkdir(path.join(root, 'embed'));
  await writeFile(path.join(root, 'about.html'), '<!doctype html><title>About</title>');
  await writeFile(path.join(root, '404.html'), '<!doctype html><title>404</title>');
  await writeFile(path.join(root, 'embed', 'prayer-times.html'), '<!doctype html><title>Widget</title>');
  await writeFile(path.join(root, 'calendar.ics'), 'BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n');
  // The languages' copies (issue 26).
  for (const lang of ['tr', 'ar']) {
    await mkdir(path.join(root, lang, 'embed'), { recursive: true });
    await writeFile(path.join(root, lang, 'calendar.ics'), `BEGIN:VCALENDAR\r\nX-LANG:${lang}\r\nEND:VCALENDAR\r\n`);
    await writeFile(path.join(root, lang, 'embed', 'prayer-times.html'), `<!doctype html><title>Widget ${lang}</title>`);
  }
  site = await loadStaticSite(root);
});
afterAll(async () => {
  await t.drop();
  await rm(root, { recursive: true, force: true });
});

const get = (pathname: string) =>
  createNodeApp({ services: t.services, site: () => site }).request(`${TEST_ORIGIN}${pathname}`);

describe('Node adapter page headers', () => {
  it.each(['/about', '/no-such-page'])('%s refuses framing', async (pathname) => {
    const res = await get(pathname);
    expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(res.headers.get('x-frame-options')).toBe('DENY');
  });

  it('lets any site frame /embed/prayer-times', async () => {
    const res = await get('/embed/prayer-times');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-security-policy')).toBe("frame-ancestors *; base-uri 'self'; object-src 'none'");
    expect(res.headers.get('x-frame-options')).toBeNull();
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('serves /calendar.ics as UTF-8 text/calendar', async () => {
    const res = await get('/calendar.ics');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(res.headers.get('x-frame-options')).toBe('DENY');
  });
});

describe('Node adapter: /calendar.ics?lang= (issue 26)', () => {
  it.each([
    ['/calendar.ics?lang=tr', 'X-LANG:tr'],
    ['/calendar.ics?lang=AR&x=1', 'X-LANG:ar'],
    ['/calendar.ics?lang=tr-TR', 'X-LANG:tr'],
    ['/tr/calendar.ics', 'X-LANG:tr'],
  ])('%s answers the language’s copy, readable by any site', async (pathname, line) => {
    const res = await get(pathname);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(res.headers.get('x-frame-options')).toBe('DENY');
    expect(await res.text()).toContain(line);
  });

  it.each(['/calendar.ics', '/calendar.ics?lang=', '/calendar.ics?lang=en'])('%s answers the default language’s file', async (pathname) => {
    const res = await get(pathname);
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n');
  });

  it('refuses a language the site does not have with 400 and a message naming the enabled ones', async () => {
    const res = await get('/calendar.ics?lang=de');
    expect(res.status).toBe(400);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(await res.json()).toEqual({ message: 'Unknown language "de": choose from en, tr, ar' });
  });

  it('lets any site frame the languages’ widgets', async () => {
    const res = await get('/ar/embed/prayer-times');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-security-policy')).toBe("frame-ancestors *; base-uri 'self'; object-src 'none'");
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
  });
});
