import sprite from './icon-sprite.svg?url&no-inline';
import type { IconName } from './icon-paths.ts';

/**
 * Where an icon of the site's sprite is (icon-sprite.ts): the hashed sprite file the build emits, and the
 * icon's symbol in it. Shared by Icon.astro, the React components rendered to static HTML and the islands:
 * only this URL travels, never the icon's paths.
 */
export const iconHref = (name: IconName | 'masjid-logo'): string => `${sprite}#${name}`;
