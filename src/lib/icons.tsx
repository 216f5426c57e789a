import { iconHref } from '../components/icon-href.ts';
import type { IconName as SpriteIconName } from '../components/icon-paths.ts';

/**
 * Decorative line icons for the React islands, as src/components/Icon.astro draws them: a <use> of the
 * site's sprite (src/components/icon-sprite.ts), so the islands' code carries the sprite's URL, not the
 * icons' paths. Always aria-hidden.
 */
export type IconName = SpriteIconName;

export function Icon({ name, className = 'size-5' }: { name: IconName; className?: string }) {
  return (
    <svg className={`shrink-0 ${className}`} width="24" height="24" aria-hidden="true" focusable="false">
      <use href={iconHref(name)} />
    </svg>
  );
}
