import { iconHref } from './icon-href.ts';
import type { IconName } from './icon-paths.ts';

/**
 * A line icon of the site's sprite, as Icon.astro draws it, for React components rendered to static HTML
 * (the page blocks, program pages) and their admin previews. Always decorative: the text beside it names
 * things.
 */
export function IconSvg({ name, className = 'size-5' }: { name: IconName; className?: string }) {
  return (
    <svg className={`shrink-0 ${className}`} width={24} height={24} aria-hidden="true" focusable="false">
      <use href={iconHref(name)} />
    </svg>
  );
}
