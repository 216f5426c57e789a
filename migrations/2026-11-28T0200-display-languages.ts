import { sql, type Kysely } from 'kysely';

/**
 * The prayer-hall display's languages (issue 26): `language`, the screen's texts and the first line of
 * each prayer's name, and `second_language`, a second line under each name (null: one line). A null
 * `language` means the site's default language (rows saved before this migration, and a masjid that
 * changes its default later still gets it). Codes are the catalogues' folder names ('en', 'tr', 'ar');
 * whether one is enabled is the API's check, against site config.
 */
// Frozen in time: migrations use Kysely<any> and raw column names, never the app's types.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('display_settings')
    .addColumn('language', 'varchar(20)', (c) => c.check(sql`language ~ '^[a-z]{2,3}(-[a-z0-9]{2,8})?$'`))
    .execute();
  await db.schema
    .alterTable('display_settings')
    .addColumn('second_language', 'varchar(20)', (c) =>
      c.check(sql`second_language is null or (second_language ~ '^[a-z]{2,3}(-[a-z0-9]{2,8})?$' and second_language is distinct from language)`),
    )
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('display_settings').dropColumn('second_language').execute();
  await db.schema.alterTable('display_settings').dropColumn('language').execute();
}
