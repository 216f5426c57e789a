import { site } from '../../config/site.ts';
import type { FeedSite } from '../../domain/events/event-calendar.ts';
import type { PrayerFeedSite } from '../../views/prayer-times/prayer-calendar.ts';

function addressLine(): string {
  const { street, city, region, postalCode } = site.address;
  return `${street}, ${city}, ${region} ${postalCode}`;
}

/** The masjid as the events feed describes it (site config; links use the configured canonical origin). */
export function eventsFeedSite(): FeedSite {
  return {
    name: site.name,
    url: site.url,
    timeZone: site.timeZone,
    addressLine: addressLine(),
    eventMinutes: site.calendarFeeds.eventMinutes,
  };
}

/** The masjid as the prayer-times feed describes it. */
export function prayerFeedSite(): PrayerFeedSite {
  return {
    name: site.name,
    url: site.url,
    timeZone: site.timeZone,
    addressLine: addressLine(),
    geo: site.geo,
    iqamahMinutes: site.calendarFeeds.iqamahMinutes,
    adhanMinutes: site.calendarFeeds.adhanMinutes,
    jumuahMinutes: site.calendarFeeds.jumuahMinutes,
  };
}
