import type { CsvLayout } from '../domain/prayer-times/csv-layouts.ts';
import { parsePrayerTimesCsv } from '../domain/prayer-times/csv-parse.ts';
import { hasPrayerData } from '../domain/prayer-times/schedule.ts';
import { PRAYER_TIME_FIELDS, type PrayerTimeField, type UploadedPrayerTimes } from '../domain/prayer-times/types.ts';
import type { Db } from './db/client.ts';
import { listDaysBetween, upsertPrayerTimes } from './db/repositories/prayer-times.ts';

/**
 * The one way a timetable gets into the database: parse the CSV with the domain, then store every day
 * in one transaction, or nothing. Used by POST /api/prayer-times/upload-csv and by the demo seed.
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
  /** Days in the file: inserted + replaced. */
  days: number;
  /** Days that had no record before. */
  inserted: number;
  /** Days that had a record before, whether or not its times change. */
  replaced: number;
  /** The calendar years the file's days fall in, ascending. */
  years: number[];
  firstDate: string;
  lastDate: string;
  /**
   * Rows of SPEC 3's days without data (Fajr '00:00' or empty): not imported, so whatever is stored for
   * those dates stays. Present only when the file has such rows.
   */
  daysWithoutTimes?: number;
};

export type DryRunSummary = ImportSummary & {
  dryRun: true;
  /** Replaced days whose times are the same as stored. */
  unchanged: number;
  /** New days and replaced days with different times. */
  changed: number;
  /** The first `sampleSize` changed days with old and new values, in date order. */
  changes: DayChange[];
  /** Of the days without times, those that keep times already stored (present with daysWithoutTimes). */
  daysWithoutTimesKeepingStored?: number;
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
  const first = days[0];
  const last = days[days.length - 1];
  // The domain never returns an empty success, but the type cannot say so.
  if (!first || !last) return { ok: false, errorCount: 1, errors: ['The file has a header but no data rows'] };
  const years = [...new Set(days.map((day) => Number(day.date.slice(0, 4))))].sort((a, b) => a - b);
  const base = {
    layout,
    days: days.length,
    years,
    firstDate: first.date,
    lastDate: last.date,
    ...(daysWithoutTimes.length > 0 ? { daysWithoutTimes: daysWithoutTimes.length } : {}),
  };

  if (options.dryRun) {
    const comparison = await compareWithStored(db, days, options.sampleSize);
    const keeping =
      daysWithoutTimes.length > 0
        ? { daysWithoutTimesKeepingStored: await countStoredDays(db, daysWithoutTimes) }
        : {};
    return { ok: true, dryRun: true, ...base, ...comparison, ...keeping };
  }

  const { inserted, replaced } = await upsertPrayerTimes(db, days);
  return { ok: true, dryRun: false, ...base, inserted, replaced };
}

async function compareWithStored(
  db: Db,
  days: readonly UploadedPrayerTimes[],
  sampleSize = DEFAULT_SAMPLE_SIZE,
): Promise<Pick<DryRunSummary, 'inserted' | 'replaced' | 'unchanged' | 'changed' | 'changes'>> {
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
 * 'Imported 366 days (12 replaced) for 2028', or for a dry run 'Would import …; nothing was saved'; a file
 * with days without times adds '; 31 days without times (Fajr 00:00 or empty) skipped'.
 */
export function importMessage(summary: ImportSummary): string {
  const counts = `${plural(summary.days, 'day')} (${summary.replaced} replaced) for ${yearsText(summary.years)}`;
  const skipped = summary.daysWithoutTimes
    ? `; ${plural(summary.daysWithoutTimes, 'day')} without times (Fajr 00:00 or empty) skipped`
    : '';
  return summary.dryRun ? `Would import ${counts}${skipped}; nothing was saved` : `Imported ${counts}${skipped}`;
}

/** 'The file has 1 error' / 'The file has 3 errors'. */
export function importErrorMessage(failure: ImportFailure): string {
  return `The file has ${plural(failure.errorCount, 'error')}`;
}
