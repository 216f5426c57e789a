import { sql, type Kysely } from 'kysely';

/**
 * Prayer settings (issue 13, ADR 009): one row holding the staff's settings as a JSON document (the config
 * file's values until the first save), a version for concurrent edits, and a log of every change with who
 * and when. The iqamah columns of prayer_times may now be empty: an uploaded timetable that leaves an iqamah
 * column empty has its iqamahs from the rules.
 */
// Frozen in time: migrations use Kysely<any> and raw column names, never the app's types.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('prayer_settings')
    // Serial like every other table's id (backups reset each id sequence), but only ever row 1.
    .addColumn('id', 'serial', (c) => c.primaryKey().check(sql`id = 1`))
    .addColumn('settings', 'jsonb', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .execute();

  await db.schema
    .createTable('prayer_settings_changes')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('changed_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    // Kept as written then, so the log still says who after the account is renamed or deleted.
    .addColumn('username', 'varchar(50)', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull())
    // One line per change, joined by newlines.
    .addColumn('summary', 'text', (c) => c.notNull())
    .addColumn('settings', 'jsonb', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('prayer_settings_changes_changed_at_idx').on('prayer_settings_changes').column('changed_at').execute();

  for (const column of ['fajr_iqamah', 'dhuhr_iqamah', 'asr_iqamah', 'maghrib_iqamah', 'isha_iqamah']) {
    await db.schema.alterTable('prayer_times').alterColumn(column, (c) => c.dropNotNull()).execute();
  }
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  for (const column of ['fajr_iqamah', 'dhuhr_iqamah', 'asr_iqamah', 'maghrib_iqamah', 'isha_iqamah']) {
    await sql`update prayer_times set ${sql.ref(column)} = ${sql.ref(column.replace('_iqamah', '_adhan'))} where ${sql.ref(column)} is null`.execute(db);
    await db.schema.alterTable('prayer_times').alterColumn(column, (c) => c.setNotNull()).execute();
  }
  await db.schema.dropTable('prayer_settings_changes').ifExists().execute();
  await db.schema.dropTable('prayer_settings').ifExists().execute();
}
