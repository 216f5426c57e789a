import { sql, type Kysely } from 'kysely';

/**
 * Staff-run content (issue 24, ADR 019): programs, campaigns, the site's facts and pages are documents of one
 * table, each with the published version visitors see and the draft staff work on; every publish is a
 * revision (the last 20 kept) that can be restored. The audit log records who published, restored or
 * deleted what, and when, from where.
 */
// Frozen in time: migrations use Kysely<any> and raw column names, never the app's types.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('content_items')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('kind', 'varchar(20)', (c) => c.notNull())
    .addColumn('slug', 'varchar(100)', (c) => c.notNull())
    .addColumn('draft', 'jsonb')
    .addColumn('published', 'jsonb')
    .addColumn('published_at', 'timestamptz')
    .addColumn('published_by', 'varchar(50)')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_by', 'varchar(50)')
    .addUniqueConstraint('content_items_kind_slug_key', ['kind', 'slug'])
    .execute();

  await db.schema
    .createTable('content_revisions')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('item_id', 'integer', (c) => c.notNull().references('content_items.id').onDelete('cascade'))
    .addColumn('data', 'jsonb', (c) => c.notNull())
    .addColumn('published_at', 'timestamptz', (c) => c.notNull())
    // Kept as written then, so a revision still says who after the account is renamed or deleted.
    .addColumn('published_by', 'varchar(50)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('content_revisions_item_idx').on('content_revisions').columns(['item_id', 'id']).execute();

  // Which kinds got their first content from the config file: seeded once, so a kind staff emptied stays empty.
  await db.schema
    .createTable('content_seeds')
    .addColumn('kind', 'varchar(20)', (c) => c.primaryKey())
    .addColumn('seeded_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('audit_log')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('username', 'varchar(50)')
    .addColumn('action', 'varchar(50)', (c) => c.notNull())
    .addColumn('target', 'varchar(200)', (c) => c.notNull())
    .addColumn('summary', 'text', (c) => c.notNull())
    .addColumn('address', 'varchar(100)')
    .execute();
  await db.schema.createIndex('audit_log_at_idx').on('audit_log').column('at').execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('audit_log').ifExists().execute();
  await db.schema.dropTable('content_seeds').ifExists().execute();
  await db.schema.dropTable('content_revisions').ifExists().execute();
  await db.schema.dropTable('content_items').ifExists().execute();
}
