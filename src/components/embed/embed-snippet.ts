import type { EMBED_LAYOUTS, EMBED_THEMES } from './embed-options.ts';

type Options = { theme: (typeof EMBED_THEMES)[number]; layout: (typeof EMBED_LAYOUTS)[number] };

const escapeAttribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** The HTML another site pastes to show the widget: an iframe with a title, no border, sized for the layout. */
export function embedSnippet(origin: string, masjidName: string, options: Options): string {
  const src = new URL(`/embed/prayer-times?theme=${options.theme}&layout=${options.layout}`, origin).href;
  const size = options.layout === 'vertical' ? 'width="340" height="420"' : 'width="100%" height="230"';
  return (
    `<iframe src="${escapeAttribute(src)}" title="${escapeAttribute(`Prayer times at ${masjidName}`)}" ` +
    `${size} style="border:0" loading="lazy"></iframe>`
  );
}
