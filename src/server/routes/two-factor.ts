import { Hono, type Context } from 'hono';
import { site } from '../../config/site.ts';
import { newTotpSecret, otpauthUrl, verifyTotp } from '../../domain/accounts/totp.ts';
import {
  currentPasswordSchema,
  secondFactorPolicySchema,
  totpConfirmSchema,
} from '../../domain/accounts/second-factor-input.ts';
import { beginAttempt, finishAttempt, throttleKeys } from '../auth/login-throttle.ts';
import { verifyPassword } from '../auth/password.ts';
import {
  hasSecondFactor,
  isSecondFactorRequired,
  issueRecoveryCodes,
  resetSecondFactors,
  secondFactorsOf,
} from '../auth/second-factor.ts';
import { ROLES, type Role } from '../db/database.ts';
import { recordAudit } from '../db/repositories/audit-log.ts';
import {
  confirmTotp,
  countUnusedRecoveryCodes,
  deleteTotp,
  findTotp,
  liftSessionRestriction,
  listSecondFactorPolicy,
  saveSecondFactorPolicy,
  savePendingTotp,
} from '../db/repositories/second-factor.ts';
import { deleteSessionsOfUser } from '../db/repositories/sessions.ts';
import { findPublicUserById, findUserById } from '../db/repositories/users.ts';
import type { AppEnv } from '../env.ts';
import { ApiError } from '../middleware/errors.ts';
import { requireRole, STAFF, SUPER_ADMINS } from '../middleware/require-role.ts';
import { idParam, jsonBody } from '../middleware/validate.ts';

const WRONG_CODE = 'That code is not valid. Check your authenticator app and try again.';

function tooManyAttempts(retryAfterSeconds: number): ApiError {
  const minutes = Math.ceil(retryAfterSeconds / 60);
  return new ApiError(429, `Too many attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`, {
    headers: { 'Retry-After': String(retryAfterSeconds) },
  });
}

/**
 * Runs `check` as a throttled attempt on the signed-in account: a false answer counts as a failed
 * sign-in (a borrowed session must not be an oracle for passwords or codes), and a blocked account is
 * refused before anything is checked.
 */
async function throttled(c: Context<AppEnv>, check: () => Promise<boolean>, refusal: () => ApiError): Promise<void> {
  const { db, now, jwtSecret } = c.env.services;
  const me = c.get('user')!;
  const keys = await throttleKeys(me.username, c.env.clientIp ?? 'unknown', jwtSecret);
  const { attemptId, verdict } = await beginAttempt(db, keys, now());
  if (verdict.blocked) throw tooManyAttempts(verdict.retryAfterSeconds);
  if (!(await check())) {
    await finishAttempt(db, attemptId, false, now());
    throw refusal();
  }
  await finishAttempt(db, attemptId, true, now());
}

async function requireCurrentPassword(c: Context<AppEnv>, currentPassword: string): Promise<void> {
  const me = c.get('user')!;
  await throttled(
    c,
    async () => {
      const record = await findUserById(c.env.services.db, me.id);
      return Boolean(record && (await verifyPassword(currentPassword, record.passwordHash)));
    },
    () =>
      new ApiError(400, 'Current password is incorrect', { fields: { currentPassword: 'Current password is incorrect' } }),
  );
}

function actorOf(c: Context<AppEnv>) {
  const me = c.get('user')!;
  return { id: me.id, username: me.username, address: c.env.clientIp };
}

async function policyAnswer(c: Context<AppEnv>) {
  const rows = await listSecondFactorPolicy(c.env.services.db);
  const roles = Object.fromEntries(ROLES.map((role) => [role, false])) as Record<Role, boolean>;
  for (const row of rows) roles[row.role] = row.required;
  const latest = rows.reduce<(typeof rows)[number] | undefined>(
    (a, b) => (!a || b.updatedAt.getTime() > a.updatedAt.getTime() ? b : a),
    undefined,
  );
  return { roles, updatedAt: latest?.updatedAt.toISOString() ?? null, updatedBy: latest?.updatedBy ?? null };
}

const staff = requireRole(STAFF);
const superAdmin = requireRole(SUPER_ADMINS);

/**
 * Issue 25's second factor: the signed-in user's TOTP (enrol, confirm, turn off, new recovery codes),
 * the super_admin's requirement per role, and the super_admin's reset of another account's factor.
 */
export const twoFactorRoutes = new Hono<AppEnv>()
  .get('/user/second-factor', staff, async (c) => {
    const { db } = c.env.services;
    const me = c.get('user')!;
    const factors = await secondFactorsOf(db, me.id);
    const totp = await findTotp(db, me.id);
    return c.json({
      totp: factors.totp,
      totpPending: Boolean(totp && !totp.confirmedAt),
      recoveryCodesLeft: factors.totp ? await countUnusedRecoveryCodes(db, me.id) : 0,
      passkeys: factors.passkeys,
      required: await isSecondFactorRequired(db, me.role),
      setupRequired: Boolean(me.secondFactorSetupRequired),
    });
  })
  .post('/user/totp', staff, async (c) => {
    const { db, now } = c.env.services;
    const me = c.get('user')!;
    const secret = newTotpSecret();
    if (!(await savePendingTotp(db, me.id, secret, now()))) {
      throw new ApiError(409, 'An authenticator app is already set up. Turn it off first to set up another.');
    }
    return c.json({ secret, otpauthUrl: otpauthUrl({ issuer: site.name, account: me.username, secret }) });
  })
  .post('/user/totp/confirm', staff, jsonBody(totpConfirmSchema), async (c) => {
    const { code } = c.req.valid('json');
    const { db, now } = c.env.services;
    const me = c.get('user')!;
    const pending = await findTotp(db, me.id);
    if (!pending || pending.confirmedAt) {
      throw new ApiError(409, pending ? 'An authenticator app is already set up.' : 'Start setting up an authenticator app first.');
    }
    let step: number | undefined;
    await throttled(
      c,
      async () => (step = await verifyTotp({ secret: pending.secret, code, now: now() })) !== undefined,
      () => new ApiError(400, WRONG_CODE, { fields: { code: WRONG_CODE } }),
    );
    if (!(await confirmTotp(db, me.id, step!, now()))) throw new ApiError(409, 'An authenticator app is already set up.');
    const recoveryCodes = await issueRecoveryCodes(db, me.id, now());
    // A second factor changed: every other session ends; this one is no longer restricted.
    const sessionId = c.get('sessionId');
    await deleteSessionsOfUser(db, me.id, sessionId);
    if (sessionId) await liftSessionRestriction(db, sessionId);
    await recordAudit(db, actorOf(c), {
      action: 'security.totp.enabled',
      target: me.username,
      summary: 'Turned on an authenticator app (TOTP); other sessions ended',
      now: now(),
    });
    return c.json({ recoveryCodes });
  })
  .post('/user/totp/recovery-codes', staff, jsonBody(currentPasswordSchema), async (c) => {
    const { currentPassword } = c.req.valid('json');
    const { db, now } = c.env.services;
    const me = c.get('user')!;
    if (!(await secondFactorsOf(db, me.id)).totp) throw new ApiError(409, 'No authenticator app is set up.');
    await requireCurrentPassword(c, currentPassword);
    const recoveryCodes = await issueRecoveryCodes(db, me.id, now());
    await recordAudit(db, actorOf(c), {
      action: 'security.recovery_codes.regenerated',
      target: me.username,
      summary: 'Made new recovery codes; the old ones no longer work',
      now: now(),
    });
    return c.json({ recoveryCodes });
  })
  .delete('/user/totp', staff, jsonBody(currentPasswordSchema), async (c) => {
    const { currentPassword } = c.req.valid('json');
    const { db, now } = c.env.services;
    const me = c.get('user')!;
    const factors = await secondFactorsOf(db, me.id);
    if (!factors.totp) throw new ApiError(409, 'No authenticator app is set up.');
    if (factors.passkeys === 0 && (await isSecondFactorRequired(db, me.role))) {
      throw new ApiError(409, 'Your role requires a second factor: add a passkey before turning off the authenticator app.');
    }
    await requireCurrentPassword(c, currentPassword);
    await deleteTotp(db, me.id);
    await deleteSessionsOfUser(db, me.id, c.get('sessionId'));
    await recordAudit(db, actorOf(c), {
      action: 'security.totp.disabled',
      target: me.username,
      summary: 'Turned off the authenticator app (TOTP) and its recovery codes; other sessions ended',
      now: now(),
    });
    return c.json({ message: 'Authenticator app turned off' });
  })
  .get('/admin/second-factor-policy', superAdmin, async (c) => c.json(await policyAnswer(c)))
  .put('/admin/second-factor-policy', superAdmin, jsonBody(secondFactorPolicySchema), async (c) => {
    const { roles } = c.req.valid('json');
    const { db, now } = c.env.services;
    const me = c.get('user')!;
    await saveSecondFactorPolicy(db, roles, { userId: me.id, at: now() });
    const listed = ROLES.filter((role) => roles[role]);
    await recordAudit(db, actorOf(c), {
      action: 'security.second_factor.requirement',
      target: 'second-factor policy',
      summary: listed.length ? `A second factor is required for: ${listed.join(', ')}` : 'No role requires a second factor',
      now: now(),
    });
    return c.json(await policyAnswer(c));
  })
  .delete('/users/:id/second-factor', superAdmin, idParam, async (c) => {
    const { id } = c.req.valid('param');
    const { db, now } = c.env.services;
    if (id === c.get('user')!.id) throw new ApiError(400, 'Use your own Security tab to change your second factor');
    const target = await findPublicUserById(db, id);
    if (!target) throw new ApiError(404, 'User not found');
    const before = await secondFactorsOf(db, id);
    if (!hasSecondFactor(before)) throw new ApiError(409, 'This account has no second factor to reset');
    await resetSecondFactors(db, id);
    await deleteSessionsOfUser(db, id);
    await recordAudit(db, actorOf(c), {
      action: 'security.second_factor.reset',
      target: target.username,
      summary: `Reset ${target.username}'s second factor (authenticator app and recovery codes); their sessions ended`,
      now: now(),
    });
    return c.json({ message: 'Second factor reset' });
  });
