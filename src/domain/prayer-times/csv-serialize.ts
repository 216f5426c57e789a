import { SAMPLE_HEADER, SAMPLE_TIME_COLUMNS } from './csv-layouts.ts';
import type { DailyPrayerTimes } from './types.ts';

/**
 * A spreadsheet runs a cell starting with one of these as a formula (CSV injection), so such a cell
 * gets a leading apostrophe, which spreadsheets show as text.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

export function neutralizeFormula(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value;
}

export function csvCell(value: string | number): string {
  const text = neutralizeFormula(String(value));
  return /[",\r\n]/.test(text) || text !== text.trim() ? `"${text.replace(/"/g, '""')}"` : text;
}

/**
 * One year's records as a CSV in the sample layout (Day, Month, adhan and iqamah columns), sorted by
 * date, CRLF line ends as RFC 4180 says. The layout has no year column, so the days must all be in one
 * year (the year is chosen again at upload); anything else throws rather than write a file that would
 * upload with clashing days.
 */
export function serializePrayerTimesCsv(days: readonly DailyPrayerTimes[]): string {
  const years = new Set(days.map((day) => day.date.slice(0, 4)));
  if (years.size > 1) {
    throw new RangeError(`The sample CSV layout holds one year; got ${[...years].sort().join(', ')}`);
  }
  const sorted = [...days].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
  const lines = [SAMPLE_HEADER.map(csvCell).join(',')];
  for (const day of sorted) {
    const cells: (string | number)[] = [Number(day.date.slice(8, 10)), Number(day.date.slice(5, 7))];
    for (const column of SAMPLE_TIME_COLUMNS) {
      const [field] = column.fields;
      cells.push(field ? day[field] : '');
    }
    lines.push(cells.map(csvCell).join(','));
  }
  return `${lines.join('\r\n')}\r\n`;
}

/** A file name such as 'prayer-times-2026.csv'. */
export function prayerTimesCsvFileName(year: number): string {
  return `prayer-times-${year}.csv`;
}
