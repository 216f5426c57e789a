import type { Context, MiddlewareHandler } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { newSessionId, signSessionToken, verifySessionToken } from '../auth/session-token.ts';
import {
  deleteExpiredSessions,
  deleteSession,
  findSessionWithUser,
  insertSession,
  touchSession,
} from '../db/repositories/sessions.ts';
import type { AppEnv } from '../env.ts';

export const SIGNED_IN_HINT = 'signed_in';

/** `__Host-` binds the cookie to this exact origin; browsers only accept it over https. */
export function sessionCookieName(c: Context): string {
  return isHttps(c) ? '__Host-session' : 'session';
}

export function isHttps(c: Context): boolean {
  // Never X-Forwarded-Proto: the Node adapter puts a trusted proxy's scheme into the URL (TRUST_PROXY).
  return new URL(c.req.url).protocol === 'https:';
}

/** Touching last-seen on every request would write on every read; a minute's precision is enough. */
const TOUCH_INTERVAL_MS = 60_000;

/** Loads the signed-in user, if any, from the cookie's token and its session row. */
export const loadSession: MiddlewareHandler<AppEnv> = async (c, next) => {
  c.set('user', undefined);
  c.set('sessionId', undefined);
  const token = getCookie(c, sessionCookieName(c));
  if (token) {
    const { db, jwtSecret, now, sessionPolicy } = c.env.services;
    const at = now();
    const claims = await verifySessionToken(token, jwtSecret, at);
    if (claims) {
      const session = await findSessionWithUser(db, claims.sessionId);
      const live =
        session &&
        session.userId === claims.userId &&
        session.expiresAt.getTime() > at.getTime() &&
        at.getTime() - session.lastSeenAt.getTime() < sessionPolicy.idleMs;
      if (live) {
        c.set('user', {
          id: session.userId,
          username: session.username,
          firstName: session.firstName,
          email: session.email,
          role: session.role,
          ...(session.restricted ? { secondFactorSetupRequired: true as const } : {}),
        });
        c.set('sessionId', session.sessionId);
        if (at.getTime() - session.lastSeenAt.getTime() > TOUCH_INTERVAL_MS)
          await touchSession(db, session.sessionId, at);
      } else if (session) {
        await deleteSession(db, session.sessionId);
      }
    }
  }
  await next();
};

export async function startSession(c: Context<AppEnv>, userId: number, options: { restricted?: boolean } = {}): Promise<void> {
  const { db, jwtSecret, now, sessionPolicy } = c.env.services;
  const at = now();
  const sessionId = newSessionId();
  const expiresAt = new Date(at.getTime() + sessionPolicy.absoluteMs);
  // Sign-ins are rare, so this is where sessions that ran out are swept away.
  await deleteExpiredSessions(db, at, new Date(at.getTime() - sessionPolicy.idleMs));
  await insertSession(db, {
    id: sessionId,
    userId,
    now: at,
    expiresAt,
    userAgent: c.req.header('user-agent')?.slice(0, 500) ?? null,
    restricted: options.restricted ?? false,
    address: c.env.clientIp ?? null,
  });
  const token = await signSessionToken({ sessionId, userId, now: at, expiresAt, secret: jwtSecret });
  setCookie(c, sessionCookieName(c), token, {
    httpOnly: true,
    sameSite: 'Lax',
    path: '/',
    secure: isHttps(c),
    // No Expires: the cookie ends with the browser session (shared office computers); the server
    // enforces the idle and absolute lifetimes either way.
  });
  // A readable hint, not a credential: pages ask GET /api/user only when it is there, so visitors
  // never cause a 401 in the console.
  setCookie(c, SIGNED_IN_HINT, '1', { sameSite: 'Lax', path: '/', secure: isHttps(c) });
  c.set('sessionId', sessionId);
}

export async function endSession(c: Context<AppEnv>): Promise<void> {
  const sessionId = c.get('sessionId');
  if (sessionId) await deleteSession(c.env.services.db, sessionId);
  deleteCookie(c, sessionCookieName(c), { path: '/', secure: isHttps(c), httpOnly: true, sameSite: 'Lax' });
  deleteCookie(c, SIGNED_IN_HINT, { path: '/', secure: isHttps(c), sameSite: 'Lax' });
}
