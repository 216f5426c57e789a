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
 * The file, src/components/icon-sprite.svg, is this function's output, committed so Vite hashes and emits
 * it as an asset; icon-sprite.test.ts fails when it differs. After changing icon-paths.ts:
 *   node src/components/icon-sprite.ts
 */
export function iconSprite(paths: Record<IconName, string> = ICON_PATHS): string {
  const symbols = (Object.keys(paths) as IconName[]).map(
    (name) =>
      `<symbol id="${name}" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round">${paths[name]}</symbol>`,
  );
  return `<svg xmlns="http://www.w3.org/2000/svg">\n${symbols.join('\n')}\n</svg>\n`;
}

export const ICON_SPRITE_FILE = fileURLToPath(new URL('./icon-sprite.svg', import.meta.url));

if (import.meta.url === `file://${process.argv[1]}`) {
  writeFileSync(ICON_SPRITE_FILE, iconSprite());
  console.log(`wrote ${ICON_SPRITE_FILE}`);
}
