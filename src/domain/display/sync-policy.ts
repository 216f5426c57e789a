/**
 * When the screen asks the site for fresh data, and what it says about its last sync (issue 14: offline
 * for a week, "says discreetly when it last synced", "back online, it syncs within a minute").
 */

/** A healthy screen refreshes announcements, events and settings this often (a staff change shows within it). */
export const SYNC_EVERY_MS = 5 * 60_000;
/** After a failed sync the screen tries again this soon, so it is current within a minute of the network returning. */
export const RETRY_EVERY_MS = 60_000;
/**
 * The note appears once the last good sync is older than this: three missed syncs, not one slow one. The
 * note itself is in the screen's language (src/islands/display/display-view.ts, syncNoteIn).
 */
export const STALE_AFTER_MS = 3 * SYNC_EVERY_MS;

/** The instant of the next sync after an attempt at `attemptedAt` that succeeded or failed. */
export function nextSyncAt(attemptedAt: number, succeeded: boolean): number {
  return attemptedAt + (succeeded ? SYNC_EVERY_MS : RETRY_EVERY_MS);
}
