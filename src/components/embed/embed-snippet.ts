import type { EMBED_LAYOUTS, EMBED_THEMES } from './embed-options.ts';

/**
 * The frame each layout is given: the widget fits it uncut in any width from 320 to 1200 px (issue 22;
 * tests/e2e/feeds.test.ts measures it), so a site may make the frame narrower or wider, not lower.
 */
export const EMBED_SIZES = {
  vertical: { width: '340', height: 420 },
  horizontal: { width: '100%', height: 300 },
} as const satisfies Record<Options['layout'], { width: string; height: number }>;

type Options = { theme: (typeof EMBED_THEMES)[number]; layout: (typeof EMBED_LAYOUTS)[number] };

const escapeAttribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** The HTML another site pastes to show the widget: an iframe with a title, no border, sized for the layout. */
export function embedSnippet(origin: string, masjidName: string, options: Options): string {
  const src = new URL(`/embed/prayer-times?theme=${options.theme}&layout=${options.layout}`, origin).href;
  const size = `width="${EMBED_SIZES[options.layout].width}" height="${EMBED_SIZES[options.layout].height}"`;
  return (
    `<iframe src="${escapeAttribute(src)}" title="${escapeAttribute(`Prayer times at ${masjidName}`)}" ` +
    `${size} style="border:0" loading="lazy"></iframe>`
  );
}
