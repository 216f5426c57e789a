import { sql, type Kysely } from 'kysely';

/**
 * Issue 25 (accounts): sessions in sight and a site-wide ceiling on password sign-in failures.
 * - sessions get an opaque public id (what the Sessions list names; the primary key stays secret) and the
 *   address they signed in from;
 * - a failed sign-in remembers which existing account it targeted (never an unknown username typed);
 * - one row paces password sign-ins from browsers not seen before while failures are past the ceiling.
 */
// Frozen in time: migrations use Kysely<any> and raw column names, never the app's types.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('sessions')
    .addColumn('public_id', 'varchar(64)', (c) => c.notNull().defaultTo(sql`replace(gen_random_uuid()::text, '-', '')`))
    .execute();
  await db.schema.alterTable('sessions').addColumn('address', 'varchar(100)').execute();
  await db.schema.createIndex('sessions_public_id_key').on('sessions').unique().column('public_id').execute();

  await db.schema
    .alterTable('login_attempts')
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .execute();
  await db.schema.createIndex('login_attempts_attempted_at_idx').on('login_attempts').column('attempted_at').execute();

  await db.schema
    .createTable('sign_in_pacing')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('next_at', 'timestamptz', (c) => c.notNull())
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('sign_in_pacing').ifExists().execute();
  await db.schema.dropIndex('login_attempts_attempted_at_idx').ifExists().execute();
  await db.schema.alterTable('login_attempts').dropColumn('user_id').execute();
  await db.schema.dropIndex('sessions_public_id_key').ifExists().execute();
  await db.schema.alterTable('sessions').dropColumn('address').execute();
  await db.schema.alterTable('sessions').dropColumn('public_id').execute();
}
