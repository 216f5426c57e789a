import { sql, type Kysely } from 'kysely';

/**
 * Staff text in several languages (issue 26 item 4): each announcement keeps optional translations of its
 * title and content beside the default text, `{ "tr": { "title": "…", "content": "…" } }` (empty: none).
 */
// Frozen in time: migrations use Kysely<any> and raw column names, never the app's types.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('announcements')
    .addColumn('translations', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('announcements').dropColumn('translations').execute();
}
