import { afterEach, describe, expect, it, vi } from 'vitest';
import { catalogues } from '../i18n/generated/catalogues.ts';
import { translator } from '../i18n/index.ts';
import { contactFormMessages, eventMessages, newsletterMessages } from '../components/pages/page-words.ts';
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
