import { sql, type Kysely } from 'kysely';

/**
 * The prayer-hall display's settings (issue 14): how long each slide stays, how many minutes the calm
 * iqamah screen shows, and the theme. One row per screen, keyed by its name ('main' today), so a masjid
 * with a second screen (a sisters' hall) can get its own row later without a new table. No row means the
 * defaults from src/config/site.ts. `updated_by` keeps who changed it last.
 */
// Frozen in time: migrations use Kysely<any> and raw column names, never the app's types.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('display_settings')
    .addColumn('screen', 'varchar(40)', (c) => c.primaryKey())
    .addColumn('slide_seconds', 'integer', (c) => c.notNull().check(sql`slide_seconds between 1 and 3600`))
    .addColumn('iqamah_screen_minutes', 'integer', (c) =>
      c.notNull().check(sql`iqamah_screen_minutes between 0 and 120`),
    )
    .addColumn('theme', 'varchar(20)', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('display_settings').ifExists().execute();
}
