import { eventsCalendar, PAST_EVENT_DAYS } from '../../domain/events/event-calendar.ts';
import { CALENDAR_CONTENT_TYPE, serializeCalendar } from '../../domain/icalendar/calendar.ts';
import { programFeedEntries } from '../../domain/programs/program-calendar.ts';
import { localizeProgram } from '../../domain/programs/localize-program.ts';
import { EVENT_TRANSLATABLE } from '../../domain/event-rules/event-input.ts';
import { pickTexts } from '../../domain/i18n/picked-texts.ts';
import { defaultLanguage, translator } from '../../i18n/index.ts';
import { buildPrograms } from '../../views/programs/build/programs.ts';
import { siteFactsOf } from '../../views/site-facts/site-facts.ts';
import { getBuildContent } from '../content/build-content.ts';
import { eventsFeedSite } from './feed-site.ts';

/**
 * /calendar.ics, the events feed (issue 16), as a static file of the build in `language` (issue 26: the
 * default language at /calendar.ics, the others at /{lang}/calendar.ics, which ?lang= reaches through
 * src/server/feeds/language-files.ts). Programs' weekly meetings follow the events as recurring entries
 * (RRULE, EXDATE for skipped weeks; issue 24). Each event's title, description and location are the staff's
 * translation into `language` where they wrote one, else the default text (issue 26 item 4).
 */
export async function eventsFeedFile(language: string): Promise<Response> {
  const content = await getBuildContent();
  const feedSite = eventsFeedSite(siteFactsOf(content.content.site), translator(language));
  const fields = Object.keys(EVENT_TRANSLATABLE) as (keyof typeof EVENT_TRANSLATABLE)[];
  const events = content.events.map((event) => pickTexts(event, fields, language, defaultLanguage));
  const calendar = eventsCalendar(events, feedSite, new Date(content.generatedAt));
  const { items, today, prayerTime } = buildPrograms(content);
  // Programs' titles and meeting places in `language` too, where staff translated them (as their pages show them).
  const shown = language === defaultLanguage ? items : items.map((item) => ({ ...item, data: localizeProgram(item.data, language, defaultLanguage) }));
  const meetings = programFeedEntries(shown, feedSite, today, PAST_EVENT_DAYS, prayerTime);
  return new Response(serializeCalendar({ ...calendar, events: [...calendar.events, ...meetings] }), {
    headers: { 'Content-Type': CALENDAR_CONTENT_TYPE },
  });
}
