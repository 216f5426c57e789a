import { sql } from 'kysely';
import type { UploadedPrayerTimes } from '../../../domain/prayer-times/types.ts';
import type { Db } from '../client.ts';
import type { NewPrayerTimesRow, PrayerTimesRow } from '../database.ts';

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
  return db.transaction().execute(async (trx) => {
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
  });
}
