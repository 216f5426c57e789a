import { Hono, type Context } from 'hono';
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticatorTransport,
} from '@simplewebauthn/server';
import { isoBase64URL } from '@simplewebauthn/server/helpers';
import { site } from '../../config/site.ts';
import { passkeyRegistrationSchema, passkeyRenameSchema, passkeySigninSchema } from '../../domain/accounts/passkey-input.ts';
import { issueDeviceCookie } from '../auth/device-cookie.ts';
import { isSecondFactorRequired, secondFactorsOf } from '../auth/second-factor.ts';
import { noteSignIn } from '../auth/sign-in-ceiling.ts';
import type { Db } from '../db/client.ts';
import { recordAudit, type AuditActor } from '../db/repositories/audit-log.ts';
import {
  consumeChallenge,
  credentialsOfUser,
  deletePasskey,
  findPasskeyByCredentialId,
  insertChallenge,
  insertPasskey,
  listPasskeys,
  markPasskeyUsed,
  renamePasskey,
} from '../db/repositories/passkeys.ts';
import { hitRateLimit } from '../db/repositories/rate-limits.ts';
import { liftSessionRestriction } from '../db/repositories/second-factor.ts';
import { deleteSessionsOfUser } from '../db/repositories/sessions.ts';
import { findPublicUserById } from '../db/repositories/users.ts';
import type { AppEnv, AuthenticatedUser } from '../env.ts';
import { ApiError } from '../middleware/errors.ts';
import { clientKey, windowStartOf } from '../middleware/rate-limit.ts';
import { requireRole, STAFF } from '../middleware/require-role.ts';
import { startSession } from '../middleware/session.ts';
import { idParam, jsonBody } from '../middleware/validate.ts';

/**
 * Passkeys (WebAuthn, issue 25): staff register them from the Security tab and sign in with them instead
 * of a password. The relying party is the site's own origin on either host: the request's URL, which
 * the Node adapter builds from a trusted proxy's scheme and host (TRUST_PROXY) and Pages gives as asked.
 * Challenges are rows of webauthn_challenges (5 minutes, used once), so any instance may check an answer.
 */

export const PASSKEY_LIMITS = {
  challengeMs: 5 * 60_000,
  perUser: 20,
  /** Failed passkey sign-ins per address in one window; past it, 429 until the window ends. */
  signinFailures: { bucket: 'passkey-signin-failed', limit: 10, windowMs: 15 * 60_000 },
  /** Sign-in options per address in one window (each stores a challenge). */
  signinOptions: { bucket: 'passkey-signin-options', limit: 60, windowMs: 15 * 60_000 },
} as const;

export const PASSKEY_SIGNIN_FAILED = 'That passkey could not sign you in. Try again, or sign in with your password.';
export const PASSKEY_TOO_MANY = 'Too many failed passkey sign-ins. Please try again later.';
export const LAST_SECOND_FACTOR =
  'This is your last second factor and a second factor is required: add another passkey or an authenticator app first.';

/**
 * "Require a second factor" (issue 25): a passkey counts as one, so the last passkey of an account whose
 * role requires one goes only when the account has its authenticator app too. An object so a test can
 * swap it where the policy table cannot reach (none does now: the policy is set through its route).
 */
export const secondFactorPolicy = {
  /** Whether the site requires a passkey or TOTP of this user's role. */
  required: (db: Db, user: AuthenticatedUser): Promise<boolean> => isSecondFactorRequired(db, user.role),
  /** Whether the user has a second factor besides passkeys (TOTP on). */
  hasOtherFactor: async (db: Db, userId: number): Promise<boolean> => (await secondFactorsOf(db, userId)).totp,
};

/** The relying party: this site as the browser sees it. */
function relyingParty(c: Context<AppEnv>): { rpID: string; origin: string } {
  const url = new URL(c.req.url);
  return { rpID: url.hostname, origin: url.origin };
}

/** The WebAuthn user handle: a keyed hash of the account id (no name or number leaves the server). */
async function userHandle(secret: string, userId: number): Promise<Uint8Array<ArrayBuffer>> {
  const key = await crypto.subtle.importKey('raw', new TextEncoder().encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  const mac = await crypto.subtle.sign('HMAC', key, new TextEncoder().encode(`webauthn-user:${userId}`));
  return new Uint8Array(mac.slice(0, 16));
}

/** The challenge the browser signed, read from clientDataJSON; undefined when it cannot be read. */
function challengeOf(clientDataJSON: string): string | undefined {
  try {
    const data = JSON.parse(isoBase64URL.toUTF8String(clientDataJSON)) as { challenge?: unknown };
    return typeof data.challenge === 'string' && data.challenge.length <= 100 ? data.challenge : undefined;
  } catch {
    return undefined;
  }
}

function actorOf(c: Context<AppEnv>, user: { id: number; username: string }): AuditActor {
  return { id: user.id, username: user.username, address: c.env.clientIp };
}

async function failureCount(c: Context<AppEnv>, at: Date): Promise<{ count: number; key: string; windowStart: Date }> {
  const { db, jwtSecret } = c.env.services;
  const rule = PASSKEY_LIMITS.signinFailures;
  const key = await clientKey(c.env.clientIp, jwtSecret);
  const windowStart = windowStartOf(at, rule.windowMs);
  const row = await db
    .selectFrom('rateLimits')
    .select('count')
    .where('bucket', '=', rule.bucket)
    .where('key', '=', key)
    .where('windowStart', '=', windowStart)
    .executeTakeFirst();
  return { count: Number(row?.count ?? 0), key, windowStart };
}

function retryAfter(windowStart: Date, windowMs: number, at: Date): string {
  return String(Math.max(1, Math.ceil((windowStart.getTime() + windowMs - at.getTime()) / 1000)));
}

export const passkeyRoutes = new Hono<AppEnv>()
  // --- The signed-in staff member's passkeys -------------------------------------------------------
  .get('/user/passkeys', requireRole(STAFF), async (c) => {
    return c.json(await listPasskeys(c.env.services.db, c.get('user')!.id));
  })
  .post('/user/passkeys/options', requireRole(STAFF), async (c) => {
    const { db, now, jwtSecret } = c.env.services;
    const me = c.get('user')!;
    const at = now();
    const existing = await credentialsOfUser(db, me.id);
    if (existing.length >= PASSKEY_LIMITS.perUser)
      throw new ApiError(409, `You have ${PASSKEY_LIMITS.perUser} passkeys, the most an account may have: remove one first.`);
    const { rpID } = relyingParty(c);
    const options = await generateRegistrationOptions({
      rpName: site.name,
      rpID,
      userName: me.username,
      userDisplayName: me.firstName || me.username,
      userID: await userHandle(jwtSecret, me.id),
      attestationType: 'none',
      timeout: PASSKEY_LIMITS.challengeMs,
      excludeCredentials: existing.map((k) => ({ id: k.credentialId, transports: k.transports as AuthenticatorTransport[] })),
      // A passkey signs in alone, so it must be two factors in one: the device and its PIN or biometric.
      authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
      supportedAlgorithmIDs: [-7, -257, -8],
    });
    await insertChallenge(db, {
      challenge: options.challenge,
      purpose: 'register',
      userId: me.id,
      expiresAt: new Date(at.getTime() + PASSKEY_LIMITS.challengeMs),
      now: at,
    });
    return c.json(options);
  })
  .post('/user/passkeys', requireRole(STAFF), jsonBody(passkeyRegistrationSchema), async (c) => {
    const { name, response } = c.req.valid('json');
    const { db, now } = c.env.services;
    const me = c.get('user')!;
    const at = now();
    const challenge = challengeOf(response.response.clientDataJSON);
    if (!challenge || !(await consumeChallenge(db, challenge, { purpose: 'register', userId: me.id, now: at })))
      throw new ApiError(400, 'This passkey request ran out or was already used. Please try again.');
    const { rpID, origin } = relyingParty(c);
    let verified;
    try {
      verified = await verifyRegistrationResponse({
        response,
        expectedChallenge: challenge,
        expectedOrigin: origin,
        expectedRPID: rpID,
        requireUserVerification: true,
      });
    } catch (error) {
      throw new ApiError(400, `The passkey could not be verified: ${(error as Error).message}`);
    }
    if (!verified.verified) throw new ApiError(400, 'The passkey could not be verified');
    const { credential } = verified.registrationInfo;
    if (await findPasskeyByCredentialId(db, credential.id))
      throw new ApiError(409, 'This passkey is already registered');
    const passkey = await insertPasskey(db, {
      userId: me.id,
      credentialId: credential.id,
      publicKey: isoBase64URL.fromBuffer(credential.publicKey),
      counter: credential.counter,
      transports: credential.transports ?? response.response.transports ?? [],
      name,
      now: at,
    });
    // Adding a passkey leaves the other sessions alone: it weakens nothing, and a stolen session would
    // survive the sign-out anyway (it is the one making the change). Removing one ends them (below).
    // A session kept to enrolment by "require a second factor" is a full one from now on.
    const sessionId = c.get('sessionId');
    if (sessionId) await liftSessionRestriction(db, sessionId);
    await recordAudit(db, actorOf(c, me), {
      action: 'security.passkey.added',
      target: me.username,
      summary: `Added the passkey "${name}"`,
      now: at,
    });
    return c.json(passkey, 201);
  })
  .patch('/user/passkeys/:id', requireRole(STAFF), idParam, jsonBody(passkeyRenameSchema), async (c) => {
    const { id } = c.req.valid('param');
    const { name } = c.req.valid('json');
    const { db, now } = c.env.services;
    const me = c.get('user')!;
    const renamed = await renamePasskey(db, me.id, id, name);
    if (!renamed) throw new ApiError(404, 'Passkey not found');
    await recordAudit(db, actorOf(c, me), {
      action: 'security.passkey.renamed',
      target: me.username,
      summary: `Renamed a passkey to "${name}"`,
      now: now(),
    });
    return c.json(renamed);
  })
  .delete('/user/passkeys/:id', requireRole(STAFF), idParam, async (c) => {
    const { id } = c.req.valid('param');
    const { db, now } = c.env.services;
    const me = c.get('user')!;
    const mine = await listPasskeys(db, me.id);
    if (!mine.some((k) => k.id === id)) throw new ApiError(404, 'Passkey not found');
    if (mine.length === 1 && (await secondFactorPolicy.required(db, me)) && !(await secondFactorPolicy.hasOtherFactor(db, me.id)))
      throw new ApiError(409, LAST_SECOND_FACTOR);
    const name = await deletePasskey(db, me.id, id);
    if (name === undefined) throw new ApiError(404, 'Passkey not found');
    // A second factor changed: every other session of the account ends (issue 25, 4).
    await deleteSessionsOfUser(db, me.id, c.get('sessionId'));
    await recordAudit(db, actorOf(c, me), {
      action: 'security.passkey.removed',
      target: me.username,
      summary: `Removed the passkey "${name}"; the account's other sessions ended`,
      now: now(),
    });
    return c.json({ message: 'Passkey removed' });
  })

  // --- Signing in with a passkey (usernameless: the authenticator offers the site's passkeys) ----------
  .post('/login/passkey/options', async (c) => {
    const { db, now, jwtSecret } = c.env.services;
    const at = now();
    const rule = PASSKEY_LIMITS.signinOptions;
    const windowStart = windowStartOf(at, rule.windowMs);
    const count = await hitRateLimit(db, { bucket: rule.bucket, key: await clientKey(c.env.clientIp, jwtSecret), windowStart });
    if (count > rule.limit) throw new ApiError(429, PASSKEY_TOO_MANY, { headers: { 'Retry-After': retryAfter(windowStart, rule.windowMs, at) } });
    const options = await generateAuthenticationOptions({
      rpID: relyingParty(c).rpID,
      userVerification: 'required',
      timeout: PASSKEY_LIMITS.challengeMs,
    });
    await insertChallenge(db, {
      challenge: options.challenge,
      purpose: 'signin',
      userId: null,
      expiresAt: new Date(at.getTime() + PASSKEY_LIMITS.challengeMs),
      now: at,
    });
    return c.json(options);
  })
  .post('/login/passkey', jsonBody(passkeySigninSchema), async (c) => {
    const { response } = c.req.valid('json');
    const { db, now, jwtSecret } = c.env.services;
    const at = now();
    const rule = PASSKEY_LIMITS.signinFailures;
    const failures = await failureCount(c, at);
    if (failures.count >= rule.limit)
      throw new ApiError(429, PASSKEY_TOO_MANY, { headers: { 'Retry-After': retryAfter(failures.windowStart, rule.windowMs, at) } });

    // Only failures count against the address: a passkey sign-in that works is never slowed or refused.
    // An answer to a live challenge is a sign-in attempt and goes into the security log; one to no challenge
    // (made up, replayed, late) signed nothing this site asked for, and only counts against the address.
    const refuse = async (reason: string, owner?: { id: number; username: string }, logged = true): Promise<never> => {
      await hitRateLimit(db, { bucket: rule.bucket, key: failures.key, windowStart: failures.windowStart });
      if (logged)
        await recordAudit(db, owner ? actorOf(c, owner) : { id: null, username: '(unknown)', address: c.env.clientIp }, {
          action: 'security.signin.failed',
          target: owner?.username ?? '(unknown passkey)',
          summary: `Passkey sign-in refused: ${reason}`,
          now: at,
        });
      throw new ApiError(401, PASSKEY_SIGNIN_FAILED);
    };

    const challenge = challengeOf(response.response.clientDataJSON);
    // Taken out before anything else is checked: whatever happens next, this challenge never works again.
    if (!challenge || !(await consumeChallenge(db, challenge, { purpose: 'signin', userId: null, now: at })))
      return refuse('the challenge was unknown, used or out of date', undefined, false);
    const passkey = await findPasskeyByCredentialId(db, response.id);
    if (!passkey) return refuse('no account has this passkey');
    const user = await findPublicUserById(db, passkey.userId);
    if (!user) return refuse('no account has this passkey');
    if (response.response.userHandle !== undefined && response.response.userHandle !== isoBase64URL.fromBuffer(await userHandle(jwtSecret, user.id)))
      return refuse("the passkey's user is not its account", user);
    const { rpID, origin } = relyingParty(c);
    let verified;
    try {
      verified = await verifyAuthenticationResponse({
        response,
        expectedChallenge: challenge,
        expectedOrigin: origin,
        expectedRPID: rpID,
        credential: {
          id: passkey.credentialId,
          publicKey: isoBase64URL.toBuffer(passkey.publicKey),
          counter: passkey.counter,
          transports: passkey.transports as AuthenticatorTransport[],
        },
        requireUserVerification: true,
      });
    } catch (error) {
      return refuse((error as Error).message.slice(0, 200), user);
    }
    if (!verified.verified) return refuse('the signature did not verify', user);
    const { newCounter } = verified.authenticationInfo;
    if (!(await markPasskeyUsed(db, passkey.id, { expectedCounter: passkey.counter, newCounter, now: at })))
      return refuse('the passkey was used by another sign-in at the same moment', user);

    await startSession(c, user.id);
    await noteSignIn(c, user, 'passkey');
    await issueDeviceCookie(c, user.username);
    return c.json({ id: user.id, username: user.username, firstName: user.firstName, email: user.email, role: user.role });
  });

