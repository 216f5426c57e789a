import { readFileSync } from 'node:fs';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Icon } from '../lib/icons.tsx';
import { iconHref } from './icon-href.ts';
import { ICON_PATHS, type IconName } from './icon-paths.ts';
import { ICON_SPRITE_FILE, LOGO_ID, iconSprite } from './icon-sprite.ts';
import { IconSvg } from './icon-svg.tsx';

describe('the icon sprite (issue 26, Performance)', () => {
  it('the committed sprite is what icon-paths.ts makes (else run `npm exec -- node src/components/icon-sprite.ts`)', () => {
    expect(readFileSync(ICON_SPRITE_FILE, 'utf8')).toBe(iconSprite());
  });

  it('has one symbol per icon, stroked with currentColor, each with its paths', () => {
    const sprite = iconSprite();
    const ids = [...sprite.matchAll(/<symbol id="([^"]+)"/g)].map((m) => m[1]);
    expect(ids).toEqual([...Object.keys(ICON_PATHS), LOGO_ID]);
    for (const [name, paths] of Object.entries(ICON_PATHS)) {
      expect(sprite).toContain(
        `<symbol id="${name}" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round">${paths}</symbol>`,
      );
    }
    // A fill or stroke of its own would stop an icon following the text's color (the logo has its own).
    expect(sprite.slice(0, sprite.indexOf(`<symbol id="${LOGO_ID}"`))).not.toMatch(/(fill|stroke)="(?!none|currentColor)/);
  });

  it('an icon refers to its symbol in the sprite file and carries no paths', () => {
    const names: IconName[] = ['phone', 'chevron-left'];
    for (const name of names) {
      // The dev server names the file as it is; the build, hashed (tests/e2e/icon-sprite.test.ts).
      expect(iconHref(name)).toMatch(new RegExp(`/icon-sprite[^/#?]*\\.svg(\\?no-inline)?#${name}$`));
      for (const html of [
        renderToStaticMarkup(createElement(IconSvg, { name, className: 'size-4' })),
        renderToStaticMarkup(createElement(Icon, { name, className: 'size-4' })),
      ]) {
        expect(html).toBe(
          `<svg class="shrink-0 size-4" width="24" height="24" aria-hidden="true" focusable="false"><use href="${iconHref(name)}"></use></svg>`,
        );
      }
    }
  });
});
