import { sql, type Kysely } from 'kysely';

/**
 * Staff text in several languages, events (issue 26 item 4): each event keeps optional translations of its
 * visitor-facing texts (title, description, location) beside the default text,
 * `{ "tr": { "title": "…", "description": "…" } }` (empty: none).
 */
// Frozen in time: migrations use Kysely<any> and raw column names, never the app's types.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('events')
    .addColumn('translations', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('events').dropColumn('translations').execute();
}
