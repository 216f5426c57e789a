import type { Db } from '../db/client.ts';
import { clearExpiredPersonalData } from '../db/repositories/registrations.ts';

/**
 * Retention of sign-ups' personal data (issue 27, ADR 022): `site.registrations.retentionDays` after an
 * event (a program: its term) ends, the names, e-mails, phones, notes and children of its sign-ups are
 * deleted; the rows and their seats stay for the report. `npm start` sweeps every hour; Cloudflare Pages
 * has no timer, so the functions sweep on requests they already receive, after the answer, at most every
 * few minutes per isolate (as the date watch does, src/server/rebuild/site-date-watch.ts).
 */
export interface RetentionSettings {
  retentionDays: number;
  timeZone: string;
  now?: () => Date;
}

export const RETENTION_SWEEP_MS = 60 * 60 * 1000;
/** An isolate sweeps at most this often. */
export const EDGE_RETENTION_SWEEP_MS = 10 * 60 * 1000;

/** One sweep: how many sign-ups' personal data was deleted. */
export function sweepPersonalData(db: Db, settings: RetentionSettings): Promise<number> {
  const now = (settings.now ?? (() => new Date()))();
  return clearExpiredPersonalData(db, { now, retentionDays: settings.retentionDays, timeZone: settings.timeZone });
}

/** The Node server's hourly sweep (the first one at once); returns a stop function. */
export function startRetentionSweeps(options: RetentionSettings & { db: Db; onError?: (error: unknown) => void; onCleared?: (count: number) => void }): () => void {
  const sweep = () =>
    sweepPersonalData(options.db, options)
      .then((count) => {
        if (count > 0) options.onCleared?.(count);
      })
      .catch((error: unknown) => options.onError?.(error));
  void sweep();
  const timer = setInterval(() => void sweep(), RETENTION_SWEEP_MS);
  timer.unref?.();
  return () => clearInterval(timer);
}

/**
 * Per isolate on the edge: `look` sweeps when `intervalMs` has passed since this isolate last did. `now` is
 * the request's clock (the services' `now`), so "30 days after the event" is judged by the same clock as
 * everything the request did.
 */
export function edgeRetentionSweeps(settings: RetentionSettings & { intervalMs?: number }) {
  const intervalMs = settings.intervalMs ?? EDGE_RETENTION_SWEEP_MS;
  let nextAt = 0;
  return {
    async look(openDb: () => Db, now: () => Date = settings.now ?? (() => new Date())): Promise<void> {
      const at = now().getTime();
      if (at < nextAt) return;
      nextAt = at + intervalMs;
      let db: Db | undefined;
      try {
        db = openDb();
        await sweepPersonalData(db, { ...settings, now });
      } catch (error) {
        // After the answer, in waitUntil: a warning in the log; the next look tries again.
        console.warn(`[registrations] the retention sweep failed: ${(error as Error).message}`);
      } finally {
        await db?.destroy();
      }
    },
  };
}
