import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { withPageCsp } from './inline-page-css.ts';

/**
 * After the build, a page with islands gets its inline scripts in one cached file (issue 17: the first
 * response within 14 KB). Astro inlines its island runtime, its hydration directives and every small
 * processed <script> (the header's menu, the page-view beacon...) into each page: some 3 KB of the home
 * page's first response, sent again with every page. Moved to `/_astro/page-scripts.<hash>.js`, they are
 * fetched once, in parallel with the rest of the page, and cached for good (the name changes with the
 * content); pages with the same scripts share the file.
 *
 * The file is a module script, so it runs after the document is parsed, in the order the scripts had,
 * each as a task of its own: the module scripts ran then already; Astro's runtime and directives ran while
 * the page was parsed and now run just after, when they upgrade every island at once. Each script keeps
 * its own scope (wrapped in a function). A script that imports or exports (a module of its own), or a classic script that is not
 * one self-contained function call (it might define globals on purpose), stays inline. Pages without
 * islands keep their few inline scripts: they load no JavaScript file at all. The CSP <meta> is narrowed
 * again to what stays inline.
 */
export function externalPageScripts(): AstroIntegration {
  return {
    name: 'external-page-scripts',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        const root = fileURLToPath(dir);
        let pages = 0;
        for (const file of await htmlFiles(root)) {
          const html = await readFile(file, 'utf8');
          const moved = moveInlineScripts(html);
          if (!moved) continue;
          await mkdir(path.join(root, '_astro'), { recursive: true });
          await writeFile(path.join(root, moved.file.path.slice(1)), moved.file.content);
          await writeFile(file, moved.html);
          pages += 1;
        }
        logger.info(`moved the inline scripts of ${pages} page(s) with islands into cached files`);
      },
    },
  };
}

async function htmlFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((e) => e.isFile() && e.name.endsWith('.html')).map((e) => path.join(e.parentPath, e.name));
}

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;
/** A static import or export statement: such a script is a module of its own and cannot be wrapped. */
const MODULE_SYNTAX = /(^|[;}\s])(import\s*[\w{*"'`]|export\s*[\w{*])/;
/**
 * Between two scripts the file gives the main thread back (a top-level await on a zero timeout), so they
 * run as separate short tasks, as they did inline, not as one long one a phone would feel.
 */
export const YIELD = 'await new Promise((resolve) => setTimeout(resolve));';
/** What Astro generates for its runtime and directives: one arrow function, called at once. */
const SELF_CONTAINED_CLASSIC = /^\s*\(\(\)=>\{[\s\S]*\}\)\(\);?\s*$/;

/** How an inline script can move into the shared module file, or null when it stays where it is. */
export function movableScript(attributes: string, code: string): string | null {
  if (/\bsrc\s*=/i.test(attributes)) return null;
  const type = /\btype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1]?.toLowerCase();
  if (type === 'module') return MODULE_SYNTAX.test(code) ? null : `(async()=>{${code}\n})();`;
  if (type === undefined || type === 'text/javascript' || type === 'application/javascript') {
    return SELF_CONTAINED_CLASSIC.test(code) ? code.trim() : null;
  }
  return null; // JSON-LD and other data blocks
}

export interface MovedScripts {
  html: string;
  file: { path: string; content: string };
}

/**
 * One page: its movable inline scripts, in order, as one module file named by its content, referenced
 * where the first of them was; null for a page without islands, kept out of search, or with nothing to move.
 */
export function moveInlineScripts(html: string): MovedScripts | null {
  if (!/<astro-island\b/i.test(html) || /<meta name="robots" content="noindex/i.test(html)) return null;
  const parts: string[] = [];
  let placed = false;
  let reference = '';
  const out = html.replace(SCRIPT, (whole, attributes: string, code: string) => {
    const moved = movableScript(attributes, code);
    if (moved === null) return whole;
    parts.push(moved);
    if (placed) return '';
    placed = true;
    return '\u0000';
  });
  if (parts.length === 0) return null;
  const content = `${parts.join(`\n${YIELD}\n`)}\n`;
  const hash = createHash('sha256').update(content).digest('base64url').slice(0, 10);
  const filePath = `/_astro/page-scripts.${hash}.js`;
  reference = `<script type="module" src="${filePath}"></script>`;
  return { html: withPageCsp(out.replace('\u0000', () => reference)), file: { path: filePath, content } };
}
