import { describe, expect, it } from 'vitest';
import { nextSyncAt, RETRY_EVERY_MS, SYNC_EVERY_MS } from './sync-policy.ts';

describe('nextSyncAt', () => {
  it('waits the full period after a good sync and retries within a minute after a failed one', () => {
    expect(nextSyncAt(1_000, true)).toBe(1_000 + SYNC_EVERY_MS);
    expect(nextSyncAt(1_000, false)).toBe(1_000 + RETRY_EVERY_MS);
    expect(RETRY_EVERY_MS).toBeLessThanOrEqual(60_000);
  });
});
