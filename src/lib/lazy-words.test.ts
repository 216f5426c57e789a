import { afterEach, describe, expect, it, vi } from 'vitest';
import { catalogues } from '../i18n/generated/catalogues.ts';
import { translator } from '../i18n/index.ts';
import { contactFormMessages, eventMessages, eventsCarouselWords, newsletterMessages } from '../components/pages/page-words.ts';
import { ENGLISH_EVENTS_CAROUSEL, EVENTS_CAROUSEL_KEYS, packWords, WORDS_SEPARATOR } from '../domain/carousel/carousel-words.ts';
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

describe("the events carousel's packed words", () => {
  it("the island's English is the English catalogue's, in the keys' order", () => {
    expect(eventsCarouselWords(translator('en'))).toBe(ENGLISH_EVENTS_CAROUSEL);
  });

  it.each(languages)('%s: one message per key, each with the English one’s placeholders', (lang) => {
    const unpacked = eventsCarouselWords(translator(lang)).split(WORDS_SEPARATOR);
    const english = ENGLISH_EVENTS_CAROUSEL.split(WORDS_SEPARATOR);
    expect(unpacked).toHaveLength(EVENTS_CAROUSEL_KEYS.length);
    const names = (message: string) => [...message.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
    unpacked.forEach((message, i) => expect(names(message)).toEqual(names(english[i]!)));
  });

  it('refuses a message with the separator in it', () => {
    expect(() => packWords(['Details', 'a | b'])).toThrow(RangeError);
  });
});
