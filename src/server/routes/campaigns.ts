import { z } from 'zod';
import { site } from '../../config/site.ts';
import { isoDateIn } from '../../domain/dates/zoned.ts';
import { campaignProgress, campaignSchema, campaignSlug, campaignStatus, formatDollars, refuseNonProgressChange, type Campaign } from '../../domain/campaigns/campaign.ts';
import type { PublishedContent } from '../db/repositories/content-items.ts';
import { ADMINS, STAFF } from '../middleware/require-role.ts';
import { apiSchemas, textLanguagesSchema } from '../public-api/schemas.ts';
import { adminContentRoutes, contentRoutes, type ContentKind } from './content/content-routes.ts';

/** What GET /api/campaigns answers for each active or upcoming campaign (in the OpenAPI document). */
export function publicCampaign(item: PublishedContent<Campaign>, now: Date) {
  const status = campaignStatus(item.data, isoDateIn(site.timeZone, now));
  if (status === 'ended') return null;
  const { title, goal, raised, donors, startDate, endDate, description, url } = item.data;
  const progress = campaignProgress(goal, raised);
  return { id: item.id, slug: item.slug, title, goal, raised, donors: donors ?? null, startDate, endDate, description, url, status, percent: progress.percent, progressText: progress.text };
}

/**
 * Fundraising campaigns (issue 24 item 2) on the content store: editors update progress (raised, donors)
 * and publish it; admins create, delete and change everything else. Ended campaigns leave the public
 * answer by themselves (in the masjid's zone); the admin list keeps them with their final figure.
 */
export const campaignKind: ContentKind<Campaign> = {
  kind: 'campaign',
  noun: 'Campaign',
  schema: campaignSchema,
  slugOf: (campaign) => campaignSlug(campaign.title),
  roles: { create: ADMINS, edit: STAFF, publish: STAFF, remove: ADMINS },
  publicView: publicCampaign,
  publicTexts: ['title', 'description'],
  describe: (before, after) => {
    const progress = campaignProgress(after.goal, after.raised).text;
    if (!before) return `Created campaign ${after.title} (${progress})`;
    const onlyProgress = refuseNonProgressChange(before, after) === null;
    return onlyProgress ? `Campaign ${after.title} progress: ${progress}${after.donors === undefined ? '' : `, ${after.donors} donors`}` : `Changed campaign ${after.title}`;
  },
  refuseChange: (user, before, after) => (ADMINS.includes(user.role) ? null : refuseNonProgressChange(before, after)),
};

export const campaignRoutes = contentRoutes(campaignKind);
export const adminCampaignRoutes = adminContentRoutes(campaignKind);

/** GET /api/campaigns/{key}'s answer and each of the list's, for the OpenAPI document (strict). */
export const publicCampaignSchema = z
      .object({
        id: z.number().int(),
        slug: z.string(),
        title: z.string(),
        goal: z.number().int().describe('In whole US dollars; 0 when the campaign has no goal'),
        raised: z.number().int().describe('In whole US dollars, as staff last entered it'),
        donors: z.number().int().nullable(),
        startDate: z.string().describe("YYYY-MM-DD, the masjid's calendar date"),
        endDate: z.string().describe("YYYY-MM-DD, the last day, inclusive"),
        description: z.string().describe('Markdown'),
        url: z.string().describe('Where to give'),
        status: z.enum(['upcoming', 'active']),
        percent: z.number().int().nullable().describe('Whole percent of the goal (over 100 when passed); null without a goal'),
        progressText: z.string().describe(`As the site shows it: "${formatDollars(42_000)} of ${formatDollars(100_000)} · 42%"`),
        lang: textLanguagesSchema(['title', 'description']),
      })
      .strict()
      .register(apiSchemas, { id: 'Campaign', description: 'A fundraising campaign, active or upcoming' });

export const campaignListSchema = z.array(publicCampaignSchema).register(apiSchemas, { id: 'CampaignList', description: 'Active and upcoming fundraising campaigns' });

/** The path's key: an id or a slug. */
export const campaignKeyParamSchema = z.object({ key: z.string().describe("The campaign's id, or its slug such as 2026-fundraiser") });
