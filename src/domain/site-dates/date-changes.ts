import { addDays, isoDateIn } from '../dates/zoned.ts';
import { statusChangeDates } from '../programs/program-status.ts';

/**
 * The one rule for "the static pages are stale because a date passed" (issue 24), shared by the two hosts:
 * `npm start` asks it every hour (src/server/routes/programs-dates.ts), the Cloudflare Pages functions on
 * the requests they already receive (src/server/rebuild/site-date-watch.ts), each with the masjid date it
 * last looked.
 *
 * The dates that change a page by themselves: a program's registration opens, the day after it closes, its
 * first day, the day after its last (statusChangeDates); a campaign's first day (it joins the donate
 * section) and the day after its last (it leaves it). All are masjid calendar dates ('YYYY-MM-DD' in
 * site.timeZone), so DST never moves one.
 */

interface ProgramDates {
  startDate: string;
  endDate: string;
  registrationOpens: string | null;
  registrationCloses: string | null;
}

interface CampaignDates {
  startDate: string;
  endDate: string;
}

export interface DateChange {
  /** The masjid date the pages changed on. */
  date: string;
  /** What changed them that day (a program when both did). */
  what: 'program' | 'campaign';
}

/** The masjid dates on which a campaign appears on or leaves the public pages. */
export function campaignChangeDates(campaign: CampaignDates): string[] {
  return [campaign.startDate, addDays(campaign.endDate, 1)];
}

/**
 * The latest masjid date in (`after`, `through`] on which some program's or campaign's pages change by
 * themselves, or null when none does: the pages built on `after` are then still right on `through`.
 * `after` null means "not known": only `through` itself is looked at (a first check, or a server that just
 * built). Dates after `through`, or a `through` before `after`, change nothing.
 */
export function dateChangeBetween(
  sources: { programs: readonly ProgramDates[]; campaigns: readonly CampaignDates[] },
  after: string | null,
  through: string,
): DateChange | null {
  const from = after ?? addDays(through, -1);
  if (through <= from) return null;
  const inRange = (date: string) => date > from && date <= through;
  const latest = (dates: string[]) => dates.filter(inRange).sort().at(-1) ?? null;
  const program = latest(sources.programs.flatMap(statusChangeDates));
  const campaign = latest(sources.campaigns.flatMap(campaignChangeDates));
  if (program === null && campaign === null) return null;
  if (campaign === null || (program !== null && program >= campaign)) return { date: program!, what: 'program' };
  return { date: campaign, what: 'campaign' };
}

/** dateChangeBetween for the instant `now`: `through` is the masjid's date at `now`. */
export function dateChangeAt(
  sources: { programs: readonly ProgramDates[]; campaigns: readonly CampaignDates[] },
  after: string | null,
  timeZone: string,
  now: Date,
): { today: string; change: DateChange | null } {
  const today = isoDateIn(timeZone, now);
  return { today, change: dateChangeBetween(sources, after, today) };
}
