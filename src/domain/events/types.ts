import type { EventDateValue } from '../dates/event-dates.ts';

export type EventCategory = 'community' | 'ramadan' | 'youth' | 'education';

/** An event as the public site reads it (SPEC 3; GET /api/events, the build snapshot). */
export interface PublicEventItem {
  id: number;
  title: string;
  description: string;
  startDate: EventDateValue;
  endDate?: EventDateValue;
  category: EventCategory | string;
  imageUrl?: string | null;
  isPermanent?: boolean | null;
  location?: string | null;
  registrationRequired?: boolean | null;
  maxAttendees?: number | null;
  /** Issue 27: for an event that takes online sign-ups, GET /api/events adds the live seats left and state. */
  seatsLeft?: number | null;
  signUpState?: 'open' | 'not-yet-open' | 'closed' | 'full' | 'waiting-list' | null;
}

/** The site settings the event islands need, passed as props so the islands do not bundle the config's validator. */
export interface EventLinks {
  timeZone: string;
  mailingListUrl: string;
  whatsappUrl: string;
}

const CATEGORY_LABELS: Record<EventCategory, string> = {
  community: 'Community',
  ramadan: 'Ramadan',
  youth: 'Youth',
  education: 'Education',
};

/** 'Community' for 'community'; an unknown category shows as given, capitalised. */
export function categoryLabel(category: string): string {
  return CATEGORY_LABELS[category as EventCategory] ?? (category ? category[0]!.toUpperCase() + category.slice(1) : 'Event');
}

/** The registration notice of the detail dialog, or null when the event needs none. */
export function registrationNotice(event: Pick<PublicEventItem, 'registrationRequired' | 'maxAttendees'>): string | null {
  const max = typeof event.maxAttendees === 'number' && event.maxAttendees > 0 ? event.maxAttendees : null;
  if (event.registrationRequired && max) return `Registration required. Limited to ${max} attendees.`;
  if (event.registrationRequired) return 'Registration required.';
  if (max) return `Limited to ${max} attendees.`;
  return null;
}
