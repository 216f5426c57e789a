import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CEILING } from '../../src/server/auth/sign-in-ceiling.ts';
import type { PublicUser } from '../../src/server/db/repositories/users.ts';
import { createTestApp, TEST_ORIGIN, TEST_PASSWORD, type TestApp } from '../support/test-app.ts';

/**
 * Issue 25 part 5, the attack of the issue: 60 addresses, one guess each at 60 usernames. The per-address
 * and per-account limits never see it; the site-wide ceiling does, and paces every password sign-in from a
 * browser not seen before. A browser with the device cookie is never paced.
 */
let t: TestApp;
let victims: PublicUser[];
let knownDevice: string;
let regular: PublicUser;
beforeAll(async () => {
  t = await createTestApp();
  victims = [];
  for (let i = 0; i < 60; i++) victims.push(await t.createUser({ username: `stuffed_${i}` }));
  regular = await t.createUser({ username: 'treasurer', role: 'admin' });
  const first = await login('treasurer', TEST_PASSWORD, '127.1.0.1');
  expect(first.status).toBe(200);
  knownDevice = first.headers.getSetCookie().find((c) => c.startsWith('device='))!.split(';')[0]!;
}, 120_000);
afterAll(() => t.drop());

async function login(username: string, password: string, clientIp: string, cookie?: string): Promise<Response> {
  const headers: Record<string, string> = { origin: TEST_ORIGIN, 'content-type': 'application/json' };
  if (cookie) headers.cookie = cookie;
  return t.request('/api/login', { method: 'POST', headers, body: JSON.stringify({ username, password }) }, clientIp);
}

async function timed(run: () => Promise<Response>): Promise<{ status: number; ms: number }> {
  const start = performance.now();
  const res = await run();
  await res.arrayBuffer();
  return { status: res.status, ms: performance.now() - start };
}

describe('the site-wide ceiling on sign-in failures', () => {
  it('paces the 60-address, 60-username attack once failures pass the ceiling; known browsers are not paced', async () => {
    const attempts: { status: number; ms: number }[] = [];
    for (let i = 0; i < 60; i++) {
      // A loopback address per guess, as in the attack.
      attempts.push(await timed(() => login(victims[i]!.username, 'password', `127.0.${i + 1}.1`)));
    }
    expect(attempts.every((a) => a.status === 401)).toBe(true);
    const under = attempts.slice(0, CEILING.failuresPerMinute);
    const over = attempts.slice(CEILING.failuresPerMinute);
    const sum = (list: { ms: number }[]) => list.reduce((total, a) => total + a.ms, 0);
    const mean = (list: { ms: number }[]) => sum(list) / list.length;
    console.log(
      `ceiling attack: ${attempts.length} guesses in ${Math.round(sum(attempts))} ms; ` +
        `first ${under.length}: ${Math.round(mean(under))} ms each; the rest: ${Math.round(mean(over))} ms each`,
    );
    // Past the ceiling every guess waits for its slot: together at least (n − 1) spacings.
    expect(sum(over)).toBeGreaterThanOrEqual((over.length - 1) * CEILING.spacingMs * 0.95);
    expect(mean(over)).toBeGreaterThan(mean(under) + CEILING.spacingMs * 0.5);

    // Still past the ceiling: the treasurer's own browser (device cookie) signs in without waiting …
    const known = await timed(() => login('treasurer', TEST_PASSWORD, '127.1.0.1', knownDevice));
    expect(known.status).toBe(200);
    expect(known.ms).toBeLessThan(mean(over));
    // … while right passwords from browsers never seen before are paced too (one slot each), then let in.
    await login('stuffed_0', 'another-guess', '127.2.0.1');
    const fresh: { status: number; ms: number }[] = [];
    for (let i = 0; i < 3; i++) fresh.push(await timed(() => login(regular.username, TEST_PASSWORD, `127.3.0.${i + 1}`)));
    expect(fresh.map((f) => f.status)).toEqual([200, 200, 200]);
    expect(sum(fresh)).toBeGreaterThanOrEqual(2 * CEILING.spacingMs * 0.95);
  }, 180_000);

  it('Overview shows admins the spike and which existing accounts were targeted, never unknown usernames', async () => {
    await login('no_such_account_xyz', 'password', '127.4.0.1');
    const admin = await t.signInAs('admin');
    const res = await t.call('GET', '/api/admin/overview', { cookie: admin.cookie });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { signInFailures?: { lastHour: number; targeted: { username: string; failures: number }[] } };
    expect(body.signInFailures!.lastHour).toBeGreaterThanOrEqual(61);
    expect(body.signInFailures!.targeted.find((a) => a.username === 'stuffed_0')).toEqual({ username: 'stuffed_0', failures: 2 });
    expect(JSON.stringify(body)).not.toContain('no_such_account_xyz');
    const editor = await t.signInAs('editor');
    const asEditor = (await (await t.call('GET', '/api/admin/overview', { cookie: editor.cookie })).json()) as object;
    expect(asEditor).not.toHaveProperty('signInFailures');
  }, 60_000);
});
