import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bootstrapFirstAdmin, createOrResetSuperAdmin } from '../../src/server/auth/bootstrap-admin.ts';
import {
  PASSWORD_CONTAINS_OWN_USERNAME,
  PASSWORD_CONTAINS_USERNAME,
  PASSWORD_SAME_AS_CURRENT,
  PASSWORD_TOO_COMMON,
} from '../../src/domain/accounts/password-screen.ts';
import { cookieFrom, createTestApp, TEST_PASSWORD, type TestApp } from '../support/test-app.ts';

/** Issue 25 part 3: new and changed passwords are screened; SPEC 5's length rule and messages stay. */
let t: TestApp;
let superAdmin: string;
beforeAll(async () => {
  t = await createTestApp();
  superAdmin = (await t.signInAs('super_admin')).cookie;
});
afterAll(() => t.drop());

let ip = 0;
const freshIp = () => `198.51.100.${++ip}`;
let serial = 0;

describe('POST /api/register', () => {
  const register = (username: string, password: string) =>
    t.call('POST', '/api/register', {
      cookie: superAdmin,
      body: { username, email: `${username}@example.org`, password, role: 'editor' },
    });

  it.each([
    ['password', PASSWORD_TOO_COMMON],
    ['123456', PASSWORD_TOO_COMMON],
    ['aaaaaa', PASSWORD_TOO_COMMON],
    ['Password', PASSWORD_TOO_COMMON],
    ['iloveyou', PASSWORD_TOO_COMMON],
    ['x-SCREEN_USER-x', PASSWORD_CONTAINS_USERNAME],
  ])('refuses %s with 400 and the reason under password, creating no one', async (password, message) => {
    const username = `screen_user${++serial}`;
    const res = await register(username, password.replace('SCREEN_USER', username.toUpperCase()));
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ message, fields: { password: message } });
    expect(await t.db.selectFrom('users').select('id').where('username', '=', username).executeTakeFirst()).toBeUndefined();
  });

  it('keeps SPEC’s length message before any screening', async () => {
    const res = await register(`screen_user${++serial}`, '12345');
    expect(res.status).toBe(400);
    expect((await res.json()).fields).toEqual({ password: 'Password must be at least 6 characters' });
  });

  it('accepts an uncommon password, with which the account signs in', async () => {
    const username = `screen_user${++serial}`;
    expect((await register(username, 'minaret-lantern-42')).status).toBe(201);
    const res = await t.call('POST', '/api/login', { body: { username, password: 'minaret-lantern-42' }, clientIp: freshIp() });
    expect(res.status).toBe(200);
  });
});

describe('PUT /api/user/password', () => {
  async function signedInUser() {
    const user = await t.createUser();
    return { user, cookie: await t.signIn(user.username) };
  }
  const change = (cookie: string, newPassword: string, currentPassword = TEST_PASSWORD) =>
    t.call('PUT', '/api/user/password', { cookie, body: { currentPassword, newPassword }, clientIp: freshIp() });

  it.each([
    ['qwerty123', PASSWORD_TOO_COMMON],
    ['letmein', PASSWORD_TOO_COMMON],
    [TEST_PASSWORD, PASSWORD_SAME_AS_CURRENT],
    ['my-USERNAME-2026', PASSWORD_CONTAINS_OWN_USERNAME],
  ])('refuses %s, keeps the old password and the session', async (newPassword, message) => {
    const { user, cookie } = await signedInUser();
    const res = await change(cookie, newPassword.replace('USERNAME', user.username));
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ message, fields: { newPassword: message } });
    expect((await t.call('GET', '/api/user', { cookie })).status).toBe(200);
    const again = await t.call('POST', '/api/login', { body: { username: user.username, password: TEST_PASSWORD }, clientIp: freshIp() });
    expect(again.status).toBe(200);
  });

  it('asks for the right current password before saying anything about the new one', async () => {
    const { cookie } = await signedInUser();
    const res = await change(cookie, 'password', 'not-my-password');
    expect(res.status).toBe(400);
    expect((await res.json()).fields).toEqual({ currentPassword: 'Current password is incorrect' });
  });

  it('keeps SPEC’s message for a short new password', async () => {
    const { cookie } = await signedInUser();
    const res = await change(cookie, 'abc');
    expect((await res.json()).fields).toEqual({ newPassword: 'New password must be at least 6 characters' });
  });

  it('changes to an uncommon password that differs from the current one', async () => {
    const { user, cookie } = await signedInUser();
    const res = await change(cookie, 'prayer-mat-sunrise-7');
    expect(res.status).toBe(200);
    const login = await t.call('POST', '/api/login', { body: { username: user.username, password: 'prayer-mat-sunrise-7' }, clientIp: freshIp() });
    expect(login.status).toBe(200);
    expect(cookieFrom(login)).toContain('session');
  });
});

describe('the command line and the first start', () => {
  it('create-admin refuses a common password, one with the username, and the current one on reset', async () => {
    const user = await t.createUser();
    await expect(createOrResetSuperAdmin(t.db, { username: 'cli_boss', password: 'password1', email: 'b@example.org' })).rejects.toThrow(
      PASSWORD_TOO_COMMON,
    );
    await expect(createOrResetSuperAdmin(t.db, { username: 'cli_boss', password: 'cli_boss-99', email: 'b@example.org' })).rejects.toThrow(
      PASSWORD_CONTAINS_OWN_USERNAME,
    );
    await expect(createOrResetSuperAdmin(t.db, { username: user.username, password: TEST_PASSWORD, email: user.email })).rejects.toThrow(
      PASSWORD_SAME_AS_CURRENT,
    );
  });

  it('ADMIN_PASSWORD is screened too (only on an empty database; this one has users, so nothing happens)', async () => {
    expect(await bootstrapFirstAdmin(t.db, { username: 'admin', password: '123456' })).toEqual({ kind: 'existing-users' });
  });
});
