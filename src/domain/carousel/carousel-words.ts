/**
 * The home carousels' words (issue 26): the events carousel hydrates with the page, so its words travel
 * as a prop, packed into one string (one attribute value: brotli and Astro's per-value markup favour one
 * string over fourteen) and unpacked by position. The island carries SPEC's English packed the same way
 * for the default language's page, which gets no prop. No message here is a plural (the island formats
 * nothing but {name}); "seat left"/"seats left" are two messages, the first for exactly one.
 */

export const WORDS_SEPARATOR = '|';

/** The `carousel` catalogue keys of the events carousel, in the order the island unpacks them. */
export const EVENTS_CAROUSEL_KEYS = [
  'eventsDetails',
  'eventsSeatLeft',
  'eventsSeatsLeft',
  'eventsPosition',
  'eventsLoading',
  'eventsNoFlyers',
  'eventsCalendarLink',
  'eventsFlyers',
  'eventsPrevious',
  'eventsNext',
  'eventsShow',
  'eventsPlay',
  'eventsPause',
  'eventsRotation',
] as const;

/** The English catalogue's words packed (what `/` shows without a prop; a unit test keeps them equal). */
export const ENGLISH_EVENTS_CAROUSEL =
  'Details|{count} seat left|{count} seats left|{n} of {total}|Loading events...|New events are announced regularly. See the {link} or join our mailing list to hear about them first.|event calendar|Event flyers|Previous event|Next event|Show event {n}: {title}|Play|Pause| automatic rotation of event flyers';

/** Messages packed in the keys' order; none may contain the separator. */
export function packWords(messages: readonly string[]): string {
  for (const message of messages)
    if (message.includes(WORDS_SEPARATOR)) throw new RangeError(`An island message may not contain "${WORDS_SEPARATOR}": ${message}`);
  return messages.join(WORDS_SEPARATOR);
}
