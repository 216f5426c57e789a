import { ICON_PATHS, type IconName } from './icon-paths.ts';

/**
 * A line icon drawn from the paths Icon.astro draws, for React components rendered to static HTML (the page
 * blocks, program pages) and their admin previews. Always decorative: the text beside it names things.
 */
export function IconSvg({ name, className = 'size-5' }: { name: IconName; className?: string }) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width={24}
      height={24}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      className={`shrink-0 ${className}`}
      aria-hidden="true"
      focusable="false"
      // The paths are the site's own constants (icon-paths.ts), never staff text.
      dangerouslySetInnerHTML={{ __html: ICON_PATHS[name] }}
    />
  );
}
