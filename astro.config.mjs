// @ts-check
import { writeFile } from 'node:fs/promises';
import { defineConfig } from 'astro/config';
import react from '@astrojs/react';
import tailwindcss from '@tailwindcss/vite';
import { site } from './src/config/site.ts';
import { pagesHeadersFile } from './src/server/security-headers.ts';

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

export default defineConfig({
  site: process.env.SITE_URL ?? site.url,
  output: 'static',
  // The Node server builds into a scratch directory and swaps it in (src/server/build/site-builder.ts).
  outDir: process.env.ASTRO_OUT_DIR ?? './dist',
  trailingSlash: 'never',
  build: { format: 'file' },
  integrations: [react(), pagesHeaders],
  vite: { plugins: [tailwindcss()] },
  security: {
    // Astro hashes every script and style it emits into a CSP <meta>; only these third parties are added.
    csp: {
      algorithm: 'SHA-256',
      directives: [
        "default-src 'self'",
        "img-src 'self' data: https:",
        "connect-src 'self'",
        `frame-src ${origin(site.instagram.embedUrl)} ${origin(site.donations.hostedPlatformUrl)}`,
        `form-action 'self' ${origin(site.mailingListForm.action)} mailto:`,
        "font-src 'self'",
        "object-src 'none'",
        "base-uri 'self'",
      ],
      scriptDirective: { resources: ["'self'", origin(site.instagram.widgetScriptUrl)] },
      styleDirective: { resources: ["'self'"] },
    },
  },
});
