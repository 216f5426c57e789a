import { MONTH_NAMES } from '../dates/calendar-names.ts';
import { daysBetween, parseIsoDate } from '../dates/zoned.ts';

/** 'June 16, 2025'. */
export function longDate(isoDate: string): string {
  const date = parseIsoDate(isoDate);
  if (!date) return isoDate;
  return `${MONTH_NAMES[date.month - 1]} ${date.day}, ${date.year}`;
}

/** 'June 16 - July 25, 2025' in one year; 'December 27, 2025 - April 11, 2026' across two; one day alone. */
export function dateRangeText(startDate: string, endDate: string): string {
  const start = parseIsoDate(startDate);
  const end = parseIsoDate(endDate);
  if (!start || !end) return `${startDate} - ${endDate}`;
  if (startDate === endDate) return longDate(startDate);
  if (start.year !== end.year) return `${longDate(startDate)} - ${longDate(endDate)}`;
  return `${MONTH_NAMES[start.month - 1]} ${start.day} - ${MONTH_NAMES[end.month - 1]} ${end.day}, ${end.year}`;
}

/** The program's length in weeks, counting a part week as one: '6 weeks', '1 week'. */
export function durationText(startDate: string, endDate: string): string {
  const weeks = Math.max(1, Math.ceil((daysBetween(startDate, endDate) + 1) / 7));
  return `${weeks} week${weeks === 1 ? '' : 's'}`;
}
