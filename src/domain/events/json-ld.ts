import { eventDateDisplay, isUnsetEventDate, type EventDateValue } from '../dates/event-dates.ts';
import { offsetMsIn, zonedDateTimeIn, zonedTimeToUtc } from '../dates/zoned.ts';
import type { PublicEventItem } from './types.ts';

const two = (n: number) => String(n).padStart(2, '0');

function offsetText(ms: number): string {
  const minutes = Math.round(ms / 60_000);
  const sign = minutes < 0 ? '-' : '+';
  const abs = Math.abs(minutes);
  return `${sign}${two(Math.floor(abs / 60))}:${two(abs % 60)}`;
}

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;
const WALL_TIME = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?$/;

/**
 * An event date as ISO 8601 in the masjid's zone with its offset ('2026-03-05T19:30:00-08:00'), a bare
 * date when no time was given, or null when unset (SPEC 5's rules, same as the date display).
 */
export function zonedIsoDateTime(value: EventDateValue, timeZone: string): string | null {
  if (isUnsetEventDate(value, timeZone)) return null;
  let instant: Date;
  if (value instanceof Date) {
    instant = value;
  } else {
    const text = String(value).trim();
    if (DATE_ONLY.test(text)) return text;
    const wall = WALL_TIME.exec(text);
    if (wall) {
      const [, y, mo, d, h, mi, s] = wall;
      instant = zonedTimeToUtc(timeZone, {
        year: Number(y),
        month: Number(mo),
        day: Number(d),
        hour: Number(h),
        minute: Number(mi),
        second: Number(s ?? 0),
      });
    } else {
      // With a zone: normalise Postgres' '2026-03-05 18:30:00+00' to ISO before parsing.
      instant = new Date(text.replace(' ', 'T').replace(/([+-]\d{2})$/, '$1:00'));
    }
  }
  if (Number.isNaN(instant.getTime())) return null;
  const local = zonedDateTimeIn(timeZone, instant);
  return (
    `${String(local.year).padStart(4, '0')}-${two(local.month)}-${two(local.day)}` +
    `T${two(local.hour)}:${two(local.minute)}:${two(local.second)}${offsetText(offsetMsIn(timeZone, instant))}`
  );
}

export interface JsonLdPlace {
  name: string;
  url: string;
  address: { street: string; city: string; region: string; postalCode: string; country: string };
}

/**
 * schema.org Event for a dated event (null for permanent or undated ones): start and end in the masjid's
 * zone, the masjid as the Place and organizer, the flyer as image.
 */
export function eventJsonLd(event: PublicEventItem, place: JsonLdPlace, timeZone: string): Record<string, unknown> | null {
  const display = eventDateDisplay(event, timeZone);
  if (display.isPermanent) return null;
  const startDate = zonedIsoDateTime(event.startDate, timeZone);
  if (!startDate) return null;
  const endDate = display.endsText ? zonedIsoDateTime(event.endDate, timeZone) : null;
  const image = event.imageUrl?.trim() ? new URL(event.imageUrl.trim(), place.url).href : undefined;
  return {
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: event.title,
    description: event.description,
    startDate,
    ...(endDate ? { endDate } : {}),
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    ...(image ? { image: [image] } : {}),
    location: {
      '@type': 'Place',
      name: event.location?.trim() ? `${event.location.trim()}, ${place.name}` : place.name,
      address: {
        '@type': 'PostalAddress',
        streetAddress: place.address.street,
        addressLocality: place.address.city,
        addressRegion: place.address.region,
        postalCode: place.address.postalCode,
        addressCountry: place.address.country,
      },
    },
    organizer: { '@type': 'Organization', name: place.name, url: place.url },
  };
}
