import { createHash } from 'node:crypto';
import { access, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';

/**
 * After the build, the prayer-hall display's offline files (issue 14, ADR 010):
 * - dist/display-sw.js: the service worker (display-sw.ts without its types), preceded by this deploy's
 *   version and the files it precaches: the page, every asset the page loads and every script those
 *   import, dynamic imports included (the calculated fallback must be there when the network is not).
 * - the version in the page itself (<meta name="display-build">) and in dist/display-build.json, so a
 *   screen that runs without a service worker (an http:// address on the masjid's LAN) still notices a
 *   new deploy.
 * The version is a hash of the page and those files, so a rebuild that changes none of them (a staff
 * edit: the display reads content at run time) leaves the screens alone.
 */
export const DISPLAY_PAGE = 'display.html';
export const DISPLAY_PAGE_PATH = '/display';
export const SERVICE_WORKER_FILE = 'display-sw.js';
export const BUILD_FILE = 'display-build.json';
const SOURCE = fileURLToPath(new URL('./display-sw.ts', import.meta.url));

/** Site-relative paths the page's HTML points at: scripts, stylesheets, island components, icons. */
export function pageAssetPaths(html: string): string[] {
  const paths = new Set<string>();
  for (const match of html.matchAll(/\b(?:src|href|component-url|renderer-url|before-hydration-url)="(\/[^"/][^"]*)"/g)) {
    paths.add(decodeURI(match[1]!.split(/[?#]/)[0]!));
  }
  return [...paths];
}

/** The site-relative paths a script or stylesheet at `fromPath` names: imports, dynamic imports, url(). */
export function referencedPaths(text: string, fromPath: string): string[] {
  const paths = new Set<string>();
  const base = new URL(fromPath, 'http://site/');
  for (const match of text.matchAll(/["'`(]((?:\.{1,2}\/|\/)?[\w./-]+\.(?:js|mjs|css|woff2?|svg|png|webp))["'`)]/g)) {
    const raw = match[1]!;
    // A bare name ('_astro/x.js') is how Vite's preload helper lists a dependency: relative to the site root.
    const resolved = raw.startsWith('.') || raw.startsWith('/') ? new URL(raw, base) : new URL(`/${raw}`, base);
    if (resolved.origin === base.origin) paths.add(decodeURI(resolved.pathname));
  }
  return [...paths];
}

async function exists(file: string): Promise<boolean> {
  return access(file).then(
    () => true,
    () => false,
  );
}

/** The page's files and everything they name, transitively, that exists in the built site, sorted. */
export async function precacheList(root: string, html: string): Promise<string[]> {
  const found = new Set<string>();
  const queue = pageAssetPaths(html);
  while (queue.length > 0) {
    const next = queue.shift()!;
    if (found.has(next) || next.includes('..')) continue;
    const file = path.join(root, next);
    if (!(await exists(file))) continue;
    found.add(next);
    if (/\.(js|mjs|css)$/.test(next)) queue.push(...referencedPaths(await readFile(file, 'utf8'), next));
  }
  return [...found].sort();
}

/** The version: the page and every precached file's bytes, hashed together. */
export async function buildVersion(root: string, html: string, files: readonly string[]): Promise<string> {
  const hash = createHash('sha256').update(html);
  for (const file of files) hash.update(`\n${file}\n`).update(await readFile(path.join(root, file)));
  return hash.digest('hex').slice(0, 16);
}

/** The page with its build version in a <meta> (not a script, so the page's CSP hashes stay as they are). */
export function withVersionMeta(html: string, version: string): string {
  const meta = `<meta name="display-build" content="${version}">`;
  const existing = /<meta name="display-build" content="[^"]*">/;
  if (existing.test(html)) return html.replace(existing, meta);
  return html.replace('</head>', `${meta}</head>`);
}

/** The worker's source without types, the version and precache list put in front. */
export async function serviceWorkerScript(version: string, precache: readonly string[]): Promise<string> {
  const ts = (await import('typescript')).default;
  const source = await readFile(SOURCE, 'utf8');
  const { outputText } = ts.transpileModule(source, {
    compilerOptions: { target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.ESNext, removeComments: false },
  });
  const body = outputText
    .replace(/^"use strict";\s*$/m, '')
    .replace(/^export \{\};\s*$/m, '')
    .trim();
  return [
    `const DISPLAY_SW_VERSION = ${JSON.stringify(version)};`,
    `const DISPLAY_SW_PRECACHE = ${JSON.stringify([DISPLAY_PAGE_PATH, ...precache])};`,
    body,
    '',
  ].join('\n');
}

/** Writes the worker, the version file and the page's version meta into a built site; false without a display page. */
export async function writeDisplayOfflineFiles(root: string): Promise<{ version: string; precache: string[] } | null> {
  const pageFile = path.join(root, DISPLAY_PAGE);
  if (!(await exists(pageFile))) return null;
  const built = await readFile(pageFile, 'utf8');
  const html = built.replace(/<meta name="display-build" content="[^"]*">/, '');
  const precache = await precacheList(root, html);
  const version = await buildVersion(root, html, precache);
  await writeFile(pageFile, withVersionMeta(html, version));
  await writeFile(path.join(root, SERVICE_WORKER_FILE), await serviceWorkerScript(version, precache));
  await writeFile(path.join(root, BUILD_FILE), `${JSON.stringify({ version })}\n`);
  return { version, precache };
}

/** The Astro integration; listed after inline-page-css so it sees each page as it will be served. */
export function displayServiceWorker(): AstroIntegration {
  return {
    name: 'display-service-worker',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        const written = await writeDisplayOfflineFiles(fileURLToPath(dir));
        if (written) logger.info(`display ${written.version}: ${written.precache.length + 1} file(s) precached`);
      },
    },
  };
}
