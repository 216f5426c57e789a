import { daysBetween } from '../../domain/dates/zoned.ts';

/**
 * The Hijri dates of the days a page carries, so its islands need not bring the browser's Islamic calendar
 * (hijri.ts) for them: the first day's text, then only the days a new Hijri month begins, and the day the
 * range ends, as 'YYYY-MM-DD text' entries joined by ';': '2026-11-25 15 Jumada al-Akhirah 1448 AH;
 * 2026-12-11 1 Rajab 1448 AH;2027-01-27 '. A day between two entries is the earlier one's day plus the
 * days since.
 */

/** `days` in date order, one after another, and the day after the last (`end`), where the range ends. */
export function encodeHijriDays(days: readonly { date: string; text: string }[], end: string): string {
  const entries: string[] = [];
  let previous = NaN;
  for (const { date, text } of days) {
    const day = Number(text.split(' ')[0]);
    // A new month (or anything else than the next day of the same month) starts an entry.
    if (day !== previous + 1) entries.push(`${date} ${text}`);
    previous = day;
  }
  return [...entries, `${end} `].join(';');
}

/** The Hijri text of `date` from encodeHijriDays' string; null outside its range. */
export function carriedHijri(encoded: string, date: string): string | null {
  let text: string | null = null;
  for (const entry of encoded.split(';')) {
    const from = entry.slice(0, 10);
    if (from > date) break;
    const [day, ...rest] = entry.slice(11).split(' ');
    text = day ? `${Number(day) + daysBetween(from, date)} ${rest.join(' ')}` : null;
  }
  return text;
}
