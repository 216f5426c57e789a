import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { THROTTLE } from '../../src/server/auth/login-throttle.ts';
import { createTestApp, TEST_ORIGIN, TEST_PASSWORD, type TestApp } from '../support/test-app.ts';

/**
 * The lockout attack (issue 12): someone at another address hammers 'imam' with wrong passwords. The
 * account locks for browsers that never signed in to it, but the imam's own browser, which holds the
 * device cookie from an earlier sign-in, still gets in.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
beforeEach(async () => {
  await t.db.deleteFrom('loginAttempts').execute();
  await t.db.deleteFrom('users').where('username', 'in', ['imam', 'treasurer']).execute();
  await t.createUser({ username: 'imam', role: 'admin' });
  await t.createUser({ username: 'treasurer', role: 'editor' });
});
afterAll(() => t.drop());

const IMAM_HOME = '198.51.100.5';
const ATTACKER = '203.0.113.66';

async function login(username: string, password: string, clientIp: string, cookie?: string): Promise<Response> {
  const headers: Record<string, string> = { origin: TEST_ORIGIN, 'content-type': 'application/json' };
  if (cookie) headers.cookie = cookie;
  return t.request('/api/login', { method: 'POST', headers, body: JSON.stringify({ username, password }) }, clientIp);
}

/** The device cookie a response set, as a Cookie header value. */
function deviceCookie(res: Response): string {
  const cookie = res.headers.getSetCookie().find((c) => c.startsWith('device='));
  if (!cookie) throw new Error(`no device cookie in ${JSON.stringify(res.headers.getSetCookie())}`);
  return cookie.split(';')[0]!;
}

async function hammer(username: string, times: number, clientIp = ATTACKER, cookie?: string): Promise<number[]> {
  const statuses: number[] = [];
  for (let i = 0; i < times; i++) statuses.push((await login(username, `wrong-${i}`, clientIp, cookie)).status);
  return statuses;
}

describe('the device cookie', () => {
  it('is signed, HttpOnly, SameSite=Strict, sent only to the sign-in route, and lasts months', async () => {
    const res = await login('imam', TEST_PASSWORD, IMAM_HOME);
    expect(res.status).toBe(200);
    const header = res.headers.getSetCookie().find((c) => c.startsWith('device='))!;
    expect(header).toMatch(/HttpOnly/i);
    expect(header).toMatch(/SameSite=Strict/i);
    expect(header).toMatch(/Path=\/api\/login/i);
    expect(Number(/Max-Age=(\d+)/i.exec(header)?.[1])).toBeGreaterThan(90 * 86_400);
  });

  it("lets the imam's own browser in while an attacker has locked the account for everyone else", async () => {
    const device = deviceCookie(await login('imam', TEST_PASSWORD, IMAM_HOME));

    const attack = await hammer('imam', THROTTLE.username.blockAfter + 3);
    expect(attack.slice(0, THROTTLE.username.blockAfter)).toEqual(Array(THROTTLE.username.blockAfter).fill(401));
    expect(attack.slice(THROTTLE.username.blockAfter).every((s) => s === 429)).toBe(true);

    // A browser that never signed in to 'imam' is refused even with the right password: the lock holds.
    expect((await login('imam', TEST_PASSWORD, '192.0.2.44')).status).toBe(429);
    // The imam's browser, from home, with the right password: in.
    expect((await login('imam', TEST_PASSWORD, IMAM_HOME, device)).status).toBe(200);
    // And still in from another network (the cookie, not the address, is what is trusted).
    expect((await login('imam', TEST_PASSWORD, '192.0.2.45', device)).status).toBe(200);
  }, 60_000);

  it("does not open another account's lock, and a forged or tampered cookie counts for nothing", async () => {
    const device = deviceCookie(await login('imam', TEST_PASSWORD, IMAM_HOME));
    await hammer('treasurer', THROTTLE.username.blockAfter);
    expect((await login('treasurer', TEST_PASSWORD, IMAM_HOME, device)).status).toBe(429);

    await hammer('imam', THROTTLE.username.blockAfter);
    const [name, token] = device.split('=') as [string, string];
    const [head, body] = token.split('.');
    const forgedBody = Buffer.from(JSON.stringify({ sub: 'imam', jti: 'x'.repeat(30), exp: 4_000_000_000 })).toString('base64url');
    for (const bad of [`${name}=${head}.${forgedBody}.${token.split('.')[2]}`, `${name}=${head}.${body}.AAAA`, `${name}=garbage`]) {
      expect((await login('imam', TEST_PASSWORD, '192.0.2.46', bad)).status).toBe(429);
    }
    expect((await login('imam', TEST_PASSWORD, IMAM_HOME, device)).status).toBe(200);
  }, 60_000);

  it('is no guessing licence: wrong passwords through it lock that device, not the account', async () => {
    const device = deviceCookie(await login('imam', TEST_PASSWORD, IMAM_HOME));
    const throughDevice = await hammer('imam', THROTTLE.username.blockAfter + 1, '192.0.2.47', device);
    expect(throughDevice.at(-1)).toBe(429);
    expect((await login('imam', TEST_PASSWORD, '192.0.2.48', device)).status).toBe(429);
    // The account itself was not locked by those failures: a fresh browser signs in.
    expect((await login('imam', TEST_PASSWORD, '192.0.2.49')).status).toBe(200);
  }, 60_000);
});
