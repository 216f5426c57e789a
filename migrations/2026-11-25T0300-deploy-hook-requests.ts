import { sql, type Kysely } from 'kysely';

/**
 * Staff changes waiting for the Cloudflare Pages deploy hook (issue 15, ADR 011). On the edge every
 * request runs in its own isolate, so "one rebuild per burst of changes" needs a place every request
 * sees: each change adds a row, and the request whose change was the last of a burst (none newer after
 * the quiet time) marks the waiting rows called and calls the hook once. Rows called more than a day ago
 * are removed by the same step. The Node adapter coalesces in memory and never writes here.
 */
// Frozen in time: migrations use Kysely<any> and raw column names, never the app's types.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('deploy_hook_requests')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('reason', 'varchar(100)', (c) => c.notNull())
    .addColumn('requested_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`clock_timestamp()`))
    .addColumn('called_at', 'timestamptz')
    .execute();
  await db.schema
    .createIndex('deploy_hook_requests_waiting_idx')
    .on('deploy_hook_requests')
    .column('requested_at')
    .where(sql.ref('called_at'), 'is', null)
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('deploy_hook_requests').ifExists().execute();
}
