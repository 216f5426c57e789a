import { describe, expect, it } from 'vitest';
import { nextSyncAt, RETRY_EVERY_MS, STALE_AFTER_MS, SYNC_EVERY_MS, syncNote } from './sync-policy.ts';

const TZ = 'America/Los_Angeles';
const SYNCED = Date.parse('2026-11-22T18:02:00Z'); // Sunday 10:02 AM in Los Angeles

describe('nextSyncAt', () => {
  it('waits the full period after a good sync and retries within a minute after a failed one', () => {
    expect(nextSyncAt(1_000, true)).toBe(1_000 + SYNC_EVERY_MS);
    expect(nextSyncAt(1_000, false)).toBe(1_000 + RETRY_EVERY_MS);
    expect(RETRY_EVERY_MS).toBeLessThanOrEqual(60_000);
  });
});

describe('syncNote', () => {
  it.each([
    [0, null],
    [STALE_AFTER_MS - 1, null],
    [STALE_AFTER_MS, 'Offline · last synced 15 minutes ago (Sun, Nov 22, 10:02 AM)'],
    [65 * 60_000, 'Offline · last synced 1 hour ago (Sun, Nov 22, 10:02 AM)'],
    [47 * 3_600_000, 'Offline · last synced 47 hours ago (Sun, Nov 22, 10:02 AM)'],
    [3 * 86_400_000 + 5_000, 'Offline · last synced 3 days ago (Sun, Nov 22, 10:02 AM)'],
  ])('%i ms after the sync: %s', (age, note) => {
    expect(syncNote(new Date(SYNCED + age), SYNCED, TZ)).toBe(note);
  });

  it("tells the time on the masjid's clock, whatever the screen's zone", () => {
    expect(syncNote(new Date(SYNCED + 86_400_000), SYNCED, 'Asia/Tokyo')).toBe(
      'Offline · last synced 24 hours ago (Mon, Nov 23, 3:02 AM)',
    );
  });

  it('says when the screen never synced', () => {
    expect(syncNote(new Date(SYNCED), null, TZ)).toBe('Offline · not synced yet: showing calculated times');
  });
});
