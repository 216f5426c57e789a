import { monthName } from '../dates/month-name.ts';
import { eventDateDisplay, eventIsoDate, type EventDateFields } from '../dates/event-dates.ts';
import { daysInMonth, toIsoDate, weekdayOf } from '../dates/zoned.ts';

/** SPEC 9: a calendar cell shows 2 events; titles over 10 characters are truncated; 5 upcoming events. */
export const BADGES_PER_DAY = 2;
export const BADGE_TITLE_MAX = 10;
export const UPCOMING_LIMIT = 5;

export type YearMonth = { year: number; month: number };

/** The month `delta` months from `ym` (month 1-12). */
export function addMonths({ year, month }: YearMonth, delta: number): YearMonth {
  const index = year * 12 + (month - 1) + delta;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}

/** 'March 2026'. */
export function monthLabel({ year, month }: YearMonth, locale?: string): string {
  if (locale) return new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC', calendar: 'gregory' }).format(Date.UTC(year, month - 1, 15));
  return `${monthName(month)} ${year}`;
}

/**
 * The month as weeks Sunday to Saturday: each cell the day's 'YYYY-MM-DD', or null before the 1st and
 * after the last day. Always whole weeks (4 to 6 rows).
 */
export function monthGrid({ year, month }: YearMonth): (string | null)[][] {
  const first = toIsoDate({ year, month, day: 1 });
  const cells: (string | null)[] = Array.from({ length: weekdayOf(first) }, () => null);
  for (let day = 1; day <= daysInMonth(year, month); day++) cells.push(toIsoDate({ year, month, day }));
  while (cells.length % 7 !== 0) cells.push(null);
  const weeks: (string | null)[][] = [];
  for (let i = 0; i < cells.length; i += 7) weeks.push(cells.slice(i, i + 7));
  return weeks;
}

/** SPEC 2: 'Quran Comp...' for titles over 10 characters; shorter titles unchanged. */
export function truncateTitle(title: string, max = BADGE_TITLE_MAX): string {
  const chars = [...title.trim()];
  return chars.length > max ? `${chars.slice(0, max).join('').trimEnd()}...` : title.trim();
}

/** Start instant in ms for ordering within a day; events without a readable time sort first. */
function startOrder(event: EventDateFields): number {
  const value = event.startDate;
  const ms = value instanceof Date ? value.getTime() : typeof value === 'string' ? Date.parse(value) : NaN;
  return Number.isNaN(ms) ? 0 : ms;
}

/**
 * Dated events by the masjid-zone calendar day they start on ('YYYY-MM-DD' → events, earliest first).
 * Permanent events (and those without a usable start) are on no day (SPEC 5).
 */
export function eventsByDay<T extends EventDateFields>(events: readonly T[], timeZone: string): Map<string, T[]> {
  const byDay = new Map<string, T[]>();
  for (const event of events) {
    const display = eventDateDisplay(event, timeZone);
    if (display.isPermanent || !display.startIsoDate) continue;
    const list = byDay.get(display.startIsoDate) ?? [];
    list.push(event);
    byDay.set(display.startIsoDate, list);
  }
  for (const list of byDay.values()) list.sort((a, b) => startOrder(a) - startOrder(b));
  return byDay;
}

/** The badges a day cell shows and how many more there are ('+N more'). */
export function dayBadges<T>(events: readonly T[], max = BADGES_PER_DAY): { shown: T[]; more: number } {
  return { shown: events.slice(0, max), more: Math.max(0, events.length - max) };
}

/**
 * 'Upcoming Events': dated events that have not ended before today (masjid zone), soonest first, then the
 * permanent ones (listed as 'Permanent Event'), at most `limit`.
 */
export function upcomingEvents<T extends EventDateFields>(
  events: readonly T[],
  todayIso: string,
  timeZone: string,
  limit = UPCOMING_LIMIT,
): T[] {
  const dated: { event: T; day: string }[] = [];
  const permanent: T[] = [];
  for (const event of events) {
    const display = eventDateDisplay(event, timeZone);
    if (display.isPermanent || !display.startIsoDate) {
      permanent.push(event);
      continue;
    }
    const lastDay = display.endsText ? (eventIsoDate(event.endDate, timeZone) ?? display.startIsoDate) : display.startIsoDate;
    if (lastDay >= todayIso) dated.push({ event, day: display.startIsoDate });
  }
  dated.sort((a, b) => (a.day < b.day ? -1 : a.day > b.day ? 1 : startOrder(a.event) - startOrder(b.event)));
  return [...dated.map((d) => d.event), ...permanent].slice(0, limit);
}

/** What the calendar says besides the dialog (whose words come in links.messages). */
export interface CalendarMessages {
  locale: string;
  /** Sunday first: [short, full] ('Paz', 'Pazar'). */
  weekdays: readonly (readonly [string, string])[];
  previous: string;
  previousMonth: string;
  next: string;
  nextMonth: string;
  /** 'Events in {month}'. */
  eventsIn: string;
  /** '+{count} more'. */
  more: string;
  upcomingHeading: string;
  noUpcoming: string;
}
