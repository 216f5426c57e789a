import { createHmac } from 'node:crypto';
import { decodeJwt, exportJWK, generateKeyPair, SignJWT } from 'jose';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createOrResetSuperAdmin } from '../../src/server/auth/bootstrap-admin.ts';
import { THROTTLE } from '../../src/server/auth/login-throttle.ts';
import { TOKEN_AUDIENCE, TOKEN_ISSUER } from '../../src/server/auth/session-token.ts';
import { DEFAULT_SESSION_POLICY } from '../../src/server/env.ts';
import { SIGNED_IN_HINT } from '../../src/server/middleware/session.ts';
import { cookieFrom, createTestApp, TEST_ORIGIN, TEST_PASSWORD, type TestApp } from '../support/test-app.ts';

const HTTPS_ORIGIN = 'https://127.0.0.1:4321';
const EVIL_ORIGIN = 'https://evil.example';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.drop());
afterEach(() => {
  t.setNow(undefined);
  t.services.sessionPolicy = DEFAULT_SESSION_POLICY;
});

/** A distinct client address per scenario, so throttling in one test cannot leak into another. */
let ipCounter = 0;
const freshIp = () => `198.51.100.${++ipCounter}`;

const tokenOf = (cookie: string) => cookie.slice(cookie.indexOf('=') + 1);
const whoAmI = (cookie: string) => t.call('GET', '/api/user', { cookie });

/** Every Set-Cookie attribute, lower-cased names: `{ name, value, httponly: true, samesite: 'Lax', ... }`. */
function parseSetCookie(header: string) {
  const [pair, ...attributes] = header.split(';').map((part) => part.trim());
  const [name, ...value] = pair!.split('=');
  const parsed: Record<string, string | true> = { name: name!, value: value.join('=') };
  for (const attribute of attributes) {
    const [key, ...rest] = attribute.split('=');
    parsed[key!.toLowerCase()] = rest.length ? rest.join('=') : true;
  }
  return parsed;
}

/** The session cookie's Set-Cookie (the response also sets the readable `signed_in` hint). */
function sessionSetCookie(res: Response) {
  const header = res.headers.getSetCookie().find((c) => !c.startsWith(`${SIGNED_IN_HINT}=`));
  if (!header) throw new Error('no session Set-Cookie');
  return parseSetCookie(header);
}

function hintSetCookie(res: Response) {
  const header = res.headers.getSetCookie().find((c) => c.startsWith(`${SIGNED_IN_HINT}=`));
  return header ? parseSetCookie(header) : undefined;
}

function login(body: unknown, clientIp = freshIp()) {
  return t.call('POST', '/api/login', { body, clientIp });
}

describe('POST /api/login', () => {
  it('signs in and answers the user, never the hash or the session', async () => {
    const user = await t.createUser({ role: 'admin', firstName: 'Amina' });
    const res = await login({ username: user.username, password: TEST_PASSWORD });
    expect(res.status).toBe(200);
    const text = await res.text();
    const body = JSON.parse(text);
    expect(body).toEqual({
      id: user.id,
      username: user.username,
      firstName: 'Amina',
      email: user.email,
      role: 'admin',
    });
    const token = tokenOf(cookieFrom(res));
    const { sid } = decodeJwt(token);
    expect(text).not.toMatch(/password|hash|pbkdf2|session|token/i);
    expect(text).not.toContain(token);
    expect(text).not.toContain(String(sid));
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it('ignores case and surrounding spaces in the username', async () => {
    const user = await t.createUser({ username: 'Khadija_Case' });
    const res = await login({ username: '  khadija_CASE ', password: TEST_PASSWORD });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ id: user.id });
  });

  it('needs a username and a password (SPEC 5 messages under their fields)', async () => {
    let res = await login({ password: 'x' });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ message: 'Username is required', fields: { username: 'Username is required' } });
    res = await login({ username: '   ', password: 'x' });
    expect(await res.json()).toMatchObject({ message: 'Username is required' });
    res = await login({ username: 'someone', password: '' });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ message: 'Password is required', fields: { password: 'Password is required' } });
    res = await login({});
    expect(await res.json()).toEqual({
      message: 'Username is required',
      fields: { username: 'Username is required', password: 'Password is required' },
    });
  });

  it('gives an unknown user and a wrong password the same answer', async () => {
    const user = await t.createUser();
    const wrongPassword = await login({ username: user.username, password: 'not-the-password' });
    const unknownUser = await login({ username: 'nobody_here', password: 'not-the-password' });
    expect(wrongPassword.status).toBe(401);
    expect(unknownUser.status).toBe(401);
    const a = await wrongPassword.text();
    expect(a).toBe(await unknownUser.text());
    expect(JSON.parse(a)).toEqual({ message: 'Invalid username or password' });
    expect(wrongPassword.headers.get('set-cookie')).toBeNull();
    expect(unknownUser.headers.get('set-cookie')).toBeNull();
  });

  it('stores no username or address for a failed sign-in', async () => {
    const ip = freshIp();
    await login({ username: 'stored_name_probe', password: 'wrong-password' }, ip);
    const rows = await t.db.selectFrom('loginAttempts').selectAll().execute();
    expect(JSON.stringify(rows)).not.toContain('stored_name_probe');
    expect(JSON.stringify(rows)).not.toContain(ip);
  });
});

describe('GET /api/user', () => {
  it('answers 401 Unauthorized when signed out', async () => {
    const res = await t.call('GET', '/api/user');
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ message: 'Unauthorized' });
  });

  it('answers the signed-in user without hash or session data', async () => {
    const { user, cookie } = await t.signInAs('editor');
    const res = await whoAmI(cookie);
    expect(res.status).toBe(200);
    const text = await res.text();
    expect(JSON.parse(text)).toEqual({
      id: user.id,
      username: user.username,
      firstName: null,
      email: user.email,
      role: 'editor',
    });
    expect(text).not.toMatch(/password|hash|session|token|expires/i);
  });
});

describe('the session cookie', () => {
  it('is HttpOnly, SameSite=Lax, Path=/ and not Secure over http', async () => {
    const user = await t.createUser();
    t.setNow(new Date('2026-03-01T10:00:00Z'));
    const res = await login({ username: user.username, password: TEST_PASSWORD });
    const cookie = sessionSetCookie(res);
    expect(cookie.name).toBe('session');
    expect(cookie.httponly).toBe(true);
    expect(cookie.samesite).toBe('Lax');
    expect(cookie.path).toBe('/');
    expect(cookie.secure).toBeUndefined();
    expect(cookie.domain).toBeUndefined();
    // A browser-session cookie: it ends when the browser closes; the server enforces the lifetimes.
    expect(cookie.expires).toBeUndefined();
    expect(cookie['max-age']).toBeUndefined();
    // The readable hint says "signed in" and nothing more.
    const hint = hintSetCookie(res);
    expect(hint).toMatchObject({ name: SIGNED_IN_HINT, value: '1', samesite: 'Lax', path: '/' });
    expect(hint!.httponly).toBeUndefined();
  });

  it('is Secure and named __Host- when the site is served over https', async () => {
    const user = await t.createUser();
    const res = await t.request(
      `${HTTPS_ORIGIN}/api/login`,
      {
        method: 'POST',
        headers: { origin: HTTPS_ORIGIN, 'content-type': 'application/json' },
        body: JSON.stringify({ username: user.username, password: TEST_PASSWORD }),
      },
      freshIp(),
    );
    expect(res.status).toBe(200);
    const cookie = sessionSetCookie(res);
    expect(cookie.name).toBe('__Host-session');
    expect(cookie.secure).toBe(true);
    expect(cookie.httponly).toBe(true);
    expect(cookie.samesite).toBe('Lax');
    expect(cookie.path).toBe('/');
    expect(cookie.domain).toBeUndefined();
    const token = String(cookie.value);

    const over = (name: string) => t.request(`${HTTPS_ORIGIN}/api/user`, { headers: { cookie: `${name}=${token}` } });
    expect((await over('__Host-session')).status).toBe(200);
    // Over https only the __Host- cookie counts: a plain-named one could have been planted by a sibling host.
    expect((await over('session')).status).toBe(401);

    const logout = await t.request(`${HTTPS_ORIGIN}/api/logout`, {
      method: 'POST',
      headers: { origin: HTTPS_ORIGIN, cookie: `__Host-session=${token}` },
    });
    expect(logout.status).toBe(200);
    const cleared = sessionSetCookie(logout);
    expect(cleared.name).toBe('__Host-session');
    expect(cleared.secure).toBe(true);
    expect(cleared['max-age']).toBe('0');
    expect((await over('__Host-session')).status).toBe(401);
  });

  it('is Secure behind a trusted TLS-terminating proxy (the Node adapter hands the app the https URL)', async () => {
    const user = await t.createUser();
    const res = await t.request(
      `${HTTPS_ORIGIN}/api/login`,
      {
        method: 'POST',
        headers: { origin: HTTPS_ORIGIN, 'content-type': 'application/json' },
        body: JSON.stringify({ username: user.username, password: TEST_PASSWORD }),
      },
      freshIp(),
    );
    expect(res.status).toBe(200);
    const cookie = sessionSetCookie(res);
    expect(cookie.name).toBe('__Host-session');
    expect(cookie.secure).toBe(true);
  });

  it('believes no X-Forwarded-Proto of its own: a plain-http request stays plain (tests/api/trust-proxy.test.ts)', async () => {
    const user = await t.createUser();
    const res = await t.request(
      '/api/login',
      {
        method: 'POST',
        headers: {
          origin: TEST_ORIGIN,
          'x-forwarded-proto': 'https',
          'x-forwarded-host': 'evil.example',
          'content-type': 'application/json',
        },
        body: JSON.stringify({ username: user.username, password: TEST_PASSWORD }),
      },
      freshIp(),
    );
    expect(res.status).toBe(200);
    const cookie = sessionSetCookie(res);
    expect(cookie.name).toBe('session');
    expect(cookie.secure).toBeFalsy();
  });
});

describe('tokens', () => {
  let cookie: string;
  let claims: { sid: string; sub: string; iat: number; exp: number };
  const key = () => new TextEncoder().encode(t.services.jwtSecret);
  const b64 = (value: unknown) =>
    Buffer.from(typeof value === 'string' ? value : JSON.stringify(value)).toString('base64url');
  const withToken = (token: string) => whoAmI(`session=${token}`);

  /** A token signed with jose, by default exactly as the server signs one. */
  function sign(
    options: {
      alg?: string;
      secret?: Uint8Array;
      iss?: string;
      aud?: string;
      exp?: number;
      sub?: string;
      sid?: string;
    } = {},
  ) {
    return new SignJWT({ sid: options.sid ?? claims.sid })
      .setProtectedHeader({ alg: options.alg ?? 'HS256', typ: 'JWT' })
      .setSubject(options.sub ?? claims.sub)
      .setIssuer(options.iss ?? TOKEN_ISSUER)
      .setAudience(options.aud ?? TOKEN_AUDIENCE)
      .setIssuedAt(claims.iat)
      .setExpirationTime(options.exp ?? claims.exp)
      .sign(options.secret ?? key());
  }

  /** A token put together by hand: any header, any payload, HMAC with the given hash (or no signature). */
  function craft(header: object, payload: object, hmac?: 'sha256' | 'sha384' | 'sha512') {
    const input = `${b64(header)}.${b64(payload)}`;
    const signature = hmac ? createHmac(hmac, t.services.jwtSecret).update(input).digest('base64url') : '';
    return `${input}.${signature}`;
  }

  beforeAll(async () => {
    const { cookie: c } = await t.signInAs('editor');
    cookie = c;
    claims = decodeJwt(tokenOf(cookie)) as typeof claims;
  });

  const payload = () => ({ ...claims, iss: TOKEN_ISSUER, aud: TOKEN_AUDIENCE });

  it('accepts a token made exactly as the server makes one (the control for the refusals below)', async () => {
    expect((await whoAmI(cookie)).status).toBe(200);
    expect((await withToken(await sign())).status).toBe(200);
    expect((await withToken(craft({ alg: 'HS256', typ: 'JWT' }, payload(), 'sha256'))).status).toBe(200);
  });

  it('refuses a token whose payload was edited', async () => {
    const [header, , signature] = tokenOf(cookie).split('.');
    const other = await t.createUser({ role: 'super_admin' });
    for (const edited of [
      { ...payload(), sub: String(other.id) },
      { ...payload(), exp: claims.exp + 86_400 },
      { ...payload(), role: 'super_admin' },
    ]) {
      const res = await withToken(`${header}.${b64(edited)}.${signature}`);
      expect(res.status).toBe(401);
    }
  });

  it('refuses a token whose signature was edited', async () => {
    const [header, body, signature] = tokenOf(cookie).split('.');
    const flipped = signature!.slice(0, 10) + (signature![10] === 'A' ? 'B' : 'A') + signature!.slice(11);
    expect((await withToken(`${header}.${body}.${flipped}`)).status).toBe(401);
    expect((await withToken(`${header}.${body}.`)).status).toBe(401);
    expect((await withToken(`${header}.${body}`)).status).toBe(401);
  });

  it('refuses an expired token', async () => {
    const past = Math.floor(Date.now() / 1000) - 60;
    expect((await withToken(await sign({ exp: past }))).status).toBe(401);
    expect((await withToken(craft({ alg: 'HS256' }, { ...payload(), exp: past }, 'sha256'))).status).toBe(401);
    const { exp: _exp, ...noExpiry } = payload();
    expect((await withToken(craft({ alg: 'HS256' }, noExpiry, 'sha256'))).status).toBe(401);
  });

  it('refuses the real cookie once the clock passes its expiry', async () => {
    t.setNow(new Date((claims.exp + 1) * 1000));
    expect((await whoAmI(cookie)).status).toBe(401);
  });

  it('refuses other algorithms with the same secret: HS384, HS512, none, RS256', async () => {
    expect((await withToken(await sign({ alg: 'HS512' }))).status).toBe(401);
    expect((await withToken(craft({ alg: 'HS384', typ: 'JWT' }, payload(), 'sha384'))).status).toBe(401);
    expect((await withToken(craft({ alg: 'HS512', typ: 'JWT' }, payload(), 'sha512'))).status).toBe(401);
    for (const alg of ['none', 'None', 'NONE']) {
      expect((await withToken(craft({ alg, typ: 'JWT' }, payload()))).status).toBe(401);
    }
    // An HS256 signature under a header that claims another algorithm.
    expect((await withToken(craft({ alg: 'HS512' }, payload(), 'sha256'))).status).toBe(401);
    const { privateKey, publicKey } = await generateKeyPair('RS256');
    const rs256 = await new SignJWT({ sid: claims.sid })
      .setProtectedHeader({ alg: 'RS256', jwk: await exportJWK(publicKey) })
      .setSubject(claims.sub)
      .setIssuer(TOKEN_ISSUER)
      .setAudience(TOKEN_AUDIENCE)
      .setIssuedAt(claims.iat)
      .setExpirationTime(claims.exp)
      .sign(privateKey);
    expect((await withToken(rs256)).status).toBe(401);
  });

  it('refuses a wrong issuer or audience', async () => {
    expect((await withToken(await sign({ iss: 'someone-else' }))).status).toBe(401);
    expect((await withToken(await sign({ aud: 'masjid-site:public' }))).status).toBe(401);
    const { aud: _aud, ...noAudience } = payload();
    expect((await withToken(craft({ alg: 'HS256' }, noAudience, 'sha256'))).status).toBe(401);
  });

  it('refuses a token signed with another secret', async () => {
    const other = new TextEncoder().encode('another-secret-another-secret-another-0');
    expect((await withToken(await sign({ secret: other }))).status).toBe(401);
  });

  it('refuses a well-signed token that names no live session, or another user of the session', async () => {
    expect((await withToken(await sign({ sid: 'x'.repeat(43) }))).status).toBe(401);
    const other = await t.createUser();
    expect((await withToken(await sign({ sub: String(other.id) }))).status).toBe(401);
  });

  it('refuses junk cookie values without an error', async () => {
    for (const value of ['', 'abc', 'a.b.c', '...', '%00', 'eyJ.eyJ.x', 'x'.repeat(4000)]) {
      const res = await whoAmI(`session=${value}`);
      expect(res.status).toBe(401);
    }
  });
});

describe('sessions end at once', () => {
  it('a logged-out cookie no longer works, and logout clears the cookie', async () => {
    const { cookie } = await t.signInAs('editor');
    const res = await t.call('POST', '/api/logout', { cookie });
    expect(res.status).toBe(200);
    const cleared = sessionSetCookie(res);
    expect(cleared.name).toBe('session');
    expect(cleared['max-age']).toBe('0');
    expect((await whoAmI(cookie)).status).toBe(401);
    // Logging out again, or while signed out, is harmless.
    expect((await t.call('POST', '/api/logout', { cookie })).status).toBe(200);
    expect((await t.call('POST', '/api/logout')).status).toBe(200);
  });

  it("logging out one session leaves the same user's other sessions alone", async () => {
    const { user, cookie: first } = await t.signInAs('editor');
    const second = await t.signIn(user.username);
    await t.call('POST', '/api/logout', { cookie: first });
    expect((await whoAmI(first)).status).toBe(401);
    expect((await whoAmI(second)).status).toBe(200);
  });

  it('a password change ends every session and hands this browser a new one', async () => {
    const { user, cookie: current } = await t.signInAs('editor');
    const other = await t.signIn(user.username);
    const res = await t.call('PUT', '/api/user/password', {
      cookie: current,
      body: { currentPassword: TEST_PASSWORD, newPassword: 'brand-new-secret' },
    });
    expect(res.status).toBe(200);
    const renewed = cookieFrom(res);
    expect(renewed).not.toBe(current);
    expect((await whoAmI(renewed)).status).toBe(200);
    expect((await whoAmI(current)).status).toBe(401);
    expect((await whoAmI(other)).status).toBe(401);
    expect((await login({ username: user.username, password: TEST_PASSWORD })).status).toBe(401);
    expect((await login({ username: user.username, password: 'brand-new-secret' })).status).toBe(200);
  });

  it("a deleted user's cookie stops working at once", async () => {
    const { cookie: superAdmin } = await t.signInAs('super_admin');
    const { user, cookie } = await t.signInAs('editor');
    expect((await whoAmI(cookie)).status).toBe(200);
    expect((await t.call('DELETE', `/api/users/${user.id}`, { cookie: superAdmin })).status).toBe(200);
    expect((await whoAmI(cookie)).status).toBe(401);
    const left = await t.db.selectFrom('sessions').select('id').where('userId', '=', user.id).execute();
    expect(left).toEqual([]);
  });

  it('a demoted admin loses the admin routes at once, and a promoted editor gains them', async () => {
    const { cookie: superAdmin } = await t.signInAs('super_admin');
    const { user, cookie } = await t.signInAs('admin');
    const download = () => t.call('GET', '/api/prayer-times/download-csv', { cookie });
    expect((await download()).status).toBe(200);
    expect(
      (await t.call('PUT', `/api/users/${user.id}/role`, { cookie: superAdmin, body: { role: 'editor' } })).status,
    ).toBe(200);
    expect((await download()).status).toBe(403);
    expect(await (await whoAmI(cookie)).json()).toMatchObject({ role: 'editor' });
    expect(
      (await t.call('PUT', `/api/users/${user.id}/role`, { cookie: superAdmin, body: { role: 'admin' } })).status,
    ).toBe(200);
    expect((await download()).status).toBe(200);
  });

  it('npm run create-admin resetting an account ends its sessions', async () => {
    const { user, cookie } = await t.signInAs('super_admin');
    expect(
      await createOrResetSuperAdmin(t.db, { username: user.username, password: 'reset-password', email: user.email }),
    ).toBe('reset');
    expect((await whoAmI(cookie)).status).toBe(401);
  });
});

describe('session lifetime', () => {
  const minutes = (n: number) => n * 60_000;

  it('has sensible defaults', () => {
    expect(DEFAULT_SESSION_POLICY.idleMs).toBeGreaterThanOrEqual(minutes(15));
    expect(DEFAULT_SESSION_POLICY.idleMs).toBeLessThanOrEqual(minutes(24 * 60));
    expect(DEFAULT_SESSION_POLICY.absoluteMs).toBeGreaterThan(DEFAULT_SESSION_POLICY.idleMs);
    expect(DEFAULT_SESSION_POLICY.absoluteMs).toBeLessThanOrEqual(minutes(30 * 24 * 60));
  });

  it('ends a session left unused for the idle time, and it stays ended', async () => {
    t.services.sessionPolicy = { idleMs: minutes(30), absoluteMs: minutes(24 * 60) };
    const start = Date.parse('2026-04-01T08:00:00Z');
    t.setNow(new Date(start));
    const { cookie } = await t.signInAs('editor');
    t.setNow(new Date(start + minutes(29)));
    expect((await whoAmI(cookie)).status).toBe(200);
    // Use keeps it alive: 29 minutes after the last use is still within the idle time.
    t.setNow(new Date(start + minutes(58)));
    expect((await whoAmI(cookie)).status).toBe(200);
    t.setNow(new Date(start + minutes(58 + 30) + 1000));
    expect((await whoAmI(cookie)).status).toBe(401);
    t.setNow(new Date(start + minutes(59)));
    expect((await whoAmI(cookie)).status).toBe(401);
  });

  it('ends a session at its absolute lifetime however busy it is', async () => {
    t.services.sessionPolicy = { idleMs: minutes(30), absoluteMs: minutes(120) };
    const start = Date.parse('2026-04-02T08:00:00Z');
    t.setNow(new Date(start));
    const { cookie } = await t.signInAs('editor');
    for (let at = 20; at < 120; at += 20) {
      t.setNow(new Date(start + minutes(at)));
      expect((await whoAmI(cookie)).status, `after ${at} minutes`).toBe(200);
    }
    t.setNow(new Date(start + minutes(120) + 1000));
    expect((await whoAmI(cookie)).status).toBe(401);
  });
});

describe('PUT /api/user/password', () => {
  let cookie: string;
  let userId: number;
  beforeAll(async () => {
    const signedIn = await t.signInAs('editor');
    cookie = signedIn.cookie;
    userId = signedIn.user.id;
  });
  const change = (body: unknown, clientIp?: string) =>
    t.call('PUT', '/api/user/password', { cookie, body, ...(clientIp ? { clientIp } : {}) });
  const storedHash = async () =>
    (await t.db.selectFrom('users').select('passwordHash').where('id', '=', userId).executeTakeFirstOrThrow())
      .passwordHash;

  it('answers 401 when signed out', async () => {
    const res = await t.call('PUT', '/api/user/password', {
      body: { currentPassword: TEST_PASSWORD, newPassword: 'abcdefg' },
    });
    expect(res.status).toBe(401);
  });

  it('uses SPEC 5 messages', async () => {
    let res = await change({ newPassword: 'long-enough' });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      message: 'Current password is required',
      fields: { currentPassword: 'Current password is required' },
    });
    res = await change({ currentPassword: '', newPassword: 'long-enough' });
    expect(await res.json()).toMatchObject({ message: 'Current password is required' });
    res = await change({ currentPassword: TEST_PASSWORD, newPassword: '12345' });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      message: 'New password must be at least 6 characters',
      fields: { newPassword: 'New password must be at least 6 characters' },
    });
    res = await change({ currentPassword: TEST_PASSWORD });
    expect(await res.json()).toMatchObject({ message: 'New password must be at least 6 characters' });
    res = await change({});
    expect(await res.json()).toEqual({
      message: 'Current password is required',
      fields: {
        currentPassword: 'Current password is required',
        newPassword: 'New password must be at least 6 characters',
      },
    });
  });

  it('refuses a wrong current password with 400 and changes nothing', async () => {
    const before = await storedHash();
    const res = await change({ currentPassword: 'not-my-password', newPassword: 'long-enough' }, freshIp());
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      message: 'Current password is incorrect',
      fields: { currentPassword: 'Current password is incorrect' },
    });
    expect(await storedHash()).toBe(before);
    expect((await whoAmI(cookie)).status).toBe(200);
  });

  it('is throttled like sign-in, so a borrowed session cannot guess the password', async () => {
    let clock = Date.parse('2026-05-01T09:00:00Z');
    t.setNow(new Date(clock));
    const { cookie: own } = await t.signInAs('editor');
    for (let i = 0; i < THROTTLE.username.blockAfter; i++) {
      t.setNow(new Date((clock += 1000)));
      const res = await t.call('PUT', '/api/user/password', {
        cookie: own,
        body: { currentPassword: `guess-${i}`, newPassword: 'long-enough' },
        clientIp: freshIp(),
      });
      expect(res.status).toBe(400);
    }
    const res = await t.call('PUT', '/api/user/password', {
      cookie: own,
      body: { currentPassword: TEST_PASSWORD, newPassword: 'long-enough' },
      clientIp: freshIp(),
    });
    expect(res.status).toBe(429);
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});

describe('sign-in throttling', () => {
  const window = THROTTLE.windowMs;

  /** A clock that moves a second per attempt where order matters (a failure after a success). */
  let clock = 0;
  const tick = () => t.setNow(new Date((clock += 1000)));

  /** Fails `count` times for one username, each from a new address (so only the username limit applies). */
  async function failFor(username: string, count: number, ticking = false) {
    for (let i = 0; i < count; i++) {
      if (ticking) tick();
      const res = await login({ username, password: `wrong-${i}` });
      expect(res.status).toBe(401);
    }
  }

  it('answers 429 with Retry-After after repeated failures for one username, the same for a user that does not exist', async () => {
    const start = Date.parse('2026-06-01T12:00:00Z');
    t.setNow(new Date(start));
    const user = await t.createUser();
    await Promise.all([
      failFor(user.username, THROTTLE.username.blockAfter),
      failFor('no_such_user_x', THROTTLE.username.blockAfter),
    ]);

    // Now even the right password is refused, from any address.
    const known = await login({ username: user.username, password: TEST_PASSWORD });
    const unknown = await login({ username: 'no_such_user_x', password: TEST_PASSWORD });
    expect(known.status).toBe(429);
    expect(unknown.status).toBe(429);
    expect(known.headers.get('set-cookie')).toBeNull();
    expect(known.headers.get('retry-after')).toBe(String(window / 1000));
    expect(unknown.headers.get('retry-after')).toBe(known.headers.get('retry-after'));
    const body = await known.text();
    expect(await unknown.text()).toBe(body);
    expect(JSON.parse(body)).toEqual({ message: 'Too many sign-in attempts. Please try again in 15 minutes.' });
    // Username variants share the limit.
    expect((await login({ username: ` ${user.username.toUpperCase()} `, password: TEST_PASSWORD })).status).toBe(429);

    // Retry-After counts down with the clock.
    t.setNow(new Date(start + 10 * 60_000));
    const later = await login({ username: user.username, password: TEST_PASSWORD });
    expect(later.status).toBe(429);
    expect(later.headers.get('retry-after')).toBe(String(5 * 60));

    // Once the window has passed, the right password works again.
    t.setNow(new Date(start + window + 1000));
    expect((await login({ username: user.username, password: TEST_PASSWORD })).status).toBe(200);
  });

  it('counts a burst of parallel guesses against each other: the limit holds however they arrive', async () => {
    t.setNow(new Date('2026-06-05T12:00:00Z'));
    const user = await t.createUser();
    const burst = await Promise.all(
      Array.from({ length: 30 }, (_, i) => login({ username: user.username, password: `parallel-guess-${i}` })),
    );
    const statuses = burst.map((res) => res.status);
    expect(statuses.filter((s) => s !== 401 && s !== 429)).toEqual([]);
    let answered = statuses.filter((s) => s === 401).length;
    expect(answered).toBeLessThanOrEqual(THROTTLE.username.blockAfter);
    // Refused guesses are not counted, so one at a time the rest of the allowance is used up, and no more.
    for (let i = 0; i < THROTTLE.username.blockAfter; i++) {
      const res = await login({ username: user.username, password: `sequential-guess-${i}` });
      if (res.status === 429) break;
      expect(res.status).toBe(401);
      answered++;
    }
    expect(answered).toBe(THROTTLE.username.blockAfter);
    expect((await login({ username: user.username, password: TEST_PASSWORD })).status).toBe(429);
  });

  it("a successful sign-in clears the username's failures", async () => {
    clock = Date.parse('2026-06-02T12:00:00Z');
    const user = await t.createUser();
    await failFor(user.username, THROTTLE.username.blockAfter - 1, true);
    tick();
    expect((await login({ username: user.username, password: TEST_PASSWORD })).status).toBe(200);
    await failFor(user.username, THROTTLE.username.blockAfter - 1, true);
    tick();
    expect((await login({ username: user.username, password: TEST_PASSWORD })).status).toBe(200);
  });

  it('limits one client trying many usernames, and only that client', async () => {
    t.setNow(new Date('2026-06-03T12:00:00Z'));
    const ip = freshIp();
    const user = await t.createUser();
    const guess = (n: number) => login({ username: `spray_${n}`, password: 'guess' }, ip);
    // One at a time up to the slow-down, then the rest together (each of those is answered after the delay).
    for (let n = 0; n < THROTTLE.client.slowAfter; n++) expect((await guess(n)).status).toBe(401);
    const rest = await Promise.all(
      Array.from({ length: THROTTLE.client.blockAfter - THROTTLE.client.slowAfter }, (_, i) =>
        guess(THROTTLE.client.slowAfter + i),
      ),
    );
    for (const res of rest) expect(res.status).toBe(401);

    const blocked = await login({ username: user.username, password: TEST_PASSWORD }, ip);
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await login({ username: user.username, password: TEST_PASSWORD }, freshIp())).status).toBe(200);
  });

  it("a valid account does not reset its client's limit for guessing at other usernames", async () => {
    clock = Date.parse('2026-06-04T12:00:00Z');
    const ip = freshIp();
    const insider = await t.createUser();
    const guess = (n: number) => login({ username: `victim_${n}`, password: 'guess' }, ip);
    for (let n = 0; n < THROTTLE.client.slowAfter; n++) {
      tick();
      expect((await guess(n)).status).toBe(401);
    }
    tick();
    expect((await login({ username: insider.username, password: TEST_PASSWORD }, ip)).status).toBe(200);
    tick();
    const rest = await Promise.all(
      Array.from({ length: THROTTLE.client.blockAfter - THROTTLE.client.slowAfter }, (_, i) => guess(100 + i)),
    );
    for (const res of rest) expect(res.status).toBe(401);
    expect((await guess(999)).status).toBe(429);
  });
});

describe('CSRF: unsafe methods only from the site itself', () => {
  let editor: string;
  let superAdmin: string;
  beforeAll(async () => {
    editor = (await t.signInAs('editor')).cookie;
    superAdmin = (await t.signInAs('super_admin')).cookie;
  });

  const send = (method: string, path: string, headers: Record<string, string>, body?: unknown) =>
    t.request(path, {
      method,
      headers: { ...(body !== undefined ? { 'content-type': 'application/json' } : {}), ...headers },
      ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
    });

  it.for([
    EVIL_ORIGIN,
    'null',
    'http://127.0.0.1:4322',
    HTTPS_ORIGIN,
    'http://127.0.0.1:4321.evil.example',
    'http://localhost:4321',
  ])('refuses a POST with a valid cookie from Origin %s', async (origin) => {
    const res = await send('POST', '/api/logout', { origin, cookie: editor });
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ message: 'Cross-origin request refused' });
    expect((await whoAmI(editor)).status).toBe(200);
  });

  it('refuses cross-origin changes to accounts and passwords and changes nothing', async () => {
    const users = async () =>
      await t.db.selectFrom('users').select(['id', 'role', 'passwordHash']).orderBy('id').execute();
    const before = await users();
    const target = await t.createUser();
    const headers = { origin: EVIL_ORIGIN, cookie: superAdmin };
    expect(
      (
        await send('POST', '/api/register', headers, {
          username: 'csrf_made',
          email: 'c@example.org',
          password: 'secret1',
        })
      ).status,
    ).toBe(403);
    expect((await send('PUT', `/api/users/${target.id}/role`, headers, { role: 'admin' })).status).toBe(403);
    expect((await send('DELETE', `/api/users/${target.id}`, headers)).status).toBe(403);
    expect(
      (
        await send(
          'PUT',
          '/api/user/password',
          { origin: EVIL_ORIGIN, cookie: editor },
          { currentPassword: TEST_PASSWORD, newPassword: 'pwned1' },
        )
      ).status,
    ).toBe(403);
    expect((await send('POST', '/api/login', { origin: EVIL_ORIGIN }, { username: 'x', password: 'y' })).status).toBe(
      403,
    );
    expect(await users()).toEqual([...before, { id: target.id, role: 'editor', passwordHash: expect.any(String) }]);
  });

  it('refuses an unsafe request with neither Origin nor Sec-Fetch-Site', async () => {
    expect((await send('POST', '/api/logout', { cookie: editor })).status).toBe(403);
    expect((await send('POST', '/api/login', {}, { username: 'x', password: 'y' })).status).toBe(403);
    expect((await whoAmI(editor)).status).toBe(200);
  });

  it('allows Sec-Fetch-Site: same-origin without Origin, and refuses the other values', async () => {
    for (const site of ['cross-site', 'same-site', 'none']) {
      expect((await send('PUT', '/api/user/password', { 'sec-fetch-site': site, cookie: editor }, {})).status).toBe(
        403,
      );
    }
    const res = await send('PUT', '/api/user/password', { 'sec-fetch-site': 'same-origin', cookie: editor }, {});
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ message: 'Current password is required' });
  });

  it('accepts the https origin when the request is https (a trusted proxy, see tests/api/trust-proxy.test.ts)', async () => {
    const res = await t.request(`${HTTPS_ORIGIN}/api/logout`, { method: 'POST', headers: { origin: HTTPS_ORIGIN } });
    expect(res.status).toBe(200);
  });

  it('refuses an origin that only forwarding headers vouch for', async () => {
    const res = await send('POST', '/api/logout', {
      origin: 'https://evil.example',
      'x-forwarded-proto': 'https',
      'x-forwarded-host': 'evil.example',
    });
    expect(res.status).toBe(403);
  });

  it('answers a cross-origin GET without CORS headers, so the browser hides it', async () => {
    const res = await send('GET', '/api/user', { origin: EVIL_ORIGIN, cookie: editor });
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
    expect(res.headers.get('access-control-allow-credentials')).toBeNull();
    const preflight = await send('OPTIONS', '/api/users', {
      origin: EVIL_ORIGIN,
      'access-control-request-method': 'DELETE',
    });
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
  });
});

describe('request bodies on JSON endpoints', () => {
  let editor: string;
  let superAdmin: string;
  let targetId: number;
  beforeAll(async () => {
    editor = (await t.signInAs('editor')).cookie;
    superAdmin = (await t.signInAs('super_admin')).cookie;
    targetId = (await t.createUser()).id;
  });

  const endpoints = () => [
    {
      method: 'POST',
      path: '/api/login',
      cookie: undefined,
      body: { username: 'nobody_at_all', password: 'whatever' },
    },
    {
      method: 'POST',
      path: '/api/register',
      cookie: superAdmin,
      body: { username: 'body_rules', email: 'b@example.org', password: 'secret1' },
    },
    { method: 'PUT', path: `/api/users/${targetId}/role`, cookie: superAdmin, body: { role: 'admin' } },
    {
      method: 'PUT',
      path: '/api/user/password',
      cookie: editor,
      body: { currentPassword: 'wrong-one', newPassword: 'long-enough' },
    },
  ];

  const raw = (endpoint: ReturnType<typeof endpoints>[number], body: BodyInit | null, contentType?: string) =>
    t.request(
      endpoint.path,
      {
        method: endpoint.method,
        headers: {
          origin: TEST_ORIGIN,
          ...(endpoint.cookie ? { cookie: endpoint.cookie } : {}),
          ...(contentType ? { 'content-type': contentType } : {}),
        },
        body,
      },
      freshIp(),
    );

  it('answers 415 for anything but application/json, and changes nothing', async () => {
    const count = async () => (await t.db.selectFrom('users').select('id').execute()).length;
    const before = await count();
    for (const endpoint of endpoints()) {
      const json = JSON.stringify(endpoint.body);
      for (const type of [
        'text/plain',
        'text/plain;charset=UTF-8',
        'application/x-www-form-urlencoded',
        'multipart/form-data; boundary=x',
        'application/jsonp',
        'application/json-patch+json',
        'text/json',
        undefined,
      ]) {
        const res = await raw(endpoint, json, type);
        expect(res.status, `${endpoint.method} ${endpoint.path} as ${type}`).toBe(415);
        expect(await res.json()).toEqual({ message: 'Content-Type must be application/json' });
      }
    }
    expect(await count()).toBe(before);
    const role = await t.db.selectFrom('users').select('role').where('id', '=', targetId).executeTakeFirstOrThrow();
    expect(role.role).toBe('editor');
  });

  it('accepts application/json with parameters and in any case', async () => {
    const [loginEndpoint] = endpoints();
    for (const type of ['application/json; charset=utf-8', 'Application/JSON']) {
      const res = await raw(loginEndpoint!, JSON.stringify(loginEndpoint!.body), type);
      expect(res.status).toBe(401);
    }
  });

  it('answers 400 for malformed JSON', async () => {
    for (const endpoint of endpoints()) {
      for (const body of ['{"username": "a",', '', '{', 'undefined', "{'a': 1}", '{"a": 1}}', '[1, 2', 'nul']) {
        const res = await raw(endpoint, body, 'application/json');
        expect(res.status, `${endpoint.path} with ${JSON.stringify(body)}`).toBe(400);
        expect(await res.json()).toEqual({ message: 'The request body is not valid JSON' });
      }
    }
  });

  it('answers 413 for an oversized body, with or without Content-Length', async () => {
    const big = JSON.stringify({ username: 'x'.repeat(70_000), password: 'y' });
    for (const endpoint of endpoints()) {
      const declared = await t.request(endpoint.path, {
        method: endpoint.method,
        headers: {
          origin: TEST_ORIGIN,
          'content-type': 'application/json',
          'content-length': String(big.length),
          ...(endpoint.cookie ? { cookie: endpoint.cookie } : {}),
        },
        body: big,
      });
      expect(declared.status).toBe(413);
      expect(await declared.json()).toEqual({ message: 'Request body is too large' });
      const streamed = await raw(endpoint, big, 'application/json');
      expect(streamed.status).toBe(413);
    }
  });
});

describe('password hashes made with older parameters', () => {
  it('are upgraded at the next successful sign-in', async () => {
    const { hashPassword, PBKDF2_ITERATIONS } = await import('../../src/server/auth/password.ts');
    const { updatePasswordHash, findUserById } = await import('../../src/server/db/repositories/users.ts');
    const user = await t.createUser();
    await updatePasswordHash(t.db, user.id, await hashPassword(TEST_PASSWORD, 1_000));
    expect((await login({ username: user.username, password: TEST_PASSWORD })).status).toBe(200);
    const stored = (await findUserById(t.db, user.id))!.passwordHash;
    expect(stored.split('$')[1]).toBe(String(PBKDF2_ITERATIONS));
  });
});

describe('sign-in sweeps ended sessions', () => {
  it('removes sessions past their lifetime or idle limit', async () => {
    const { user, cookie } = await t.signInAs('editor');
    const later = new Date(Date.now() + DEFAULT_SESSION_POLICY.idleMs + 60_000);
    t.setNow(later);
    await t.signIn(user.username);
    const rows = await t.db.selectFrom('sessions').select('id').where('userId', '=', user.id).execute();
    expect(rows).toHaveLength(1);
    expect((await whoAmI(cookie)).status).toBe(401);
  });
});
