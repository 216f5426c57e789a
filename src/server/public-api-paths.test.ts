import { describe, expect, it } from 'vitest';
import { toApiRequest, toApiUrl } from './public-api-paths.ts';

describe('public addresses the API answers', () => {
  it.each([
    ['https://masjid.example.org/prayer-times.ics', 'https://masjid.example.org/api/prayer-times.ics'],
    [
      'https://masjid.example.org/prayer-times.ics?prayers=fajr,isha&adhan=1',
      'https://masjid.example.org/api/prayer-times.ics?prayers=fajr,isha&adhan=1',
    ],
    ['https://masjid.example.org/api/prayer-times.ics', 'https://masjid.example.org/api/prayer-times.ics'],
    ['https://masjid.example.org/prayer-times.ics/x', 'https://masjid.example.org/prayer-times.ics/x'],
    ['https://masjid.example.org/calendar.ics', 'https://masjid.example.org/calendar.ics'],
    ['https://masjid.example.org/api/events', 'https://masjid.example.org/api/events'],
  ])('%s → %s', (from, to) => expect(toApiUrl(from)).toBe(to));

  it('keeps the request itself when nothing changes, and its method and headers when something does', () => {
    const same = new Request('https://masjid.example.org/api/events');
    expect(toApiRequest(same)).toBe(same);
    const moved = toApiRequest(
      new Request('https://masjid.example.org/prayer-times.ics?adhan=1', {
        method: 'HEAD',
        headers: { 'accept-encoding': 'br' },
      }),
    );
    expect([moved.url, moved.method, moved.headers.get('accept-encoding')]).toEqual([
      'https://masjid.example.org/api/prayer-times.ics?adhan=1',
      'HEAD',
      'br',
    ]);
  });
});
