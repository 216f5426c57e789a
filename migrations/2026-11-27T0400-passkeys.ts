import { sql, type Kysely } from 'kysely';

/**
 * Passkeys (issue 25): a staff member's WebAuthn credentials, and the challenges the server handed out
 * for a registration or a sign-in. Challenges live in the database, not in one process's memory, so an
 * answer may reach another instance (Cloudflare Pages) than the one that asked; each is used once.
 */
// Frozen in time: migrations use Kysely<any> and raw column names, never the app's types.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('passkeys')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    // The credential id as the authenticator made it, base64url (at most 1023 bytes in WebAuthn).
    .addColumn('credential_id', 'varchar(1400)', (c) => c.notNull().unique())
    // The COSE public key, base64url.
    .addColumn('public_key', 'text', (c) => c.notNull())
    .addColumn('counter', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('transports', 'varchar(200)', (c) => c.notNull().defaultTo(''))
    .addColumn('name', 'varchar(60)', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('last_used_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('passkeys_user_idx').on('passkeys').column('user_id').execute();

  await db.schema
    .createTable('webauthn_challenges')
    .addColumn('challenge', 'varchar(100)', (c) => c.primaryKey())
    // 'register' (user_id set: the signed-in staff member) or 'signin' (no user yet: usernameless).
    .addColumn('purpose', 'varchar(10)', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('cascade'))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('webauthn_challenges_expires_idx').on('webauthn_challenges').column('expires_at').execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('webauthn_challenges').execute();
  await db.schema.dropTable('passkeys').execute();
}
