import { createHash } from 'node:crypto';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { pageCss, pageMarkup } from './page-css.ts';

/**
 * After the build, each public page gets the CSS its own markup uses inline in <head> (issue 7: the first
 * response and its render-blocking CSS within 14 KB). A page without islands needs nothing more (its
 * scripts only toggle classes its markup already has), so its stylesheet link goes, print rules
 * included inline. A page with islands keeps the site's stylesheets for what the islands render after
 * load, moved to the end of <body>, where they no longer block the first paint; no JavaScript is needed
 * for that.
 *
 * A page with islands may mark the first element below its first screen with `data-below-fold`: then
 * the inline CSS covers the markup before it, and the rest is styled when the stylesheet arrives (the
 * home page, whose whole markup needs a third more CSS than its first screen). Module scripts wait for
 * that stylesheet (it is parser-inserted), so scrolling to an anchor still sees the final layout.
 *
 * The CSP <meta> Astro wrote (ADR 005) is narrowed to the page: its hashes become those of the page's own
 * inline scripts and styles, including the new <style>, instead of every inline script of the site.
 * Pages kept out of search (noindex: /admin, /auth, 404) are left as built.
 */
export function inlinePageCss(): AstroIntegration {
  return {
    name: 'inline-page-css',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        const root = fileURLToPath(dir);
        const cssCache = new Map<string, Promise<string>>();
        const readCss = (href: string) => {
          let text = cssCache.get(href);
          if (!text) {
            text = readFile(path.join(root, decodeURI(new URL(href, 'http://site/').pathname)), 'utf8');
            cssCache.set(href, text);
          }
          return text;
        };
        let pages = 0;
        for (const file of await htmlFiles(root)) {
          const html = await readFile(file, 'utf8');
          const next = await inlineStylesheets(html, readCss);
          if (next !== html) {
            await writeFile(file, next);
            pages += 1;
          }
        }
        logger.info(`inlined the page's own CSS into ${pages} page(s)`);
      },
    },
  };
}

async function htmlFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((e) => e.isFile() && e.name.endsWith('.html')).map((e) => path.join(e.parentPath, e.name));
}

const STYLESHEET_LINK = /<link\b[^>]*\brel="stylesheet"[^>]*>/g;
const CSP_META = /<meta http-equiv="content-security-policy" content="([^"]*)"\s*\/?>/i;

export function sha256Source(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

/** Hash sources for the page's inline scripts (not data blocks such as JSON-LD) and inline styles. */
export function inlineHashes(html: string): { scripts: string[]; styles: string[] } {
  const scripts: string[] = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const attrs = match[1] ?? '';
    if (/\bsrc\s*=/.test(attrs)) continue;
    const type = /\btype\s*=\s*"([^"]*)"/i.exec(attrs)?.[1]?.trim().toLowerCase();
    if (type && type !== 'module' && type !== 'text/javascript' && type !== 'application/javascript') continue;
    scripts.push(sha256Source(match[2] ?? ''));
  }
  const styles = [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi)].map((m) => sha256Source(m[1] ?? ''));
  return { scripts: [...new Set(scripts)], styles: [...new Set(styles)] };
}

/** A CSP with the hash sources of script-src and style-src replaced by `hashes`. */
export function withHashes(policy: string, hashes: { scripts: string[]; styles: string[] }): string {
  return policy
    .split(';')
    .map((directive) => {
      const [name, ...sources] = directive.trim().split(/\s+/);
      if (name !== 'script-src' && name !== 'style-src') return directive;
      const kept = sources.filter((source) => !/^'sha(256|384|512)-/.test(source));
      return ` ${[name, ...kept, ...(name === 'script-src' ? hashes.scripts : hashes.styles)].join(' ')}`;
    })
    .join(';');
}

/** One page: its used CSS inline, the stylesheets at the end of <body>, the CSP narrowed to the page. */
export async function inlineStylesheets(html: string, readCss: (href: string) => Promise<string>): Promise<string> {
  const headEnd = html.indexOf('</head>');
  const bodyEnd = html.lastIndexOf('</body>');
  if (headEnd < 0 || bodyEnd < 0 || /<meta name="robots" content="noindex/i.test(html)) return html;
  const head = html.slice(0, headEnd);
  const links = [...head.matchAll(STYLESHEET_LINK)];
  if (links.length === 0) return html;
  const hrefs = links.map((link) => /\bhref="([^"]+)"/.exec(link[0])?.[1]);
  if (hrefs.some((href) => !href || !href.startsWith('/'))) return html;

  const css = (await Promise.all(hrefs.map((href) => readCss(href!)))).join('\n');
  const islands = /<astro-island\b/i.test(html);
  const fold = islands ? /<[a-z][\w-]*\b[^>]*\sdata-below-fold[\s>=]/i.exec(html) : null;
  const markup = pageMarkup(fold ? html.slice(0, fold.index) : html);
  const inline = pageCss(css, markup, { print: !islands });
  if (/<\/style/i.test(inline)) return html;

  let out = head;
  links.forEach((link, index) => {
    out = out.replace(link[0], () => (index === 0 ? `<style>${inline}</style>` : ''));
  });
  const deferred = islands ? links.map((link) => link[0]).join('') : '';
  out += html.slice(headEnd, bodyEnd) + deferred + html.slice(bodyEnd);

  return withPageCsp(out);
}

/** The page with its CSP <meta> (if any) narrowed to the hashes of the inline scripts and styles it has. */
export function withPageCsp(html: string): string {
  const csp = CSP_META.exec(html);
  if (!csp) return html;
  const policy = withHashes(decodeAttribute(csp[1]!), inlineHashes(html));
  return html.replace(csp[0], () => `<meta http-equiv="content-security-policy" content="${encodeAttribute(policy)}">`);
}

function decodeAttribute(value: string): string {
  return value.replace(/&#39;/g, "'").replace(/&quot;/g, '"').replace(/&amp;/g, '&');
}

function encodeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
}
