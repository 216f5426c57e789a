import { describe, expect, it } from 'vitest';
import {
  catalogueProblems,
  flattenCatalogue,
  hasTranslatedRoute,
  languageOfPath,
  pathInLanguage,
  pathWithoutLanguage,
} from './catalogue.ts';

const ENABLED = ['en', 'tr', 'ar'];

describe('flattenCatalogue', () => {
  it('qualifies every key with its namespace', () => {
    expect(flattenCatalogue({ common: { donate: 'Donate' }, prayer: { fajr: 'Fajr' } })).toEqual({
      'common.donate': 'Donate',
      'prayer.fajr': 'Fajr',
    });
  });
});

describe('catalogueProblems', () => {
  const reference = {
    'common.donate': 'Donate',
    'common.year': '© {year} {siteName}',
    'common.seats': '{count, plural, one {# seat} other {# seats}}',
  };
  it('finds nothing in a faithful translation', () => {
    expect(
      catalogueProblems(reference, {
        'common.donate': 'Bağış Yap',
        'common.year': '© {year} {siteName}',
        'common.seats': '{count, plural, other {# koltuk}}',
      }),
    ).toEqual([]);
  });
  it('reports missing, extra, empty, malformed, placeholder and key-name problems', () => {
    expect(
      catalogueProblems(reference, {
        'common.donate': '  ',
        'common.year': '© {yil}',
        'common.extra': 'x',
        'common.Bad_key': 'x',
      }),
    ).toEqual([
      { kind: 'missing', key: 'common.seats' },
      { kind: 'empty', key: 'common.donate' },
      { kind: 'placeholders', key: 'common.year', expected: ['siteName', 'year'], actual: ['yil'] },
      { kind: 'extra', key: 'common.extra' },
      { kind: 'key-name', key: 'common.Bad_key' },
      { kind: 'extra', key: 'common.Bad_key' },
    ]);
    expect(catalogueProblems(reference, { ...reference, 'common.seats': '{count, plural, one {# seat}' })).toEqual([
      expect.objectContaining({ kind: 'syntax', key: 'common.seats' }),
    ]);
  });
});

describe('paths and languages', () => {
  it.each([
    ['/', 'en', '/'],
    ['/ramadan', 'en', '/ramadan'],
    ['/tr', 'tr', '/'],
    ['/tr.html', 'tr', '/'],
    ['/tr/', 'tr', '/'],
    ['/tr/index.html', 'tr', '/'],
    ['/tr/ramadan', 'tr', '/ramadan'],
    ['/ar/monthly-prayer-times/2027.html', 'ar', '/monthly-prayer-times/2027'],
    ['/en/ramadan', 'en', '/en/ramadan'],
    ['/trip', 'en', '/trip'],
    ['/fr/x', 'en', '/fr/x'],
  ])('%s is %s, %s unprefixed', (path, language, bare) => {
    expect(languageOfPath(path, ENABLED, 'en')).toBe(language);
    expect(pathWithoutLanguage(path, ENABLED, 'en')).toBe(bare);
  });

  it.each([
    ['/', 'tr', '/tr'],
    ['/', 'en', '/'],
    ['/ramadan', 'ar', '/ar/ramadan'],
    ['/tr/ramadan', 'ar', '/ar/ramadan'],
    ['/tr/ramadan', 'en', '/ramadan'],
    ['/#prayer-times', 'tr', '/tr#prayer-times'],
    ['/calendar?month=2026-11#top', 'tr', '/tr/calendar?month=2026-11#top'],
    ['/tr#events', 'en', '/#events'],
  ])('%s in %s is %s', (path, language, expected) => {
    expect(pathInLanguage(path, language, ENABLED, 'en')).toBe(expected);
  });
});

describe('hasTranslatedRoute', () => {
  const files = [
    'index.astro',
    'ramadan.astro',
    'monthly-prayer-times.astro',
    'monthly-prayer-times/[year].astro',
    'programs/index.astro',
  ];
  it.each([
    ['/', true],
    ['/ramadan', true],
    ['/monthly-prayer-times', true],
    ['/monthly-prayer-times/2027', true],
    ['/monthly-prayer-times/2027/x', false],
    ['/programs', true],
    ['/programs/summer-2026', false],
    ['/about', false],
  ])('%s: %s', (path, expected) => {
    expect(hasTranslatedRoute(path, files)).toBe(expected);
  });
});
