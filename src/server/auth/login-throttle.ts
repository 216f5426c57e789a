import type { Db } from '../db/client.ts';
import {
  deleteLoginAttempt,
  markLoginAttemptSucceeded,
  pruneLoginAttempts,
  recentFailures,
  recordLoginAttempt,
} from '../db/repositories/login-attempts.ts';

/**
 * Sign-in throttling shared by every server instance (the state is in the database). Failures are
 * counted per username and per client within a window; past a soft limit answers slow down, past a hard
 * limit the key is refused (429) until its oldest counted failure leaves the window.
 */
export const THROTTLE = {
  windowMs: 15 * 60_000,
  username: { slowAfter: 3, blockAfter: 5 },
  client: { slowAfter: 10, blockAfter: 20 },
  slowDelayMs: 1_000,
} as const;

async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('').slice(0, 40);
}

/**
 * Keys, not raw values: no username or IP address is stored for a failed sign-in. From a trusted device
 * (device-cookie.ts) the attempt is counted against that device instead of the account, so the
 * account's lock does not apply to it and its failures do not add to that lock.
 */
export async function throttleKeys(username: string, clientIp: string, secret: string, trustedDeviceId?: string | null) {
  return {
    usernameKey: await sha256Hex(
      trustedDeviceId ? `device:${secret}:${trustedDeviceId}` : `user:${secret}:${username.trim().toLowerCase()}`,
    ),
    clientKey: await sha256Hex(`client:${secret}:${clientIp}`),
  };
}

export type ThrottleVerdict = { blocked: true; retryAfterSeconds: number } | { blocked: false; slowDown: boolean };

/** The verdict on the failures counted for the keys, leaving out the attempt `exceptId` (the one being judged). */
export async function checkThrottle(
  db: Db,
  keys: { usernameKey: string; clientKey: string },
  now: Date,
  exceptId?: string,
): Promise<ThrottleVerdict> {
  const since = new Date(now.getTime() - THROTTLE.windowMs);
  const [byUser, byClient] = await Promise.all([
    recentFailures(db, 'usernameKey', keys.usernameKey, since, THROTTLE.username.blockAfter, exceptId),
    recentFailures(db, 'clientKey', keys.clientKey, since, THROTTLE.client.blockAfter, exceptId),
  ]);
  const retryAt = (failures: Date[], limit: number) =>
    failures.length >= limit ? failures[limit - 1]!.getTime() + THROTTLE.windowMs : undefined;
  const until = Math.max(retryAt(byUser, THROTTLE.username.blockAfter) ?? 0, retryAt(byClient, THROTTLE.client.blockAfter) ?? 0);
  if (until > now.getTime()) return { blocked: true, retryAfterSeconds: Math.max(1, Math.ceil((until - now.getTime()) / 1000)) };
  return {
    blocked: false,
    slowDown: byUser.length >= THROTTLE.username.slowAfter || byClient.length >= THROTTLE.client.slowAfter,
  };
}

/**
 * Stores the attempt as a failure before it is judged, then judges it against every other counted
 * failure. Concurrent guesses therefore count against each other: checking first and recording after
 * the password check let a burst of parallel requests all pass the check. A refused (blocked) attempt is
 * removed again, so hammering a locked account does not keep it locked.
 */
export async function beginAttempt(
  db: Db,
  keys: { usernameKey: string; clientKey: string },
  now: Date,
): Promise<{ attemptId: string; verdict: ThrottleVerdict }> {
  const attemptId = await recordLoginAttempt(db, { ...keys, succeeded: false, at: now });
  const verdict = await checkThrottle(db, keys, now, attemptId);
  if (verdict.blocked) await deleteLoginAttempt(db, attemptId);
  return { attemptId, verdict };
}

/** Marks a begun attempt as a success, or leaves it counted as a failure (and prunes old rows). */
export async function finishAttempt(db: Db, attemptId: string, succeeded: boolean, now: Date): Promise<void> {
  if (succeeded) await markLoginAttemptSucceeded(db, attemptId);
  else await pruneLoginAttempts(db, new Date(now.getTime() - 24 * 3600_000));
}
