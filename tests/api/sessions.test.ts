import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_PASSWORD, cookieFrom, type TestApp } from '../support/test-app.ts';

/** Issue 25 part 4: each member of staff sees their sessions and ends any or all others. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.drop());

const CHROME_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';

let ip = 0;
const freshIp = () => `192.0.2.${++ip}`;

async function signInFrom(username: string, userAgent: string, clientIp = freshIp()): Promise<string> {
  const res = await t.request(
    '/api/login',
    {
      method: 'POST',
      headers: { origin: 'http://127.0.0.1:4321', 'content-type': 'application/json', 'user-agent': userAgent },
      body: JSON.stringify({ username, password: TEST_PASSWORD }),
    },
    clientIp,
  );
  expect(res.status).toBe(200);
  return cookieFrom(res);
}

type Listed = { id: string; device: string; address: string | null; signedInAt: string; lastUsedAt: string; current: boolean };
const list = async (cookie: string) => {
  const res = await t.call('GET', '/api/user/sessions', { cookie });
  expect(res.status).toBe(200);
  return (await res.json()) as Listed[];
};
const alive = async (cookie: string) => (await t.call('GET', '/api/user', { cookie })).status === 200;

describe('GET /api/user/sessions', () => {
  it('lists my sessions with device, address, times and which is this one, never the token or key', async () => {
    const user = await t.createUser();
    const laptop = await signInFrom(user.username, CHROME_WINDOWS, '192.0.2.201');
    const phone = await signInFrom(user.username, SAFARI_IPHONE, '192.0.2.202');
    const other = await t.createUser();
    await signInFrom(other.username, CHROME_WINDOWS);

    const sessions = await list(laptop);
    expect(sessions).toHaveLength(2);
    const byDevice = Object.fromEntries(sessions.map((s) => [s.device, s]));
    expect(byDevice['Chrome on Windows']).toMatchObject({ address: '192.0.2.201', current: true });
    expect(byDevice['Safari on iPhone']).toMatchObject({ address: '192.0.2.202', current: false });
    for (const s of sessions) {
      expect(s.id).toMatch(/^[0-9a-f]{32}$/);
      expect(Date.parse(s.signedInAt)).not.toBeNaN();
      expect(Date.parse(s.lastUsedAt)).not.toBeNaN();
    }
    const keys = await t.db.selectFrom('sessions').select('id').where('userId', '=', user.id).execute();
    const text = JSON.stringify(sessions);
    for (const { id } of keys) expect(text).not.toContain(id);
    expect(text).not.toContain(laptop.split('=')[1]!);
    expect((await list(phone)).find((s) => s.current)?.device).toBe('Safari on iPhone');
  });
});

describe('DELETE /api/user/sessions/{id}', () => {
  it('ends another of my sessions, which is signed out at once', async () => {
    const user = await t.createUser();
    const laptop = await signInFrom(user.username, CHROME_WINDOWS);
    const phone = await signInFrom(user.username, SAFARI_IPHONE);
    const target = (await list(laptop)).find((s) => !s.current)!;
    const res = await t.call('DELETE', `/api/user/sessions/${target.id}`, { cookie: laptop });
    expect(res.status).toBe(200);
    expect(await alive(phone)).toBe(false);
    expect(await alive(laptop)).toBe(true);
    expect(await list(laptop)).toHaveLength(1);
  });

  it('cannot end another user’s session (404), nor the one in use (400), nor take a malformed id (400)', async () => {
    const alice = await t.createUser();
    const bob = await t.createUser();
    const aliceCookie = await signInFrom(alice.username, CHROME_WINDOWS);
    const bobCookie = await signInFrom(bob.username, CHROME_WINDOWS);
    const bobs = (await list(bobCookie))[0]!;
    expect((await t.call('DELETE', `/api/user/sessions/${bobs.id}`, { cookie: aliceCookie })).status).toBe(404);
    expect(await alive(bobCookie)).toBe(true);
    const mine = (await list(aliceCookie))[0]!;
    expect((await t.call('DELETE', `/api/user/sessions/${mine.id}`, { cookie: aliceCookie })).status).toBe(400);
    expect(await alive(aliceCookie)).toBe(true);
    const bad = await t.call('DELETE', '/api/user/sessions/not-a-session', { cookie: aliceCookie });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({ message: 'id must be a session id from the list' });
  });
});

describe('DELETE /api/user/sessions', () => {
  it('ends every other session and keeps this one', async () => {
    const user = await t.createUser();
    const others = [await signInFrom(user.username, SAFARI_IPHONE), await signInFrom(user.username, CHROME_WINDOWS)];
    const me = await signInFrom(user.username, CHROME_WINDOWS);
    const res = await t.call('DELETE', '/api/user/sessions', { cookie: me });
    expect(await res.json()).toEqual({ message: 'Other sessions ended', ended: 2 });
    for (const cookie of others) expect(await alive(cookie)).toBe(false);
    expect(await alive(me)).toBe(true);
  });
});

describe('DELETE /api/users/{id}/sessions (super_admin)', () => {
  it('signs a lost laptop out: every session of the user ends', async () => {
    const admin = await t.signInAs('super_admin');
    const imam = await t.createUser({ role: 'admin' });
    const sessions = [await signInFrom(imam.username, CHROME_WINDOWS), await signInFrom(imam.username, SAFARI_IPHONE)];
    const res = await t.call('DELETE', `/api/users/${imam.id}/sessions`, { cookie: admin.cookie });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ message: 'Sessions ended', ended: 2 });
    for (const cookie of sessions) expect(await alive(cookie)).toBe(false);
    expect(await alive(admin.cookie)).toBe(true);
    expect((await t.call('DELETE', '/api/users/987654/sessions', { cookie: admin.cookie })).status).toBe(404);
  });

  it('is refused to an admin', async () => {
    const admin = await t.signInAs('admin');
    const editor = await t.createUser();
    const cookie = await signInFrom(editor.username, CHROME_WINDOWS);
    expect((await t.call('DELETE', `/api/users/${editor.id}/sessions`, { cookie: admin.cookie })).status).toBe(403);
    expect(await alive(cookie)).toBe(true);
  });
});

describe('the security log', () => {
  it('records sign-ins, failures on existing accounts, ended sessions and user changes, for the super_admin only', async () => {
    const boss = await t.signInAs('super_admin');
    const user = await t.createUser();
    const laptop = await signInFrom(user.username, CHROME_WINDOWS, '192.0.2.250');
    await signInFrom(user.username, SAFARI_IPHONE);
    await t.call('POST', '/api/login', { body: { username: user.username, password: 'wrong-one' }, clientIp: '192.0.2.251' });
    await t.call('POST', '/api/login', { body: { username: 'nobody_typed_this', password: 'wrong-one' }, clientIp: freshIp() });
    await t.call('DELETE', '/api/user/sessions', { cookie: laptop });
    await t.call('PUT', `/api/users/${user.id}/role`, { cookie: boss.cookie, body: { role: 'admin' } });
    await t.call('DELETE', `/api/users/${user.id}/sessions`, { cookie: boss.cookie });

    const res = await t.call('GET', '/api/admin/security-log', { cookie: boss.cookie });
    expect(res.status).toBe(200);
    const { entries } = (await res.json()) as { entries: { action: string; username: string; target: string; address: string; summary: string }[] };
    const about = entries.filter((e) => e.target === user.username);
    expect(about.map((e) => e.action)).toEqual([
      'security.sessions.ended',
      'security.role.changed',
      'security.sessions.ended',
      'security.signin.failed',
      'security.signin',
      'security.signin',
    ]);
    expect(about.find((e) => e.action === 'security.signin.failed')).toMatchObject({ address: '192.0.2.251' });
    expect(about.at(-1)).toMatchObject({ address: '192.0.2.250', summary: 'Signed in with a password (Chrome on Windows)' });
    expect(JSON.stringify(entries)).not.toContain('nobody_typed_this');
    expect(JSON.stringify(entries)).not.toContain('wrong-one');

    const admin = await t.signInAs('admin');
    expect((await t.call('GET', '/api/admin/security-log', { cookie: admin.cookie })).status).toBe(403);
    const audit = await t.call('GET', '/api/admin/audit-log', { cookie: admin.cookie });
    const auditText = JSON.stringify(await audit.json());
    expect(auditText).not.toContain('security.');
  });

  it('changing the password is a security event and ends the other sessions', async () => {
    const user = await t.createUser();
    const other = await signInFrom(user.username, SAFARI_IPHONE);
    const me = await signInFrom(user.username, CHROME_WINDOWS);
    const res = await t.call('PUT', '/api/user/password', {
      cookie: me,
      body: { currentPassword: TEST_PASSWORD, newPassword: 'lantern-courtyard-5' },
      clientIp: freshIp(),
    });
    expect(res.status).toBe(200);
    expect(await alive(other)).toBe(false);
    const row = await t.db
      .selectFrom('auditLog')
      .select(['action', 'username'])
      .where('target', '=', user.username)
      .where('action', '=', 'security.password.changed')
      .executeTakeFirst();
    expect(row).toEqual({ action: 'security.password.changed', username: user.username });
  });
});
