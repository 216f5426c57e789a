import type { Context, MiddlewareHandler } from 'hono';
import { normaliseRecoveryCode, normaliseTotpCode, newRecoveryCodes, verifyTotp } from '../../domain/accounts/totp.ts';
import type { Db } from '../db/client.ts';
import type { Role } from '../db/database.ts';
import { recordAudit } from '../db/repositories/audit-log.ts';
import { deleteLoginAttempt } from '../db/repositories/login-attempts.ts';
import {
  claimTotpStep,
  deleteTotp,
  findTotp,
  listSecondFactorPolicy,
  replaceRecoveryCodes,
  listUnusedRecoveryCodes,
  spendRecoveryCode,
} from '../db/repositories/second-factor.ts';
import { countPasskeys, deleteAllPasskeys } from '../db/repositories/passkeys.ts';
import type { AppEnv, AuthenticatedUser } from '../env.ts';
import { finishAttempt, THROTTLE, type ThrottleVerdict } from './login-throttle.ts';
import { hashPassword, verifyPassword } from './password.ts';

/**
 * Issue 25's second factor for password sign-ins: TOTP with recovery codes, and the super_admin's
 * requirement that every account of a role has a passkey or TOTP. routes/auth.ts calls
 * `passSecondFactor` after a correct password; routes/two-factor.ts enrols and removes factors.
 */

export const SECOND_FACTOR_MESSAGES = {
  codeNeeded: 'Enter the 6-digit code from your authenticator app, or a recovery code.',
  wrongCode: 'That code is not valid. Check your authenticator app and try again.',
  passkeyNeeded: 'Your account needs a second factor: sign in with your passkey.',
  setupRequired: 'Set up a second factor (an authenticator app or a passkey) to continue.',
} as const;

/** The second factors an account has. */
export interface SecondFactors {
  totp: boolean;
  passkeys: number;
}

/**
 * THE one place that says which second factors an account has: the sign-in, the requirement, the
 * Security tab, removing a passkey and the reset all ask here.
 */
export async function secondFactorsOf(db: Db, userId: number): Promise<SecondFactors> {
  const [totp, passkeys] = await Promise.all([findTotp(db, userId), countPasskeys(db, userId)]);
  return { totp: Boolean(totp?.confirmedAt), passkeys };
}

export function hasSecondFactor(factors: SecondFactors): boolean {
  return factors.totp || factors.passkeys > 0;
}

/** The roles for which the super_admin requires a second factor. */
export async function rolesRequiringSecondFactor(db: Db): Promise<Set<Role>> {
  return new Set((await listSecondFactorPolicy(db)).filter((row) => row.required).map((row) => row.role));
}

export async function isSecondFactorRequired(db: Db, role: Role): Promise<boolean> {
  return (await rolesRequiringSecondFactor(db)).has(role);
}

/**
 * Recovery codes carry 50 random bits, under the 112 bits for which ASVS 6.5.2 allows a plain hash: each
 * is stored as PBKDF2-SHA256 with its own random salt (password.ts's format). Fewer iterations than a
 * password's, as a sign-in may check all ten: 50 random bits need far less stretching than a human's choice.
 */
export const RECOVERY_CODE_ITERATIONS = 10_000;

/** Makes ten new recovery codes, replacing any old ones, and answers them (the only time they exist in clear). */
export async function issueRecoveryCodes(db: Db, userId: number, now: Date): Promise<string[]> {
  const codes = newRecoveryCodes();
  const hashes = await Promise.all(codes.map((code) => hashPassword(normaliseRecoveryCode(code)!, RECOVERY_CODE_ITERATIONS)));
  await replaceRecoveryCodes(db, userId, hashes, now);
  return codes;
}

/**
 * Checks a TOTP code or a recovery code for the account and spends it: 'totp', 'recovery', or undefined
 * when it is neither valid nor unused.
 */
export async function acceptCode(db: Db, userId: number, code: string, now: Date): Promise<'totp' | 'recovery' | undefined> {
  const totp = await findTotp(db, userId);
  if (!totp?.confirmedAt) return undefined;
  if (normaliseTotpCode(code)) {
    const step = await verifyTotp({ secret: totp.secret, code, now, lastUsedStep: totp.lastUsedStep });
    return step !== undefined && (await claimTotpStep(db, userId, step)) ? 'totp' : undefined;
  }
  const recovery = normaliseRecoveryCode(code);
  if (!recovery) return undefined;
  // Every unused code is checked, whichever matches, so the time taken says nothing about the match.
  const unused = await listUnusedRecoveryCodes(db, userId);
  const matches = await Promise.all(unused.map((row) => verifyPassword(recovery, row.codeHash)));
  const match = unused.find((_, i) => matches[i]);
  return match && (await spendRecoveryCode(db, match.id, now)) ? 'recovery' : undefined;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * After a correct password: either the refusal to answer (a code is needed, or the code is wrong), or how
 * the session starts (restricted when the requirement applies and the account has no second factor).
 * A wrong code is a failed sign-in for the throttle; a missing code is neither a failure nor a success
 * (so a known password cannot be used to reset the account's failure count between code guesses).
 */
export async function passSecondFactor(
  c: Context<AppEnv>,
  user: { id: number; username: string; role: Role },
  code: string | undefined,
  attempt: { attemptId: string; verdict: ThrottleVerdict },
): Promise<{ refusal: Response } | { refusal?: undefined; restricted: boolean }> {
  const { db, now } = c.env.services;
  const factors = await secondFactorsOf(db, user.id);
  const actor = { id: user.id, username: user.username, address: c.env.clientIp };
  if (factors.totp) {
    if (!code) {
      await deleteLoginAttempt(db, attempt.attemptId);
      return { refusal: c.json({ message: SECOND_FACTOR_MESSAGES.codeNeeded, secondFactor: 'totp' as const }, 401) };
    }
    const accepted = await acceptCode(db, user.id, code, now());
    if (!accepted) {
      await finishAttempt(db, attempt.attemptId, false, now());
      await recordAudit(db, actor, {
        action: 'security.signin.failed',
        target: user.username,
        summary: 'Wrong authentication code after a correct password',
        now: now(),
      });
      if (!attempt.verdict.blocked && attempt.verdict.slowDown) await sleep(THROTTLE.slowDelayMs);
      return {
        refusal: c.json(
          { message: SECOND_FACTOR_MESSAGES.wrongCode, secondFactor: 'totp' as const, fields: { code: SECOND_FACTOR_MESSAGES.wrongCode } },
          401,
        ),
      };
    }
    if (accepted === 'recovery') {
      await recordAudit(db, actor, {
        action: 'security.recovery_code.used',
        target: user.username,
        summary: 'Signed in with a recovery code',
        now: now(),
      });
    }
    return { restricted: false };
  }
  if (!(await isSecondFactorRequired(db, user.role))) return { restricted: false };
  if (factors.passkeys > 0) {
    await deleteLoginAttempt(db, attempt.attemptId);
    return { refusal: c.json({ message: SECOND_FACTOR_MESSAGES.passkeyNeeded, secondFactor: 'passkey' as const }, 401) };
  }
  return { restricted: true };
}

/** What a restricted session may reach: enrolment, who am I, and signing out. */
export function allowedWhileRestricted(method: string, path: string): boolean {
  if (path === '/api/user' && method === 'GET') return true;
  if (path === '/api/logout' && method === 'POST') return true;
  if (path === '/api/user/second-factor' && method === 'GET') return true;
  if (path === '/api/user/totp' && method === 'POST') return true;
  if (path === '/api/user/totp/confirm' && method === 'POST') return true;
  return path === '/api/user/passkeys' || path.startsWith('/api/user/passkeys/');
}

/**
 * Mounted after loadSession: on a restricted session, any other route sees no signed-in user (401 for
 * staff routes; public routes answer as to a visitor).
 */
export const restrictUnenrolledSessions: MiddlewareHandler<AppEnv> = async (c, next) => {
  const user: AuthenticatedUser | undefined = c.get('user');
  if (user?.secondFactorSetupRequired && !allowedWhileRestricted(c.req.method, new URL(c.req.url).pathname)) {
    c.set('user', undefined);
    c.set('sessionId', undefined);
  }
  await next();
};

/** Removes every second factor of an account, app and passkeys (a super_admin's reset, or the CLI for a lone super_admin). */
export async function resetSecondFactors(db: Db, userId: number): Promise<void> {
  await deleteTotp(db, userId);
  await deleteAllPasskeys(db, userId);
}
