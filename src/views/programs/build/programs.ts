import { site } from '../../../config/site.ts';
import { addDays, isoDateIn } from '../../../domain/dates/zoned.ts';
import type { PrayerTimeOf } from '../../../domain/programs/meetings.ts';
import type { ProgramItem } from '../../../domain/programs/program-calendar.ts';
import { programSchema, type MeetingPrayer } from '../../../domain/programs/program.ts';
import { programJsonLd } from '../../../domain/programs/program-json-ld.ts';
import { scheduleOf, type ScheduleContent } from '../../prayer-times/build/schedule.ts';
import { siteFactsOf, type PublishedDocument, type SiteFacts } from '../../site-facts/site-facts.ts';

/** What of the build snapshot (getBuildContent()) the programs read. */
export type ProgramsContent = ScheduleContent & {
  generatedAt: string;
  content: { program?: readonly (PublishedDocument & { id: number })[]; site?: readonly PublishedDocument[] };
};

/**
 * The build's programs (issue 24): the snapshot's published documents read with the program schema (a
 * document the schema has since grown past is left out rather than breaking the build), the site's
 * facts their contacts resolve against, the build's masjid date, and the schedule's prayer times for
 * meetings "after Asr". Build-only (pages, .astro components and the feeds).
 */
export interface BuildPrograms {
  items: ProgramItem[];
  facts: SiteFacts;
  today: string;
  prayerTime: PrayerTimeOf;
}

const IQAMAH: Record<MeetingPrayer, 'fajrIqamah' | 'dhuhrIqamah' | 'asrIqamah' | 'maghribIqamah' | 'ishaIqamah'> = {
  fajr: 'fajrIqamah',
  dhuhr: 'dhuhrIqamah',
  asr: 'asrIqamah',
  maghrib: 'maghribIqamah',
  isha: 'ishaIqamah',
};

/** Every published program that reads as one, in the store's order. */
export function programItems(content: Pick<ProgramsContent, 'content'>): ProgramItem[] {
  return (content.content.program ?? []).flatMap((item) => {
    const parsed = programSchema.safeParse(item.data);
    return parsed.success ? [{ id: item.id, slug: item.slug, data: parsed.data }] : [];
  });
}

/**
 * Prayer times for meetings between `from` and `to`, read from the schedule (uploaded days, else
 * calculated) once, then by date; outside the range, none.
 */
export function prayerTimeReader(content: ProgramsContent, from: string, to: string): PrayerTimeOf {
  let days: Map<string, Record<string, unknown>> | undefined;
  return (date, prayer) => {
    if (date < from || date > to) return null;
    days ??= new Map(scheduleOf(content, from, to).map((day) => [day.date, day as unknown as Record<string, unknown>]));
    const time = days.get(date)?.[IQAMAH[prayer]];
    return typeof time === 'string' && time !== '' ? time : null;
  };
}

export function buildPrograms(content: ProgramsContent): BuildPrograms {
  const today = isoDateIn(site.timeZone, new Date(content.generatedAt));
  const items = programItems(content);
  // Prayer times for every meeting of the programs the feeds and pages still show (those that ended within a
  // month), from the first one's start (a recurring entry starts at its first meeting) to the last one's
  // end, within 400 days either side of the build.
  const shown = items.filter((item) => item.data.endDate >= addDays(today, -31));
  const firstStart = shown.reduce((first, item) => (item.data.startDate < first ? item.data.startDate : first), addDays(today, -31));
  const lastEnd = shown.reduce((last, item) => (item.data.endDate > last ? item.data.endDate : last), today);
  const from = firstStart > addDays(today, -400) ? firstStart : addDays(today, -400);
  const to = lastEnd < addDays(today, 400) ? lastEnd : addDays(today, 400);
  return { items, facts: siteFactsOf(content.content.site), today, prayerTime: prayerTimeReader(content, from, to) };
}

/** A program page's schema.org Course as the script element's text ('<' escaped so it cannot close the element). */
export function programJsonLdText(item: ProgramItem, facts: SiteFacts, pagePath: string): string {
  const place = { name: site.name, url: site.url, address: facts.address };
  const data = programJsonLd(item.data, new URL(pagePath, site.url).href, place, site.timeZone);
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
