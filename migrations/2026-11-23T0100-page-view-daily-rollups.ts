import { sql, type Kysely } from 'kysely';

/**
 * Daily rollups of page views for the admin analytics (issue 6): a finished day of the masjid's calendar
 * is counted once from page_views and kept here, so a month's figures read about 30 small rows per page
 * instead of every view. `time_zone` records the zone whose midnights cut the day: if the site's zone
 * changes, the day is counted again. Rollups are written by the analytics reader (src/server/db/
 * repositories/analytics.ts), never by the tracking endpoint, so tracking stays one plain insert.
 */
// Frozen in time: migrations use Kysely<any> and raw column names, never the app's types.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('page_view_days')
    .addColumn('day', 'date', (c) => c.primaryKey())
    .addColumn('time_zone', 'varchar(64)', (c) => c.notNull())
    .addColumn('views', 'integer', (c) => c.notNull())
    .addColumn('rolled_up_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('page_view_day_pages')
    .addColumn('day', 'date', (c) => c.notNull().references('page_view_days.day').onDelete('cascade'))
    .addColumn('page', 'varchar(200)', (c) => c.notNull())
    .addColumn('views', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('page_view_day_pages_pkey', ['day', 'page'])
    .execute();

  await db.schema
    .createTable('page_view_day_sessions')
    .addColumn('day', 'date', (c) => c.notNull().references('page_view_days.day').onDelete('cascade'))
    .addColumn('session_id', 'varchar(64)', (c) => c.notNull())
    .addPrimaryKeyConstraint('page_view_day_sessions_pkey', ['day', 'session_id'])
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('page_view_day_sessions').ifExists().execute();
  await db.schema.dropTable('page_view_day_pages').ifExists().execute();
  await db.schema.dropTable('page_view_days').ifExists().execute();
}
