// @ts-check
import { defineConfig } from 'astro/config';
import react from '@astrojs/react';
import tailwindcss from '@tailwindcss/vite';

// The canonical origin comes from the site config so sitemaps and canonical links follow the masjid.
const siteUrl = process.env.SITE_URL ?? 'http://127.0.0.1:4321';

export default defineConfig({
  site: siteUrl,
  output: 'static',
  // The Node server builds into a scratch directory and swaps it in (src/server/build/site-builder.ts).
  outDir: process.env.ASTRO_OUT_DIR ?? './dist',
  trailingSlash: 'never',
  build: { format: 'file' },
  integrations: [react()],
  vite: { plugins: [tailwindcss()] },
});
