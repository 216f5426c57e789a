import type { APIRoute } from 'astro';
import { eventsCalendar } from '../domain/events/event-calendar.ts';
import { CALENDAR_CONTENT_TYPE, serializeCalendar } from '../domain/icalendar/calendar.ts';
import { getBuildContent } from '../server/content/build-content.ts';
import { eventsFeedSite } from '../server/feeds/feed-site.ts';
import { siteFactsOf } from '../views/site-facts/site-facts.ts';

/**
 * /calendar.ics, the events feed (issue 16), as a static file of the build: it has no parameters, and
 * every event change asks for a rebuild (ADR 004), so the CDN serves it like any page.
 */
export const GET: APIRoute = async () => {
  const content = await getBuildContent();
  const calendar = eventsCalendar(content.events, eventsFeedSite(siteFactsOf(content.content.site)), new Date(content.generatedAt));
  return new Response(serializeCalendar(calendar), { headers: { 'Content-Type': CALENDAR_CONTENT_TYPE } });
};
