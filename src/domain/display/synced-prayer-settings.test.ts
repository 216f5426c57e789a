import { describe, expect, it } from 'vitest';
import { site } from '../../config/site.ts';
import { defaultPrayerSettings } from '../schedule/settings.ts';
import { readSyncedPrayerSettings } from './synced-prayer-settings.ts';

const settings = defaultPrayerSettings(site);
const roundTrip = JSON.parse(JSON.stringify(settings)) as Record<string, unknown>;

describe('readSyncedPrayerSettings', () => {
  it('reads a settings document as the API sends it', () => {
    expect(readSyncedPrayerSettings(roundTrip)).toEqual(settings);
  });

  it.each<[string, unknown]>([
    ['an error body', { message: 'Internal error' }],
    ['null', null],
    ['a list', [settings]],
    ['a prayer without its rule', { ...roundTrip, iqamah: { ...settings.iqamah, isha: { overridesFile: false } } }],
    ['an unknown calculation method', { ...roundTrip, calculation: { ...settings.calculation, method: 'Moon' } }],
    ['a Hijri day that starts at noon', { ...roundTrip, hijri: { offsetDays: 0, dayStartsAt: 'noon' } }],
    ['no Eid prayers list', { ...roundTrip, eidPrayers: undefined }],
    [
      'an override without a rule',
      { ...roundTrip, iqamahOverrides: [{ prayer: 'isha', from: '2026-01-01', to: '2026-01-02' }] },
    ],
  ])('refuses %s (the screen keeps what it has)', (_label, raw) => {
    expect(readSyncedPrayerSettings(raw)).toBeNull();
  });
});
