/**
 * Dates, times and numbers in a page's language through Intl (ADR 023). Wall-clock values (a prayer's
 * 'HH:MM', a calendar date 'YYYY-MM-DD') are already the masjid's: they are formatted in UTC so no zone
 * shifts them. Instants (Date) are shown in the masjid's zone, which the caller passes (site.timeZone).
 *
 * Intl's English puts a narrow no-break space (U+202F) before AM/PM; it becomes a plain space, so the
 * default language's times stay byte-identical with SPEC's '5:42 AM'.
 */
import { parseTimeOfDay } from '../dates/time-of-day.ts';
import { parseIsoDate } from '../dates/zoned.ts';

const formats = new Map<string, Intl.DateTimeFormat>();

function dateTimeFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, options);
    formats.set(key, format);
  }
  return format;
}

const tidy = (text: string) => text.replace(/\u202f/g, ' ');

/** '05:42' → '5:42 AM' (en-US), '05:42' (tr-TR), '5:42 ص' (ar-u-nu-latn). Text that is not a time comes back trimmed. */
export function formatTimeOfDay(hhMm: string | null | undefined, locale: string): string {
  const minutes = parseTimeOfDay(hhMm ?? '');
  if (minutes === null) return (hhMm ?? '').trim();
  const instant = new Date(Date.UTC(2000, 0, 1, Math.floor(minutes / 60), minutes % 60));
  // A 24-hour clock writes the hour with two digits (Turkish '05:42'), a 12-hour one without ('5:42 AM').
  const twelveHour = dateTimeFormat(locale, { hour: 'numeric' }).resolvedOptions().hour12 === true;
  const hour = twelveHour ? 'numeric' : '2-digit';
  return tidy(dateTimeFormat(locale, { timeZone: 'UTC', hour, minute: '2-digit' }).format(instant));
}

/** A calendar date 'YYYY-MM-DD' in the locale: `options` as Intl's (weekday, month: 'long', …). */
export function formatIsoDate(isoDate: string, locale: string, options: Intl.DateTimeFormatOptions): string {
  const date = parseIsoDate(isoDate);
  if (!date) throw new RangeError(`Not a date YYYY-MM-DD: ${isoDate}`);
  const instant = new Date(0);
  instant.setUTCFullYear(date.year, date.month - 1, date.day);
  instant.setUTCHours(12, 0, 0, 0);
  return tidy(dateTimeFormat(locale, { calendar: 'gregory', ...options, timeZone: 'UTC' }).format(instant));
}

/** An instant as the masjid's clock and calendar show it, in the locale. */
export function formatInstant(
  instant: Date,
  locale: string,
  timeZone: string,
  options: Intl.DateTimeFormatOptions,
): string {
  return tidy(dateTimeFormat(locale, { calendar: 'gregory', ...options, timeZone }).format(instant));
}

/** The name of month 1-12 in the locale ('January', 'Ocak', 'يناير'). */
export function monthNameIn(month: number, locale: string, form: 'long' | 'short' = 'long'): string {
  if (!Number.isInteger(month) || month < 1 || month > 12) throw new RangeError(`Not a month 1-12: ${month}`);
  return formatIsoDate(`2001-${String(month).padStart(2, '0')}-15`, locale, { month: form });
}

const numberFormats = new Map<string, Intl.NumberFormat>();

/** A number in the locale's digits and separators. */
export function formatNumber(value: number, locale: string, options: Intl.NumberFormatOptions = {}): string {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, options);
    numberFormats.set(key, format);
  }
  return format.format(value);
}
