import * as z from 'zod/mini';
import { isoDateIn } from '../../domain/dates/zoned.ts';
import { campaignsChangeOn, campaignsOf } from '../../domain/campaigns/campaign.ts';
import { programsChangeOn } from '../../domain/programs/program-status.ts';
import type { Db } from '../db/client.ts';
import { listPublishedContent } from '../db/repositories/content-items.ts';
import type { RebuildTrigger } from '../rebuild/rebuild-trigger.ts';

/**
 * Dates decide what a program's page shows (issue 24), and the pages are static: on a masjid date when a
 * published program's registration opens or closes, it starts or it ends, or a campaign starts or has
 * ended, the server asks for a rebuild,
 * so an ended program loses its Register button that day without anyone editing it. `npm start` checks
 * every hour (startProgramDateWatch). Cloudflare Pages has no timer of its own: there the deploy hook has
 * to be called daily from outside (a scheduler, or a Worker's Cron Trigger) for the same effect.
 */

const programDates = z.object({
  startDate: z.string(),
  endDate: z.string(),
  registrationOpens: z.optional(z.nullable(z.string())),
  registrationCloses: z.optional(z.nullable(z.string())),
});

/** One check: asks for a rebuild when today (in the masjid's zone) changes some program page; says whether it did. */
export async function checkProgramDates(db: Db, rebuild: RebuildTrigger, timeZone: string, now: Date): Promise<boolean> {
  const today = isoDateIn(timeZone, now);
  const programs = (await listPublishedContent(db, 'program')).flatMap((item) => {
    const parsed = z.safeParse(programDates, item.data);
    return parsed.success ? [{ ...parsed.data, registrationOpens: parsed.data.registrationOpens ?? null, registrationCloses: parsed.data.registrationCloses ?? null }] : [];
  });
  const campaigns = campaignsOf(await listPublishedContent(db, 'campaign'));
  const programsChange = programsChangeOn(programs, today);
  // A campaign that starts today joins the donate section; one that ended yesterday leaves it.
  if (!programsChange && !campaignsChangeOn(campaigns, today)) return false;
  rebuild.request(`${programsChange ? 'program' : 'campaign'} dates (${today})`);
  return true;
}

export const PROGRAM_DATE_CHECK_MS = 60 * 60 * 1000;

/**
 * Checks once per masjid date, on the first hourly tick of that date (within the hour after midnight); the
 * first tick after a start checks the start's date too, in case the build it serves is from the day before.
 * Returns a stop function.
 */
export function startProgramDateWatch(options: { db: Db; rebuild: RebuildTrigger; timeZone: string; now?: () => Date; onError?: (error: unknown) => void }): () => void {
  const now = options.now ?? (() => new Date());
  let checkedDate = '';
  const timer = setInterval(() => {
    const today = isoDateIn(options.timeZone, now());
    if (today === checkedDate) return;
    checkedDate = today;
    checkProgramDates(options.db, options.rebuild, options.timeZone, now()).catch((error: unknown) => options.onError?.(error));
  }, PROGRAM_DATE_CHECK_MS);
  timer.unref();
  return () => clearInterval(timer);
}
