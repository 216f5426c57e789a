import { describe, expect, it } from 'vitest';
import { nextSyncAt, RETRY_EVERY_MS, staffTextPaths, SYNC_EVERY_MS, syncAgainForLanguage } from './sync-policy.ts';

describe('nextSyncAt', () => {
  it('waits the full period after a good sync and retries within a minute after a failed one', () => {
    expect(nextSyncAt(1_000, true)).toBe(1_000 + SYNC_EVERY_MS);
    expect(nextSyncAt(1_000, false)).toBe(1_000 + RETRY_EVERY_MS);
    expect(RETRY_EVERY_MS).toBeLessThanOrEqual(60_000);
  });
});

describe('staffTextPaths', () => {
  it.each([
    ['en', '/api/announcements?lang=en', '/api/events?lang=en'],
    ['tr', '/api/announcements?lang=tr', '/api/events?lang=tr'],
    ['ar', '/api/announcements?lang=ar', '/api/events?lang=ar'],
    ['pt-br', '/api/announcements?lang=pt-br', '/api/events?lang=pt-br'],
  ])("asks in the screen's language %s", (language, announcements, events) => {
    expect(staffTextPaths(language)).toEqual({ announcements, events });
  });
});

describe('syncAgainForLanguage', () => {
  it.each([
    ['en', 'en', false],
    ['en', 'tr', true],
    ['tr', 'en', true],
  ])('asked in %s, settings now %s: again at once %s', (asked, now, expected) => {
    expect(syncAgainForLanguage(asked, now)).toBe(expected);
  });
});
