import { jwtVerify, SignJWT } from 'jose';

/**
 * The session cookie carries a JWT (HS256) that names a session row. The signature keeps clients from
 * forging ids; the row lets logout, password change, deletion and role change take effect at once.
 */
export const TOKEN_ISSUER = 'masjid-site';
export const TOKEN_AUDIENCE = 'masjid-site:staff';

const keyCache = new Map<string, Uint8Array>();
function keyFor(secret: string): Uint8Array {
  let key = keyCache.get(secret);
  if (!key) {
    key = new TextEncoder().encode(secret);
    keyCache.set(secret, key);
  }
  return key;
}

export async function signSessionToken(input: { sessionId: string; userId: number; now: Date; expiresAt: Date; secret: string }) {
  return new SignJWT({ sid: input.sessionId })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(String(input.userId))
    .setIssuer(TOKEN_ISSUER)
    .setAudience(TOKEN_AUDIENCE)
    .setIssuedAt(Math.floor(input.now.getTime() / 1000))
    .setExpirationTime(Math.floor(input.expiresAt.getTime() / 1000))
    .sign(keyFor(input.secret));
}

/** The session id and user id of a valid token, or null for anything tampered, expired or foreign. */
export async function verifySessionToken(
  token: string,
  secret: string,
  now: Date,
): Promise<{ sessionId: string; userId: number } | null> {
  try {
    const { payload } = await jwtVerify(token, keyFor(secret), {
      algorithms: ['HS256'],
      issuer: TOKEN_ISSUER,
      audience: TOKEN_AUDIENCE,
      currentDate: now,
      requiredClaims: ['sub', 'exp', 'iat'],
    });
    const userId = Number(payload.sub);
    if (typeof payload.sid !== 'string' || payload.sid.length < 20 || !Number.isInteger(userId)) return null;
    return { sessionId: payload.sid, userId };
  } catch {
    return null;
  }
}

export function newSessionId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return btoa(String.fromCharCode(...bytes)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}
