import { describe, expect, it } from 'vitest';
import { readDisplaySettings, type DisplaySettings } from './settings.ts';

const DEFAULTS: DisplaySettings = { slideSeconds: 15, iqamahScreenMinutes: 10, theme: 'dark' };

describe('readDisplaySettings', () => {
  it('reads settings within their limits', () => {
    expect(readDisplaySettings({ slideSeconds: 5, iqamahScreenMinutes: 0, theme: 'light', updatedAt: null }, DEFAULTS)).toEqual({
      slideSeconds: 5,
      iqamahScreenMinutes: 0,
      theme: 'light',
    });
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
