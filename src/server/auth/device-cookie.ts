import type { Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import { jwtVerify, SignJWT } from 'jose';
import type { AppEnv } from '../env.ts';
import { isHttps } from '../middleware/session.ts';
import { newSessionId, TOKEN_ISSUER } from './session-token.ts';

/**
 * OWASP's device cookie against lockout attacks: a browser that has signed in to an account gets a
 * signed, HttpOnly cookie naming that account. Its next sign-ins to the account are judged by their
 * own failures (counted against the cookie), not by the account's lock, so someone hammering the
 * username from elsewhere cannot keep the account's owner out. The cookie proves nothing else: the
 * password is still checked, and the per-client throttle still applies.
 */
export const DEVICE_AUDIENCE = 'masjid-site:device';
export const DEVICE_COOKIE_DAYS = 180;
/** Sent only with sign-in requests. */
const DEVICE_COOKIE_PATH = '/api/login';

const encoder = new TextEncoder();

export function deviceCookieName(https: boolean): string {
  // __Secure- needs Secure; __Host- would need Path=/, and the cookie belongs to the sign-in route only.
  return https ? '__Secure-device' : 'device';
}

const normalized = (username: string) => username.trim().toLowerCase();

/** The device id of a valid cookie issued for `username`, or null (missing, forged, expired, another account). */
export async function trustedDeviceFor(c: Context<AppEnv>, username: string): Promise<string | null> {
  const token = getCookie(c, deviceCookieName(isHttps(c)));
  if (!token || token.length > 2_000) return null;
  const { jwtSecret, now } = c.env.services;
  try {
    const { payload } = await jwtVerify(token, encoder.encode(jwtSecret), {
      algorithms: ['HS256'],
      issuer: TOKEN_ISSUER,
      audience: DEVICE_AUDIENCE,
      currentDate: now(),
      requiredClaims: ['sub', 'jti', 'exp'],
    });
    return payload.sub === normalized(username) && typeof payload.jti === 'string' ? payload.jti : null;
  } catch {
    return null;
  }
}

/** Issues (or renews, with a new id) the device cookie for `username` after a successful sign-in. */
export async function issueDeviceCookie(c: Context<AppEnv>, username: string): Promise<void> {
  const { jwtSecret, now } = c.env.services;
  const at = Math.floor(now().getTime() / 1000);
  const maxAge = DEVICE_COOKIE_DAYS * 86_400;
  const token = await new SignJWT({})
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(normalized(username))
    .setJti(newSessionId())
    .setIssuer(TOKEN_ISSUER)
    .setAudience(DEVICE_AUDIENCE)
    .setIssuedAt(at)
    .setExpirationTime(at + maxAge)
    .sign(encoder.encode(jwtSecret));
  const https = isHttps(c);
  setCookie(c, deviceCookieName(https), token, {
    httpOnly: true,
    sameSite: 'Strict',
    path: DEVICE_COOKIE_PATH,
    secure: https,
    maxAge,
  });
}
