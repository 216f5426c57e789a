import { describe, expect, it } from 'vitest';
import { readDisplaySettings, type DisplaySettings } from './settings.ts';

const DEFAULTS: DisplaySettings = { slideSeconds: 15, iqamahScreenMinutes: 10, theme: 'dark', language: 'en', secondLanguage: null };
const SPOKEN = ['en', 'tr', 'ar'];

describe('readDisplaySettings', () => {
  it('reads settings within their limits', () => {
    const raw = { slideSeconds: 5, iqamahScreenMinutes: 0, theme: 'light', language: 'tr', secondLanguage: 'ar', updatedAt: null };
    expect(readDisplaySettings(raw, DEFAULTS, SPOKEN)).toEqual({
      slideSeconds: 5,
      iqamahScreenMinutes: 0,
      theme: 'light',
      language: 'tr',
      secondLanguage: 'ar',
    });
  });

  it.each([
    // A cache from before languages: the defaults' languages.
    [{}, DEFAULTS, { language: 'en', secondLanguage: null }],
    [{}, { ...DEFAULTS, secondLanguage: 'ar' }, { language: 'en', secondLanguage: 'ar' }],
    // Saved with one line: the default's second line does not come back.
    [{ language: 'tr', secondLanguage: null }, { ...DEFAULTS, secondLanguage: 'ar' }, { language: 'tr', secondLanguage: null }],
    // A language the screen has no messages for: the default's; a second one is left out.
    [{ language: 'ur', secondLanguage: 'bn' }, DEFAULTS, { language: 'en', secondLanguage: null }],
    [{ language: 'ar', secondLanguage: 'ar' }, DEFAULTS, { language: 'ar', secondLanguage: null }],
    [{ language: 'AR', secondLanguage: 7 }, DEFAULTS, { language: 'en', secondLanguage: null }],
  ])('reads the languages of %j', (raw, defaults, languages) => {
    expect(readDisplaySettings(raw, defaults, SPOKEN)).toMatchObject(languages);
  });

  it.each([
    [{ slideSeconds: 4, iqamahScreenMinutes: 31, theme: 'neon' }],
    [{ slideSeconds: '10', iqamahScreenMinutes: 2.5, theme: null }],
    [null],
    ['settings'],
    [{}],
  ])('falls back to the defaults field by field for %j', (raw) => {
    expect(readDisplaySettings(raw, DEFAULTS)).toEqual(DEFAULTS);
  });
});
