import { describe, expect, it } from 'vitest';
import { site } from '../config/site.ts';
import { siteConfigSchema } from '../config/site.ts';
import {
  languageOf,
  languageStaticPaths,
  localizedPath,
  messagesFor,
  pageTranslator,
  translator,
  unlocalizedPath,
} from './index.ts';

describe('translator', () => {
  it.each([
    ['en', 'prayer.asr', 'Asr'],
    ['tr', 'prayer.asr', 'İkindi'],
    ['ar', 'prayer.asr', 'العصر'],
    ['tr', 'prayer.fajr', 'İmsak'],
    ['tr', 'prayer.jumuah', 'Cuma'],
    ['ar', 'prayer.jumuah', 'الجمعة'],
  ] as const)('%s: %s is %s', (language, key, expected) => {
    expect(translator(language)(key)).toBe(expected);
  });

  it('fills placeholders and knows its language', () => {
    const t = pageTranslator(new URL('https://masjid.example.org/ar/ramadan'));
    expect([t.lang, t.dir, t.isDefault]).toEqual(['ar', 'rtl', false]);
    expect(t('prayer.hijriDate', { day: 3, month: t('prayer.hijriMonth7'), year: 1448 })).toBe('3 رجب 1448 هـ');
    expect(t.path('/ramadan')).toBe('/ar/ramadan');
    const en = pageTranslator('/ramadan');
    expect([en.lang, en.dir, en.isDefault]).toEqual(['en', 'ltr', true]);
    expect(en('common.allRightsReserved', { year: 2026, siteName: site.name })).toBe(
      `© 2026 ${site.name}. All rights reserved.`,
    );
  });

  it('refuses a language that is not enabled', () => {
    expect(() => translator('fr')).toThrow(/not enabled/);
  });
});

describe('messagesFor', () => {
  it('gives an island only the messages it asks for', () => {
    expect(messagesFor('tr', ['prayer.fajr', 'prayer.sunrise'])).toEqual({
      'prayer.fajr': 'İmsak',
      'prayer.sunrise': 'Güneş',
    });
  });
});

describe('routes', () => {
  it('puts every non-default language under its prefix', () => {
    expect(languageStaticPaths()).toEqual([{ params: { lang: 'tr' } }, { params: { lang: 'ar' } }]);
    expect(localizedPath('/monthly-prayer-times', 'tr')).toBe('/tr/monthly-prayer-times');
    expect(unlocalizedPath('/ar/monthly-prayer-times/2027')).toBe('/monthly-prayer-times/2027');
    expect(languageOf('/ar')).toBe('ar');
  });
});

describe("site.ts's languages", () => {
  const parse = (languages: unknown) => siteConfigSchema.safeParse({ ...site, languages });
  it.each([
    [{ default: 'en', enabled: ['en', 'tr', 'ar'] }, true],
    [{ default: 'tr', enabled: ['tr', 'en'] }, true],
    [{ default: 'en', enabled: ['tr', 'ar'] }, false],
    [{ default: 'en', enabled: ['en', 'en'] }, false],
    [{ default: 'en', enabled: ['en', 'ur'] }, false],
    [{ default: 'en', enabled: [] }, false],
  ])('%j valid: %s', (languages, valid) => {
    expect(parse(languages).success).toBe(valid);
  });
});
