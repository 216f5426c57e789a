import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { totpAt } from '../../src/domain/accounts/totp.ts';
import { listAudit } from '../../src/server/db/repositories/audit-log.ts';
import { countPasskeys } from '../../src/server/db/repositories/passkeys.ts';
import {
  LAST_SECOND_FACTOR,
  PASSKEY_LIMITS,
  PASSKEY_SIGNIN_FAILED,
  PASSKEY_TOO_MANY,
} from '../../src/server/routes/passkeys.ts';
import { SoftPasskey } from '../support/soft-authenticator.ts';
import { cookieFrom, createTestApp, TEST_ORIGIN, type TestApp } from '../support/test-app.ts';

/** Passkeys (issue 25): registration, sign-in and management with a software authenticator, and every refusal. */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.drop());
afterEach(() => t.setNow(undefined));

let ipCounter = 0;
const freshIp = () => `198.51.100.${++ipCounter}`;
const RP_ID = new URL(TEST_ORIGIN).hostname;

async function registrationOptions(cookie: string) {
  const res = await t.call('POST', '/api/user/passkeys/options', { cookie });
  expect(res.status).toBe(200);
  return (await res.json()) as { challenge: string; rp: { id: string; name: string }; user: { id: string; name: string } };
}

/** A staff member with one registered passkey. */
async function staffWithPasskey(role: 'editor' | 'admin' | 'super_admin' = 'editor') {
  const { user, cookie } = await t.signInAs(role);
  const key = await SoftPasskey.create();
  const response = await key.register(await registrationOptions(cookie), { origin: TEST_ORIGIN });
  const res = await t.call('POST', '/api/user/passkeys', { cookie, body: { name: 'Laptop', response } });
  expect(res.status).toBe(201);
  const passkey = (await res.json()) as { id: number; name: string };
  return { user, cookie, key, passkey };
}

async function signinOptions(clientIp = freshIp()) {
  const res = await t.call('POST', '/api/login/passkey/options', { clientIp });
  expect(res.status).toBe(200);
  return (await res.json()) as { challenge: string; rpId: string; userVerification: string; allowCredentials?: unknown[] };
}

const signIn = (response: unknown, clientIp = freshIp()) => t.call('POST', '/api/login/passkey', { body: { response }, clientIp });

async function lastSecurityEvent(action: string) {
  const [entry] = await listAudit(t.db, { limit: 1, actionPrefix: action });
  return entry;
}

/** Refused with 401; logged as a failed sign-in with `summary`, or (null) not logged: no live challenge was answered. */
async function expectRefused(send: () => Promise<Response>, summary: RegExp | null) {
  const logged = (await listAudit(t.db, { limit: 1000, actionPrefix: 'security.signin.failed' })).length;
  const res = await send();
  expect(res.status).toBe(401);
  expect(await res.json()).toEqual({ message: PASSKEY_SIGNIN_FAILED });
  expect(res.headers.get('set-cookie') ?? '').not.toMatch(/session=/);
  const after = await listAudit(t.db, { limit: 1000, actionPrefix: 'security.signin.failed' });
  if (summary === null) expect(after.length).toBe(logged);
  else {
    expect(after.length).toBe(logged + 1);
    expect(after[0]!.summary).toMatch(summary);
  }
}

describe('registering a passkey', () => {
  it('hands out options for this site, then stores the passkey under its name', async () => {
    const { user, cookie } = await t.signInAs('editor');
    const options = await registrationOptions(cookie);
    expect(options.rp).toEqual({ id: RP_ID, name: expect.any(String) });
    expect(options.user.name).toBe(user.username);
    expect(options).toMatchObject({ attestation: 'none', authenticatorSelection: { residentKey: 'required', userVerification: 'required' } });
    const key = await SoftPasskey.create();
    const response = await key.register(options, { origin: TEST_ORIGIN });
    const res = await t.call('POST', '/api/user/passkeys', { cookie, body: { name: '  Office laptop ', response } });
    expect(res.status).toBe(201);
    const created = await res.json();
    expect(created).toEqual({ id: expect.any(Number), name: 'Office laptop', createdAt: expect.any(String), lastUsedAt: null });
    const list = await (await t.call('GET', '/api/user/passkeys', { cookie })).json();
    expect(list).toEqual([created]);
    expect(JSON.stringify(list)).not.toContain(key.id);
    expect(await countPasskeys(t.db, user.id)).toBe(1);
    expect(await lastSecurityEvent('security.passkey.added')).toMatchObject({
      username: user.username,
      target: user.username,
      summary: 'Added the passkey "Office laptop"',
      address: '203.0.113.7',
    });
  });

  it('lists the passkeys already registered as excluded, so one authenticator is not registered twice', async () => {
    const { cookie, key } = await staffWithPasskey();
    const options = (await registrationOptions(cookie)) as unknown as { excludeCredentials: Array<{ id: string }> };
    expect(options.excludeCredentials.map((c) => c.id)).toEqual([key.id]);
    // An authenticator ignoring the exclusion is refused by the server.
    const again = await key.register(options as never, { origin: TEST_ORIGIN });
    const res = await t.call('POST', '/api/user/passkeys', { cookie, body: { name: 'Again', response: again } });
    expect(res.status).toBe(409);
  });

  it.each([
    ['another origin', { origin: 'https://evil.example' }, /origin/i],
    ['another relying party', { origin: TEST_ORIGIN, rpId: 'evil.example' }, /RP ID/i],
    ['no user verification', { origin: TEST_ORIGIN, userVerified: false }, /verif/i],
  ])('refuses an answer made for %s', async (_label, at, message) => {
    const { user, cookie } = await t.signInAs('editor');
    const key = await SoftPasskey.create();
    const response = await key.register(await registrationOptions(cookie), at);
    const res = await t.call('POST', '/api/user/passkeys', { cookie, body: { name: 'Key', response } });
    expect(res.status).toBe(400);
    expect((await res.json()).message).toMatch(message);
    expect(await countPasskeys(t.db, user.id)).toBe(0);
  });

  it('refuses a challenge used once already, one never handed out, and one handed out to someone else', async () => {
    const { user, cookie } = await t.signInAs('editor');
    const other = await t.signInAs('editor');
    const key = await SoftPasskey.create();
    const options = await registrationOptions(cookie);
    const response = await key.register(options, { origin: TEST_ORIGIN });
    expect((await t.call('POST', '/api/user/passkeys', { cookie, body: { name: 'Key', response } })).status).toBe(201);
    const replay = await t.call('POST', '/api/user/passkeys', { cookie, body: { name: 'Key', response } });
    expect(replay.status).toBe(400);
    expect((await replay.json()).message).toBe('This passkey request ran out or was already used. Please try again.');

    const invented = await (await SoftPasskey.create()).register(options, { origin: TEST_ORIGIN, challenge: 'bm90LWhhbmRlZC1vdXQ' });
    expect((await t.call('POST', '/api/user/passkeys', { cookie, body: { name: 'Key', response: invented } })).status).toBe(400);

    const theirs = await (await SoftPasskey.create()).register(await registrationOptions(other.cookie), { origin: TEST_ORIGIN });
    expect((await t.call('POST', '/api/user/passkeys', { cookie, body: { name: 'Key', response: theirs } })).status).toBe(400);
    expect(await countPasskeys(t.db, user.id)).toBe(1);
    expect(await countPasskeys(t.db, other.user.id)).toBe(0);
  });

  it('refuses a challenge that ran out', async () => {
    const { cookie } = await t.signInAs('editor');
    const start = new Date();
    t.setNow(start);
    const options = await registrationOptions(cookie);
    t.setNow(new Date(start.getTime() + PASSKEY_LIMITS.challengeMs + 1000));
    const response = await (await SoftPasskey.create()).register(options, { origin: TEST_ORIGIN });
    expect((await t.call('POST', '/api/user/passkeys', { cookie, body: { name: 'Key', response } })).status).toBe(400);
  });

  it('answers 400 with fields for a bad name or a body that is no WebAuthn answer', async () => {
    const { cookie } = await t.signInAs('editor');
    const response = await (await SoftPasskey.create()).register(await registrationOptions(cookie), { origin: TEST_ORIGIN });
    const noName = await t.call('POST', '/api/user/passkeys', { cookie, body: { name: ' ', response } });
    expect(noName.status).toBe(400);
    expect((await noName.json()).fields).toEqual({ name: 'Please name the passkey' });
    const garbage = await t.call('POST', '/api/user/passkeys', { cookie, body: { name: 'Key', response: { id: 'x' } } });
    expect(garbage.status).toBe(400);
    expect((await garbage.json()).fields).toBeDefined();
    const badCbor = { ...response, response: { ...response.response, attestationObject: 'AAAA' } };
    const res = await t.call('POST', '/api/user/passkeys', { cookie, body: { name: 'Key', response: badCbor } });
    expect(res.status).toBe(400);
  });

  it('is for signed-in staff only', async () => {
    expect((await t.call('POST', '/api/user/passkeys/options')).status).toBe(401);
    expect((await t.call('GET', '/api/user/passkeys')).status).toBe(401);
  });
});

describe('signing in with a passkey', () => {
  it('asks for any of the site’s passkeys, and signs in as a password would (session, device cookie, log)', async () => {
    const { user, key } = await staffWithPasskey('admin');
    const options = await signinOptions();
    expect(options).toMatchObject({ rpId: RP_ID, userVerification: 'required' });
    expect(options.allowCredentials ?? []).toEqual([]);
    const res = await signIn(await key.authenticate(options, { origin: TEST_ORIGIN }));
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ id: user.id, username: user.username, firstName: null, email: user.email, role: 'admin' });
    const cookies = res.headers.getSetCookie().map((c) => c.split('=')[0]);
    expect(cookies).toEqual(expect.arrayContaining(['session', 'signed_in', 'device']));
    const me = await t.call('GET', '/api/user', { cookie: cookieFrom(res) });
    expect((await me.json()).username).toBe(user.username);
    const [listed] = await (await t.call('GET', '/api/user/passkeys', { cookie: cookieFrom(res) })).json();
    expect(listed.lastUsedAt).not.toBeNull();
    expect(await lastSecurityEvent('security.signin')).toMatchObject({ username: user.username, summary: expect.stringMatching(/^Signed in with a passkey \(/) });
  });

  it('signs in again and again, the counter going up', async () => {
    const { key } = await staffWithPasskey();
    for (let i = 0; i < 3; i++) expect((await signIn(await key.authenticate(await signinOptions(), { origin: TEST_ORIGIN }))).status).toBe(200);
  });

  it('refuses an assertion for another origin or another relying party', async () => {
    const { key } = await staffWithPasskey();
    await expectRefused(async () => signIn(await key.authenticate(await signinOptions(), { origin: 'https://evil.example' })), /origin/i);
    await expectRefused(async () => signIn(await key.authenticate(await signinOptions(), { origin: TEST_ORIGIN, rpId: 'evil.example' })), /RP ID/i);
  });

  it('refuses a replayed assertion: each challenge signs in once', async () => {
    const { key } = await staffWithPasskey();
    const assertion = await key.authenticate(await signinOptions(), { origin: TEST_ORIGIN });
    expect((await signIn(assertion)).status).toBe(200);
    await expectRefused(async () => signIn(assertion), null);
  });

  it('refuses a challenge that ran out, and a registration challenge', async () => {
    const { key, cookie } = await staffWithPasskey();
    const start = new Date();
    t.setNow(start);
    const options = await signinOptions();
    t.setNow(new Date(start.getTime() + PASSKEY_LIMITS.challengeMs + 1000));
    await expectRefused(async () => signIn(await key.authenticate(options, { origin: TEST_ORIGIN })), null);
    t.setNow(undefined);
    const registration = await registrationOptions(cookie);
    await expectRefused(async () => signIn(await key.authenticate({ challenge: registration.challenge, rpId: RP_ID }, { origin: TEST_ORIGIN })), null);
  });

  it('refuses an unknown credential', async () => {
    const stranger = await SoftPasskey.create();
    await expectRefused(async () => signIn(await stranger.authenticate(await signinOptions(), { origin: TEST_ORIGIN })), /no account/);
  });

  it('refuses a counter that went back (a cloned authenticator)', async () => {
    const { key } = await staffWithPasskey();
    expect((await signIn(await key.authenticate(await signinOptions(), { origin: TEST_ORIGIN, counter: 5 }))).status).toBe(200);
    await expectRefused(async () => signIn(await key.authenticate(await signinOptions(), { origin: TEST_ORIGIN, counter: 5 })), /counter/i);
    await expectRefused(async () => signIn(await key.authenticate(await signinOptions(), { origin: TEST_ORIGIN, counter: 3 })), /counter/i);
    expect((await signIn(await key.authenticate(await signinOptions(), { origin: TEST_ORIGIN, counter: 6 }))).status).toBe(200);
  });

  it("refuses another user's passkey id: signed with the wrong key, or naming the wrong user", async () => {
    const mine = await staffWithPasskey();
    const theirs = await staffWithPasskey();
    // My key's signature presented under their credential id: with my user handle, or with none.
    const assertion = await mine.key.authenticate(await signinOptions(), { origin: TEST_ORIGIN });
    await expectRefused(async () => signIn({ ...assertion, id: theirs.key.id, rawId: theirs.key.id }), /user/);
    const anonymous = await mine.key.authenticate(await signinOptions(), { origin: TEST_ORIGIN, userHandle: null });
    await expectRefused(async () => signIn({ ...anonymous, id: theirs.key.id, rawId: theirs.key.id }), /signature/i);
    // Their credential, claiming to be mine (user handle).
    const claimed = await theirs.key.authenticate(await signinOptions(), { origin: TEST_ORIGIN, userHandle: mine.key.userHandle! });
    await expectRefused(async () => signIn(claimed), /user/);
  });

  it('refuses an assertion made without user verification', async () => {
    const { key } = await staffWithPasskey();
    await expectRefused(async () => signIn(await key.authenticate(await signinOptions(), { origin: TEST_ORIGIN, userVerified: false })), /verif/i);
  });

  it('counts failures per address: past the limit even a good passkey waits, other addresses do not', async () => {
    const { key } = await staffWithPasskey();
    const ip = freshIp();
    const stranger = await SoftPasskey.create();
    // Good sign-ins never count.
    for (let i = 0; i < 3; i++) expect((await signIn(await key.authenticate(await signinOptions(ip), { origin: TEST_ORIGIN }), ip)).status).toBe(200);
    for (let i = 0; i < PASSKEY_LIMITS.signinFailures.limit; i++)
      expect((await signIn(await stranger.authenticate(await signinOptions(ip), { origin: TEST_ORIGIN }), ip)).status).toBe(401);
    const blocked = await signIn(await key.authenticate(await signinOptions(ip), { origin: TEST_ORIGIN }), ip);
    expect(blocked.status).toBe(429);
    expect(await blocked.json()).toEqual({ message: PASSKEY_TOO_MANY });
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await signIn(await key.authenticate(await signinOptions(), { origin: TEST_ORIGIN }))).status).toBe(200);
  });

  it('answers 400 for a body that is no assertion', async () => {
    const res = await signIn({ id: 'x', type: 'public-key' });
    expect(res.status).toBe(400);
    expect((await res.json()).fields).toBeDefined();
  });
});

describe('managing passkeys', () => {
  it('renames a passkey, and only one of your own', async () => {
    const { user, cookie, passkey } = await staffWithPasskey();
    const other = await staffWithPasskey();
    const res = await t.call('PATCH', `/api/user/passkeys/${passkey.id}`, { cookie, body: { name: 'Phone' } });
    expect(res.status).toBe(200);
    expect((await res.json()).name).toBe('Phone');
    expect(await lastSecurityEvent('security.passkey.renamed')).toMatchObject({ username: user.username, summary: 'Renamed a passkey to "Phone"' });
    expect((await t.call('PATCH', `/api/user/passkeys/${other.passkey.id}`, { cookie, body: { name: 'Mine now' } })).status).toBe(404);
    const bad = await t.call('PATCH', `/api/user/passkeys/${passkey.id}`, { cookie, body: { name: 'x'.repeat(61) } });
    expect(bad.status).toBe(400);
    expect((await bad.json()).fields).toEqual({ name: "A passkey's name must be at most 60 characters" });
    expect((await t.call('PATCH', '/api/user/passkeys/abc', { cookie, body: { name: 'Phone' } })).status).toBe(400);
  });

  it("removes a passkey, ends the account's other sessions and keeps this one; another user's passkey is not found", async () => {
    const { user, cookie, key, passkey } = await staffWithPasskey();
    const other = await staffWithPasskey();
    const elsewhere = await t.signIn(user.username);
    expect((await t.call('DELETE', `/api/user/passkeys/${other.passkey.id}`, { cookie })).status).toBe(404);
    expect(await countPasskeys(t.db, other.user.id)).toBe(1);
    const res = await t.call('DELETE', `/api/user/passkeys/${passkey.id}`, { cookie });
    expect(res.status).toBe(200);
    expect(await countPasskeys(t.db, user.id)).toBe(0);
    expect((await t.call('GET', '/api/user', { cookie })).status).toBe(200);
    expect((await t.call('GET', '/api/user', { cookie: elsewhere })).status).toBe(401);
    expect((await t.call('GET', '/api/user', { cookie: other.cookie })).status).toBe(200);
    expect(await lastSecurityEvent('security.passkey.removed')).toMatchObject({ username: user.username });
    // The removed passkey signs in no more.
    await expectRefused(async () => signIn(await key.authenticate(await signinOptions(), { origin: TEST_ORIGIN })), /no account/);
    expect((await t.call('DELETE', `/api/user/passkeys/${passkey.id}`, { cookie })).status).toBe(404);
  });

  it('refuses to remove the last second factor while the role requires one, and allows it beside an authenticator app', async () => {
    const { user, cookie, passkey } = await staffWithPasskey('editor');
    const superAdmin = await t.signInAs('super_admin');
    const requireForEditors = (editor: boolean) =>
      t.call('PUT', '/api/admin/second-factor-policy', { cookie: superAdmin.cookie, body: { roles: { super_admin: false, admin: false, editor } } });
    expect((await requireForEditors(true)).status).toBe(200);
    try {
      const res = await t.call('DELETE', `/api/user/passkeys/${passkey.id}`, { cookie });
      expect(res.status).toBe(409);
      expect((await res.json()).message).toBe(LAST_SECOND_FACTOR);
      expect(await countPasskeys(t.db, user.id)).toBe(1);
      const { secret } = (await (await t.call('POST', '/api/user/totp', { cookie })).json()) as { secret: string };
      expect((await t.call('POST', '/api/user/totp/confirm', { cookie, body: { code: await totpAt(secret, new Date()) } })).status).toBe(200);
      expect((await t.call('DELETE', `/api/user/passkeys/${passkey.id}`, { cookie })).status).toBe(200);
      expect(await countPasskeys(t.db, user.id)).toBe(0);
    } finally {
      expect((await requireForEditors(false)).status).toBe(200);
    }
  });

  it('a session kept to enrolment by the requirement becomes a full one once a passkey is added', async () => {
    const superAdmin = await t.signInAs('super_admin');
    const requireForEditors = (editor: boolean) =>
      t.call('PUT', '/api/admin/second-factor-policy', { cookie: superAdmin.cookie, body: { roles: { super_admin: false, admin: false, editor } } });
    expect((await requireForEditors(true)).status).toBe(200);
    try {
      const { cookie } = await t.signInAs('editor');
      expect(await (await t.call('GET', '/api/user', { cookie })).json()).toMatchObject({ secondFactorSetupRequired: true });
      expect((await t.call('GET', '/api/user/sessions', { cookie })).status).toBe(401);
      const response = await (await SoftPasskey.create()).register(await registrationOptions(cookie), { origin: TEST_ORIGIN });
      expect((await t.call('POST', '/api/user/passkeys', { cookie, body: { name: 'Phone', response } })).status).toBe(201);
      expect((await t.call('GET', '/api/user/sessions', { cookie })).status).toBe(200);
      expect(await (await t.call('GET', '/api/user', { cookie })).json()).not.toHaveProperty('secondFactorSetupRequired', true);
    } finally {
      expect((await requireForEditors(false)).status).toBe(200);
    }
  });

  it("a super_admin's reset of the second factor removes the account's passkeys", async () => {
    const { user } = await staffWithPasskey('editor');
    const superAdmin = await t.signInAs('super_admin');
    expect((await t.call('DELETE', `/api/users/${user.id}/second-factor`, { cookie: superAdmin.cookie })).status).toBe(200);
    expect(await countPasskeys(t.db, user.id)).toBe(0);
  });

  it('removing one of two passkeys is never the last factor', async () => {
    const { user, cookie, passkey } = await staffWithPasskey();
    const second = await (await SoftPasskey.create()).register(await registrationOptions(cookie), { origin: TEST_ORIGIN });
    expect((await t.call('POST', '/api/user/passkeys', { cookie, body: { name: 'Key 2', response: second } })).status).toBe(201);
    expect((await t.call('DELETE', `/api/user/passkeys/${passkey.id}`, { cookie })).status).toBe(200);
    expect(await countPasskeys(t.db, user.id)).toBe(1);
  });
});
