import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { ICON_PATHS, type IconName } from './icon-paths.ts';

/**
 * The site's line icons as one SVG sprite (issue 26, Performance; ADR 023): one <symbol> per icon of
 * icon-paths.ts, drawn with the stroke of currentColor, so a page refers to an icon with
 * `<svg><use href="/_astro/icon-sprite.HASH.svg#phone"/></svg>` (icon-href.ts) instead of carrying its paths
 * in every first response. The build emits the file with a hashed name (cached for a year, immutable);
 * the symbols' paths inherit the color of the element that uses them.
 *
 * The masjid's mark (Logo.astro) is a symbol of it too.
 *
 * The file, src/components/icon-sprite.svg, is this function's output, committed so Vite hashes and emits
 * it as an asset; icon-sprite.test.ts fails when it differs. After changing icon-paths.ts:
 *   npm exec -- node src/components/icon-sprite.ts   (Node 24: it runs TypeScript)
 */
export function iconSprite(paths: Record<IconName, string> = ICON_PATHS): string {
  const symbols = (Object.keys(paths) as IconName[]).map(
    (name) =>
      `<symbol id="${name}" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round">${paths[name]}</symbol>`,
  );
  symbols.push(`<symbol id="${LOGO_ID}" viewBox="0 0 64 64">${LOGO}</symbol>`);
  return `<svg xmlns="http://www.w3.org/2000/svg">\n${symbols.join('\n')}\n</svg>\n`;
}

/** The masjid's mark (Logo.astro): a dome between two minarets, in its own colors. */
export const LOGO_ID = 'masjid-logo';
const LOGO =
  '<rect width="64" height="64" rx="14" fill="#135f52"/><g fill="#fff"><rect x="20" y="36" width="24" height="16"/><path d="M22 36c0-8 4.5-12 10-12s10 4 10 12z"/><rect x="31" y="16" width="2" height="8"/><rect x="11" y="24" width="5" height="28"/><path d="M10 24l3.5-8 3.5 8z"/><rect x="48" y="24" width="5" height="28"/><path d="M47 24l3.5-8 3.5 8z"/></g><path d="M29 52v-6a3 3 0 0 1 6 0v6z" fill="#135f52"/>';

export const ICON_SPRITE_FILE = fileURLToPath(new URL('./icon-sprite.svg', import.meta.url));

if (import.meta.url === `file://${process.argv[1]}`) {
  writeFileSync(ICON_SPRITE_FILE, iconSprite());
  console.log(`wrote ${ICON_SPRITE_FILE}`);
}
