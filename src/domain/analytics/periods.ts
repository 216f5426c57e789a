import { addDays, daysInMonth, isValidDate, parseIsoDate, toIsoDate } from '../dates/zoned.ts';
import { startOfLocalDayUtc } from '../dates/local-day.ts';

/**
 * The periods the admin analytics report on (SPEC 2, 7): a day, a week of seven days from a start date,
 * or a calendar month. Days are the masjid's calendar days: each is cut at the masjid's midnight, so on
 * daylight-saving days a day is 23 or 25 hours long.
 */
export type AnalyticsPeriodKind = 'daily' | 'weekly' | 'monthly';

export interface AnalyticsPeriod {
  kind: AnalyticsPeriodKind;
  /** First and last calendar day, inclusive, 'YYYY-MM-DD'. */
  startDate: string;
  endDate: string;
  /** Every calendar day of the period in order. */
  dates: string[];
}

export interface DayBoundary {
  date: string;
  /** The instant the day starts (the masjid's midnight) and the instant the next one starts. */
  start: Date;
  end: Date;
}

/** Years analytics answer for; outside them a path is a mistake, not a question. */
export const ANALYTICS_MIN_YEAR = 2000;
export const ANALYTICS_MAX_YEAR = 2100;

export type PeriodResult = { ok: true; period: AnalyticsPeriod } | { ok: false; message: string };

function shown(value: string): string {
  return JSON.stringify(value.length > 20 ? `${value.slice(0, 20)}…` : value);
}

function period(kind: AnalyticsPeriodKind, startDate: string, days: number): AnalyticsPeriod {
  const dates = Array.from({ length: days }, (_, i) => addDays(startDate, i));
  return { kind, startDate, endDate: dates[dates.length - 1]!, dates };
}

function dateInRange(raw: string, label: string): { ok: true; date: string } | { ok: false; message: string } {
  const parsed = parseIsoDate(raw);
  if (!parsed) return { ok: false, message: `Invalid ${label} ${shown(raw)}: expected a date YYYY-MM-DD` };
  if (parsed.year < ANALYTICS_MIN_YEAR || parsed.year > ANALYTICS_MAX_YEAR) {
    return {
      ok: false,
      message: `Invalid ${label} ${shown(raw)}: expected a year from ${ANALYTICS_MIN_YEAR} to ${ANALYTICS_MAX_YEAR}`,
    };
  }
  return { ok: true, date: toIsoDate(parsed) };
}

export function dailyPeriod(rawDate: string): PeriodResult {
  const date = dateInRange(rawDate, 'date');
  return date.ok ? { ok: true, period: period('daily', date.date, 1) } : date;
}

/** Seven days from `weekStartDate` (the admin's default is the most recent Sunday; any day may start a week). */
export function weeklyPeriod(rawWeekStart: string): PeriodResult {
  const date = dateInRange(rawWeekStart, 'week start date');
  return date.ok ? { ok: true, period: period('weekly', date.date, 7) } : date;
}

export function monthlyPeriod(rawYear: string, rawMonth: string): PeriodResult {
  if (!/^\d{4}$/.test(rawYear) || Number(rawYear) < ANALYTICS_MIN_YEAR || Number(rawYear) > ANALYTICS_MAX_YEAR) {
    return {
      ok: false,
      message: `Invalid year ${shown(rawYear)}: expected a year from ${ANALYTICS_MIN_YEAR} to ${ANALYTICS_MAX_YEAR}`,
    };
  }
  if (!/^\d{1,2}$/.test(rawMonth) || !isValidDate(Number(rawYear), Number(rawMonth), 1)) {
    return { ok: false, message: `Invalid month ${shown(rawMonth)}: expected 1 to 12` };
  }
  const year = Number(rawYear);
  const month = Number(rawMonth);
  return { ok: true, period: period('monthly', toIsoDate({ year, month, day: 1 }), daysInMonth(year, month)) };
}

/** Each day's start and end instant in `timeZone` (from startOfLocalDayUtc, never by adding 24 hours). */
export function dayBoundaries(timeZone: string, dates: readonly string[]): DayBoundary[] {
  return dates.map((date) => ({
    date,
    start: startOfLocalDayUtc(timeZone, date),
    end: startOfLocalDayUtc(timeZone, addDays(date, 1)),
  }));
}
