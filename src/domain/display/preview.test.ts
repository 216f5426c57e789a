import { describe, expect, it } from 'vitest';
import { previewPath, readPreview } from './preview.ts';

const TZ = 'America/Los_Angeles';

describe('readPreview', () => {
  it("reads the moment on the masjid's clock and the settings being edited", () => {
    expect(readPreview('?preview=2026-11-27T12:55&theme=light&slideSeconds=10&iqamahScreenMinutes=5', TZ)).toEqual({
      startsAt: Date.parse('2026-11-27T20:55:00Z'),
      settings: { theme: 'light', slideSeconds: 10, iqamahScreenMinutes: 5 },
    });
  });

  it('leaves out settings out of range or not numbers, and keeps the moment', () => {
    expect(readPreview('?preview=2026-07-03T13:00&theme=neon&slideSeconds=2&iqamahScreenMinutes=x', TZ)).toEqual({
      startsAt: Date.parse('2026-07-03T20:00:00Z'),
      settings: {},
    });
  });

  it.each(['', '?preview=', '?preview=2026-11-27', '?preview=2026-13-01T10:00', '?preview=2026-11-27T25:00', '?theme=light'])(
    '%s is the real screen',
    (search) => {
      expect(readPreview(search, TZ)).toBeNull();
    },
  );

  it.each([
    ['&language=tr&secondLanguage=ar', { language: 'tr', secondLanguage: 'ar' }],
    ['&language=ar&secondLanguage=', { language: 'ar', secondLanguage: null }],
    ['&language=en&secondLanguage=en', { language: 'en', secondLanguage: null }],
    ['&language=EN&secondLanguage=<b>', { secondLanguage: null }],
    ['&language=pt-br', { language: 'pt-br' }],
    ['', {}],
  ])('reads the languages %s', (query, settings) => {
    expect(readPreview(`?preview=2026-11-27T12:55${query}`, TZ)?.settings).toEqual(settings);
  });

  it('round-trips with previewPath', () => {
    const settings = { theme: 'dark', slideSeconds: 15, iqamahScreenMinutes: 10, language: 'en', secondLanguage: 'ar' } as const;
    const path = previewPath('2026-11-27T12:55', settings);
    expect(path).toBe(
      '/display?preview=2026-11-27T12%3A55&theme=dark&slideSeconds=15&iqamahScreenMinutes=10&language=en&secondLanguage=ar',
    );
    expect(readPreview(path.slice(path.indexOf('?')), TZ)?.settings).toEqual(settings);
    const single = previewPath('2026-11-27T12:55', { ...settings, secondLanguage: null });
    expect(readPreview(single.slice(single.indexOf('?')), TZ)?.settings).toEqual({ ...settings, secondLanguage: null });
  });
});
