import { eventDateDisplay, eventIsoDate, TIME_TBD, type EventDateWords } from '../dates/event-dates.ts';
import { addDays, isoDateIn } from '../dates/zoned.ts';
import { flyerEvents } from '../events/flyers.ts';
import type { PublicEventItem } from '../events/types.ts';
import { LANGUAGE_CODE } from './settings.ts';

/**
 * The screen's slides between prayers (issue 14): the active announcements, then the upcoming events that
 * have a flyer. Both come from the screen's last sync, which may be days old when the network is gone, so
 * expiry and "upcoming" are judged here against the screen's clock, not the server's.
 */
export type Slide =
  | { kind: 'announcement'; key: string; title: string; content: string; lang: SlideLanguages<'title' | 'content'> }
  | {
      kind: 'event';
      key: string;
      title: string;
      imageUrl: string;
      /** 'March 5, 2026 · 7:30 PM', or 'Ongoing' for a permanent event. */
      when: string;
      location: string | null;
      lang: SlideLanguages<'title' | 'location'>;
    };

/**
 * Per staff text on a slide, the language it is in (issue 26 item 4): the screen asks the API for its own
 * language (`?lang=`), which answers with the staff's translation where they wrote one and names each text's
 * language. A text without an entry (an answer cached before the screen asked, a damaged one) is in the
 * default language, as staff write it.
 */
export type SlideLanguages<Field extends string> = Partial<Record<Field, string>>;

export interface DisplayAnnouncement {
  id: number;
  title: string;
  content: string;
  isActive?: boolean | null;
  expiresAt?: string | null;
  /** From GET /api/announcements?lang=: each text's language ({ title: 'tr', content: 'en' }). */
  lang?: Partial<Record<string, string>> | null;
}

/** The languages named for `fields` in an answer's `lang`, leaving out anything that is not a language code. */
function textLanguages<Field extends string>(lang: unknown, fields: readonly Field[]): SlideLanguages<Field> {
  const out: SlideLanguages<Field> = {};
  if (typeof lang !== 'object' || lang === null) return out;
  for (const field of fields) {
    const code = (lang as Record<string, unknown>)[field];
    if (typeof code === 'string' && LANGUAGE_CODE.test(code)) out[field] = code;
  }
  return out;
}

/** Events further ahead than this wait their turn: a hall screen is for the coming weeks. */
export const EVENT_HORIZON_DAYS = 60;
/** A screen that rotates more than this many flyers loses its audience; the nearest ones win. */
export const MAX_EVENT_SLIDES = 8;

function stillActive(announcement: DisplayAnnouncement, now: Date): boolean {
  if (announcement.isActive === false) return false;
  if (!announcement.expiresAt) return true;
  const expires = Date.parse(announcement.expiresAt);
  return Number.isNaN(expires) || expires > now.getTime();
}

/** An event's date line in the screen's language (issue 26); without, SPEC's English labels. */
export interface SlideDateWords {
  words: EventDateWords;
  /** What a permanent event says instead of a date: 'Ongoing'. */
  ongoing: string;
}

/** The slides at `now`, in showing order: announcements as the API ranks them, then events soonest first. */
export function displaySlides(
  announcements: readonly DisplayAnnouncement[],
  events: readonly PublicEventItem[],
  now: Date,
  timeZone: string,
  dates?: SlideDateWords,
): Slide[] {
  const slides: Slide[] = announcements
    .filter((a) => stillActive(a, now) && a.title.trim() !== '')
    .map((a) => ({
      kind: 'announcement',
      key: `announcement-${a.id}`,
      title: a.title.trim(),
      content: a.content.trim(),
      lang: textLanguages(a.lang, ['title', 'content']),
    }));

  const today = isoDateIn(timeZone, now);
  const horizon = addDays(today, EVENT_HORIZON_DAYS);
  const upcoming: { slide: Slide; sortKey: string }[] = [];
  for (const event of flyerEvents(events)) {
    const when = eventDateDisplay(event, timeZone, dates?.words);
    let sortKey: string;
    if (when.isPermanent) {
      sortKey = '~';
    } else {
      const lastDay = eventIsoDate(event.endDate, timeZone);
      const ends = lastDay && lastDay > when.startIsoDate! ? lastDay : when.startIsoDate!;
      if (ends < today || when.startIsoDate! > horizon) continue;
      sortKey = when.startIsoDate!;
    }
    upcoming.push({
      sortKey,
      slide: {
        kind: 'event',
        key: `event-${event.id}`,
        title: event.title.trim(),
        imageUrl: event.imageUrl.trim(),
        when: when.isPermanent ? (dates?.ongoing ?? 'Ongoing') : when.time && when.time !== (dates?.words.timeTbd ?? TIME_TBD) ? `${when.date} · ${when.time}` : when.date,
        location: event.location?.trim() || null,
        lang: textLanguages(event.lang, ['title', 'location']),
      },
    });
  }
  upcoming.sort((a, b) => (a.sortKey < b.sortKey ? -1 : a.sortKey > b.sortKey ? 1 : 0));
  return [...slides, ...upcoming.slice(0, MAX_EVENT_SLIDES).map((u) => u.slide)];
}

/**
 * The slide on screen at `now`: the rotation follows the wall clock (slot = time / pace), so it needs no
 * timer of its own, survives a reload in place, and every screen in the masjid shows the same slide.
 */
export function slideIndexAt(now: Date, slideSeconds: number, count: number): number {
  if (count <= 0) return -1;
  const slot = Math.floor(now.getTime() / (Math.max(1, slideSeconds) * 1000));
  return ((slot % count) + count) % count;
}
