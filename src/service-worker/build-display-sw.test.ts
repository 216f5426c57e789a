import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildVersion,
  pageAssetPaths,
  precacheList,
  referencedPaths,
  serviceWorkerScript,
  withVersionMeta,
  writeDisplayOfflineFiles,
} from './build-display-sw.ts';

const PAGE = `<!doctype html><html><head><link rel="icon" href="/favicon.svg"><link rel="canonical" href="https://x.example/display">
<link rel="stylesheet" href="/_astro/display.A1.css"><script type="module" src="/_astro/page.B2.js"></script></head>
<body><astro-island component-url="/_astro/display-app.C3.js" renderer-url="/_astro/client.D4.js"></astro-island></body></html>`;

describe('pageAssetPaths', () => {
  it("lists the page's own files (scripts, styles, island code, icons), not other sites' or anchors", () => {
    expect(pageAssetPaths(PAGE).sort()).toEqual([
      '/_astro/client.D4.js',
      '/_astro/display-app.C3.js',
      '/_astro/display.A1.css',
      '/_astro/page.B2.js',
      '/favicon.svg',
    ]);
  });
});

describe('referencedPaths', () => {
  it('finds static and dynamic imports, preload lists and url()s, resolved from the file', () => {
    const js = 'import{a as b}from"./shared.E5.js";const c=()=>import(`./calculated.F6.js`);d(["_astro/x.G7.css"]);';
    expect(referencedPaths(js, '/_astro/display-app.C3.js').sort()).toEqual([
      '/_astro/calculated.F6.js',
      '/_astro/shared.E5.js',
      '/_astro/x.G7.css',
    ]);
    expect(referencedPaths('.a{background:url(/_astro/bg.H8.webp)}', '/_astro/display.A1.css')).toEqual(['/_astro/bg.H8.webp']);
  });
});

describe('the offline files of a built site', () => {
  let root: string;
  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'display-sw-'));
    await mkdir(path.join(root, '_astro'));
    const files: Record<string, string> = {
      'display.html': PAGE,
      'favicon.svg': '<svg/>',
      '_astro/display.A1.css': '.d{color:red}',
      '_astro/page.B2.js': 'console.log(1)',
      '_astro/display-app.C3.js': 'import"./shared.E5.js";import("./calculated.F6.js");',
      '_astro/client.D4.js': 'export{}',
      '_astro/shared.E5.js': 'export const a=1;',
      '_astro/calculated.F6.js': 'import"./shared.E5.js";export const b=2;',
      '_astro/admin-app.Z9.js': 'not on the display',
    };
    for (const [file, text] of Object.entries(files)) await writeFile(path.join(root, file), text);
  });
  afterAll(() => rm(root, { recursive: true, force: true }));

  it('precaches the page files and what they import, transitively, and only files that exist', async () => {
    expect(await precacheList(root, PAGE)).toEqual([
      '/_astro/calculated.F6.js',
      '/_astro/client.D4.js',
      '/_astro/display-app.C3.js',
      '/_astro/display.A1.css',
      '/_astro/page.B2.js',
      '/_astro/shared.E5.js',
      '/favicon.svg',
    ]);
  });

  it('versions by content: the same files give the same version, a changed one another', async () => {
    const files = await precacheList(root, PAGE);
    const first = await buildVersion(root, PAGE, files);
    expect(await buildVersion(root, PAGE, files)).toBe(first);
    expect(first).toMatch(/^[0-9a-f]{16}$/);
    await writeFile(path.join(root, '_astro/calculated.F6.js'), 'export const b=3;');
    expect(await buildVersion(root, PAGE, files)).not.toBe(first);
  });

  it('writes the worker, the build file and the meta, and gives the same version when run again', async () => {
    const written = await writeDisplayOfflineFiles(root);
    expect(written).not.toBeNull();
    const html = await readFile(path.join(root, 'display.html'), 'utf8');
    expect(html).toContain(`<meta name="display-build" content="${written!.version}"></head>`);
    expect(JSON.parse(await readFile(path.join(root, 'display-build.json'), 'utf8'))).toEqual({ version: written!.version });
    const worker = await readFile(path.join(root, 'display-sw.js'), 'utf8');
    expect(worker.startsWith(`const DISPLAY_SW_VERSION = "${written!.version}";\nconst DISPLAY_SW_PRECACHE = ["/display",`)).toBe(true);
    expect(await writeDisplayOfflineFiles(root)).toEqual(written);
  });

  it('does nothing for a site without the display page', async () => {
    const empty = await mkdtemp(path.join(tmpdir(), 'display-sw-empty-'));
    expect(await writeDisplayOfflineFiles(empty)).toBeNull();
    await rm(empty, { recursive: true, force: true });
  });
});

describe('serviceWorkerScript', () => {
  it('is a classic script: no types, no import or export, and it parses', async () => {
    const script = await serviceWorkerScript('abc', ['/_astro/x.js']);
    expect(script).not.toMatch(/^\s*(import|export)\b/m);
    expect(script).not.toMatch(/:\s*(string|number|Promise<|Request\b)/);
    expect(() => new Function(script)).not.toThrow();
    expect(script).toContain("addEventListener('fetch'");
  });
});

describe('withVersionMeta', () => {
  it('adds the meta once and replaces it on a second build', () => {
    const once = withVersionMeta('<html><head><title>x</title></head></html>', 'aaa');
    expect(once).toBe('<html><head><title>x</title><meta name="display-build" content="aaa"></head></html>');
    expect(withVersionMeta(once, 'bbb')).toBe('<html><head><title>x</title><meta name="display-build" content="bbb"></head></html>');
  });
});
