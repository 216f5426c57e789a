import { site } from '../../config/site.ts';
import type { Translator } from '../../i18n/index.ts';
import { eventFeedWords } from './feed-words.ts';
import type { FeedSite } from '../../domain/events/event-calendar.ts';
import { addressLine, type SiteFacts } from '../../domain/site-facts/site-facts.ts';
import type { PrayerFeedSite } from '../../views/prayer-times/prayer-calendar.ts';
import { DEFAULT_SITE_FACTS } from '../../views/site-facts/build/default-facts.ts';

/**
 * The masjid as the events feed describes it (site config; links use the configured canonical origin),
 * at the address of the site's facts as staff published them (`facts`; the config file's without), in
 * `t`'s language (issue 26; English without).
 */
export function eventsFeedSite(facts: Pick<SiteFacts, 'address'> = DEFAULT_SITE_FACTS, t?: Translator): FeedSite {
  return {
    name: site.name,
    url: site.url,
    timeZone: site.timeZone,
    addressLine: addressLine(facts.address),
    eventMinutes: site.calendarFeeds.eventMinutes,
    ...(t ? { words: eventFeedWords(t) } : {}),
  };
}

/** The masjid as the prayer-times feed describes it, at the facts' address. */
export function prayerFeedSite(facts: Pick<SiteFacts, 'address'> = DEFAULT_SITE_FACTS): PrayerFeedSite {
  return {
    name: site.name,
    url: site.url,
    timeZone: site.timeZone,
    addressLine: addressLine(facts.address),
    geo: site.geo,
    iqamahMinutes: site.calendarFeeds.iqamahMinutes,
    adhanMinutes: site.calendarFeeds.adhanMinutes,
    jumuahMinutes: site.calendarFeeds.jumuahMinutes,
  };
}
