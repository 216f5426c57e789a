import type { PublicEventItem } from '../../domain/events/types.ts';
import type { StaffTranslations } from '../../domain/i18n/pick.ts';
import { pickTexts } from '../../domain/i18n/picked-texts.ts';
import { defaultLanguage } from '../../i18n/index.ts';

/** The event texts staff may translate (issue 26 item 4), as GET /api/events?lang= chooses them. */
const TRANSLATED_FIELDS = ['title', 'description', 'location'] as const;

/**
 * The build's events as the event islands read them (PublicEventItem): the snapshot's rows carry more
 * (createdAt, updatedAt, translations) than the carousel, the calendar and the dialog use, and an island's
 * props are part of the page's HTML. On a page in another language than the default (`language`), each
 * event's texts are chosen for it here, as GET /api/events?lang= does (issue 26 item 4), with `lang` naming
 * each text's language; the islands carry no choosing of their own.
 */
export function publicEvents(events: readonly object[], language: string = defaultLanguage): PublicEventItem[] {
  return events.map((row) => {
    const event = row as PublicEventItem & { translations?: StaffTranslations | null };
    const item: PublicEventItem = {
      id: event.id,
      title: event.title,
      description: event.description,
      startDate: event.startDate,
      endDate: event.endDate,
      category: event.category,
      imageUrl: event.imageUrl,
      isPermanent: event.isPermanent,
      location: event.location,
      registrationRequired: event.registrationRequired,
      maxAttendees: event.maxAttendees,
    };
    if (language === defaultLanguage) return item;
    return pickTexts({ ...item, translations: event.translations }, TRANSLATED_FIELDS, language, defaultLanguage);
  });
}
