// @ts-check
import { writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'astro/config';
import react from '@astrojs/react';
import tailwindcss from '@tailwindcss/vite';
import { site } from './src/config/site.ts';
import { pagesHeadersFile } from './src/server/security-headers.ts';
import { inlinePageCss } from './src/styles/inline-page-css.ts';
import { EMBED_OPTIONS_SCRIPT_HASH } from './src/components/embed/embed-options.ts';
import { widgetScript } from './src/components/embed/widget-script.ts';
import { externalPageScripts } from './src/styles/page-scripts.ts';
import { displayServiceWorker } from './src/service-worker/build-display-sw.ts';

/** @param {string} url */
const origin = (url) => new URL(url).origin;

/**
 * Writes Cloudflare Pages' _headers from the same definition the Node server uses.
 * @type {import('astro').AstroIntegration}
 */
const pagesHeaders = {
  name: 'pages-headers',
  hooks: {
    'astro:build:done': async ({ dir }) => {
      await writeFile(new URL('_headers', dir), pagesHeadersFile());
    },
  },
};

/**
 * Our own hydration directives: `client:signedin` (src/lib/signed-in-directive.ts): islands for signed-in
 * staff only, such as the home page's signed-in bar, load nothing for visitors; `client:interaction`
 * (src/lib/interaction-directive.ts): islands whose static HTML is usable as it is (the home page's forms,
 * the calendar) load on their first interaction (issue 17, ADR 014).
 * @type {import('astro').AstroIntegration}
 */
const clientDirectives = {
  name: 'client-directives',
  hooks: {
    'astro:config:setup': ({ addClientDirective }) => {
      addClientDirective({
        name: 'signedin',
        entrypoint: fileURLToPath(new URL('./src/lib/signed-in-directive.ts', import.meta.url)),
      });
      addClientDirective({
        name: 'interaction',
        entrypoint: fileURLToPath(new URL('./src/lib/interaction-directive.ts', import.meta.url)),
      });
    },
  },
};

/**
 * The home page's islands that hydrate with the page, Astro's React renderer (React DOM) and everything they
 * import in one chunk (issues 7 and 17: home's JavaScript budget): two dozen small modules compress a fifth
 * better together than as separate files, and React DOM with them 1.1 KB better than beside them; every
 * island page loads both anyway. Other islands (calendar, yearly schedule, signed-in bar, admin, and home's
 * forms and toast region, which hydrate on interaction) keep their own code in their own chunks and import
 * the shared modules from this one; the prayer-time calculation (adhan), imported dynamically, stays out.
 * The price: a change to home's island code is a new file of ~66 KB for returning visitors, not ~12 KB.
 * @type {import('vite').Plugin}
 */
const homeIslandsChunk = {
  name: 'home-islands-chunk',
  configEnvironment: (name) =>
    name === 'client'
      ? {
          build: {
            // The home chunk's two lazy imports (the event dialog, the prayer-time calculation) fetch their
            // few dependencies when they run instead of listing them for preloading: the list's file names
            // cost every island page ~0.2 KB, a dialog's first opening one more round trip. Other chunks
            // (the admin's tabs) keep their preloads.
            modulePreload: {
              resolveDependencies: (_file, deps, { hostId }) => (/(^|\/)islands\.[\w-]+\.js$/.test(hostId) ? [] : deps),
            },
            rolldownOptions: {
              output: {
                codeSplitting: {
                  groups: [
                    {
                      name: 'islands',
                      test: /[\\/]src[\\/]islands[\\/](prayer-times[\\/]today-prayer-times|announcements[\\/]announcements|events-carousel[\\/]events-carousel)\.tsx$|[\\/]node_modules[\\/]@astrojs[\\/]react[\\/]dist[\\/]client\.js$/,
                      includeDependenciesRecursively: true,
                    },
                  ],
                },
              },
            },
          },
        }
      : undefined,
};

/**
 * Vite's helper for dynamic imports (`__vitePreload`, ~1.7 KB minified: CSS preloading, a CSP nonce, the
 * `vite:preloadError` event) sits in the home chunk, since home's two lazy imports use it, and admin
 * chunks import it from there. This site needs none of that: no dynamic chunk has CSS of its own (one
 * Tailwind stylesheet), no nonce (CSP hashes), no one listens for vite:preloadError. This one does what is
 * left: a `modulepreload` link per dependency the build listed (the admin's tabs), then the import.
 * 0.6 KB less of home's JavaScript (issue 24). If Vite renames the helper's id, this no longer matches and
 * Vite's own helper comes back: the page-weight bench shows it.
 * @type {import('vite').Plugin}
 */
const smallPreloadHelper = {
  name: 'small-preload-helper',
  enforce: 'pre',
  resolveId: (id) => (id === '\0vite/preload-helper.js' ? id : undefined),
  load: (id) =>
    id === '\0vite/preload-helper.js'
      ? `export const __vitePreload = (load, deps) => {
  for (const dep of deps ?? []) {
    const href = '/' + dep;
    if (document.querySelector('link[href="' + href + '"]')) continue;
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    document.head.append(link);
  }
  return load();
};`
      : undefined,
};

export default defineConfig({
  site: process.env.SITE_URL ?? site.url,
  output: 'static',
  // The Node server builds into a scratch directory and swaps it in (src/server/build/site-builder.ts).
  outDir: process.env.ASTRO_OUT_DIR ?? './dist',
  trailingSlash: 'never',
  build: { format: 'file' },
  // After the build: each public page's own CSS inline, the stylesheet non-blocking (inlinePageCss); the
  // inline scripts of pages with islands into one cached file (externalPageScripts, issue 17, ADR 014);
  // widgetScript bundles the embeddable widget's script on its own (src/components/embed/widget-script.ts);
  // then displayServiceWorker hashes the display page as it will be served (ADR 010).
  integrations: [
    react(),
    clientDirectives,
    pagesHeaders,
    inlinePageCss(),
    externalPageScripts(),
    widgetScript(),
    displayServiceWorker(),
  ],
  vite: { plugins: [smallPreloadHelper, tailwindcss(), homeIslandsChunk] },
  security: {
    // Astro hashes every script and style it emits into a CSP <meta>; only these third parties are added.
    csp: {
      algorithm: 'SHA-256',
      directives: [
        "default-src 'self'",
        "img-src 'self' data: https:",
        "connect-src 'self'",
        // 'self': Admin → Display previews /display in a frame (ADR 010); the about page previews the
        // prayer-times widget (/embed/prayer-times).
        `frame-src 'self' ${origin(site.instagram.embedUrl)} ${origin(site.donations.hostedPlatformUrl)}`,
        `form-action 'self' ${origin(site.mailingListForm.action)} mailto:`,
        "font-src 'self'",
        "object-src 'none'",
        "base-uri 'self'",
      ],
      // The one inline script Astro cannot hash itself: the widget's theme and layout from its URL.
      scriptDirective: {
        resources: ["'self'", origin(site.instagram.widgetScriptUrl)],
        hashes: [EMBED_OPTIONS_SCRIPT_HASH],
      },
      styleDirective: { resources: ["'self'"] },
    },
  },
});
