import { shortDateLabel } from '../dates/short-date-labels.ts';
import { formatTime12h } from '../dates/time-of-day.ts';
import { toIsoDate, zonedDateTimeIn } from '../dates/zoned.ts';

/**
 * When the screen asks the site for fresh data, and what it says about its last sync (issue 14: offline
 * for a week, "says discreetly when it last synced", "back online, it syncs within a minute").
 */

/** A healthy screen refreshes announcements, events and settings this often (a staff change shows within it). */
export const SYNC_EVERY_MS = 5 * 60_000;
/** After a failed sync the screen tries again this soon, so it is current within a minute of the network returning. */
export const RETRY_EVERY_MS = 60_000;
/** The note appears once the last good sync is older than this: three missed syncs, not one slow one. */
export const STALE_AFTER_MS = 3 * SYNC_EVERY_MS;

/** The instant of the next sync after an attempt at `attemptedAt` that succeeded or failed. */
export function nextSyncAt(attemptedAt: number, succeeded: boolean): number {
  return attemptedAt + (succeeded ? SYNC_EVERY_MS : RETRY_EVERY_MS);
}


function ago(ms: number): string {
  const minutes = Math.floor(ms / 60_000);
  if (minutes < 60) return `${minutes} minutes ago`;
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return hours === 1 ? '1 hour ago' : `${hours} hours ago`;
  return `${Math.floor(hours / 24)} days ago`;
}

/**
 * The discreet note, or null while the data is fresh: 'Offline · last synced 3 days ago (Sun, Nov 22,
 * 10:02 AM)', the time on the masjid's clock. A screen that never synced says so.
 */
export function syncNote(now: Date, lastSyncedAt: number | null, timeZone: string): string | null {
  if (lastSyncedAt === null) return 'Offline · not synced yet: showing calculated times';
  const age = now.getTime() - lastSyncedAt;
  if (age < STALE_AFTER_MS) return null;
  const at = new Date(lastSyncedAt);
  const local = zonedDateTimeIn(timeZone, at);
  const when = `${shortDateLabel(toIsoDate(local))}, ${formatTime12h(local.hour, local.minute)}`;
  return `Offline · last synced ${ago(age)} (${when})`;
}
