import { site } from '../src/config/site.ts';
import { addDays } from '../src/domain/dates/zoned.ts';
import { calculatedDay, calculatedYear } from '../src/domain/prayer-times/calculated.ts';
import { STATED_HEADER } from '../src/domain/prayer-times/csv-layouts.ts';
import { parsePrayerTimesCsv } from '../src/domain/prayer-times/csv-parse.ts';
import { serializePrayerTimesCsv } from '../src/domain/prayer-times/csv-serialize.ts';
import { BODY_LIMITS } from '../src/server/app.ts';
import type { Db } from '../src/server/db/client.ts';
import { importPrayerTimesCsv, type ImportResult } from '../src/server/prayer-times-import.ts';
import { benchDatabaseKinds, openBenchDatabase } from './databases.ts';
import type { BenchSuite } from './harness.ts';

/** Generous budgets (issue 4): they catch an import that went quadratic or lost its transaction. */
export const BUDGET_MS = { oneYear: 2_000, tenYears: 15_000 } as const;

const TEN_YEARS_DAYS = 3_660;
const UPLOAD_LIMIT = BODY_LIMITS['/api/prayer-times/upload-csv'];

/** One leap year in the sample layout, exactly as a download writes it: 366 rows. */
function oneYearCsv(): string {
  return serializePrayerTimesCsv(calculatedYear(2028, site));
}

/** 3,660 consecutive days from 2030-01-01 in the stated layout (date, fajr, ...), which holds many years. */
function tenYearsCsv(): string {
  const lines: string[] = [STATED_HEADER.join(',')];
  for (let i = 0; i < TEN_YEARS_DAYS; i++) {
    const day = calculatedDay(addDays('2030-01-01', i), site);
    lines.push(
      [day.date, day.fajrAdhan, day.shouruq, day.dhuhrAdhan, day.asrAdhan, day.maghribAdhan, day.ishaAdhan].join(','),
    );
  }
  return `${lines.join('\r\n')}\r\n`;
}

function expectImport(result: ImportResult, expected: { days: number; inserted: number; replaced: number }): void {
  if (!result.ok) throw new Error(`import failed: ${result.errors.slice(0, 3).join('; ')}`);
  const got = { days: result.days, inserted: result.inserted, replaced: result.replaced };
  if (got.days !== expected.days || got.inserted !== expected.inserted || got.replaced !== expected.replaced) {
    throw new Error(`import counted ${JSON.stringify(got)}, expected ${JSON.stringify(expected)}`);
  }
}

async function emptyTable(db: Db): Promise<void> {
  await db.deleteFrom('prayerTimes').execute();
}

/**
 * The time to import a timetable through importPrayerTimesCsv (the upload route's and the demo seed's
 * code: CSV parse, then one upsert transaction), for one year (366 days) and ten years (3,660 days),
 * into an empty table and over existing days, on each available database.
 */
export const prayerImportBench: BenchSuite = {
  name: 'prayer-times import',
  async run(ctx) {
    const files = [
      { label: '366 days', csv: oneYearCsv(), year: 2028, days: 366, budgetMs: BUDGET_MS.oneYear, runs: 5 },
      {
        label: '3,660 days',
        csv: tenYearsCsv(),
        year: 2030,
        days: TEN_YEARS_DAYS,
        budgetMs: BUDGET_MS.tenYears,
        runs: 3,
      },
    ];
    for (const file of files) {
      const bytes = Buffer.byteLength(file.csv);
      if (bytes > UPLOAD_LIMIT) throw new Error(`the ${file.label} file (${bytes} bytes) is over the upload limit`);
      ctx.log(`${file.label}: ${(bytes / 1024).toFixed(0)} KiB of CSV`);
    }

    for (const file of files) {
      await ctx.measure({
        name: `parse ${file.label} (no database)`,
        budgetMs: file.budgetMs,
        runs: file.runs,
        run: () => {
          const parsed = parsePrayerTimesCsv(file.csv, { year: file.year });
          if (!parsed.ok || parsed.days.length !== file.days) throw new Error('parse failed');
        },
      });
    }

    for (const { kind, skip } of benchDatabaseKinds()) {
      if (skip) {
        ctx.skip(kind, skip);
        continue;
      }
      const database = await openBenchDatabase(kind);
      const { db, label } = database;
      try {
        for (const file of files) {
          const options = { year: file.year };
          await ctx.measure({
            name: `${label}: ${file.label} into an empty table`,
            budgetMs: file.budgetMs,
            runs: file.runs,
            beforeEach: () => emptyTable(db),
            run: async () =>
              expectImport(await importPrayerTimesCsv(db, file.csv, options), {
                days: file.days,
                inserted: file.days,
                replaced: 0,
              }),
          });
          await ctx.measure({
            name: `${label}: ${file.label} replacing every day`,
            budgetMs: file.budgetMs,
            runs: file.runs,
            run: async () =>
              expectImport(await importPrayerTimesCsv(db, file.csv, options), {
                days: file.days,
                inserted: 0,
                replaced: file.days,
              }),
          });
          await ctx.measure({
            name: `${label}: ${file.label} dry run (preview)`,
            budgetMs: file.budgetMs,
            runs: file.runs,
            run: async () => {
              const result = await importPrayerTimesCsv(db, file.csv, { ...options, dryRun: true });
              if (!result.ok || result.unchanged !== file.days)
                throw new Error('dry run did not see the stored days as unchanged');
            },
          });
        }
      } finally {
        await database.close();
      }
    }
  },
};
