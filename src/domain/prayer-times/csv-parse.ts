import Papa from 'papaparse';
import { monthName } from '../dates/month-name.ts';
import { formatHhMm, parseTimeOfDay } from '../dates/time-of-day.ts';
import { isValidDate, toIsoDate } from '../dates/zoned.ts';
import { SAMPLE_HEADER, SAMPLE_TIME_COLUMNS, STATED_HEADER, STATED_TIME_COLUMNS } from './csv-layouts.ts';
import type { CsvLayout, TimeColumn } from './csv-layouts.ts';
import { IQAMAH_FIELDS, type PrayerTimeField, type UploadedPrayerTimes } from './types.ts';

export type CsvParseResult =
  | {
      ok: true;
      layout: CsvLayout;
      /**
       * The days with times, in date order; an iqamah is null where the file left its column empty. Empty
       * only when every row is a day without times (then `daysWithoutTimes` holds them all).
       */
      days: UploadedPrayerTimes[];
      /**
       * SPEC 3's days without data (a Fajr adhan of '00:00' or empty, nothing else to say), in date order;
       * present only when the file has some. The file says these days have no times: an import clears what
       * is stored for them (issue 22).
       */
      daysWithoutTimes?: string[];
    }
  | { ok: false; errors: string[] };

/** Ten years of days plus slack; more is a wrong file, and parsing stops there. */
export const MAX_CSV_DAYS = 4000;
/** Errors listed before the rest are summed up as 'and N more errors'. */
export const MAX_CSV_ERRORS = 50;
export const MIN_YEAR = 2000;
export const MAX_YEAR = 2200;

/** A year for a timetable, from a form field or path segment, or null when malformed or out of range. */
export function parseYear(value: unknown): number | null {
  const year =
    typeof value === 'number' ? value : typeof value === 'string' && /^\s*\d{4}\s*$/.test(value) ? Number(value) : NaN;
  return Number.isInteger(year) && year >= MIN_YEAR && year <= MAX_YEAR ? year : null;
}

// Header names compare without case, spaces, underscores or hyphens: 'Fajr Adhan', 'fajr_adhan' and
// 'FAJRADHAN' are the same column.
function headerKey(name: string): string {
  const key = name
    .trim()
    .toLowerCase()
    .replace(/[\s_.-]+/g, '');
  return key === 'shouruq' || key === 'shuruq' ? 'sunrise' : key;
}

type LayoutSpec = {
  layout: CsvLayout;
  keyColumns: readonly string[];
  timeColumns: readonly TimeColumn[];
  header: readonly string[];
};

const LAYOUTS: readonly LayoutSpec[] = [
  { layout: 'stated', keyColumns: ['date'], timeColumns: STATED_TIME_COLUMNS, header: STATED_HEADER },
  { layout: 'sample', keyColumns: ['Day', 'Month'], timeColumns: SAMPLE_TIME_COLUMNS, header: SAMPLE_HEADER },
];

// The order a day's times must follow, by adhan, with the label each layout uses in its messages.
const DAY_SEQUENCE: readonly PrayerTimeField[] = [
  'fajrAdhan',
  'shouruq',
  'dhuhrAdhan',
  'asrAdhan',
  'maghribAdhan',
  'ishaAdhan',
];
const ADHAN_IQAMAH: readonly (readonly [PrayerTimeField, PrayerTimeField])[] = [
  ['fajrAdhan', 'fajrIqamah'],
  ['dhuhrAdhan', 'dhuhrIqamah'],
  ['asrAdhan', 'asrIqamah'],
  ['maghribAdhan', 'maghribIqamah'],
  ['ishaAdhan', 'ishaIqamah'],
];

class ErrorList {
  readonly messages: string[] = [];
  count = 0;

  add(message: string): void {
    this.count += 1;
    if (this.messages.length < MAX_CSV_ERRORS) this.messages.push(message);
  }

  result(): string[] {
    const more = this.count - this.messages.length;
    return more > 0 ? [...this.messages, `and ${more} more ${more === 1 ? 'error' : 'errors'}`] : this.messages;
  }
}

function quote(raw: string): string {
  const text = raw.trim();
  return JSON.stringify(text.length > 24 ? `${text.slice(0, 24)}…` : text);
}

function isBlank(row: readonly string[]): boolean {
  return row.every((cell) => cell.trim() === '');
}

/**
 * Parses an uploaded timetable in either SPEC 5 layout, told apart by the header. `year` places the
 * sample layout's Day/Month rows; the stated layout carries its own dates. Row numbers are what a
 * spreadsheet shows: the header is row 1, so the first data row is Row 2. All-or-nothing: any error
 * and no days are returned.
 */
export function parsePrayerTimesCsv(text: string, options: { year: number }): CsvParseResult {
  const errors = new ErrorList();
  const content = text.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n');
  if (content.trim() === '') return { ok: false, errors: ['The file is empty'] };

  const parsed = Papa.parse<string[]>(content, {
    header: false,
    newline: '\n',
    delimitersToGuess: [',', ';', '\t'],
    skipEmptyLines: false,
    // Header, the day cap, and one more row to know the cap was passed.
    preview: MAX_CSV_DAYS + 2,
  });
  const rows = parsed.data.map((row) => row.map((cell) => String(cell)));
  while (rows.length > 0 && isBlank(rows[rows.length - 1] ?? [])) rows.pop();

  // A broken quote shifts every cell after it, so the cell-level checks would only add noise.
  for (const error of parsed.errors) {
    if (error.type === 'Delimiter') continue;
    errors.add(error.row === undefined ? error.message : `Row ${error.row + 1}: ${error.message}`);
  }
  if (errors.count > 0) return { ok: false, errors: errors.result() };

  const headerRow = rows[0] ?? [];
  const keys = headerRow.map(headerKey);
  const spec = keys.includes('date')
    ? LAYOUTS[0]
    : keys.includes('day') || keys.includes('month')
      ? LAYOUTS[1]
      : undefined;
  if (!spec) {
    return {
      ok: false,
      errors: [
        `Row 1: the header is not recognized. Expected the columns "${STATED_HEADER.join(',')}" or "${SAMPLE_HEADER.join(',')}"`,
      ],
    };
  }

  const columnIndex = new Map<string, number>();
  keys.forEach((key, index) => {
    if (key === '') return;
    const name = (headerRow[index] ?? '').trim();
    if (!spec.header.some((expected) => headerKey(expected) === key)) {
      errors.add(`Row 1: column ${quote(name)} is not expected in this layout (expected "${spec.header.join(',')}")`);
    } else if (columnIndex.has(key)) {
      errors.add(`Row 1: column ${quote(name)} appears more than once`);
    } else {
      columnIndex.set(key, index);
    }
  });
  for (const expected of spec.header) {
    if (!columnIndex.has(headerKey(expected))) errors.add(`Row 1: column "${expected}" is missing`);
  }
  if (errors.count > 0) return { ok: false, errors: errors.result() };

  const dataRows = rows.slice(1);
  if (dataRows.length === 0) return { ok: false, errors: ['The file has a header but no data rows'] };
  if (dataRows.length > MAX_CSV_DAYS) {
    return { ok: false, errors: [`The file has more than ${MAX_CSV_DAYS} data rows; split it into smaller files`] };
  }

  const year = parseYear(options.year);
  if (spec.layout === 'sample' && year === null) {
    return {
      ok: false,
      errors: [`Year ${quote(String(options.year))} is not a year between ${MIN_YEAR} and ${MAX_YEAR}`],
    };
  }

  const labels = new Map<PrayerTimeField, string>();
  for (const column of spec.timeColumns) for (const field of column.fields) labels.set(field, column.label);
  const lastHeaderIndex = Math.max(...columnIndex.values());

  const days: UploadedPrayerTimes[] = [];
  const withoutTimes: string[] = [];
  const seen = new Map<string, number>();
  const cellsOf =
    (row: readonly string[]) =>
    (key: string): string =>
      (row[columnIndex.get(headerKey(key)) ?? -1] ?? '').trim();
  // An iqamah column left empty on every row that has times: the prayer settings' rules give those iqamahs.
  const rowsWithTimes = dataRows
    .map(cellsOf)
    .filter((cell, i) => !isBlank(dataRows[i] ?? []) && !isDayWithoutTimes(spec.timeColumns, cell));
  const leftToRules = new Set(
    spec.timeColumns.filter(
      (column) =>
        column.fields.length === 1 &&
        IQAMAH_FIELDS.some((field) => field === column.fields[0]) &&
        rowsWithTimes.every((cell) => cell(column.header) === ''),
    ),
  );

  dataRows.forEach((row, index) => {
    const rowNumber = index + 2;
    if (isBlank(row)) {
      errors.add(`Row ${rowNumber}: the row is empty`);
      return;
    }
    if (row.slice(lastHeaderIndex + 1).some((cell) => cell.trim() !== '')) {
      errors.add(`Row ${rowNumber}: has more cells than the header has columns`);
    }
    const cell = cellsOf(row);
    const rowErrorsBefore = errors.count;

    const date =
      spec.layout === 'stated'
        ? readStatedDate(cell('date'), rowNumber, errors)
        : readSampleDate(cell('Day'), cell('Month'), year ?? 0, rowNumber, errors);

    // SPEC 3: a Fajr adhan of '00:00' or empty is a day without data; its other cells need not be empty,
    // but one that is not a time is still a mistake worth naming.
    const withoutData = isDayWithoutTimes(spec.timeColumns, cell);
    const times: Partial<Record<PrayerTimeField, string | null>> = {};
    for (const column of withoutData ? spec.timeColumns.slice(1) : spec.timeColumns) {
      const raw = cell(column.header);
      if (raw === '') {
        if (leftToRules.has(column)) for (const field of column.fields) times[field] = null;
        else if (!withoutData) errors.add(`Row ${rowNumber}: ${column.label} is empty`);
        continue;
      }
      const minutes = parseTimeOfDay(raw);
      if (minutes === null) {
        errors.add(`Row ${rowNumber}: ${column.label} ${quote(raw)} is not a time HH:MM`);
        continue;
      }
      for (const field of column.fields) times[field] = formatHhMm(minutes);
    }

    if (date !== null) {
      const firstRow = seen.get(date);
      if (firstRow !== undefined) errors.add(`Row ${rowNumber}: ${date} already appears in row ${firstRow}`);
      else seen.set(date, rowNumber);
    }
    if (errors.count > rowErrorsBefore || date === null) return;
    if (withoutData) {
      withoutTimes.push(date);
      return;
    }

    const day = { date, ...times } as UploadedPrayerTimes;
    checkOrder(day, spec.layout, labels, rowNumber, errors);
    days.push(day);
  });

  if (errors.count > 0) return { ok: false, errors: errors.result() };
  // Every row without times is still a file that says something: those days have no times (whether that
  // clears anything depends on what is stored, which the importer knows).
  days.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
  if (withoutTimes.length === 0) return { ok: true, layout: spec.layout, days };
  return { ok: true, layout: spec.layout, days, daysWithoutTimes: withoutTimes.sort() };
}

/**
 * SPEC 3's day without data: the Fajr adhan (the stated layout's Fajr) is '00:00', or it is empty and so
 * is every other time of the row (or '00:00', as some spreadsheets fill a blank row). An empty Fajr in a
 * row that has other times is a missing cell, reported as such.
 */
function isDayWithoutTimes(columns: readonly TimeColumn[], cell: (header: string) => string): boolean {
  const [fajr, ...rest] = columns;
  if (!fajr) return false;
  const fajrRaw = cell(fajr.header);
  if (fajrRaw !== '') return parseTimeOfDay(fajrRaw) === 0;
  return rest.every((column) => {
    const raw = cell(column.header);
    return raw === '' || parseTimeOfDay(raw) === 0;
  });
}

function readStatedDate(raw: string, rowNumber: number, errors: ErrorList): string | null {
  if (raw === '') {
    errors.add(`Row ${rowNumber}: Date is empty`);
    return null;
  }
  const match = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(raw);
  if (!match) {
    errors.add(`Row ${rowNumber}: Date ${quote(raw)} is not a date YYYY-MM-DD`);
    return null;
  }
  const year = Number(match[1]);
  const month = Number(match[2]);
  const day = Number(match[3]);
  if (!isValidDate(year, month, day)) {
    errors.add(`Row ${rowNumber}: Date ${quote(raw)} does not exist`);
    return null;
  }
  if (parseYear(year) === null) {
    errors.add(`Row ${rowNumber}: Date ${quote(raw)} is not between ${MIN_YEAR} and ${MAX_YEAR}`);
    return null;
  }
  return toIsoDate({ year, month, day });
}

function readSampleDate(
  rawDay: string,
  rawMonth: string,
  year: number,
  rowNumber: number,
  errors: ErrorList,
): string | null {
  const day = readInteger(rawDay, 'Day', 31, rowNumber, errors);
  const month = readInteger(rawMonth, 'Month', 12, rowNumber, errors);
  if (day === null || month === null) return null;
  if (!isValidDate(year, month, day)) {
    errors.add(`Row ${rowNumber}: ${monthName(month)} ${day} does not exist in ${year}`);
    return null;
  }
  return toIsoDate({ year, month, day });
}

function readInteger(
  raw: string,
  label: 'Day' | 'Month',
  max: number,
  rowNumber: number,
  errors: ErrorList,
): number | null {
  if (raw === '') {
    errors.add(`Row ${rowNumber}: ${label} is empty`);
    return null;
  }
  const value = /^\d{1,2}$/.test(raw) ? Number(raw) : NaN;
  if (!(value >= 1 && value <= max)) {
    errors.add(`Row ${rowNumber}: ${label} ${quote(raw)} is not a ${label.toLowerCase()} 1-${max}`);
    return null;
  }
  return value;
}

function checkOrder(
  day: UploadedPrayerTimes,
  layout: CsvLayout,
  labels: ReadonlyMap<PrayerTimeField, string>,
  rowNumber: number,
  errors: ErrorList,
): void {
  const describe = (field: PrayerTimeField): string => `${labels.get(field) ?? field} ${day[field] ?? ''}`;
  // 'HH:MM' strings compare in time order.
  for (let i = 1; i < DAY_SEQUENCE.length; i++) {
    const earlier = DAY_SEQUENCE[i - 1];
    const later = DAY_SEQUENCE[i];
    if (earlier && later && (day[later] ?? '') <= (day[earlier] ?? '')) {
      errors.add(`Row ${rowNumber}: ${describe(later)} is not after ${describe(earlier)}`);
    }
  }
  // In the stated layout adhan and iqamah are the same cell, so only the sequence above applies.
  if (layout === 'stated') return;
  // An iqamah left to the rules has nothing to check here; the rules keep it in order (iqamah-rule.ts).
  for (const [adhan, iqamah] of ADHAN_IQAMAH) {
    const time = day[iqamah];
    if (time !== null && time < (day[adhan] ?? ''))
      errors.add(`Row ${rowNumber}: ${describe(iqamah)} is before ${describe(adhan)}`);
  }
  if (day.fajrIqamah !== null && day.fajrAdhan < day.shouruq && day.fajrIqamah >= day.shouruq) {
    errors.add(`Row ${rowNumber}: ${describe('fajrIqamah')} is not before ${describe('shouruq')}`);
  }
}
