import type { ReactNode } from 'react';

/** Decorative line icons for the React islands, matching src/components/Icon.astro. Always aria-hidden. */
const PATHS = {
  moon: <path d="M12 3a6 6 0 0 0 9 9 9 9 0 1 1-9-9Z" />,
  sun: (
    <>
      <circle cx="12" cy="12" r="4" />
      <path d="M12 2v2M12 20v2M4.93 4.93l1.41 1.41M17.66 17.66l1.41 1.41M2 12h2M20 12h2M6.34 17.66l-1.41 1.41M19.07 4.93l-1.41 1.41" />
    </>
  ),
  'chevron-left': <path d="m15 18-6-6 6-6" />,
  'chevron-right': <path d="m9 18 6-6-6-6" />,
  calendar: (
    <>
      <rect x="3" y="4" width="18" height="18" rx="2" />
      <path d="M16 2v4M8 2v4M3 10h18" />
    </>
  ),
  info: (
    <>
      <circle cx="12" cy="12" r="10" />
      <path d="M12 16v-4M12 8h.01" />
    </>
  ),
  star: <path d="m12 2 3.09 6.26L22 9.27l-5 4.87 1.18 6.88L12 17.77l-6.18 3.25L7 14.14 2 9.27l6.91-1.01z" />,
  'arrow-right': <path d="M5 12h14M12 5l7 7-7 7" />,
} satisfies Record<string, ReactNode>;

export type IconName = keyof typeof PATHS;

/**
 * An icon component over a set of paths. The sets are apart so each page's chunk carries only its own:
 * this one goes with the home page's islands (issue 7's budget), detail-icons.tsx with the event dialog
 * and the forms that load on demand.
 */
export function iconSet<Name extends string>(paths: Record<Name, ReactNode>) {
  return function SetIcon({ name, className = 'size-5' }: { name: Name; className?: string }) {
    return (
      <svg
        className={`shrink-0 ${className}`}
        viewBox="0 0 24 24"
        width="24"
        height="24"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
        focusable="false"
      >
        {paths[name]}
      </svg>
    );
  };
}

export const Icon = iconSet(PATHS);
