/**
 * Dates and times for an island without Intl in its bundle (ADR 023: home's JavaScript budget): the build
 * asks Intl once for the language's names and patterns (clockPatternOf, at build time), the island fills
 * them (showTimeWith, showDateWith: a few dozen bytes). Same text as Intl gives, for every day and minute
 * (clock-pattern.test.ts compares them).
 */
import { MONTH_NAMES, WEEKDAY_NAMES } from '../dates/calendar-names.ts';
import { parseTimeOfDay } from '../dates/time-of-day.ts';
import { parseIsoDate, weekdayOf } from '../dates/zoned.ts';

export type ClockPattern = {
  /** '{weekday}, {day} {month} {year}' as the language orders a long date. */
  date: string;
  /** Sunday first. */
  weekdays: string[];
  months: string[];
  /** '{hour}:{minute} {period}' or '{hour}:{minute}'. */
  time: string;
  /** A 12-hour clock's day periods (AM, PM); absent on a 24-hour clock (hours then have two digits). */
  periods?: [string, string];
  /** The language's ten digits when they are not 0-9. */
  digits?: string;
};

/**
 * SPEC's English as the site has always written it ('Friday, November 27, 2026', '5:42 AM'): the site's own
 * names, not Intl's, so the default language's text is the same on every ICU (src/domain/dates/date-labels.ts).
 */
export function englishClock(): ClockPattern {
  return {
    date: '{weekday}, {month} {day}, {year}',
    weekdays: [...WEEKDAY_NAMES],
    months: [...MONTH_NAMES],
    time: '{hour}:{minute} {period}',
    periods: ['AM', 'PM'],
  };
}

const LONG_DATE = { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric' } as const;
const tidy = (text: string) => text.replace(/\u202f/g, ' ');

function patternOf(parts: Intl.DateTimeFormatPart[], names: Record<string, string>): string {
  return parts.map((part) => (part.type in names ? `{${names[part.type]}}` : tidy(part.value))).join('');
}

/** The language's patterns and names, from Intl (build time). */
export function clockPatternOf(locale: string): ClockPattern {
  const utc = (y: number, m: number, d: number, h = 12, min = 0) => new Date(Date.UTC(y, m - 1, d, h, min));
  const dates = new Intl.DateTimeFormat(locale, { ...LONG_DATE, calendar: 'gregory', timeZone: 'UTC' });
  const part = (date: Date, type: string) => dates.formatToParts(date).find((p) => p.type === type)!.value;
  const weekdays = [0, 1, 2, 3, 4, 5, 6].map((d) => part(utc(2023, 1, 1 + d), 'weekday')); // 2023-01-01: a Sunday
  const months = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12].map((m) => part(utc(2023, m, 15), 'month'));
  const date = patternOf(dates.formatToParts(utc(2023, 1, 15)), {
    weekday: 'weekday',
    day: 'day',
    month: 'month',
    year: 'year',
  });
  const twelveHour = new Intl.DateTimeFormat(locale, { hour: 'numeric' }).resolvedOptions().hour12 === true;
  const times = new Intl.DateTimeFormat(locale, {
    hour: twelveHour ? 'numeric' : '2-digit',
    minute: '2-digit',
    timeZone: 'UTC',
  });
  const time = patternOf(times.formatToParts(utc(2023, 1, 15, 5, 42)), {
    hour: 'hour',
    minute: 'minute',
    dayPeriod: 'period',
  });
  const numbers = new Intl.NumberFormat(locale);
  const digits = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9].map((digit) => numbers.format(digit)).join('');
  const pattern: ClockPattern = { date, weekdays, months, time };
  if (twelveHour) {
    const period = (h: number) =>
      times.formatToParts(utc(2023, 1, 15, h, 0)).find((p) => p.type === 'dayPeriod')?.value ?? '';
    pattern.periods = [period(5), period(17)];
  }
  if (digits !== '0123456789') pattern.digits = digits;
  return pattern;
}

const fillIn = (pattern: string, values: Record<string, string | number>, digits?: string) =>
  pattern.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = String(values[name]);
    return digits ? value.replace(/\d/g, (d) => digits[Number(d)]!) : value;
  });

/** 'HH:MM' on the language's clock; text that is not a time comes back trimmed. */
export function showTimeWith(pattern: ClockPattern, hhMm: string): string {
  const minutes = parseTimeOfDay(hhMm);
  if (minutes === null) return hhMm.trim();
  const hour = Math.floor(minutes / 60);
  const minute = String(minutes % 60).padStart(2, '0');
  const { periods } = pattern;
  return fillIn(
    pattern.time,
    {
      hour: periods ? hour % 12 || 12 : String(hour).padStart(2, '0'),
      minute,
      period: periods ? periods[hour < 12 ? 0 : 1] : '',
    },
    pattern.digits,
  );
}

/** A date 'YYYY-MM-DD' written long in the language ('27 Kasım 2026 Cuma'). */
export function showDateWith(pattern: ClockPattern, isoDate: string): string {
  const date = parseIsoDate(isoDate);
  if (!date) return isoDate;
  return fillIn(
    pattern.date,
    {
      weekday: pattern.weekdays[weekdayOf(isoDate)]!,
      day: date.day,
      month: pattern.months[date.month - 1]!,
      year: date.year,
    },
    pattern.digits,
  );
}
