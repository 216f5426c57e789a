import { resolveSiteFacts, type SiteFacts } from '../../domain/site-facts/site-facts.ts';
import { DEFAULT_SITE_FACTS } from './build/default-facts.ts';

export type { SiteFacts } from '../../domain/site-facts/site-facts.ts';
export { addressLine, mapHref } from '../../domain/site-facts/site-facts.ts';

/** The stored item of kind 'site' that holds the facts. */
export const SITE_FACTS_SLUG = 'site';

/** A published document as the build snapshot and the repository give it (PublishedContent). */
export interface PublishedDocument {
  slug: string;
  data: unknown;
}

/**
 * The site's facts as visitors see them: the published 'site' document (a partial: what staff saved)
 * deep-merged over the config files' defaults. No document, or none yet published, reads as the config.
 * Pages: `siteFactsOf(snapshot.content.site)`.
 *
 * Build and server only: the defaults come from src/config (./build/default-facts.ts, ADR 015); an island
 * gets the facts from GET /api/site instead of importing this module.
 */
export function siteFactsOf(published: readonly PublishedDocument[] | undefined, defaults: SiteFacts = DEFAULT_SITE_FACTS): SiteFacts {
  const stored = published?.find((item) => item.slug === SITE_FACTS_SLUG)?.data;
  return resolveSiteFacts(defaults, stored ?? {});
}
