/**
 * The value of `client:interaction` (interaction-directive.ts), and when such an island cannot wait for an
 * interaction. No imports: the directive is inlined into the page scripts, every byte on every page using it.
 */
export interface InteractionOptions {
  /**
   * Where the first interaction is awaited (a selector, every match) instead of the island itself: the
   * toast region hydrates when someone starts on one of the forms whose toasts it shows.
   */
  on?: string;
  /** Hydrate when idle after all when the page's address has one of these parameters (`?event=12`). */
  query?: string[];
  /**
   * The day the static HTML shows as today, as dayStamp(timeZone, the build's time) gives it: on another
   * day of the masjid's (a build from yesterday or last month) the island hydrates when idle to show today.
   */
  day?: string;
  timeZone?: string;
}

/**
 * The calendar day in `timeZone` at `instant`, as the browser's Intl writes it: only ever compared with
 * another dayStamp, so the build and the browser agree on the format by using the same call.
 */
export function dayStamp(timeZone: string | undefined, instant: Date): string {
  return new Intl.DateTimeFormat('en-US', { timeZone }).format(instant);
}

/** True when the static HTML is not what this visitor should see, so the island must not wait. */
export function hydrateWithoutInteraction(
  { query, day, timeZone }: InteractionOptions,
  search: string,
  now: Date,
): boolean {
  return Boolean(
    query?.some((name) => new URLSearchParams(search).has(name)) || (day && dayStamp(timeZone, now) !== day),
  );
}
