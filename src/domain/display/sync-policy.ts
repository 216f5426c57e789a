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

/**
 * Where the screen fetches the staff's announcements and events (issue 26 item 4): in the screen's language
 * (settings.language), so the API sends each text already chosen (the staff's translation where they wrote
 * one) with `lang` naming its language. The display's worker (display-sw.ts) keys its offline copy by the
 * path alone, so the last answer, in whatever language it came, is what an offline screen shows.
 */
export function staffTextPaths(language: string): { announcements: string; events: string } {
  const query = `?lang=${encodeURIComponent(language)}`;
  return { announcements: `/api/announcements${query}`, events: `/api/events${query}` };
}

/**
 * After a sync that read settings in another language than the one it asked the staff texts in (the admin
 * has just changed it), the next sync comes at once, in the new language, not a period later.
 */
export function syncAgainForLanguage(askedIn: string, settingsLanguage: string): boolean {
  return askedIn !== settingsLanguage;
}
