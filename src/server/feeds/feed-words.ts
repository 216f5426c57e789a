import { categoryLabel, type EventCategory } from '../../domain/events/types.ts';
import type { EventFeedWords } from '../../domain/events/event-calendar.ts';
import type { Translator } from '../../i18n/index.ts';

/**
 * The events feed's own words in `t`'s language (issue 26), from the `feeds` catalogue: /calendar.ics in
 * the default language and its copies per language (/tr/calendar.ics). A category staff typed that the
 * site does not know stays as typed (categoryLabel). Programs' meeting lines ('Sundays after Asr') keep
 * their English wording for now: it is built from English day names in src/domain/programs/meetings.ts.
 */
/** The categories the catalogue names (a new one fails to compile here until it has its words). */
const KNOWN_CATEGORIES: Record<EventCategory, true> = { community: true, ramadan: true, youth: true, education: true };

export function eventFeedWords(t: Translator): EventFeedWords {
  return {
    language: t.lang.toUpperCase(),
    calendarName: (masjid) => t('feeds.eventsCalendarName', { masjid }),
    calendarDescription: (masjid) => t('feeds.eventsCalendarDescription', { masjid }),
    details: (url) => t('feeds.eventDetails', { url }),
    untitled: t('feeds.eventUntitled'),
    category: (category) =>
      Object.hasOwn(KNOWN_CATEGORIES, category) ? t('feeds.eventCategory', { category }) : categoryLabel(category),
    registration: (event) => {
      const max = typeof event.maxAttendees === 'number' && event.maxAttendees > 0 ? event.maxAttendees : null;
      if (event.registrationRequired && max) return t('feeds.registrationRequiredLimited', { max });
      if (event.registrationRequired) return t('feeds.registrationRequired');
      if (max) return t('feeds.registrationLimited', { max });
      return null;
    },
    path: (path) => t.path(path),
    program: t('feeds.programCategory'),
  };
}
