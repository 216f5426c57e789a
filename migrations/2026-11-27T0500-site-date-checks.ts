import { sql, type Kysely } from 'kysely';

/**
 * The masjid date the Cloudflare Pages functions last looked for a program or campaign date that changes
 * the static pages (issue 24; src/server/rebuild/site-date-watch.ts). Pages has no timer: the functions
 * look on requests they already receive, at most every few minutes per isolate, and the one request that
 * moves this date forward (one row, id 1) is the one that compares the dates and asks for a deploy. Not
 * backed up: a restore is followed by a build. The Node server keeps its hourly check in memory.
 */
// Frozen in time: migrations use Kysely<any> and raw column names, never the app's types.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('site_date_checks')
    .addColumn('id', 'smallint', (c) => c.primaryKey().check(sql`id = 1`))
    .addColumn('checked_date', 'varchar(10)', (c) => c.notNull())
    .addColumn('checked_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`clock_timestamp()`))
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('site_date_checks').ifExists().execute();
}
