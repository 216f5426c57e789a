import { sql, type Transaction } from 'kysely';
import { hasPrayerData } from '../../../domain/prayer-times/display-time.ts';
import type { UploadedPrayerTimes } from '../../../domain/prayer-times/types.ts';
import type { Db } from '../client.ts';
import type { Database, NewPrayerTimesRow, PrayerTimesRow } from '../database.ts';

/** The eleven time columns plus the date: a stored day as the domain sees it. */
const DAY_COLUMNS = [
  'date',
  'fajrAdhan',
  'fajrIqamah',
  'shouruq',
  'dhuhrAdhan',
  'dhuhrIqamah',
  'asrAdhan',
  'asrIqamah',
  'maghribAdhan',
  'maghribIqamah',
  'ishaAdhan',
  'ishaIqamah',
] as const;

/** Records between two ISO dates, inclusive, in date order. */
export function listPrayerTimesBetween(db: Db, from: string, to: string): Promise<PrayerTimesRow[]> {
  return db
    .selectFrom('prayerTimes')
    .selectAll()
    .where('date', '>=', from)
    .where('date', '<=', to)
    .orderBy('date')
    .execute();
}

/** The stored days between two ISO dates, inclusive, in date order, without bookkeeping columns. */
export function listDaysBetween(db: Db, from: string, to: string): Promise<UploadedPrayerTimes[]> {
  return db
    .selectFrom('prayerTimes')
    .select(DAY_COLUMNS)
    .where('date', '>=', from)
    .where('date', '<=', to)
    .orderBy('date')
    .execute();
}

/** The uploaded dates between two ISO dates, inclusive. */
export async function listUploadedDates(db: Db, from: string, to: string): Promise<string[]> {
  const rows = await db.selectFrom('prayerTimes').select('date').where('date', '>=', from).where('date', '<=', to).orderBy('date').execute();
  return rows.map((row) => row.date);
}

/** Rows per INSERT: 12 parameters a row keeps each statement far below Postgres's 65,535. */
const CHUNK = 500;

/**
 * Inserts or replaces the given days in one transaction: either every day is stored or none is.
 * Returns how many were new and how many replaced an existing record, counted by the upsert itself
 * (`xmax = 0` marks a row the statement inserted), so the counts hold even with a concurrent import.
 */
export async function upsertPrayerTimes(
  db: Db,
  rows: readonly NewPrayerTimesRow[],
  now: Date = new Date(),
): Promise<{ inserted: number; replaced: number }> {
  if (rows.length === 0) return { inserted: 0, replaced: 0 };
  return db.transaction().execute((trx) => upsertIn(trx, rows, now));
}

/**
 * An import in one transaction: the given days are inserted or replaced, and the days at `clearDates`
 * (a file's days without times) are removed, so they fall back like days never uploaded. `cleared` counts
 * the removed days that had times (SPEC 3: a Fajr adhan present and not '00:00'), counted by the delete
 * itself. `keep(result)` false rolls everything back (an import that would change nothing it promised).
 */
export async function importPrayerTimes(
  db: Db,
  rows: readonly NewPrayerTimesRow[],
  clearDates: readonly string[],
  now: Date = new Date(),
  keep: (result: { inserted: number; replaced: number; cleared: number }) => boolean = () => true,
): Promise<{ inserted: number; replaced: number; cleared: number; kept: boolean }> {
  const rollback = new Error('rollback');
  let result = { inserted: 0, replaced: 0, cleared: 0 };
  try {
    await db.transaction().execute(async (trx) => {
      let cleared = 0;
      for (let i = 0; i < clearDates.length; i += CHUNK) {
        const removed = await trx
          .deleteFrom('prayerTimes')
          .where('date', 'in', clearDates.slice(i, i + CHUNK))
          .returning('fajrAdhan')
          .execute();
        cleared += removed.filter((day) => hasPrayerData(day)).length;
      }
      result = { ...(await upsertIn(trx, rows, now)), cleared };
      if (!keep(result)) throw rollback;
    });
  } catch (error) {
    if (error !== rollback) throw error;
    return { ...result, kept: false };
  }
  return { ...result, kept: true };
}

async function upsertIn(
  trx: Transaction<Database>,
  rows: readonly NewPrayerTimesRow[],
  now: Date,
): Promise<{ inserted: number; replaced: number }> {
  let inserted = 0;
  for (let i = 0; i < rows.length; i += CHUNK) {
    const results = await trx
      .insertInto('prayerTimes')
      .values(rows.slice(i, i + CHUNK).map((r) => ({ ...r, updatedAt: now })))
      .onConflict((oc) =>
        oc.column('date').doUpdateSet((eb) => ({
          fajrAdhan: eb.ref('excluded.fajrAdhan'),
          fajrIqamah: eb.ref('excluded.fajrIqamah'),
          shouruq: eb.ref('excluded.shouruq'),
          dhuhrAdhan: eb.ref('excluded.dhuhrAdhan'),
          dhuhrIqamah: eb.ref('excluded.dhuhrIqamah'),
          asrAdhan: eb.ref('excluded.asrAdhan'),
          asrIqamah: eb.ref('excluded.asrIqamah'),
          maghribAdhan: eb.ref('excluded.maghribAdhan'),
          maghribIqamah: eb.ref('excluded.maghribIqamah'),
          ishaAdhan: eb.ref('excluded.ishaAdhan'),
          ishaIqamah: eb.ref('excluded.ishaIqamah'),
          updatedAt: eb.ref('excluded.updatedAt'),
        })),
      )
      .returning(sql<boolean>`(xmax = 0)`.as('inserted'))
      .execute();
    inserted += results.filter((r) => r.inserted).length;
  }
  return { inserted, replaced: rows.length - inserted };
}
