import { addDays, isoDateIn } from '../dates/zoned.ts';

/**
 * The event facts both the admin form and the API need: categories, the stock image and the form's
 * defaults. The rules themselves are event-input.ts's schema, which both check with.
 */

/** SPEC 3: the event categories; a new event is 'community' unless staff choose otherwise (SPEC 4). */
export const EVENT_CATEGORY_VALUES = ['community', 'ramadan', 'youth', 'education'] as const;
export type EventCategoryValue = (typeof EVENT_CATEGORY_VALUES)[number];
export const DEFAULT_EVENT_CATEGORY: EventCategoryValue = 'community';

export const EVENT_CATEGORY_LABELS: Record<EventCategoryValue, string> = {
  community: 'Community',
  ramadan: 'Ramadan',
  youth: 'Youth',
  education: 'Education',
};

/** SPEC 5: an event saved without an image shows this stock image (public/demo/default-event.png). */
export const DEFAULT_EVENT_IMAGE = '/demo/default-event.png';

export const EVENT_LIMITS = {
  title: 200,
  description: 10_000,
  location: 200,
  imageUrl: 2_000,
  maxAttendees: 100_000,
} as const;

/** SPEC 4: a new event starts the next day at 10:00 on the masjid's clock, as a datetime-local value. */
export function defaultEventStart(timeZone: string, now: Date): string {
  return `${addDays(isoDateIn(timeZone, now), 1)}T10:00`;
}
