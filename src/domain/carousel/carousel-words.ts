/**
 * The home carousels' words (issue 26): the events carousel and the announcements hydrate with the page, so
 * their words travel as a prop, packed into one string (one attribute value: brotli and Astro's per-value
 * markup favour one string over fourteen) and unpacked by position. The default language's page gets its words the same way
 * (SPEC's English is the English catalogue's): the island holds none of its own. No message here is a
 * plural (the island formats nothing but {name}); "seat left"/"seats left" are two messages, the first for
 * exactly one.
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


/** The `carousel` catalogue keys of the announcements, in the order the island unpacks them. */
export const ANNOUNCEMENTS_KEYS = [
  'announcementsWelcome',
  'announcementsLabel',
  'announcementsCurrent',
  'announcementsSlide',
  'announcementsPrevious',
  'announcementsNext',
  'announcementsShow',
  'announcementsPlay',
  'announcementsPause',
  'announcementsRotation',
] as const;

/**
 * "Show event {n}: {title}" around a title that keeps its own language (its own element): the words
 * before the title (part 0) or after it (part 1), for the slide at `index` (0-based).
 */
export function aroundTitle(message: string, index: number, part: 0 | 1): string {
  return message.replace('{n}', String(index + 1)).split('{title}')[part] ?? '';
}

/** Messages packed in the keys' order; none may contain the separator. */
export function packWords(messages: readonly string[]): string {
  for (const message of messages)
    if (message.includes(WORDS_SEPARATOR)) throw new RangeError(`An island message may not contain "${WORDS_SEPARATOR}": ${message}`);
  return messages.join(WORDS_SEPARATOR);
}
