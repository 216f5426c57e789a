import { sql } from 'kysely';
import type { Db } from '../client.ts';

/**
 * Moves the last-checked masjid date forward to `today`, in one statement, and says what it was: the
 * caller that gets an answer is the only one to compare the dates for (previous, today]; `previous` null
 * means never checked before. Undefined when `today` was checked already (by this or another isolate),
 * or a later date was (a clock behind): nothing to do.
 */
export async function claimSiteDateCheck(db: Db, today: string): Promise<{ previous: string | null } | undefined> {
  const result = await sql<{ previous: string | null }>`
    with previous as (select checked_date from site_date_checks where id = 1 for update)
    insert into site_date_checks (id, checked_date) values (1, ${today})
    on conflict (id) do update set checked_date = excluded.checked_date, checked_at = clock_timestamp()
      where site_date_checks.checked_date < excluded.checked_date
    returning (select checked_date from previous) as previous`.execute(db);
  const row = result.rows[0];
  return row ? { previous: row.previous ?? null } : undefined;
}

/** Puts the date back after a check that could not finish (the next look does it again). */
export async function releaseSiteDateCheck(db: Db, today: string, previous: string | null): Promise<void> {
  if (previous === null) {
    await db.deleteFrom('siteDateChecks').where('id', '=', 1).where('checkedDate', '=', today).execute();
  } else {
    await db
      .updateTable('siteDateChecks')
      .set({ checkedDate: previous })
      .where('id', '=', 1)
      .where('checkedDate', '=', today)
      .execute();
  }
}

/** The date last checked, or null (tests, and the README's "how do I know it runs"). */
export async function lastSiteDateCheck(db: Db): Promise<string | null> {
  const row = await db.selectFrom('siteDateChecks').select('checkedDate').where('id', '=', 1).executeTakeFirst();
  return row?.checkedDate ?? null;
}
