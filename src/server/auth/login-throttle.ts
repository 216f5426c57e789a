import type { Db } from '../db/client.ts';
import { pruneLoginAttempts, recentFailures, recordLoginAttempt } from '../db/repositories/login-attempts.ts';

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

/** Keys, not raw values: no username or IP address is stored for a failed sign-in. */
export async function throttleKeys(username: string, clientIp: string, secret: string) {
  return {
    usernameKey: await sha256Hex(`user:${secret}:${username.trim().toLowerCase()}`),
    clientKey: await sha256Hex(`client:${secret}:${clientIp}`),
  };
}

export type ThrottleVerdict = { blocked: true; retryAfterSeconds: number } | { blocked: false; slowDown: boolean };

export async function checkThrottle(db: Db, keys: { usernameKey: string; clientKey: string }, now: Date): Promise<ThrottleVerdict> {
  const since = new Date(now.getTime() - THROTTLE.windowMs);
  const [byUser, byClient] = await Promise.all([
    recentFailures(db, 'usernameKey', keys.usernameKey, since, THROTTLE.username.blockAfter),
    recentFailures(db, 'clientKey', keys.clientKey, since, THROTTLE.client.blockAfter),
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

export async function recordAttempt(
  db: Db,
  keys: { usernameKey: string; clientKey: string },
  succeeded: boolean,
  now: Date,
): Promise<void> {
  await recordLoginAttempt(db, { ...keys, succeeded, at: now });
  if (!succeeded) await pruneLoginAttempts(db, new Date(now.getTime() - 24 * 3600_000));
}
