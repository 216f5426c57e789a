import type { Db } from '../db/client.ts';
import { deleteSessionsOfUser } from '../db/repositories/sessions.ts';
import { countUsers, findUserByUsername, insertUser, updatePasswordHash, updateUserRole } from '../db/repositories/users.ts';
import { hashPassword, randomPassword, verifyPassword } from './password.ts';
import { passwordRefusal } from './password-policy.ts';

export const USERNAME_PATTERN = /^[A-Za-z0-9._-]{3,50}$/;

export type BootstrapResult =
  | { kind: 'existing-users' }
  | { kind: 'created'; username: string; generatedPassword: string | undefined };

/**
 * The first super_admin of an empty database: from ADMIN_USERNAME / ADMIN_PASSWORD when given, else
 * 'admin' with a strong random password that the caller prints once.
 */
export async function bootstrapFirstAdmin(
  db: Db,
  credentials: { username?: string | undefined; password?: string | undefined },
): Promise<BootstrapResult> {
  if ((await countUsers(db)) > 0) return { kind: 'existing-users' };
  const username = credentials.username ?? 'admin';
  if (!USERNAME_PATTERN.test(username)) {
    throw new Error('ADMIN_USERNAME must be 3-50 letters, digits, dots, dashes or underscores');
  }
  if (credentials.password !== undefined && credentials.password.length < 6) {
    throw new Error('ADMIN_PASSWORD must be at least 6 characters');
  }
  const refusal = credentials.password === undefined ? null : await passwordRefusal({ password: credentials.password, username });
  if (refusal) throw new Error(`ADMIN_PASSWORD: ${refusal}`);
  const generatedPassword = credentials.password === undefined ? randomPassword() : undefined;
  const password = credentials.password ?? generatedPassword!;
  await insertUser(db, {
    username,
    firstName: null,
    email: `${username.toLowerCase()}@localhost.invalid`,
    role: 'super_admin',
    passwordHash: await hashPassword(password),
  });
  return { kind: 'created', username, generatedPassword };
}

/** `npm run create-admin`: creates the super_admin, or resets its password and role (ending its sessions) if it exists. */
export async function createOrResetSuperAdmin(
  db: Db,
  input: { username: string; password: string; email: string },
): Promise<'created' | 'reset'> {
  if (!USERNAME_PATTERN.test(input.username)) throw new Error('Username must be 3-50 letters, digits, dots, dashes or underscores');
  if (input.password.length < 6) throw new Error('Password must be at least 6 characters');
  const existing = await findUserByUsername(db, input.username);
  const refusal = await passwordRefusal({ password: input.password, username: input.username });
  if (refusal) throw new Error(refusal);
  if (existing && (await verifyPassword(input.password, existing.passwordHash))) {
    throw new Error('New password must be different from the current password');
  }
  const passwordHash = await hashPassword(input.password);
  if (existing) {
    await updatePasswordHash(db, existing.id, passwordHash);
    await updateUserRole(db, existing.id, 'super_admin');
    // A reset is how a suspected compromise is answered: whoever holds the old sessions is signed out.
    await deleteSessionsOfUser(db, existing.id);
    return 'reset';
  }
  await insertUser(db, { username: input.username, firstName: null, email: input.email, role: 'super_admin', passwordHash });
  return 'created';
}
