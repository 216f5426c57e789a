import path from 'node:path';
import { parseArgs } from 'node:util';
import { createOrResetSuperAdmin } from './auth/bootstrap-admin.ts';
import { randomPassword } from './auth/password.ts';
import { createDb, nodeDbConfig } from './db/client-node.ts';
import { migrateToLatest } from './db/migrate.ts';

/**
 * `npm run create-admin -- --username NAME [--email E] [--password P]`: creates a super_admin, or resets
 * an existing account's password and makes it super_admin. This is how a deployed masjid (DATABASE_URL
 * pointing at Neon) gets its first account. Without --password a strong one is generated and printed.
 */
const { values } = parseArgs({
  options: {
    username: { type: 'string' },
    email: { type: 'string' },
    password: { type: 'string' },
  },
});
const username = values.username ?? process.env.ADMIN_USERNAME;
if (!username) {
  console.error('Usage: npm run create-admin -- --username NAME [--email you@example.org] [--password SECRET]');
  process.exit(2);
}
const password = values.password ?? process.env.ADMIN_PASSWORD ?? randomPassword();
const email = values.email ?? `${username.toLowerCase()}@localhost.invalid`;

const db = await createDb(nodeDbConfig({ DATABASE_URL: process.env.DATABASE_URL, DATA_DIR: path.resolve(process.env.DATA_DIR ?? '.data') }));
try {
  await migrateToLatest(db);
  const outcome = await createOrResetSuperAdmin(db, { username, password, email });
  console.log(`${outcome === 'created' ? 'Created' : 'Reset'} super_admin "${username}".`);
  if (!values.password && !process.env.ADMIN_PASSWORD) console.log(`Password: ${password}  (shown once)`);
} catch (error) {
  console.error((error as Error).message);
  process.exitCode = 1;
} finally {
  await db.destroy();
}
