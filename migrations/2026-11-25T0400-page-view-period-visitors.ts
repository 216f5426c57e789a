import type { Kysely } from 'kysely';

/**
 * The unique visitors of a period whose days have all ended (issue 17's analytics budget). Counting distinct
 * sessions cannot be summed from daily figures (a visitor of two days is one visitor), so a finished period
 * is counted once from page_view_day_sessions and kept here: its days never change again. The row goes with
 * its first day's rollup (a day counted again in another time zone, a cleared rollup), and `time_zone`
 * records whose midnights cut the days.
 */
// Frozen in time: migrations use Kysely<any> and raw column names, never the app's types.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('page_view_period_visitors')
    .addColumn('first_day', 'date', (c) => c.notNull().references('page_view_days.day').onDelete('cascade'))
    .addColumn('last_day', 'date', (c) => c.notNull())
    .addColumn('time_zone', 'varchar(64)', (c) => c.notNull())
    .addColumn('visitors', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('page_view_period_visitors_pkey', ['first_day', 'last_day', 'time_zone'])
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('page_view_period_visitors').ifExists().execute();
}
