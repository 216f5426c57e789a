import { describe, expect, it } from 'vitest';
import { languagePath, queryLanguage } from './query-language.ts';

const SITE = { default: 'en', enabled: ['en', 'tr', 'ar', 'pt-br'] };

describe('queryLanguage', () => {
  it.each([
    [undefined, 'en'],
    [null, 'en'],
    ['', 'en'],
    ['  ', 'en'],
    ['tr', 'tr'],
    ['TR', 'tr'],
    [' ar ', 'ar'],
    ['tr-TR', 'tr'],
    ['ar_SA', 'ar'],
    ['en-US', 'en'],
    ['pt-BR', 'pt-br'],
    ['pt_br', 'pt-br'],
  ])('%j is %s', (raw, language) => {
    expect(queryLanguage(raw, SITE)).toEqual({ ok: true, language });
  });

  it.each([
    ['de', 'Unknown language "de": choose from en, tr, ar, pt-br'],
    ['pt', 'Unknown language "pt": choose from en, tr, ar, pt-br'],
    ['trx', 'Unknown language "trx": choose from en, tr, ar, pt-br'],
    ['-tr', 'Unknown language "-tr": choose from en, tr, ar, pt-br'],
    ['x'.repeat(40), `Unknown language "${'x'.repeat(20)}…": choose from en, tr, ar, pt-br`],
    ['<script>', 'Unknown language "<script>": choose from en, tr, ar, pt-br'],
  ])('refuses %j', (raw, message) => {
    expect(queryLanguage(raw, SITE)).toEqual({ ok: false, message });
  });

  it('refuses a language the site has not enabled, even with a catalogue somewhere', () => {
    expect(queryLanguage('ar', { default: 'en', enabled: ['en', 'tr'] })).toEqual({
      ok: false,
      message: 'Unknown language "ar": choose from en, tr',
    });
  });
});

describe('languagePath', () => {
  it.each([
    ['/calendar.ics', 'en', '/calendar.ics'],
    ['/calendar.ics', 'tr', '/tr/calendar.ics'],
    ['/embed/prayer-times', 'ar', '/ar/embed/prayer-times'],
  ])('%s in %s is %s', (path, language, expected) => {
    expect(languagePath(path, language, 'en')).toBe(expected);
  });
});
