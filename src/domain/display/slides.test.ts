import { describe, expect, it } from 'vitest';
import type { PublicEventItem } from '../events/types.ts';
import { displaySlides, MAX_EVENT_SLIDES, slideIndexAt, type DisplayAnnouncement } from './slides.ts';

const TZ = 'America/Los_Angeles';
const NOW = new Date('2026-11-25T18:00:00Z'); // 10 AM in Los Angeles

const announcement = (id: number, overrides: Partial<DisplayAnnouncement> = {}): DisplayAnnouncement => ({
  id,
  title: `Notice ${id}`,
  content: `Text ${id}`,
  isActive: true,
  expiresAt: null,
  ...overrides,
});

const event = (id: number, overrides: Partial<PublicEventItem> = {}): PublicEventItem => ({
  id,
  title: `Event ${id}`,
  description: 'x',
  category: 'community',
  startDate: '2026-12-01T03:00:00.000Z',
  imageUrl: `/demo/event-${id}.png`,
  isPermanent: false,
  location: 'Main hall',
  ...overrides,
});

describe('displaySlides', () => {
  it('shows active, unexpired announcements in the order given, judged on the screen clock', () => {
    const slides = displaySlides(
      [
        announcement(1),
        announcement(2, { isActive: false }),
        announcement(3, { expiresAt: '2026-11-25T17:59:59.000Z' }),
        announcement(4, { expiresAt: '2026-11-25T18:00:01.000Z' }),
        announcement(5, { title: '   ' }),
      ],
      [],
      NOW,
      TZ,
    );
    expect(slides.map((s) => s.key)).toEqual(['announcement-1', 'announcement-4']);
    expect(slides[0]).toEqual({ kind: 'announcement', key: 'announcement-1', title: 'Notice 1', content: 'Text 1', lang: {} });
  });

  it('shows upcoming events with a flyer, soonest first, in the masjid zone, permanent ones last', () => {
    const slides = displaySlides(
      [],
      [
        event(1, { startDate: '2026-12-10T03:00:00.000Z' }),
        event(2, { imageUrl: '' }),
        event(3, { startDate: '2026-11-24T20:00:00.000Z' }),
        // Started yesterday in Los Angeles, ends tomorrow: still on.
        event(4, { startDate: '2026-11-24T17:00:00.000Z', endDate: '2026-11-26T17:00:00.000Z' }),
        event(5, { isPermanent: true, startDate: null }),
        // 7 PM on Nov 24 in Los Angeles is 03:00 UTC on the 25th: yesterday there.
        event(6, { startDate: '2026-11-25T03:00:00.000Z' }),
        // Tonight.
        event(7, { startDate: '2026-11-26T03:00:00.000Z', location: null }),
        event(8, { startDate: '2027-03-01T03:00:00.000Z' }),
      ],
      NOW,
      TZ,
    );
    expect(slides.map((s) => s.key)).toEqual(['event-4', 'event-7', 'event-1', 'event-5']);
    expect(slides[1]).toEqual({
      kind: 'event',
      key: 'event-7',
      title: 'Event 7',
      imageUrl: '/demo/event-7.png',
      when: 'November 25, 2026 · 7:00 PM',
      location: null,
      lang: {},
    });
    expect(slides[3]).toMatchObject({ when: 'Ongoing', location: 'Main hall' });
  });

  it("writes an event's date line in the screen's language when given its words (issue 26)", () => {
    const turkish = {
      words: { locale: 'tr-TR', permanent: 'Kalıcı Etkinlik', dateTbd: 'Tarih belli değil', timeTbd: 'Saat belli değil', ends: 'Bitiş: {date}', endsAt: 'Bitiş: {date} {time}' },
      ongoing: 'Devam ediyor',
    };
    const slides = displaySlides(
      [],
      [event(7, { startDate: '2026-11-26T03:00:00.000Z' }), event(5, { isPermanent: true, startDate: null })],
      NOW,
      TZ,
      turkish,
    );
    expect(slides.map((s) => (s.kind === 'event' ? s.when : ''))).toEqual([expect.stringMatching(/^25 Kasım 2026.* · 19:00$/), 'Devam ediyor']);
  });

  it('puts announcements before events and keeps the nearest events only', () => {
    const many = Array.from({ length: MAX_EVENT_SLIDES + 3 }, (_, i) =>
      event(i + 1, { startDate: `2026-12-${String(i + 1).padStart(2, '0')}T20:00:00.000Z` }),
    );
    const slides = displaySlides([announcement(1)], many.reverse(), NOW, TZ);
    expect(slides).toHaveLength(1 + MAX_EVENT_SLIDES);
    expect(slides[0]!.kind).toBe('announcement');
    expect(slides[1]!.key).toBe('event-1');
    expect(slides.at(-1)!.key).toBe(`event-${MAX_EVENT_SLIDES}`);
  });
});

describe("displaySlides: each staff text's language (issue 26, GET …?lang=)", () => {
  const cases: { name: string; lang: unknown; announcement: Record<string, string>; event: Record<string, string> }[] = [
    {
      name: 'both texts translated',
      lang: { title: 'tr', content: 'tr', location: 'tr' },
      announcement: { title: 'tr', content: 'tr' },
      event: { title: 'tr', location: 'tr' },
    },
    {
      name: 'the title translated only: the rest named in the default language',
      lang: { title: 'tr', content: 'en', location: 'en', description: 'en' },
      announcement: { title: 'tr', content: 'en' },
      event: { title: 'tr', location: 'en' },
    },
    { name: 'an answer without `lang` (cached before the screen asked)', lang: undefined, announcement: {}, event: {} },
    { name: '`lang` null', lang: null, announcement: {}, event: {} },
    { name: '`lang` not an object', lang: 'tr', announcement: {}, event: {} },
    {
      name: 'codes that are not languages are left out',
      lang: { title: 'TR"><script>', content: 42, location: 'pt-br' },
      announcement: {},
      event: { location: 'pt-br' },
    },
  ];
  it.each(cases)('$name', ({ lang, announcement: announcementLang, event: eventLang }) => {
    const slides = displaySlides(
      [announcement(1, { lang } as Partial<DisplayAnnouncement>)],
      [event(1, { lang } as Partial<PublicEventItem>)],
      NOW,
      TZ,
    );
    expect(slides.map((s) => s.lang)).toEqual([announcementLang, eventLang]);
  });

  it('keeps the chosen texts as the API sent them', () => {
    const [slide] = displaySlides(
      [announcement(1, { title: ' Cuma namazı ', content: 'Saat 13:30', lang: { title: 'tr', content: 'tr' } })],
      [],
      NOW,
      TZ,
    );
    expect(slide).toEqual({
      kind: 'announcement',
      key: 'announcement-1',
      title: 'Cuma namazı',
      content: 'Saat 13:30',
      lang: { title: 'tr', content: 'tr' },
    });
  });
});

describe('slideIndexAt', () => {
  it('follows the wall clock at the given pace and wraps', () => {
    const base = Date.UTC(2026, 10, 25, 18, 0, 0); // a multiple of 15 s
    expect(slideIndexAt(new Date(base), 15, 4)).toBe((base / 15_000) % 4);
    const first = slideIndexAt(new Date(base), 15, 4);
    expect(slideIndexAt(new Date(base + 14_999), 15, 4)).toBe(first);
    expect(slideIndexAt(new Date(base + 15_000), 15, 4)).toBe((first + 1) % 4);
    expect(slideIndexAt(new Date(base + 60_000), 15, 4)).toBe(first);
  });

  it('is -1 without slides and 0 with one', () => {
    expect(slideIndexAt(NOW, 10, 0)).toBe(-1);
    expect(slideIndexAt(NOW, 10, 1)).toBe(0);
  });
});
