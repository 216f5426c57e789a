import type { PublicEventItem } from '../../domain/events/types.ts';

/**
 * The build's events as the event islands read them (PublicEventItem): the snapshot's rows carry more
 * (createdAt, updatedAt) than the carousel, the calendar and the dialog use, and an island's props are
 * part of the page's HTML.
 */
export function publicEvents(events: readonly object[]): PublicEventItem[] {
  return events.map((row) => {
    const event = row as PublicEventItem;
    return {
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
  });
}
