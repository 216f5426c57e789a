import { describe, expect, it } from 'vitest';
import { feedUrls, prayerFeedSearch } from './feed-urls.ts';

const ALL = ['fajr', 'dhuhr', 'asr', 'maghrib', 'isha', 'jumuah'];

describe('feedUrls', () => {
  it.each([
    [
      'https://masjid.example.org',
      '/calendar.ics',
      '',
      'https://masjid.example.org/calendar.ics',
      'webcal://masjid.example.org/calendar.ics',
    ],
    [
      'https://masjid.example.org/',
      '/prayer-times.ics',
      '?prayers=fajr,isha',
      'https://masjid.example.org/prayer-times.ics?prayers=fajr,isha',
      'webcal://masjid.example.org/prayer-times.ics?prayers=fajr,isha',
    ],
    [
      'http://127.0.0.1:4321',
      '/calendar.ics',
      '',
      'http://127.0.0.1:4321/calendar.ics',
      'webcal://127.0.0.1:4321/calendar.ics',
    ],
  ])('%s%s%s', (origin, path, search, https, webcal) => {
    expect(feedUrls(origin, path, search)).toEqual({ https, webcal });
  });
});

describe('prayerFeedSearch', () => {
  it.each<[string[], boolean, string]>([
    [ALL, false, ''],
    [ALL, true, '?adhan=1'],
    [['isha', 'fajr'], false, '?prayers=fajr,isha'],
    [['jumuah'], true, '?prayers=jumuah&adhan=1'],
  ])('%j adhan=%s → %j', (chosen, adhan, expected) => expect(prayerFeedSearch(chosen, ALL, adhan)).toBe(expected));

  it.each<[string[], boolean, string]>([
    [ALL, false, '?lang=tr'],
    [['fajr'], true, '?prayers=fajr&adhan=1&lang=tr'],
  ])('on a Turkish page, %j adhan=%s → %j', (chosen, adhan, expected) => expect(prayerFeedSearch(chosen, ALL, adhan, 'tr')).toBe(expected));
});
