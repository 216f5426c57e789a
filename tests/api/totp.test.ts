import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { totpAt } from '../../src/domain/accounts/totp.ts';
import { cookieFrom, createTestApp, TEST_PASSWORD, type TestApp } from '../support/test-app.ts';

let t: TestApp;
let superAdmin: { user: { id: number; username: string }; cookie: string };
let clock = new Date('2026-06-15T18:00:05Z');
const tick = (seconds = 30) => {
  clock = new Date(clock.getTime() + seconds * 1000);
  t.setNow(clock);
};

beforeAll(async () => {
  t = await createTestApp();
  t.setNow(clock);
  superAdmin = await t.signInAs('super_admin');
});
afterAll(() => t.drop());

let ipSerial = 0;
/** Each sign-in from its own address, so per-address counts of one test never leak into another. */
const login = (body: Record<string, unknown>, clientIp = `203.0.113.${++ipSerial % 250}`) =>
  t.call('POST', '/api/login', { body, clientIp });

/** A fresh staff account with TOTP turned on through the API; answers its secret and recovery codes. */
async function enrolled(role: 'editor' | 'admin' | 'super_admin' = 'editor') {
  const user = await t.createUser({ role });
  const cookie = await t.signIn(user.username);
  const started = await t.call('POST', '/api/user/totp', { cookie });
  expect(started.status).toBe(200);
  const { secret } = (await started.json()) as { secret: string };
  const confirmed = await t.call('POST', '/api/user/totp/confirm', { cookie, body: { code: await totpAt(secret, clock) } });
  expect(confirmed.status).toBe(200);
  const { recoveryCodes } = (await confirmed.json()) as { recoveryCodes: string[] };
  tick(); // the confirming code's step is spent
  return { user, cookie, secret, recoveryCodes };
}

const auditActions = async (target: string) =>
  (await t.db.selectFrom('auditLog').select('action').where('target', '=', target).orderBy('id').execute()).map((r) => r.action);

beforeEach(async () => {
  await t.db.deleteFrom('secondFactorPolicy').execute();
});

describe('enrolment: POST /api/user/totp and /confirm', () => {
  it('answers a base32 secret and an otpauth URL naming the site and the account', async () => {
    const user = await t.createUser();
    const cookie = await t.signIn(user.username);
    const res = await t.call('POST', '/api/user/totp', { cookie });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { secret: string; otpauthUrl: string };
    expect(body.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(body.otpauthUrl).toMatch(new RegExp(`^otpauth://totp/.+%3A${user.username}\\?secret=${body.secret}&`));
    // Pending until confirmed: the sign-in does not ask for a code yet.
    expect((await login({ username: user.username, password: TEST_PASSWORD })).status).toBe(200);
    const status = await (await t.call('GET', '/api/user/second-factor', { cookie })).json();
    expect(status).toMatchObject({ totp: false, totpPending: true, recoveryCodesLeft: 0 });
  });

  it('refuses a wrong first code with a field message, and an empty one as bad input', async () => {
    const user = await t.createUser();
    const cookie = await t.signIn(user.username);
    const { secret } = (await (await t.call('POST', '/api/user/totp', { cookie })).json()) as { secret: string };
    const right = await totpAt(secret, clock);
    const wrong = String((Number(right) + 1) % 1e6).padStart(6, '0');
    const res = await t.call('POST', '/api/user/totp/confirm', { cookie, body: { code: wrong } });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { fields: Record<string, string> }).fields.code).toMatch(/not valid/);
    const empty = await t.call('POST', '/api/user/totp/confirm', { cookie, body: { code: '' } });
    expect(empty.status).toBe(400);
    expect(((await empty.json()) as { fields: Record<string, string> }).fields.code).toBeTruthy();
  });

  it('refuses to confirm before starting, and to start again once on', async () => {
    const user = await t.createUser();
    const cookie = await t.signIn(user.username);
    expect((await t.call('POST', '/api/user/totp/confirm', { cookie, body: { code: '123456' } })).status).toBe(409);
    const { cookie: onCookie } = await enrolled();
    expect((await t.call('POST', '/api/user/totp', { cookie: onCookie })).status).toBe(409);
  });

  it('answers ten recovery codes, stores only hashes, ends other sessions and logs security.totp.enabled', async () => {
    const user = await t.createUser();
    const cookie = await t.signIn(user.username);
    const other = await t.signIn(user.username);
    const { secret } = (await (await t.call('POST', '/api/user/totp', { cookie })).json()) as { secret: string };
    const res = await t.call('POST', '/api/user/totp/confirm', { cookie, body: { code: await totpAt(secret, clock) } });
    const { recoveryCodes } = (await res.json()) as { recoveryCodes: string[] };
    expect(recoveryCodes).toHaveLength(10);
    const stored = await t.db.selectFrom('recoveryCodes').select('codeHash').where('userId', '=', user.id).execute();
    expect(stored).toHaveLength(10);
    // Salted PBKDF2, one salt per code: no code in clear, and no two hashes alike.
    for (const { codeHash } of stored) expect(codeHash).toMatch(/^pbkdf2-sha256\$10000\$[\w-]{22}\$[\w-]{43}$/);
    expect(new Set(stored.map((r) => r.codeHash.split('$')[2])).size).toBe(10);
    for (const code of recoveryCodes) expect(stored.map((r) => r.codeHash).join(' ')).not.toContain(code.replace('-', ''));
    expect((await t.call('GET', '/api/user', { cookie })).status).toBe(200);
    expect((await t.call('GET', '/api/user', { cookie: other })).status).toBe(401);
    expect(await auditActions(user.username)).toContain('security.totp.enabled');
    tick();
  });

  it('needs a session', async () => {
    expect((await t.call('POST', '/api/user/totp')).status).toBe(401);
    expect((await t.call('POST', '/api/user/totp/confirm', { body: { code: '123456' } })).status).toBe(401);
    expect((await t.call('DELETE', '/api/user/totp', { body: { currentPassword: 'x' } })).status).toBe(401);
  });
});

describe('POST /api/login with TOTP on', () => {
  it('answers 401 { secondFactor: "totp" } and no session for a correct password without a code', async () => {
    const { user } = await enrolled();
    const res = await login({ username: user.username, password: TEST_PASSWORD });
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ message: expect.any(String), secondFactor: 'totp' });
    expect(res.headers.get('set-cookie') ?? '').not.toMatch(/session=/);
  });

  it('keeps a wrong password a plain 401 without hinting at the second factor', async () => {
    const { user } = await enrolled();
    const res = await login({ username: user.username, password: 'wrong-password', code: '123456' });
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ message: 'Invalid username or password' });
  });

  it('signs in with a valid code, and the same code cannot be replayed in its window', async () => {
    const { user, secret } = await enrolled();
    const code = await totpAt(secret, clock);
    const ok = await login({ username: user.username, password: TEST_PASSWORD, code });
    expect(ok.status).toBe(200);
    expect((await t.call('GET', '/api/user', { cookie: cookieFrom(ok) })).status).toBe(200);
    const replay = await login({ username: user.username, password: TEST_PASSWORD, code });
    expect(replay.status).toBe(401);
    expect(await replay.json()).toMatchObject({ secondFactor: 'totp' });
    tick();
    const next = await login({ username: user.username, password: TEST_PASSWORD, code: await totpAt(secret, clock) });
    expect(next.status).toBe(200);
  });

  it('accepts a code from the step before or after (clock skew), but not two steps off', async () => {
    const { user, secret } = await enrolled();
    tick(); // one step past the confirming code's, so the step before now is still unused
    const off = (steps: number) => totpAt(secret, new Date(clock.getTime() + steps * 30_000));
    expect((await login({ username: user.username, password: TEST_PASSWORD, code: await off(2) })).status).toBe(401);
    expect((await login({ username: user.username, password: TEST_PASSWORD, code: await off(-2) })).status).toBe(401);
    expect((await login({ username: user.username, password: TEST_PASSWORD, code: await off(-1) })).status).toBe(200);
    tick(90);
    expect((await login({ username: user.username, password: TEST_PASSWORD, code: await off(1) })).status).toBe(200);
    tick(60);
  });

  it('signs in with a recovery code once, in any case and spacing; then it is spent', async () => {
    const { user, recoveryCodes } = await enrolled();
    const code = recoveryCodes[3]!;
    const first = await login({ username: user.username, password: TEST_PASSWORD, code: code.toUpperCase().replace('-', ' ') });
    expect(first.status).toBe(200);
    expect((await login({ username: user.username, password: TEST_PASSWORD, code })).status).toBe(401);
    const status = await (await t.call('GET', '/api/user/second-factor', { cookie: cookieFrom(first) })).json();
    expect(status).toMatchObject({ totp: true, recoveryCodesLeft: 9 });
    expect(await auditActions(user.username)).toContain('security.recovery_code.used');
    // Another account's recovery code is worthless here.
    const other = await enrolled();
    expect((await login({ username: user.username, password: TEST_PASSWORD, code: other.recoveryCodes[0] })).status).toBe(401);
  });

  it('counts wrong codes as failed sign-ins: the account is throttled, and a missing code does not reset the count', async () => {
    const { user, secret } = await enrolled();
    const right = await totpAt(secret, clock);
    const wrong = String((Number(right) + 500_000) % 1e6).padStart(6, '0');
    for (let i = 0; i < 4; i++) {
      expect((await login({ username: user.username, password: TEST_PASSWORD, code: wrong })).status).toBe(401);
      // The known password alone must not wipe the failures between guesses.
      expect((await login({ username: user.username, password: TEST_PASSWORD })).status).toBe(401);
    }
    expect((await login({ username: user.username, password: TEST_PASSWORD, code: wrong })).status).toBe(401);
    const blocked = await login({ username: user.username, password: TEST_PASSWORD, code: right });
    expect(blocked.status).toBe(429);
    expect(await auditActions(user.username)).toContain('security.signin.failed');
  });
});

describe('recovery codes and turning TOTP off', () => {
  it('POST /api/user/totp/recovery-codes needs the current password and replaces the old codes', async () => {
    const { user, cookie, recoveryCodes } = await enrolled();
    const refused = await t.call('POST', '/api/user/totp/recovery-codes', { cookie, body: { currentPassword: 'nope' } });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ fields: { currentPassword: 'Current password is incorrect' } });
    const res = await t.call('POST', '/api/user/totp/recovery-codes', { cookie, body: { currentPassword: TEST_PASSWORD } });
    expect(res.status).toBe(200);
    const fresh = ((await res.json()) as { recoveryCodes: string[] }).recoveryCodes;
    expect(fresh).toHaveLength(10);
    expect((await login({ username: user.username, password: TEST_PASSWORD, code: recoveryCodes[0] })).status).toBe(401);
    expect((await login({ username: user.username, password: TEST_PASSWORD, code: fresh[0] })).status).toBe(200);
    expect(await auditActions(user.username)).toContain('security.recovery_codes.regenerated');
  });

  it('DELETE /api/user/totp needs the current password, ends other sessions and logs it', async () => {
    const { user, cookie, secret } = await enrolled();
    const otherRes = await login({ username: user.username, password: TEST_PASSWORD, code: await totpAt(secret, clock) });
    const other = cookieFrom(otherRes);
    const missing = await t.call('DELETE', '/api/user/totp', { cookie, body: {} });
    expect(missing.status).toBe(400);
    expect(await missing.json()).toMatchObject({ fields: { currentPassword: 'Current password is required' } });
    expect((await t.call('DELETE', '/api/user/totp', { cookie, body: { currentPassword: 'wrong' } })).status).toBe(400);
    const res = await t.call('DELETE', '/api/user/totp', { cookie, body: { currentPassword: TEST_PASSWORD } });
    expect(res.status).toBe(200);
    expect((await t.call('GET', '/api/user', { cookie })).status).toBe(200);
    expect((await t.call('GET', '/api/user', { cookie: other })).status).toBe(401);
    expect((await login({ username: user.username, password: TEST_PASSWORD })).status).toBe(200);
    expect(await t.db.selectFrom('recoveryCodes').select('id').where('userId', '=', user.id).execute()).toEqual([]);
    expect(await auditActions(user.username)).toContain('security.totp.disabled');
    expect((await t.call('DELETE', '/api/user/totp', { cookie, body: { currentPassword: TEST_PASSWORD } })).status).toBe(409);
  });

  it('refuses to turn TOTP off when the role requires a second factor and there is no other', async () => {
    const { cookie } = await enrolled('editor');
    await t.call('PUT', '/api/admin/second-factor-policy', {
      cookie: superAdmin.cookie,
      body: { roles: { super_admin: false, admin: false, editor: true } },
    });
    const res = await t.call('DELETE', '/api/user/totp', { cookie, body: { currentPassword: TEST_PASSWORD } });
    expect(res.status).toBe(409);
  });
});

describe('"require a second factor"', () => {
  const requireFor = (roles: { super_admin: boolean; admin: boolean; editor: boolean }) =>
    t.call('PUT', '/api/admin/second-factor-policy', { cookie: superAdmin.cookie, body: { roles } });

  it('is a super_admin setting, per role, validated and logged', async () => {
    const res = await requireFor({ super_admin: false, admin: true, editor: false });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      roles: { super_admin: false, admin: true, editor: false },
      updatedBy: superAdmin.user.username,
    });
    const got = await (await t.call('GET', '/api/admin/second-factor-policy', { cookie: superAdmin.cookie })).json();
    expect(got).toMatchObject({ roles: { admin: true } });
    const bad = await t.call('PUT', '/api/admin/second-factor-policy', {
      cookie: superAdmin.cookie,
      body: { roles: { admin: 'yes' } },
    });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toHaveProperty('fields');
    expect(await auditActions('second-factor policy')).toContain('security.second_factor.requirement');
    const editor = await t.signInAs('editor');
    expect((await t.call('PUT', '/api/admin/second-factor-policy', { cookie: editor.cookie, body: { roles: { super_admin: true, admin: true, editor: true } } })).status).toBe(403);
  });

  it('gives an account without a second factor a restricted session that reaches only enrolment', async () => {
    const user = await t.createUser({ role: 'admin' });
    await requireFor({ super_admin: false, admin: true, editor: false });
    const res = await login({ username: user.username, password: TEST_PASSWORD });
    expect(res.status).toBe(200);
    const cookie = cookieFrom(res);
    const me = await (await t.call('GET', '/api/user', { cookie })).json();
    expect(me).toMatchObject({ username: user.username, secondFactorSetupRequired: true });
    for (const [method, path] of [
      ['GET', '/api/users'],
      ['GET', '/api/admin/overview'],
      ['GET', '/api/admin/audit-log'],
      ['GET', '/api/admin/contact-messages'],
    ] as const) {
      expect((await t.call(method, path, { cookie })).status, `${method} ${path}`).toBe(401);
    }
    expect((await t.call('PUT', '/api/user/password', { cookie, body: { currentPassword: TEST_PASSWORD, newPassword: 'another-pass' } })).status).toBe(401);
    expect((await t.call('GET', '/api/user/second-factor', { cookie })).status).toBe(200);
    // Enrolling lifts the restriction on this session.
    const { secret } = (await (await t.call('POST', '/api/user/totp', { cookie })).json()) as { secret: string };
    const confirmed = await t.call('POST', '/api/user/totp/confirm', { cookie, body: { code: await totpAt(secret, clock) } });
    expect(confirmed.status).toBe(200);
    expect(await (await t.call('GET', '/api/user', { cookie })).json()).not.toHaveProperty('secondFactorSetupRequired');
    expect((await t.call('GET', '/api/admin/overview', { cookie })).status).toBe(200);
    tick();
  });

  it('does not restrict other roles, nor accounts that have TOTP (they are asked for the code)', async () => {
    await requireFor({ super_admin: false, admin: true, editor: false });
    const editor = await t.createUser({ role: 'editor' });
    const res = await login({ username: editor.username, password: TEST_PASSWORD });
    expect(await (await t.call('GET', '/api/user', { cookie: cookieFrom(res) })).json()).not.toHaveProperty(
      'secondFactorSetupRequired',
    );
    const { user } = await enrolled('admin');
    expect(await (await login({ username: user.username, password: TEST_PASSWORD })).json()).toMatchObject({ secondFactor: 'totp' });
  });
});

describe('DELETE /api/users/{id}/second-factor (super_admin reset)', () => {
  it('removes TOTP and recovery codes, ends their sessions and logs security.second_factor.reset', async () => {
    const { user, cookie } = await enrolled('admin');
    const res = await t.call('DELETE', `/api/users/${user.id}/second-factor`, { cookie: superAdmin.cookie });
    expect(res.status).toBe(200);
    expect((await t.call('GET', '/api/user', { cookie })).status).toBe(401);
    expect((await login({ username: user.username, password: TEST_PASSWORD })).status).toBe(200);
    expect(await t.db.selectFrom('userTotp').select('userId').where('userId', '=', user.id).execute()).toEqual([]);
    const entry = await t.db
      .selectFrom('auditLog')
      .select(['action', 'username'])
      .where('target', '=', user.username)
      .where('action', '=', 'security.second_factor.reset')
      .executeTakeFirst();
    expect(entry).toEqual({ action: 'security.second_factor.reset', username: superAdmin.user.username });
  });

  it('refuses: no factor (409), unknown user (404), oneself (400), not a super_admin (403)', async () => {
    const plain = await t.createUser();
    expect((await t.call('DELETE', `/api/users/${plain.id}/second-factor`, { cookie: superAdmin.cookie })).status).toBe(409);
    expect((await t.call('DELETE', '/api/users/99999999/second-factor', { cookie: superAdmin.cookie })).status).toBe(404);
    expect((await t.call('DELETE', `/api/users/${superAdmin.user.id}/second-factor`, { cookie: superAdmin.cookie })).status).toBe(400);
    const { user, cookie } = await enrolled('admin');
    expect((await t.call('DELETE', `/api/users/${user.id}/second-factor`, { cookie })).status).toBe(403);
    expect((await t.call('DELETE', '/api/users/abc/second-factor', { cookie: superAdmin.cookie })).status).toBe(400);
  });
});
