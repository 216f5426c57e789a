import { parseArgs } from 'node:util';
import { createOrResetSuperAdmin } from '../auth/bootstrap-admin.ts';
import { randomPassword } from '../auth/password.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { openCliDatabase, runCli } from './cli-database.ts';

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

await runCli(async () => {
  const { db, close } = await openCliDatabase();
  try {
    await migrateToLatest(db);
    const outcome = await createOrResetSuperAdmin(db, { username, password, email });
    console.log(`${outcome === 'created' ? 'Created' : 'Reset'} super_admin "${username}".`);
    if (!values.password && !process.env.ADMIN_PASSWORD) console.log(`Password: ${password}  (shown once)`);
  } finally {
    await close();
  }
});
