import { describe, expect, it } from 'vitest';
import { hardCodedDefaultTexts } from './claimed-texts.ts';

const defaultMessages = { 'home.whatsapp': 'WhatsApp', 'home.eventsPrograms': 'Events & Programs', 'common.brand': 'Masjid Connect' };
const messages = { 'home.whatsapp': 'WhatsApp', 'home.eventsPrograms': 'Etkinlikler ve Programlar', 'common.brand': 'Masjid Connect' };

describe('hardCodedDefaultTexts', () => {
  it.each([
    ['a sentence the English page says too', ['Show announcement 1'], ['Show announcement 1'], ['Show announcement 1']],
    ['translated text', ['Etkinlikler ve Programlar'], ['Events & Programs'], []],
    ['a lone word (a brand, an abbreviation)', ['Instagram', 'PDF'], ['Instagram', 'PDF'], []],
    ['times, dates and numbers', ['5:42 AM', '2026', '(650) 555-0100'], ['5:42 AM', '2026', '(650) 555-0100'], []],
    ['e-mail addresses, handles and query strings', ['info@example.org', '@Example-Masjid', 'theme=light'], ['info@example.org', '@Example-Masjid', 'theme=light'], []],
    ['an address in English, unmarked', ['100 Hazel Ave'], ['100 Hazel Ave'], ['100 Hazel Ave']],
    ['what both catalogues say alike', ['Masjid Connect'], ['Masjid Connect'], []],
    ['English that the English page does not say (not this check)', ['Only here'], ['Elsewhere'], []],
  ])('%s', (_name, translated, defaultPage, expected) => {
    expect(hardCodedDefaultTexts({ translated, defaultPage, defaultMessages, messages })).toEqual(expected);
  });
});
