import { addDays, isoDateIn } from '../dates/zoned.ts';

/**
 * The event rules both the admin form and the API need, without zod (the form's bundle stays small):
 * categories, the stock image, the form's defaults and SPEC 5's required-field check.
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

export type RequiredEventField = 'title' | 'description' | 'startDate';

/** SPEC 5's check before anything is sent: which required fields are empty. */
export function missingRequiredEventFields(values: {
  title: string;
  description: string;
  startDate: string;
  isPermanent: boolean;
}): RequiredEventField[] {
  const missing: RequiredEventField[] = [];
  if (!values.title.trim()) missing.push('title');
  if (!values.description.trim()) missing.push('description');
  if (!values.isPermanent && !values.startDate.trim()) missing.push('startDate');
  return missing;
}
