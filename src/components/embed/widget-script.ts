import { createHash } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { build } from 'esbuild';
import { prefixedLanguages } from '../../i18n/index.ts';
import { WIDGET_SCRIPT_PLACEHOLDER } from './embed-options.ts';

/**
 * The widget's script as one self-contained file. Inside Astro's client build every module lives in one
 * chunk, and the shared date and prayer-time modules live in the home page's islands chunk, React
 * included; the widget would download all of it. Bundled apart, it carries only what it uses (a few KB).
 */
const ENTRY = fileURLToPath(new URL('./prayer-widget-entry.ts', import.meta.url));

/** The widget's page in every enabled language (issue 26): the default's, then /{lang}/embed/prayer-times. */
const PAGES = ['embed/prayer-times.html', ...prefixedLanguages.map((lang) => `${lang}/embed/prayer-times.html`)];

export async function bundleWidgetScript(): Promise<string> {
  const result = await build({
    entryPoints: [ENTRY],
    bundle: true,
    minify: true,
    format: 'esm',
    target: 'es2022',
    platform: 'browser',
    write: false,
    legalComments: 'none',
  });
  return result.outputFiles[0]!.text;
}

export function widgetScript(): AstroIntegration {
  return {
    name: 'prayer-widget-script',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        const code = await bundleWidgetScript();
        const name = `/_astro/prayer-widget.${createHash('sha256').update(code).digest('base64url').slice(0, 10)}.js`;
        await writeFile(new URL(`.${name}`, dir), code);
        for (const page of PAGES) {
          const pageUrl = new URL(page, dir);
          const html = await readFile(pageUrl, 'utf8');
          if (!html.includes(`src="${WIDGET_SCRIPT_PLACEHOLDER}"`))
            throw new Error(`${page} does not load ${WIDGET_SCRIPT_PLACEHOLDER}`);
          await writeFile(pageUrl, html.replace(`src="${WIDGET_SCRIPT_PLACEHOLDER}"`, `src="${name}"`));
        }
        logger.info(`${name}: ${code.length} bytes`);
      },
    },
  };
}
