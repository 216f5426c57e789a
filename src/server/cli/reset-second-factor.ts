import { parseArgs } from 'node:util';
import { resetSecondFactors, secondFactorsOf } from '../auth/second-factor.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { recordAudit } from '../db/repositories/audit-log.ts';
import { deleteSessionsOfUser } from '../db/repositories/sessions.ts';
import { findUserByUsername } from '../db/repositories/users.ts';
import { openCliDatabase, runCli } from './cli-database.ts';

/**
 * `npm run reset-second-factor -- --username NAME`: removes an account's second factor (authenticator
 * app and recovery codes) and ends its sessions, for the day the only super_admin loses their phone and
 * nobody is left to reset it from User Management. Whoever can run this already holds the database.
 * Logged as `security.second_factor.reset` by "cli".
 */
const { values } = parseArgs({ options: { username: { type: 'string' } } });
if (!values.username) {
  console.error('Usage: npm run reset-second-factor -- --username NAME');
  process.exit(2);
}
const username = values.username;

await runCli(async () => {
  const { db, close } = await openCliDatabase();
  try {
    await migrateToLatest(db);
    const user = await findUserByUsername(db, username);
    if (!user) throw new Error(`No account named "${username}".`);
    const before = await secondFactorsOf(db, user.id);
    await resetSecondFactors(db, user.id);
    await deleteSessionsOfUser(db, user.id);
    await recordAudit(db, { id: null, username: 'cli' }, {
      action: 'security.second_factor.reset',
      target: user.username,
      summary: `Reset ${user.username}'s second factor from the command line; their sessions ended`,
      now: new Date(),
    });
    console.log(
      before.totp
        ? `Reset the second factor of "${username}": they can sign in with their password and set up a new one.`
        : `"${username}" had no authenticator app; their sessions were ended anyway.`,
    );
  } finally {
    await close();
  }
});
