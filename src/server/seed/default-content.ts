import { sql } from 'kysely';
import type { Db } from '../db/client.ts';
import type { ContentKindName } from '../content/snapshot.ts';
import { menuSeeds, pageSeeds } from './page-documents.ts';
import { donate } from '../../config/content.ts';
import { site } from '../../config/site.ts';
import { campaignSlug, parseDollars, type Campaign } from '../../domain/campaigns/campaign.ts';
import { defaultPrograms } from './program-seeds.ts';

/**
 * The first content of each kind of staff-run content (ADR 019), from the config files: what the site
 * showed before staff ran it. A kind is seeded once, when the database first meets it (npm start, `npm run
 * db:migrate`, a build that opens the database), so a fresh site reads as the config says and a kind staff
 * emptied stays empty. Each kind adds its documents to DEFAULT_CONTENT.
 */
export interface DefaultDocument {
  slug: string;
  data: unknown;
}

export type DefaultContent = Partial<Record<ContentKindName, (now: Date) => DefaultDocument[]>>;

export const DEFAULT_CONTENT: DefaultContent = {
  program: defaultPrograms,
  page: pageSeeds,
  menu: menuSeeds,
  // The site's facts: an empty document, read over the config files (siteFactsOf), so a fact staff never
  // changed follows src/config and restoring this first revision returns every fact to the config file's.
  site: () => [{ slug: 'site', data: {} }],
  // SPEC's "Donate for Fundraiser" (2025 goal $100K) as the first campaign: it ran through 2025, so by its
  // dates it has ended and leaves the public pages by itself; staff see it with its figure in the admin.
  campaign: () => {
    const d = site.donations;
    const fundraiser: Campaign = {
      title: donate.fundraiser.heading,
      goal: parseDollars(d.fundraiserGoal) ?? 0,
      raised: 0,
      startDate: `${d.fundraiserYear}-01-01`,
      endDate: `${d.fundraiserYear}-12-31`,
      description: donate.fundraiser.text,
      url: d.fundraiserUrl,
    };
    return [{ slug: campaignSlug(fundraiser.title), data: fundraiser }];
  },
};

/** Seeds every kind that was never seeded; returns the kinds seeded now. Safe to run from two processes. */
export async function seedDefaultContent(db: Db, now: Date, content: DefaultContent = DEFAULT_CONTENT): Promise<string[]> {
  const seeded: string[] = [];
  for (const [kind, documentsOf] of Object.entries(content)) {
    const done = await db.transaction().execute(async (trx) => {
      await sql`select pg_advisory_xact_lock(hashtext(${`content:${kind}`}))`.execute(trx);
      const claimed = await trx.insertInto('contentSeeds').values({ kind, seededAt: now }).onConflict((oc) => oc.column('kind').doNothing()).returning('kind').executeTakeFirst();
      if (!claimed) return false;
      for (const document of documentsOf(now)) {
        const item = await trx
          .insertInto('contentItems')
          .values({ kind, slug: document.slug, draft: null, published: JSON.stringify(document.data), publishedAt: now, publishedBy: 'config', createdAt: now, updatedAt: now, updatedBy: 'config' })
          .onConflict((oc) => oc.columns(['kind', 'slug']).doNothing())
          .returning('id')
          .executeTakeFirst();
        if (item) await trx.insertInto('contentRevisions').values({ itemId: item.id, data: JSON.stringify(document.data), publishedAt: now, publishedBy: 'config' }).execute();
      }
      return true;
    });
    if (done) seeded.push(kind);
  }
  return seeded;
}
