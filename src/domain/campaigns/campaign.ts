import * as z from 'zod/mini';
import { contentTranslationsSchema } from '../i18n/content-text.ts';
import { addDays, isoDateIn, isValidIsoDate } from '../dates/zoned.ts';

/**
 * Fundraising campaigns (issue 24 item 2): staff type in the amount raised and the donor count from the
 * donation platforms; the dates decide, in the masjid's zone, whether visitors see a campaign. One schema
 * for the API (POST/PUT /api/campaigns) and Admin → Campaigns (ADR 017).
 */

export const CAMPAIGN_LIMITS = { title: 120, description: 5000, amount: 100_000_000, donors: 10_000_000 } as const;

const title = z
  .string({ error: 'Title is required' })
  .check(z.trim(), z.minLength(1, 'Title is required'), z.maxLength(CAMPAIGN_LIMITS.title, `Title must be at most ${CAMPAIGN_LIMITS.title} characters`));

const dollars = (label: string) =>
  z
    .int({ error: `${label} must be a whole number of dollars` })
    .check(z.gte(0, `${label} must be at least 0`), z.lte(CAMPAIGN_LIMITS.amount, `${label} must be at most ${CAMPAIGN_LIMITS.amount.toLocaleString('en-US')}`));

const isoDate = (label: string) => z.string({ error: `${label} is required` }).check(z.refine(isValidIsoDate, `${label} must be a date YYYY-MM-DD`));

/** The campaign's texts staff may translate (issue 26 item 4), with the default text's rules. */
export const CAMPAIGN_TRANSLATABLE = {
  title: { label: 'Title', max: CAMPAIGN_LIMITS.title },
  description: { label: 'Description', max: CAMPAIGN_LIMITS.description },
} as const;

export const campaignSchema = z
  .object({
    title,
    /** In whole dollars; 0 means the campaign has no goal (the bar then shows the amount raised only). */
    goal: dollars('Goal'),
    raised: dollars('Amount raised'),
    donors: z.optional(
      z.int({ error: 'Donors must be a whole number' }).check(z.gte(0, 'Donors must be at least 0'), z.lte(CAMPAIGN_LIMITS.donors, 'Donors is too large')),
    ),
    startDate: isoDate('Start date'),
    endDate: isoDate('End date'),
    /** Markdown, rendered on the server (renderMarkdown). */
    description: z.string({ error: 'Description must be text' }).check(z.maxLength(CAMPAIGN_LIMITS.description, `Description must be at most ${CAMPAIGN_LIMITS.description} characters`)),
    url: z.url({ protocol: /^https$/, hostname: z.regexes.domain, error: 'Link must be an https:// link' }).check(z.maxLength(500, 'Link must be at most 500 characters')),
    /** The title and description in the site's other languages (issue 26 item 4). */
    translations: contentTranslationsSchema(CAMPAIGN_TRANSLATABLE),
  })
  .check(
    z.refine((c) => !isValidIsoDate(c.startDate) || !isValidIsoDate(c.endDate) || c.endDate >= c.startDate, {
      message: 'End date must be on or after the start date',
      path: ['endDate'],
    }),
  );

export type Campaign = z.output<typeof campaignSchema>;

/** The fields an editor may change (progress); everything else is for admins. */
export const PROGRESS_FIELDS = ['raised', 'donors'] as const;

/** The stored item's slug: the title in lower-case words ('2025 Fundraiser' → '2025-fundraiser'). */
export function campaignSlug(title: string): string {
  const slug = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/, '');
  return slug || 'campaign';
}

/** '$42,000' (whole dollars, US format). */
export function formatDollars(amount: number): string {
  return `$${Math.round(amount).toLocaleString('en-US')}`;
}

export interface CampaignProgress {
  /** Whole percent of the goal, floored (never 100 before the goal is met); over 100 when passed. Null: no goal. */
  percent: number | null;
  /** What the bar fills, 0 to 100. */
  barPercent: number;
  /** "$42,000 of $100,000 · 42%", or "$42,000 raised" without a goal. */
  text: string;
}

export function campaignProgress(goal: number, raised: number): CampaignProgress {
  const safeRaised = Math.max(0, raised);
  if (!(goal > 0)) return { percent: null, barPercent: 0, text: `${formatDollars(safeRaised)} raised` };
  const percent = Math.floor((safeRaised / goal) * 100);
  return { percent, barPercent: Math.min(100, percent), text: `${formatDollars(safeRaised)} of ${formatDollars(goal)} · ${percent}%` };
}

export type CampaignStatus = 'upcoming' | 'active' | 'ended';

/** By the masjid's calendar date `today`: both end dates inclusive. */
export function campaignStatus(campaign: Pick<Campaign, 'startDate' | 'endDate'>, today: string): CampaignStatus {
  if (today < campaign.startDate) return 'upcoming';
  if (today > campaign.endDate) return 'ended';
  return 'active';
}

/** Whether `today` changes a campaign's status (it starts, or it ended yesterday): the pages must be rebuilt. */
export function campaignsChangeOn(campaigns: readonly Pick<Campaign, 'startDate' | 'endDate'>[], today: string): boolean {
  return campaigns.some((c) => campaignStatus(c, today) !== campaignStatus(c, addDays(today, -1)));
}

/**
 * The campaign the public pages show at `now`: of those running on the masjid's date, the one ending
 * first (the most urgent), then the one that started first; undefined when none runs.
 */
export function activeCampaign<C extends Pick<Campaign, 'startDate' | 'endDate'>>(campaigns: readonly C[], now: Date, timeZone: string): C | undefined {
  const today = isoDateIn(timeZone, now);
  return campaigns
    .filter((c) => campaignStatus(c, today) === 'active')
    .toSorted((a, b) => a.endDate.localeCompare(b.endDate) || a.startDate.localeCompare(b.startDate))[0];
}

/** The published documents that read as campaigns, with their ids (a document that does not is skipped). */
export function campaignsOf(published: readonly { id: number; slug: string; data: unknown }[] | undefined): (Campaign & { id: number; slug: string })[] {
  const campaigns: (Campaign & { id: number; slug: string })[] = [];
  for (const item of published ?? []) {
    const parsed = z.safeParse(campaignSchema, item.data);
    if (parsed.success) campaigns.push({ ...parsed.data, id: item.id, slug: item.slug });
  }
  return campaigns;
}

/** The message refusing an editor's change to anything but progress; null when the change is progress only. */
export function refuseNonProgressChange(before: Campaign | null, after: Campaign): string | null {
  if (before === null) return 'Only admins create campaigns';
  const changed = (Object.keys({ ...before, ...after }) as (keyof Campaign)[]).filter(
    (key) => !(PROGRESS_FIELDS as readonly string[]).includes(key) && JSON.stringify(before[key]) !== JSON.stringify(after[key]),
  );
  return changed.length > 0 ? `Editors may change only the amount raised and the donor count (not ${changed.join(', ')})` : null;
}

/** A written amount as whole dollars: '$100K' → 100000, '$2.5M' → 2500000, '$1,500' → 1500; null if unreadable. */
export function parseDollars(text: string): number | null {
  const match = /^\s*\$?\s*(\d[\d,]*(?:\.\d+)?)\s*([kKmM])?\s*$/.exec(text);
  if (!match) return null;
  const value = Number(match[1]!.replace(/,/g, ''));
  const scale = match[2] ? (match[2].toLowerCase() === 'k' ? 1_000 : 1_000_000) : 1;
  return Math.round(value * scale);
}
