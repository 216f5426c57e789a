import { dateChangeBetween } from '../../domain/site-dates/date-changes.ts';
import { isoDateIn } from '../../domain/dates/zoned.ts';
import type { Db } from '../db/client.ts';
import { claimSiteDateCheck, releaseSiteDateCheck } from '../db/repositories/site-date-checks.ts';
import { dateChangeReason, dateSources } from '../routes/programs-dates.ts';
import type { RebuildTrigger } from './rebuild-trigger.ts';

/** Default: an isolate looks at most once per five minutes. */
export const SITE_DATE_CHECK_SECONDS = 300;

export interface SiteDateWatch {
  /**
   * Called on each request the functions receive (after its answer, in `waitUntil`): resolves at once
   * unless this isolate's interval has passed; then one statement moves the last-checked masjid date to
   * today, and the one request that moved it reads the published programs' and campaigns' dates and asks
   * for a rebuild when one of them changed the pages since (src/domain/site-dates, the rule `npm start`'s
   * hourly check uses). `rebuild` is made only then (a deploy-hook trigger on a connection of its own).
   */
  look(options: {
    openDb: () => Db;
    rebuild: (db: Db) => RebuildTrigger & { settled?: () => Promise<void> };
  }): Promise<void>;
}

/**
 * Cloudflare Pages has no timer (issue 24): the static pages would keep an ended program's Register button
 * until someone changed something. The functions notice by themselves instead, on the requests they already
 * receive (the page-view beacon of every visit, any API call): per isolate at most once per `intervalMs`,
 * one small statement; per masjid date, one request in all reads the dates, and only a date that changes
 * the pages calls the deploy hook, through the same deploy_hook_requests queue as staff changes.
 */
export function siteDateWatch(settings: { timeZone: string; intervalMs: number; now?: () => Date }): SiteDateWatch {
  const now = settings.now ?? (() => new Date());
  let nextLookAt = 0;
  return {
    async look({ openDb, rebuild }) {
      const at = now();
      if (at.getTime() < nextLookAt) return;
      nextLookAt = at.getTime() + settings.intervalMs;
      const today = isoDateIn(settings.timeZone, at);
      const db = openDb();
      let claimed: { previous: string | null } | undefined;
      try {
        claimed = await claimSiteDateCheck(db, today);
        if (!claimed) return;
        const change = dateChangeBetween(await dateSources(db), claimed.previous, today);
        if (!change) return;
        const trigger = rebuild(db);
        trigger.request(dateChangeReason(change));
        await trigger.settled?.();
      } catch (error) {
        console.warn(`[rebuild] the date check failed: ${(error as Error).message}`);
        if (claimed) await releaseSiteDateCheck(db, today, claimed.previous).catch(() => undefined);
      } finally {
        await db.destroy();
      }
    },
  };
}
