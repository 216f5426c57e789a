import { startOfLocalDayUtc } from '../dates/local-day.ts';
import { hhMmTo12h } from '../dates/time-of-day.ts';
import { formatTimeOfDay } from '../i18n/intl.ts';
import { meetingTimeTextIn, type ProgramWords } from './program-words.ts';
import { addDays } from '../dates/zoned.ts';
import { icalUtcDateTime } from '../icalendar/date-values.ts';
import type { ICalEvent } from '../icalendar/calendar.ts';
import { ENGLISH_FEED_WORDS, uidDomain, type FeedSite } from '../events/event-calendar.ts';
import { meetingDates, meetingMinutes, meetingStartOn, meetingText, weeklyRecurrence, type PrayerTimeOf } from './meetings.ts';
import type { Program } from './program.ts';

/**
 * Programs' weekly meetings on the calendars (issue 24): in /calendar.ics as recurring events, and on the
 * event calendar page's days. Only listed programs, and not those that ended more than `pastDays` ago.
 */

export interface ProgramItem {
  id: number;
  slug: string;
  data: Program;
}

/** The program's own page. */
export function programPath(slug: string): string {
  return `/programs/${slug}`;
}

/** The last instant of masjid date `date`, in UTC, as RRULE's UNTIL wants it ('20261219T075959Z'). */
function untilUtc(timeZone: string) {
  return (date: string) => icalUtcDateTime(new Date(startOfLocalDayUtc(timeZone, addDays(date, 1)).getTime() - 1000));
}

function shownIn(program: Program, today: string, pastDays: number): boolean {
  return program.listed && program.endDate >= addDays(today, -pastDays);
}

/**
 * One VEVENT per weekly meeting: DTSTART the first meeting, RRULE weekly on its days until the end date,
 * EXDATE for each skipped week. A meeting relative to a prayer starts at the first day's prayer time, and
 * each later day whose prayer time differs is an occurrence moved to that time (RECURRENCE-ID), so a
 * subscriber sees "after Asr" at Asr's time all year. UIDs are the program's id and the meeting's place
 * in its list, so an edit replaces the subscriber's copy.
 */
export function programFeedEntries(programs: readonly ProgramItem[], site: FeedSite, today: string, pastDays: number, prayerTime?: PrayerTimeOf): ICalEvent[] {
  const entries: ICalEvent[] = [];
  const words = site.words ?? ENGLISH_FEED_WORDS;
  for (const { id, slug, data: program } of programs) {
    if (!shownIn(program, today, pastDays)) continue;
    const url = new URL(words.path(programPath(slug)), site.url).href;
    program.meetings.forEach((meeting, index) => {
      const recurrence = weeklyRecurrence(program, meeting, untilUtc(site.timeZone));
      if (!recurrence) return;
      const dates = meetingDates(program, meeting);
      const firstTime = meetingStartOn(meeting, recurrence.firstDate, prayerTime) ?? dates.map((date) => meetingStartOn(meeting, date, prayerTime)).find((time) => time !== null);
      if (!firstTime) return;
      const uid = `program-${id}-meeting-${index + 1}@${uidDomain(site)}`;
      const common = {
        uid,
        durationMinutes: meetingMinutes(meeting),
        summary: program.title,
        description: [program.summary, (words.meeting ?? meetingText)(meeting), words.details(url)].join('\n\n'),
        location: [meeting.place, site.name, site.addressLine].filter(Boolean).join(', '),
        url,
        categories: [words.program ?? 'Program'],
      };
      entries.push({ ...common, start: { date: recurrence.firstDate, time: firstTime }, recurrence: { rrule: recurrence.rrule, exdates: recurrence.exdates, lastDate: program.endDate } });
      if (typeof meeting.start === 'string') return;
      for (const date of dates) {
        const time = meetingStartOn(meeting, date, prayerTime);
        if (time && time !== firstTime) entries.push({ ...common, recurrenceId: { date, time: firstTime }, start: { date, time } });
      }
    });
  }
  return entries;
}

/** A meeting on a day of the event calendar page. */
export interface MeetingBadge {
  title: string;
  /** '1:00 PM' or 'after Asr (3:28 PM)'. */
  time: string;
  href: string;
}

/** Each date from `from` to `to` with the listed programs' meetings on it, earliest first within a day. */
export function meetingsByDay(
  programs: readonly ProgramItem[],
  from: string,
  to: string,
  prayerTime?: PrayerTimeOf,
  /** A page in another language (issue 26): its words, and its path for a program's page ('/tr/programs/…'). */
  language?: { words: ProgramWords; path: (path: string) => string },
): Record<string, MeetingBadge[]> {
  const days: Record<string, Array<MeetingBadge & { order: string }>> = {};
  for (const { slug, data: program } of programs) {
    if (!program.listed) continue;
    for (const meeting of program.meetings) {
      for (const date of meetingDates(program, meeting, from, to)) {
        const start = meetingStartOn(meeting, date, prayerTime);
        let time: string;
        if (language) {
          time = typeof meeting.start === 'string' ? formatTimeOfDay(meeting.start, language.words.locale) : meetingTimeTextIn(language.words, meeting, date, prayerTime);
        } else {
          const relative = typeof meeting.start === 'string' ? null : meetingText({ ...meeting, days: [] }, date, prayerTime).trim();
          time = relative ?? hhMmTo12h(meeting.start as string);
        }
        const href = language ? language.path(programPath(slug)) : programPath(slug);
        (days[date] ??= []).push({ title: program.title, time, href, order: start ?? '99:99' });
      }
    }
  }
  return Object.fromEntries(
    Object.entries(days).map(([date, list]) => [date, list.sort((a, b) => a.order.localeCompare(b.order)).map(({ order: _order, ...badge }) => badge)]),
  );
}
