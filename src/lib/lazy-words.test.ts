import { afterEach, describe, expect, it, vi } from 'vitest';
import { catalogues } from '../i18n/generated/catalogues.ts';
import { translator } from '../i18n/index.ts';
import { announcementsWords, contactFormMessages, eventMessages, eventsCarouselWords, newsletterMessages } from '../components/pages/page-words.ts';
import { ANNOUNCEMENTS_KEYS, aroundTitle, EVENTS_CAROUSEL_KEYS, packWords, WORDS_SEPARATOR } from '../domain/carousel/carousel-words.ts';
import { eventMessagesFrom } from '../domain/events/types.ts';
import type { ContactWords } from '../domain/contact/contact-messages.ts';
import { wordsLoader } from './lazy-words.ts';

const languages = Object.keys(catalogues) as (keyof typeof catalogues)[];

describe('wordsLoader', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("loads the page's language once, and again after a failed load", async () => {
    vi.stubGlobal('document', { documentElement: { lang: 'tr' } });
    const asked: string[] = [];
    let fail = true;
    const load = wordsLoader<{ hello: string }>((lang) => {
      asked.push(lang);
      return fail ? Promise.reject(new Error('offline')) : Promise.resolve({ default: { hello: `merhaba (${lang})` } });
    });
    await expect(load()).rejects.toThrow('offline');
    fail = false;
    const first = load();
    expect(load()).toBe(first);
    expect(await first).toEqual({ hello: 'merhaba (tr)' });
    expect(asked).toEqual(['tr', 'tr']);
  });
});

describe('the words islands load with their code say what the build would have given as props', () => {
  it.each(languages)('%s: the event dialog', (lang) => {
    const { events } = catalogues[lang].namespaces;
    expect(eventMessagesFrom(events, catalogues[lang].language.locale, 'en')).toEqual(
      expect.objectContaining({ ...eventMessages(translator(lang)), staffLang: 'en' }),
    );
  });

  it.each(languages)('%s: the contact and newsletter forms (their labels stay props)', (lang) => {
    const contact: ContactWords = catalogues[lang].namespaces.contact;
    const t = translator(lang);
    expect(contact).toEqual(expect.objectContaining({ ...contactFormMessages(t), ...newsletterMessages(t) }));
    for (const key of ['requiredTitle', 'requiredText', 'invalidEmail', 'sentText', 'emailRequiredText', 'redirectingText'] as const)
      expect(contact[key]).toBe(t(`contact.${key}`));
  });
});

// SPEC's English words of the carousel, in EVENTS_CAROUSEL_KEYS's order.
const ENGLISH_EVENTS_CAROUSEL =
  'Details|{count} seat left|{count} seats left|{n} of {total}|Loading events...|New events are announced regularly. See the {link} or join our mailing list to hear about them first.|event calendar|Event flyers|Previous event|Next event|Show event {n}: {title}|Play|Pause| automatic rotation of event flyers';

describe("the events carousel's packed words", () => {
  it("the English page's words are SPEC's, in the keys' order", () => {
    expect(eventsCarouselWords(translator('en'))).toBe(ENGLISH_EVENTS_CAROUSEL);
  });

  it.each(languages)('%s: one message per key, each with the English one’s placeholders', (lang) => {
    const unpacked = eventsCarouselWords(translator(lang)).split(WORDS_SEPARATOR);
    const english = ENGLISH_EVENTS_CAROUSEL.split(WORDS_SEPARATOR);
    expect(unpacked).toHaveLength(EVENTS_CAROUSEL_KEYS.length);
    const names = (message: string) => [...message.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
    unpacked.forEach((message, i) => expect(names(message)).toEqual(names(english[i]!)));
  });

  it("the announcements' English words are SPEC's, in the keys' order", () => {
    expect(announcementsWords(translator('en')).split(WORDS_SEPARATOR)).toEqual([
      'Welcome',
      'Announcements',
      'Current Announcement ({n} of {total})',
      '{n} of {total}',
      'Previous announcement',
      'Next announcement',
      'Show announcement {n}: {title}',
      'Play',
      'Pause',
      ' automatic rotation of announcements',
    ]);
    for (const lang of languages) expect(announcementsWords(translator(lang)).split(WORDS_SEPARATOR)).toHaveLength(ANNOUNCEMENTS_KEYS.length);
  });

  it('puts a title in its own element inside "Show … {n}: {title}"', () => {
    expect([aroundTitle('Show event {n}: {title}', 1, 0), aroundTitle('Show event {n}: {title}', 1, 1)]).toEqual(['Show event 2: ', '']);
    expect([aroundTitle('{n}. etkinliği göster: {title}', 0, 0), aroundTitle('Title {title} (slide {n})', 2, 1)]).toEqual(['1. etkinliği göster: ', ' (slide 3)']);
  });

  it('refuses a message with the separator in it', () => {
    expect(() => packWords(['Details', 'a | b'])).toThrow(RangeError);
  });
});
