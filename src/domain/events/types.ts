import { fillMessage, type EventDateValue, type EventDateWords } from '../dates/event-dates.ts';
import type { TextLanguages } from '../i18n/picked-texts.ts';

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
  /**
   * Issue 26 item 4: on a page in another language than the default, the texts come chosen for it (by the
   * build, or GET /api/events?lang=) and this names each text's language (title, description, location).
   */
  lang?: TextLanguages;
}

/** The site settings the event islands need, passed as props so the islands do not bundle the config's validator. */
export interface EventLinks {
  timeZone: string;
  mailingListUrl: string;
  whatsappUrl: string;
  /** The page's language when it is not the default: the islands ask GET /api/events?lang= for it (issue 26). */
  lang?: string;
  /**
   * The page language's words (issue 26: the `events` catalogue namespace) where the island's own lists show
   * them (the calendar); without them the event dialog loads its words with its code (src/lib/lazy-words.ts).
   */
  messages?: EventMessages;
  /** The language staff write events in (the site's default), on a page in another language. */
  staffLang?: string;
  /** The event calendar's path in the page's language ('/tr/calendar'); '/calendar' without. */
  calendarPath?: string;
}

/** What the event dialog and the event lists say, in the page's language (eventMessages builds it from the catalogue). */
export interface EventMessages extends EventDateWords {
  /** The language staff write events in (the site's default), marked on their text. */
  staffLang: string;
  close: string;
  /** 'Flyer: {title}'. */
  flyerAlt: string;
  addToCalendar: string;
  downloadsFile: string;
  joinMailingList: string;
  joinWhatsapp: string;
  opensInNewTab: string;
  /** While the sign-up form's code loads. */
  loadingSignUpForm: string;
  /** By category ('community'…), and `other` for one the site does not know. */
  categories: Readonly<Record<EventCategory | 'other', string>>;
  /** 'Registration required. Limited to {count} attendees.' */
  registrationLimited: string;
  registrationRequired: string;
  /** 'Limited to {count} attendees.' */
  limited: string;
}

/** The `events` namespace as its catalogue file holds it (what the event dialog loads with its code). */
export type EventWords = Omit<EventMessages, 'locale' | 'staffLang' | 'categories'> & {
  categoryCommunity: string;
  categoryRamadan: string;
  categoryYouth: string;
  categoryEducation: string;
  categoryOther: string;
};

/** EventMessages from the `events` catalogue of a language, its locale and the language of staff's text. */
export function eventMessagesFrom(words: EventWords, locale: string, staffLang: string): EventMessages {
  const { categoryCommunity, categoryRamadan, categoryYouth, categoryEducation, categoryOther, ...rest } = words;
  return {
    ...rest,
    locale,
    staffLang,
    categories: {
      community: categoryCommunity,
      ramadan: categoryRamadan,
      youth: categoryYouth,
      education: categoryEducation,
      other: categoryOther,
    },
  };
}

const CATEGORY_LABELS: Record<EventCategory, string> = {
  community: 'Community',
  ramadan: 'Ramadan',
  youth: 'Youth',
  education: 'Education',
};

/** 'Community' for 'community'; an unknown category shows as given, capitalised. */
export function categoryLabel(category: string, messages?: EventMessages): string {
  const labels = messages?.categories ?? CATEGORY_LABELS;
  return labels[category as EventCategory] ?? (category ? category[0]!.toUpperCase() + category.slice(1) : (messages?.categories.other ?? 'Event'));
}

/** The registration notice of the detail dialog, or null when the event needs none. */
export function registrationNotice(event: Pick<PublicEventItem, 'registrationRequired' | 'maxAttendees'>, messages?: EventMessages): string | null {
  const max = typeof event.maxAttendees === 'number' && event.maxAttendees > 0 ? event.maxAttendees : null;
  if (messages) {
    if (event.registrationRequired) return max ? fillMessage(messages.registrationLimited, { count: max }) : messages.registrationRequired;
    return max ? fillMessage(messages.limited, { count: max }) : null;
  }
  if (event.registrationRequired && max) return `Registration required. Limited to ${max} attendees.`;
  if (event.registrationRequired) return 'Registration required.';
  if (max) return `Limited to ${max} attendees.`;
  return null;
}
