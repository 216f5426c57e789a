import type { CsvLayout } from '../domain/prayer-times/csv-layouts.ts';
import { parsePrayerTimesCsv } from '../domain/prayer-times/csv-parse.ts';
import { hasPrayerData } from '../domain/prayer-times/display-time.ts';
import { PRAYER_TIME_FIELDS, type PrayerTimeField, type UploadedPrayerTimes } from '../domain/prayer-times/types.ts';
import type { Db } from './db/client.ts';
import { importPrayerTimes, listDaysBetween } from './db/repositories/prayer-times.ts';

/**
 * The one way a timetable gets into the database: parse the CSV with the domain, then store every day
 * in one transaction, or nothing. A row without times (SPEC 3: Fajr '00:00' or empty) says the day has no
 * times: the day is cleared in the same transaction, and falls back like a day never uploaded (issue 22).
 * Used by POST /api/prayer-times/upload-csv and by the demo seed.
 */

export type ImportOptions = {
  /** The year the sample layout's Day/Month rows belong to; the stated layout carries its own dates. */
  year: number;
  /** Parse and compare with what is stored, but write nothing. */
  dryRun?: boolean;
  /** How many changed days a dry run describes in full. */
  sampleSize?: number;
};

export type ImportFailure = {
  ok: false;
  /** All errors found; `errors` lists the first ones and ends with 'and N more errors' beyond them. */
  errorCount: number;
  errors: string[];
};

/** A day's eleven times as uploaded; an iqamah is null where the file leaves it to the rules. */
export type UploadedTimes = Omit<UploadedPrayerTimes, 'date'>;

export type DayChange = {
  date: string;
  /** The stored times, or null for a day that is new. */
  before: UploadedTimes | null;
  after: UploadedTimes;
  /** The fields whose value differs (every field for a new day). */
  changedFields: PrayerTimeField[];
};

export type ImportSummary = {
  ok: true;
  dryRun: boolean;
  layout: CsvLayout;
  /** Days with times in the file: inserted + replaced. */
  days: number;
  /** Days that had no record before. */
  inserted: number;
  /** Days that had a record before, whether or not its times change. */
  replaced: number;
  /** The calendar years the file's rows fall in, ascending. */
  years: number[];
  /** The file's first and last date, rows without times included. */
  firstDate: string;
  lastDate: string;
  /** Rows of SPEC 3's days without data (Fajr '00:00' or empty); present only when the file has such rows. */
  daysWithoutTimes?: number;
  /**
   * Of the days without times, those that had times stored: the import clears them (a dry run: would
   * clear them). The others had nothing to clear.
   */
  cleared: number;
};

export type DryRunSummary = ImportSummary & {
  dryRun: true;
  /** Replaced days whose times are the same as stored. */
  unchanged: number;
  /** New days and replaced days with different times. */
  changed: number;
  /** The first `sampleSize` changed days with old and new values, in date order. */
  changes: DayChange[];
};

export type ImportResult = ImportFailure | ImportSummary | DryRunSummary;

const DEFAULT_SAMPLE_SIZE = 10;

export async function importPrayerTimesCsv(
  db: Db,
  text: string,
  options: ImportOptions & { dryRun: true },
): Promise<ImportFailure | DryRunSummary>;
export async function importPrayerTimesCsv(db: Db, text: string, options: ImportOptions): Promise<ImportResult>;
export async function importPrayerTimesCsv(db: Db, text: string, options: ImportOptions): Promise<ImportResult> {
  const parsed = parsePrayerTimesCsv(text, { year: options.year });
  if (!parsed.ok) return { ok: false, errorCount: countErrors(parsed.errors), errors: parsed.errors };

  const { days, layout, daysWithoutTimes = [] } = parsed;
  const dates = [...days.map((day) => day.date), ...daysWithoutTimes].sort();
  const first = dates[0];
  const last = dates[dates.length - 1];
  // The domain never returns a success without rows, but the type cannot say so.
  if (!first || !last) return { ok: false, errorCount: 1, errors: ['The file has a header but no data rows'] };
  const years = [...new Set(dates.map((date) => Number(date.slice(0, 4))))].sort((a, b) => a - b);
  const base = {
    layout,
    days: days.length,
    years,
    firstDate: first,
    lastDate: last,
    ...(daysWithoutTimes.length > 0 ? { daysWithoutTimes: daysWithoutTimes.length } : {}),
  };

  if (options.dryRun) {
    const [comparison, cleared] = await Promise.all([
      compareWithStored(db, days, options.sampleSize),
      countStoredDays(db, daysWithoutTimes),
    ]);
    if (days.length === 0 && cleared === 0) return nothingToClear(daysWithoutTimes.length);
    return { ok: true, dryRun: true, ...base, ...comparison, cleared };
  }

  // A file of only days without times, none of which has times stored, would do nothing: refused, as a
  // file with no days is (inside the transaction, so a concurrent import cannot make the answer wrong).
  const outcome = await importPrayerTimes(db, days, daysWithoutTimes, new Date(), (r) => days.length > 0 || r.cleared > 0);
  if (!outcome.kept) return nothingToClear(daysWithoutTimes.length);
  const { inserted, replaced, cleared } = outcome;
  return { ok: true, dryRun: false, ...base, inserted, replaced, cleared };
}

function nothingToClear(withoutTimes: number): ImportFailure {
  return {
    ok: false,
    errorCount: 1,
    errors: [
      `The file has no day with prayer times: every row has a Fajr of 00:00 or empty (${plural(withoutTimes, 'day')} without data), and none of those days has times saved, so there is nothing to clear`,
    ],
  };
}

async function compareWithStored(
  db: Db,
  days: readonly UploadedPrayerTimes[],
  sampleSize = DEFAULT_SAMPLE_SIZE,
): Promise<Pick<DryRunSummary, 'inserted' | 'replaced' | 'unchanged' | 'changed' | 'changes'>> {
  if (days.length === 0) return { inserted: 0, replaced: 0, unchanged: 0, changed: 0, changes: [] };
  const stored = new Map(
    (await listDaysBetween(db, days[0]?.date ?? '', days[days.length - 1]?.date ?? '')).map((day) => [day.date, day]),
  );
  let inserted = 0;
  let replaced = 0;
  let unchanged = 0;
  const changes: DayChange[] = [];
  for (const day of days) {
    const before = stored.get(day.date);
    const changedFields = PRAYER_TIME_FIELDS.filter((field) => before?.[field] !== day[field]);
    if (before) replaced += 1;
    else inserted += 1;
    if (changedFields.length === 0) {
      unchanged += 1;
      continue;
    }
    if (changes.length < sampleSize) {
      changes.push({ date: day.date, before: before ? timesOf(before) : null, after: timesOf(day), changedFields });
    }
  }
  return { inserted, replaced, unchanged, changed: days.length - unchanged, changes };
}

/** How many of `dates` (in date order) have a stored day with data. */
async function countStoredDays(db: Db, dates: readonly string[]): Promise<number> {
  if (dates.length === 0) return 0;
  const wanted = new Set(dates);
  const stored = await listDaysBetween(db, dates[0] ?? '', dates[dates.length - 1] ?? '');
  return stored.filter((day) => wanted.has(day.date) && hasPrayerData(day)).length;
}

function timesOf(day: UploadedTimes): UploadedTimes {
  return Object.fromEntries(PRAYER_TIME_FIELDS.map((field) => [field, day[field]])) as UploadedTimes;
}

/** The domain lists the first errors and sums up the rest as a last entry 'and N more errors'. */
function countErrors(errors: readonly string[]): number {
  const more = /^and (\d+) more errors?$/.exec(errors[errors.length - 1] ?? '');
  return more ? errors.length - 1 + Number(more[1]) : errors.length;
}

/** '2028', '2026-2035' or '2026, 2028'. */
export function yearsText(years: readonly number[]): string {
  const first = years[0];
  const last = years[years.length - 1];
  if (first === undefined || last === undefined) return '';
  if (years.length === 1) return String(first);
  return last - first === years.length - 1 ? `${first}-${last}` : years.join(', ');
}

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

/**
 * What an import did: 'Imported 366 days (12 replaced) for 2028', adding '; 31 days cleared (Fajr 00:00 or
 * empty)' when the file's days without times cleared stored ones ('Cleared 31 days for 2028 (…)' when the
 * file has nothing else). Days without times that had nothing stored are nothing to tell.
 */
export function importMessage(summary: ImportSummary | DryRunSummary): string {
  if (summary.dryRun && 'changed' in summary) return dryRunMessage(summary);
  const years = yearsText(summary.years);
  const cleared = plural(summary.cleared, 'day');
  if (summary.days === 0) return `Cleared ${cleared} for ${years} (Fajr 00:00 or empty)`;
  const imported = `Imported ${plural(summary.days, 'day')} (${summary.replaced} replaced) for ${years}`;
  return summary.cleared > 0 ? `${imported}; ${cleared} cleared (Fajr 00:00 or empty)` : imported;
}

/**
 * What a dry run found, in the words of what would change: 'The file matches the current timetable for
 * 2028; nothing would change' when nothing would; else 'Would import 366 days (366 replaced) for 2028'
 * (or '334 days for 2028 already match the current timetable' when none of them changes), then '31 days
 * will be cleared' for stored days the file says have no times, and '; nothing was saved'.
 */
export function dryRunMessage(summary: DryRunSummary): string {
  const years = yearsText(summary.years);
  if (summary.changed === 0 && summary.cleared === 0) {
    return `The file matches the current timetable for ${years}; nothing would change`;
  }
  const parts: string[] = [];
  if (summary.changed > 0) {
    parts.push(`Would import ${plural(summary.days, 'day')} (${summary.replaced} replaced) for ${years}`);
  } else if (summary.days > 0) {
    parts.push(`${plural(summary.days, 'day')} for ${years} already ${summary.days === 1 ? 'matches' : 'match'} the current timetable`);
  }
  if (summary.cleared > 0) {
    const cleared = plural(summary.cleared, 'day');
    parts.push(parts.length === 0 ? `${cleared} of ${years} will be cleared` : `${cleared} will be cleared`);
  }
  return `${parts.join('; ')}; nothing was saved`;
}

/** 'The file has 1 error' / 'The file has 3 errors'. */
export function importErrorMessage(failure: ImportFailure): string {
  return `The file has ${plural(failure.errorCount, 'error')}`;
}
