import type { APIRoute } from 'astro';
import { eventsCalendar, PAST_EVENT_DAYS } from '../domain/events/event-calendar.ts';
import { CALENDAR_CONTENT_TYPE, serializeCalendar } from '../domain/icalendar/calendar.ts';
import { programFeedEntries } from '../domain/programs/program-calendar.ts';
import { getBuildContent } from '../server/content/build-content.ts';
import { eventsFeedSite } from '../server/feeds/feed-site.ts';
import { buildPrograms } from '../views/programs/build/programs.ts';
import { siteFactsOf } from '../views/site-facts/site-facts.ts';

/**
 * /calendar.ics, the events feed (issue 16), as a static file of the build: it has no parameters, and
 * every event change asks for a rebuild (ADR 004), so the CDN serves it like any page. Programs' weekly
 * meetings follow the events as recurring entries (RRULE, EXDATE for skipped weeks; issue 24).
 */
export const GET: APIRoute = async () => {
  const content = await getBuildContent();
  const feedSite = eventsFeedSite(siteFactsOf(content.content.site));
  const calendar = eventsCalendar(content.events, feedSite, new Date(content.generatedAt));
  const { items, today, prayerTime } = buildPrograms(content);
  const meetings = programFeedEntries(items, feedSite, today, PAST_EVENT_DAYS, prayerTime);
  return new Response(serializeCalendar({ ...calendar, events: [...calendar.events, ...meetings] }), { headers: { 'Content-Type': CALENDAR_CONTENT_TYPE } });
};
