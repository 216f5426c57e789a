import { monthName } from '../../domain/dates/month-name.ts';
import { monthShortName } from '../../domain/dates/short-date-labels.ts';
import { parseIsoDate } from '../../domain/dates/zoned.ts';
import { hasPrayerData } from '../../domain/prayer-times/display-time.ts';
import { fillIn, type YearlyText } from './yearly-text.ts';

/**
 * The yearly page's month cards and their labels (SPEC 2), kept apart from schedule.ts: the home page's
 * prayer times load that with the page, and these would be bytes they never use (issue 17).
 */

export type MonthGroup<T> = { month: number; name: string; days: T[] };

/**
 * The yearly page's twelve month cards, January first, each with the days that have data (SPEC 2: a
 * Fajr adhan present and not '00:00') in date order. A month without such days has an empty list.
 */
export function groupByMonth<T extends { date: string; fajrAdhan?: string | null }>(
  records: readonly T[],
  text?: Pick<YearlyText, 'months'>,
): MonthGroup<T>[] {
  const groups = Array.from({ length: 12 }, (_, index) => ({
    month: index + 1,
    name: text?.months[index] ?? monthName(index + 1),
    days: [] as T[],
  }));
  for (const record of records) {
    const date = parseIsoDate(record.date);
    if (!date || !hasPrayerData(record)) continue;
    groups[date.month - 1]?.days.push(record);
  }
  for (const group of groups) group.days.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
  return groups;
}

/** 'No prayer times available for January 2026' (SPEC 2), or in the text's language. */
export function noPrayerTimesText(
  month: number,
  year: number,
  text?: Pick<YearlyText, 'months' | 'noPrayerTimes'>,
): string {
  if (text) return fillIn(text.noPrayerTimes, { month: text.months[month - 1] ?? String(month), year });
  return `No prayer times available for ${monthName(month)} ${year}`;
}

/** 'Jan 5': the yearly table's Date column ('5 Oca' in the text's language). */
export function shortDateLabel(isoDate: string, text?: Pick<YearlyText, 'monthsShort' | 'shortDate'>): string {
  const date = parseIsoDate(isoDate);
  if (!date) throw new RangeError(`Not a date YYYY-MM-DD: ${isoDate}`);
  if (text) return fillIn(text.shortDate, { month: text.monthsShort[date.month - 1] ?? '', day: date.day });
  return `${monthShortName(date.month)} ${date.day}`;
}
