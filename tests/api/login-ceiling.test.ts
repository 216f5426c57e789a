import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CEILING } from '../../src/server/auth/sign-in-ceiling.ts';
import type { PublicUser } from '../../src/server/db/repositories/users.ts';
import { createTestApp, TEST_ORIGIN, TEST_PASSWORD, type TestApp } from '../support/test-app.ts';

/**
 * Issue 25 part 5, the attack of the issue: 60 addresses, one guess each at 60 usernames. The per-address
 * and per-account limits never see it; the site-wide ceiling does, and paces every password sign-in from a
 * browser not seen before. A browser with the device cookie is never paced.
 *
 * What is asserted does not depend on the machine's speed. The shared queue (`sign_in_pacing.next_at`, in the
 * clock the server used) shows which sign-ins took a slot; the wall clock only gives lower bounds that the
 * slots guarantee (a slower machine only makes the requests longer). Comparing how long paced and unpaced
 * requests take does not work: a paced request sleeps until its slot while the one before it still hashes,
 * so where a sign-in's own work nears the spacing the two take the same time (CI: 248 ms unpaced, 487 paced).
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
  knownDevice = first.headers
    .getSetCookie()
    .find((c) => c.startsWith('device='))!
    .split(';')[0]!;
}, 120_000);
afterAll(() => t.drop());

async function login(username: string, password: string, clientIp: string, cookie?: string): Promise<Response> {
  const headers: Record<string, string> = { origin: TEST_ORIGIN, 'content-type': 'application/json' };
  if (cookie) headers.cookie = cookie;
  return t.request('/api/login', { method: 'POST', headers, body: JSON.stringify({ username, password }) }, clientIp);
}

/** When the shared queue's next slot starts, in ms since the epoch; undefined while nothing was ever paced. */
async function queueEnd(): Promise<number | undefined> {
  const row = await t.db.selectFrom('signInPacing').select('nextAt').where('id', '=', 1).executeTakeFirst();
  return row ? new Date(row.nextAt).getTime() : undefined;
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
    let overStart = 0;
    for (let i = 0; i < 60; i++) {
      if (i === CEILING.failuresPerMinute) overStart = Date.now();
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
    // Every guess past the ceiling took its own slot: the queue runs one spacing per guess past the moment the
    // first of them arrived (half a spacing spare for the clocks' granularity; one slot fewer would fail).
    expect(await queueEnd()).toBeGreaterThanOrEqual(
      overStart + over.length * CEILING.spacingMs - CEILING.spacingMs / 2,
    );
    // … and waited for it: together at least (n − 1) spacings.
    expect(sum(over)).toBeGreaterThanOrEqual((over.length - 1) * CEILING.spacingMs * 0.95);

    // Still past the ceiling: the treasurer's own browser (device cookie) signs in without taking a slot …
    const queueBeforeKnown = await queueEnd();
    const known = await login('treasurer', TEST_PASSWORD, '127.1.0.1', knownDevice);
    expect(known.status).toBe(200);
    expect(await queueEnd()).toBe(queueBeforeKnown);
    // … while right passwords from browsers never seen before are paced too (one slot each), then let in.
    await login('stuffed_0', 'another-guess', '127.2.0.1');
    const queueBeforeFresh = (await queueEnd())!;
    const fresh: { status: number; ms: number }[] = [];
    for (let i = 0; i < 3; i++)
      fresh.push(await timed(() => login(regular.username, TEST_PASSWORD, `127.3.0.${i + 1}`)));
    expect(fresh.map((f) => f.status)).toEqual([200, 200, 200]);
    expect(await queueEnd()).toBeGreaterThanOrEqual(queueBeforeFresh + 3 * CEILING.spacingMs);
    expect(sum(fresh)).toBeGreaterThanOrEqual(2 * CEILING.spacingMs * 0.95);
  }, 180_000);

  it('Overview shows admins the spike and which existing accounts were targeted, never unknown usernames', async () => {
    await login('no_such_account_xyz', 'password', '127.4.0.1');
    const admin = await t.signInAs('admin');
    const res = await t.call('GET', '/api/admin/overview', { cookie: admin.cookie });
    expect(res.status).toBe(200);
    const body = (await res.json()) as {
      signInFailures?: { lastHour: number; targeted: { username: string; failures: number }[] };
    };
    expect(body.signInFailures!.lastHour).toBeGreaterThanOrEqual(61);
    expect(body.signInFailures!.targeted.find((a) => a.username === 'stuffed_0')).toEqual({
      username: 'stuffed_0',
      failures: 2,
    });
    expect(JSON.stringify(body)).not.toContain('no_such_account_xyz');
    const editor = await t.signInAs('editor');
    const asEditor = (await (await t.call('GET', '/api/admin/overview', { cookie: editor.cookie })).json()) as object;
    expect(asEditor).not.toHaveProperty('signInFailures');
  }, 60_000);
});
