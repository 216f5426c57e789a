import type { Db } from '../client.ts';
import type { NewPrayerTimesRow, PrayerTimesRow } from '../database.ts';

export function findPrayerTimes(db: Db, isoDate: string): Promise<PrayerTimesRow | undefined> {
  return db.selectFrom('prayerTimes').selectAll().where('date', '=', isoDate).executeTakeFirst();
}

/** Records between two ISO dates, inclusive, in date order. */
export function listPrayerTimesBetween(db: Db, from: string, to: string): Promise<PrayerTimesRow[]> {
  return db.selectFrom('prayerTimes').selectAll().where('date', '>=', from).where('date', '<=', to).orderBy('date').execute();
}

/**
 * Inserts or replaces the given days in one transaction: either every day is stored or none is.
 * Returns how many of them replaced an existing record.
 */
export async function upsertPrayerTimes(db: Db, rows: readonly NewPrayerTimesRow[]): Promise<{ imported: number; replaced: number }> {
  if (rows.length === 0) return { imported: 0, replaced: 0 };
  return db.transaction().execute(async (trx) => {
    const dates = rows.map((r) => r.date);
    const existing = await trx
      .selectFrom('prayerTimes')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('date', 'in', dates)
      .executeTakeFirstOrThrow();
    const now = new Date();
    const CHUNK = 500;
    for (let i = 0; i < rows.length; i += CHUNK) {
      await trx
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
        .execute();
    }
    const replaced = Number(existing.count);
    return { imported: rows.length - replaced, replaced };
  });
}
