import * as z from 'zod/mini';
import { addDays, isoDateIn } from '../../domain/dates/zoned.ts';
import { campaignsOf } from '../../domain/campaigns/campaign.ts';
import { dateChangeBetween, type DateChange } from '../../domain/site-dates/date-changes.ts';
import type { Db } from '../db/client.ts';
import { listPublishedContent } from '../db/repositories/content-items.ts';
import type { RebuildTrigger } from '../rebuild/rebuild-trigger.ts';

/**
 * Dates decide what a program's page shows (issue 24), and the pages are static: on a masjid date when a
 * published program's registration opens or closes, it starts or it ends, or a campaign starts or has
 * ended, the server asks for a rebuild, so an ended program loses its Register button that day without
 * anyone editing it. Which dates those are is one rule for both hosts (src/domain/site-dates). `npm start`
 * checks every hour (startProgramDateWatch); the Cloudflare Pages functions check on the requests they
 * receive (src/server/rebuild/site-date-watch.ts).
 */

const programDates = z.object({
  startDate: z.string(),
  endDate: z.string(),
  registrationOpens: z.optional(z.nullable(z.string())),
  registrationCloses: z.optional(z.nullable(z.string())),
});

/** The published programs' and campaigns' dates, as the rule reads them. */
export async function dateSources(db: Db): Promise<Parameters<typeof dateChangeBetween>[0]> {
  const programs = (await listPublishedContent(db, 'program')).flatMap((item) => {
    const parsed = z.safeParse(programDates, item.data);
    return parsed.success
      ? [
          {
            ...parsed.data,
            registrationOpens: parsed.data.registrationOpens ?? null,
            registrationCloses: parsed.data.registrationCloses ?? null,
          },
        ]
      : [];
  });
  return { programs, campaigns: campaignsOf(await listPublishedContent(db, 'campaign')) };
}

/** The rebuild's reason for a change: "program dates (2026-11-26)". */
export const dateChangeReason = (change: DateChange) => `${change.what} dates (${change.date})`;

/**
 * One check: asks for a rebuild when a masjid date after `after` (default: yesterday), up to today, changed
 * some page; says whether it did.
 */
export async function checkProgramDates(
  db: Db,
  rebuild: RebuildTrigger,
  timeZone: string,
  now: Date,
  after?: string,
): Promise<boolean> {
  const today = isoDateIn(timeZone, now);
  // A program's page changes today, or a campaign starts today or ended yesterday (or since `after`).
  const change = dateChangeBetween(await dateSources(db), after ?? addDays(today, -1), today);
  if (!change) return false;
  rebuild.request(dateChangeReason(change));
  return true;
}

export const PROGRAM_DATE_CHECK_MS = 60 * 60 * 1000;

/**
 * Checks once per masjid date, on the first hourly tick of that date (within the hour after midnight); the
 * first tick after a start checks the start's date too, in case the build it serves is from the day before.
 * Later ticks look at every date since the last one checked, so a day the process slept through (a laptop's
 * suspend, a stalled event loop) still counts. Returns a stop function.
 */
export function startProgramDateWatch(options: {
  db: Db;
  rebuild: RebuildTrigger;
  timeZone: string;
  now?: () => Date;
  onError?: (error: unknown) => void;
}): () => void {
  const now = options.now ?? (() => new Date());
  let checkedDate = '';
  const timer = setInterval(() => {
    const today = isoDateIn(options.timeZone, now());
    if (today === checkedDate) return;
    const after = checkedDate === '' ? undefined : checkedDate;
    checkedDate = today;
    checkProgramDates(options.db, options.rebuild, options.timeZone, now(), after).catch((error: unknown) =>
      options.onError?.(error),
    );
  }, PROGRAM_DATE_CHECK_MS);
  timer.unref();
  return () => clearInterval(timer);
}
