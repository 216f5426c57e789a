import type { Context } from 'hono';
import { deviceName } from '../../domain/accounts/device-name.ts';
import { recordAudit } from '../db/repositories/audit-log.ts';
import type { AppEnv } from '../env.ts';

/**
 * Security events (issue 25): audit entries whose action starts with `security.`, listed by the super_admin's
 * Security Log and kept 400 days like every audit entry. Who (the account), when, and from where (the
 * request's address) — never a password, and never a username that belongs to no account.
 */
export const SECURITY_PREFIX = 'security.';

export type SecurityAction =
  | 'security.signin'
  | 'security.signin.failed'
  | 'security.signout'
  | 'security.password.changed'
  | 'security.session.ended'
  | 'security.sessions.ended'
  | 'security.user.created'
  | 'security.user.deleted'
  | 'security.role.changed';

export async function recordSecurityEvent(
  c: Context<AppEnv>,
  actor: { id: number | null; username: string },
  entry: { action: SecurityAction; target: string; summary: string },
): Promise<void> {
  const { db, now } = c.env.services;
  await recordAudit(db, { ...actor, address: c.env.clientIp }, { ...entry, now: now() });
}

/** "Chrome on Windows": the requesting browser, for a summary. */
export const requestDevice = (c: Context<AppEnv>) => deviceName(c.req.header('user-agent'));
