import { describe, expect, it } from 'vitest';
import { parseCalendar } from '../../../tests/support/icalendar.ts';
import { ENGLISH_FEED_WORDS, eventsCalendar, type CalendarEventSource, type FeedSite } from '../../domain/events/event-calendar.ts';
import { serializeCalendar } from '../../domain/icalendar/calendar.ts';
import { programFeedEntries, type ProgramItem } from '../../domain/programs/program-calendar.ts';
import { translator } from '../../i18n/index.ts';
import { eventFeedWords } from './feed-words.ts';

const site: FeedSite = {
  name: 'Redwood City Masjid',
  url: 'https://masjid.example.org',
  timeZone: 'America/Los_Angeles',
  addressLine: '100 Hazel Ave, Redwood City, CA 94061',
  eventMinutes: 60,
};

const event = (overrides: Partial<CalendarEventSource> = {}): CalendarEventSource => ({
  id: 7,
  title: 'Family night',
  description: 'Dinner and a talk',
  startDate: '2026-12-05T03:30:00.000Z',
  endDate: null,
  category: 'community',
  isPermanent: false,
  location: 'Main hall',
  registrationRequired: true,
  maxAttendees: 40,
  ...overrides,
});

const NOW = new Date('2026-11-23T20:00:00Z');

const program: ProgramItem = {
  id: 3,
  slug: 'quran-circle',
  data: {
    title: 'Quran circle',
    summary: 'Recitation for all ages',
    listed: true,
    startDate: '2026-11-01',
    endDate: '2027-01-31',
    meetings: [{ days: ['sunday'], start: '10:00', endTime: '11:30', skippedDates: [], place: 'Library' }],
  } as unknown as ProgramItem['data'],
};

function feed(words: FeedSite['words']) {
  const withWords = words ? { ...site, words } : site;
  const calendar = eventsCalendar([event(), event({ id: 8, category: 'sisters', registrationRequired: false, maxAttendees: null })], withWords, NOW);
  const meetings = programFeedEntries([program], withWords, '2026-11-23', 30);
  return parseCalendar(serializeCalendar({ ...calendar, events: [...calendar.events, ...meetings] }));
}

describe('the events feed in a language (issue 26)', () => {
  it("writes the default language's catalogue exactly as the English the feed always wrote", () => {
    const english = feed(undefined);
    const fromCatalogue = feed(eventFeedWords(translator('en')));
    expect(fromCatalogue).toEqual(english);
    expect(english.events[0]?.description).toBe(
      'Dinner and a talk\n\nRegistration required. Limited to 40 attendees.\n\nDetails: https://masjid.example.org/calendar?event=7',
    );
    expect(ENGLISH_FEED_WORDS.registration({ registrationRequired: false, maxAttendees: 12 })).toBe(
      eventFeedWords(translator('en')).registration({ registrationRequired: false, maxAttendees: 12 }),
    );
  });

  it('writes Turkish: names, notices, categories, links to the Turkish pages; staff text as written', () => {
    const parsed = feed(eventFeedWords(translator('tr')));
    expect(parsed.name).toBe('Redwood City Masjid etkinlikleri');
    expect(parsed.lines).toContain('PRODID:-//Redwood City Masjid//Events//TR');
    const [first, second, meeting] = parsed.events;
    expect(first?.summary).toBe('Family night');
    expect(first?.categories).toEqual(['Topluluk']);
    expect(first?.url).toBe('https://masjid.example.org/tr/calendar?event=7');
    expect(first?.description).toBe(
      'Dinner and a talk\n\nKayıt gereklidir. En fazla 40 katılımcı.\n\nAyrıntılar: https://masjid.example.org/tr/calendar?event=7',
    );
    // A category the site does not know stays as staff typed it.
    expect(second?.categories).toEqual(['Sisters']);
    expect(meeting?.categories).toEqual(['Program']);
    expect(meeting?.url).toBe('https://masjid.example.org/tr/programs/quran-circle');
    // Dates in the masjid's zone, whatever the language.
    expect(first?.start.toISOString()).toBe('2026-12-05T03:30:00.000Z');
    expect(first?.startZone).toBe('America/Los_Angeles');
  });

  it('writes Arabic', () => {
    const parsed = feed(eventFeedWords(translator('ar')));
    expect(parsed.name).toBe('فعاليات Redwood City Masjid');
    expect(parsed.events[0]?.categories).toEqual(['المجتمع']);
    expect(parsed.events[2]?.categories).toEqual(['برنامج']);
  });
});
