import { sql, type Kysely } from 'kysely';

/**
 * Issue 25, a second factor for passwords:
 * - `user_totp`: one authenticator-app secret per account. `confirmed_at` is null while enrolment waits
 *   for its first code (the pending secret lives only here, never in the browser after the QR is shown);
 *   `last_used_step` is the 30-second step of the last accepted code, so a code cannot be replayed.
 * - `recovery_codes`: ten single-use codes per account, stored as salted PBKDF2 hashes; `used_at` spends one.
 * - `second_factor_policy`: per staff role, whether a passkey or TOTP is required (super_admin's setting).
 * - `sessions.restricted`: a session that may only enrol a second factor (the requirement is on and the
 *   account has none yet).
 */
// Frozen in time: migrations use Kysely<any> and raw column names, never the app's types.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('user_totp')
    .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('secret', 'varchar(64)', (c) => c.notNull())
    .addColumn('confirmed_at', 'timestamptz')
    .addColumn('last_used_step', 'integer')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createTable('recovery_codes')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('code_hash', 'varchar(200)', (c) => c.notNull())
    .addColumn('used_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('recovery_codes_user_id_idx').on('recovery_codes').column('user_id').execute();
  await db.schema
    .createTable('second_factor_policy')
    .addColumn('role', 'varchar(20)', (c) => c.primaryKey().check(sql`role in ('super_admin', 'admin', 'editor')`))
    .addColumn('required', 'boolean', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .execute();
  await db.schema
    .alterTable('sessions')
    .addColumn('restricted', 'boolean', (c) => c.notNull().defaultTo(false))
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('sessions').dropColumn('restricted').execute();
  await db.schema.dropTable('second_factor_policy').ifExists().execute();
  await db.schema.dropTable('recovery_codes').ifExists().execute();
  await db.schema.dropTable('user_totp').ifExists().execute();
}
