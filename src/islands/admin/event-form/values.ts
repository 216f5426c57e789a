import { toDateTimeLocal } from '../../../domain/event-rules/date-input.ts';
import {
  DEFAULT_EVENT_CATEGORY,
  defaultEventStart,
  type EventCategoryValue,
} from '../../../domain/event-rules/event-form.ts';
import type { StaffTranslations } from '../../../domain/i18n/pick.ts';
import type { AdminEvent, EventPayload } from '../api/events.ts';
import { initialSignUpValues, toSignUpPayload, type SignUpFormValues } from '../sign-ups/settings-values.ts';

/** What the event form's inputs hold: strings as typed, dates as the masjid's wall clock. */
export interface EventFormValues {
  title: string;
  description: string;
  startDate: string;
  endDate: string;
  isPermanent: boolean;
  category: EventCategoryValue;
  imageUrl: string;
  location: string;
  registrationRequired: boolean;
  maxAttendees: string;
  /** Online sign-ups (issue 27); the capacity is maxAttendees. */
  signUp: SignUpFormValues;
  /** Staff translations of title, description and location per language (issue 26 item 4). */
  translations: StaffTranslations;
}

export function initialEventValues(event: AdminEvent | null, timeZone: string): EventFormValues {
  if (!event) {
    return {
      title: '',
      description: '',
      startDate: defaultEventStart(timeZone, new Date()),
      endDate: '',
      isPermanent: false,
      category: DEFAULT_EVENT_CATEGORY,
      imageUrl: '',
      location: '',
      registrationRequired: false,
      maxAttendees: '',
      signUp: initialSignUpValues(null, timeZone),
      translations: {},
    };
  }
  return {
    title: event.title,
    description: event.description,
    startDate: event.isPermanent ? '' : toDateTimeLocal(event.startDate, timeZone),
    endDate: event.isPermanent ? '' : toDateTimeLocal(event.endDate, timeZone),
    isPermanent: event.isPermanent,
    category: event.category,
    imageUrl: event.imageUrl ?? '',
    location: event.location ?? '',
    registrationRequired: event.registrationRequired,
    maxAttendees: event.maxAttendees === null ? '' : String(event.maxAttendees),
    signUp: initialSignUpValues(event.signUp, timeZone),
    translations: event.translations ?? {},
  };
}

/** An empty max attendees field means no limit. */
export function parseMaxAttendees(typed: string): number | null {
  return typed.trim() === '' ? null : Number(typed);
}

/** The permanent toggle clears the dates; unticking it restores the default start (SPEC 2). */
export function withPermanent(values: EventFormValues, isPermanent: boolean, timeZone: string): EventFormValues {
  return isPermanent
    ? { ...values, isPermanent, startDate: '', endDate: '' }
    : { ...values, isPermanent, startDate: defaultEventStart(timeZone, new Date()), endDate: '' };
}

export function toEventPayload(values: EventFormValues): EventPayload {
  return {
    title: values.title.trim(),
    description: values.description.trim(),
    startDate: values.isPermanent ? null : values.startDate,
    endDate: values.isPermanent || !values.endDate ? null : values.endDate,
    isPermanent: values.isPermanent,
    category: values.category,
    imageUrl: values.imageUrl.trim(),
    location: values.location.trim(),
    registrationRequired: values.registrationRequired,
    maxAttendees: parseMaxAttendees(values.maxAttendees),
    // Issue 27: null is no online sign-up; the capacity is Max attendees.
    signUp: toSignUpPayload(values.signUp, parseMaxAttendees(values.maxAttendees)),
    translations: values.translations,
  };
}
