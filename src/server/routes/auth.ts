import { Hono } from 'hono';
import { beginAttempt, finishAttempt, THROTTLE, throttleKeys } from '../auth/login-throttle.ts';
import { issueDeviceCookie, trustedDeviceFor } from '../auth/device-cookie.ts';
import { passSecondFactor } from '../auth/second-factor.ts';
import { assertPasswordAllowed } from '../auth/password-policy.ts';
import { noteFailedSignIn, noteSignIn, paceUnknownBrowser } from '../auth/sign-in-ceiling.ts';
import { noteLogout, notePasswordChanged } from '../auth/session-events.ts';
import { DUMMY_HASH_PROMISE, hashPassword, needsRehash, verifyPassword } from '../auth/password.ts';
import { loginSchema, passwordChangeSchema } from '../../domain/accounts/account-input.ts';
import { deleteSessionsOfUser } from '../db/repositories/sessions.ts';
import { findUserById, findUserByUsername, updatePasswordHash } from '../db/repositories/users.ts';
import type { AppEnv } from '../env.ts';
import { ApiError } from '../middleware/errors.ts';
import { requireRole, STAFF } from '../middleware/require-role.ts';
import { endSession, startSession } from '../middleware/session.ts';
import { jsonBody } from '../middleware/validate.ts';

export const INVALID_CREDENTIALS = 'Invalid username or password';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function tooManyAttempts(retryAfterSeconds: number): ApiError {
  const minutes = Math.ceil(retryAfterSeconds / 60);
  return new ApiError(
    429,
    `Too many sign-in attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
    {
      headers: { 'Retry-After': String(retryAfterSeconds) },
    },
  );
}

/** GET /user, POST /login, POST /logout, PUT /user/password. */
export const authRoutes = new Hono<AppEnv>()
  .get('/user', (c) => {
    const user = c.get('user');
    if (!user) throw new ApiError(401, 'Unauthorized');
    return c.json(user);
  })
  .post('/login', jsonBody(loginSchema), async (c) => {
    const { username, password, code } = c.req.valid('json');
    const { db, now, jwtSecret } = c.env.services;
    const device = await trustedDeviceFor(c, username);
    const keys = await throttleKeys(username, c.env.clientIp ?? 'unknown', jwtSecret, device);
    const { attemptId, verdict } = await beginAttempt(db, keys, now());
    if (verdict.blocked) throw tooManyAttempts(verdict.retryAfterSeconds);
    await paceUnknownBrowser(c, device, attemptId);
    const user = await findUserByUsername(db, username);
    // An unknown user costs the same hash as a wrong password, so timing does not tell them apart.
    const valid = await verifyPassword(password, user?.passwordHash ?? (await DUMMY_HASH_PROMISE()));
    if (!user || !valid) {
      await finishAttempt(db, attemptId, false, now());
      await noteFailedSignIn(c, attemptId, user);
      if (verdict.slowDown) await sleep(THROTTLE.slowDelayMs);
      throw new ApiError(401, INVALID_CREDENTIALS);
    }
    const secondFactor = await passSecondFactor(c, user, code || undefined, { attemptId, verdict });
    if (secondFactor.refusal) return secondFactor.refusal;
    await finishAttempt(db, attemptId, true, now());
    if (needsRehash(user.passwordHash)) await updatePasswordHash(db, user.id, await hashPassword(password));
    await startSession(c, user.id, { restricted: secondFactor.restricted });
    await noteSignIn(c, user, 'password');
    await issueDeviceCookie(c, user.username);
    return c.json({
      id: user.id,
      username: user.username,
      firstName: user.firstName,
      email: user.email,
      role: user.role,
    });
  })
  .post('/logout', async (c) => {
    await noteLogout(c);
    await endSession(c);
    return c.json({ message: 'Logged out' });
  })
  .put('/user/password', requireRole(STAFF), jsonBody(passwordChangeSchema), async (c) => {
    const { currentPassword, newPassword } = c.req.valid('json');
    const { db, now, jwtSecret } = c.env.services;
    const me = c.get('user')!;
    // Wrong current passwords count as failed sign-ins: a borrowed session must not be a password oracle.
    const keys = await throttleKeys(me.username, c.env.clientIp ?? 'unknown', jwtSecret);
    const { attemptId, verdict } = await beginAttempt(db, keys, now());
    if (verdict.blocked) throw tooManyAttempts(verdict.retryAfterSeconds);
    const record = await findUserById(db, me.id);
    if (!record || !(await verifyPassword(currentPassword, record.passwordHash))) {
      await finishAttempt(db, attemptId, false, now());
      throw new ApiError(400, 'Current password is incorrect', {
        fields: { currentPassword: 'Current password is incorrect' },
      });
    }
    await finishAttempt(db, attemptId, true, now());
    await assertPasswordAllowed('newPassword', { password: newPassword, username: me.username, currentPassword });
    await updatePasswordHash(db, me.id, await hashPassword(newPassword));
    // Every session of the account ends, this one included, and this browser gets a new one: a token
    // copied before the change is worthless after it.
    await deleteSessionsOfUser(db, me.id);
    await startSession(c, me.id);
    await notePasswordChanged(c, me);
    return c.json({ message: 'Password changed' });
  });
