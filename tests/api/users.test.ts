import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_PASSWORD, type TestApp } from '../support/test-app.ts';

let t: TestApp;
let superAdmin: { user: { id: number; username: string }; cookie: string };
beforeAll(async () => {
  t = await createTestApp();
  superAdmin = await t.signInAs('super_admin');
});
afterAll(() => t.drop());

const asSuper = (method: string, path: string, body?: unknown) =>
  t.call(method, path, { cookie: superAdmin.cookie, ...(body !== undefined ? { body } : {}) });
const userCount = async () => (await t.db.selectFrom('users').select('id').execute()).length;

let serial = 0;
const valid = (overrides: Record<string, unknown> = {}) => {
  serial++;
  return {
    username: `new_user_${serial}`,
    email: `new${serial}@example.org`,
    password: 'minaret-pass-9',
    role: 'editor',
    ...overrides,
  };
};

describe('POST /api/register', () => {
  it('creates a user and answers it without the password or its hash', async () => {
    const body = valid({ role: 'admin', firstName: 'Yusuf' });
    const res = await asSuper('POST', '/api/register', body);
    expect(res.status).toBe(201);
    const text = await res.text();
    const created = JSON.parse(text);
    expect(created).toEqual({
      id: expect.any(Number),
      username: body.username,
      email: body.email,
      firstName: 'Yusuf',
      role: 'admin',
      createdAt: expect.any(String),
    });
    expect(text).not.toMatch(/password|hash|pbkdf2|minaret/i);
    // The stored password is hashed, and it signs in.
    const row = await t.db
      .selectFrom('users')
      .select('passwordHash')
      .where('id', '=', created.id)
      .executeTakeFirstOrThrow();
    expect(row.passwordHash).toMatch(/^pbkdf2-sha256\$100000\$/);
    expect(row.passwordHash).not.toContain('minaret');
    expect(await t.signIn(body.username, 'minaret-pass-9')).toMatch(/^session=/);
  });

  it('makes an editor when no role is given', async () => {
    const { role: _role, ...body } = valid();
    const res = await asSuper('POST', '/api/register', body);
    expect(res.status).toBe(201);
    expect(await res.json()).toMatchObject({ role: 'editor', firstName: null });
  });

  it('accepts usernames of 3 and 50 characters and a 6-character password', async () => {
    for (const username of ['abc', 'a'.repeat(50)]) {
      const res = await asSuper('POST', '/api/register', valid({ username, password: 'k7#mQ2' }));
      expect(res.status, username).toBe(201);
    }
  });

  it.for([
    ['username of 2 characters', { username: 'ab' }, 'username', 'Username must be 3-50 characters'],
    ['username of 51 characters', { username: 'a'.repeat(51) }, 'username', 'Username must be 3-50 characters'],
    ['username of spaces', { username: '     ' }, 'username', 'Username must be 3-50 characters'],
    ['missing username', { username: undefined }, 'username', 'Username must be 3-50 characters'],
    ['numeric username', { username: 12345 }, 'username', 'Username must be 3-50 characters'],
    ['invalid email', { email: 'not-an-email' }, 'email', 'Please enter a valid email address'],
    ['email without domain', { email: 'someone@' }, 'email', 'Please enter a valid email address'],
    ['missing email', { email: undefined }, 'email', 'Please enter a valid email address'],
    ['password of 5 characters', { password: '12345' }, 'password', 'Password must be at least 6 characters'],
    ['missing password', { password: undefined }, 'password', 'Password must be at least 6 characters'],
    ['role super_admin', { role: 'super_admin' }, 'role', 'Role must be admin or editor'],
    ['role root', { role: 'root' }, 'role', 'Role must be admin or editor'],
    ['role in capitals', { role: 'ADMIN' }, 'role', 'Role must be admin or editor'],
  ] as const)('refuses a %s with 400 and SPEC 5 message', async ([, overrides, field, message]) => {
    const before = await userCount();
    const res = await asSuper('POST', '/api/register', valid(overrides));
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body.message).toBe(message);
    expect(body.fields).toEqual({ [field]: message });
    expect(await userCount()).toBe(before);
  });

  it('names every bad field at once', async () => {
    const res = await asSuper('POST', '/api/register', { username: 'x', email: 'nope', password: '1', role: 'owner' });
    expect(res.status).toBe(400);
    expect((await res.json()).fields).toEqual({
      username: 'Username must be 3-50 characters',
      email: 'Please enter a valid email address',
      password: 'Password must be at least 6 characters',
      role: 'Role must be admin or editor',
    });
  });

  it('refuses a duplicate username with 409, whatever its case', async () => {
    const body = valid();
    expect((await asSuper('POST', '/api/register', body)).status).toBe(201);
    const before = await userCount();
    for (const username of [body.username, body.username.toUpperCase()]) {
      const res = await asSuper('POST', '/api/register', valid({ username }));
      expect(res.status).toBe(409);
      expect(await res.json()).toEqual({
        message: 'Username already exists',
        fields: { username: 'Username already exists' },
      });
    }
    expect(await userCount()).toBe(before);
  });

  it('cannot be tricked into a super_admin through extra fields', async () => {
    const body = `{"username":"proto_trick","email":"p@example.org","password":"minaret-pass-9","__proto__":{"role":"super_admin"},"constructor":{"prototype":{"role":"super_admin"}},"isAdmin":true,"passwordHash":"pbkdf2-sha256$1$AA$AA","id":1}`;
    const res = await t.request('/api/register', {
      method: 'POST',
      headers: { origin: 'http://127.0.0.1:4321', cookie: superAdmin.cookie, 'content-type': 'application/json' },
      body,
    });
    expect(res.status).toBe(201);
    const created = await res.json();
    expect(created).toMatchObject({ username: 'proto_trick', role: 'editor' });
    expect(created.id).not.toBe(1);
    const row = await t.db
      .selectFrom('users')
      .select('passwordHash')
      .where('id', '=', created.id)
      .executeTakeFirstOrThrow();
    expect(row.passwordHash).toMatch(/^pbkdf2-sha256\$100000\$/);
    expect(({} as Record<string, unknown>).role).toBeUndefined();
  });
});

describe('text Postgres cannot store', () => {
  it('answers 400, not 500, for a NUL character, and stores nothing', async () => {
    const before = await userCount();
    const res = await asSuper('POST', '/api/register', valid({ firstName: 'Ali\u0000' }));
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ message: 'A value contains a character that is not allowed' });
    expect(await userCount()).toBe(before);
    const login = await t.call('POST', '/api/login', {
      body: { username: 'admin\u0000', password: 'whatever' },
      clientIp: '192.0.2.60',
    });
    expect(login.status).toBe(400);
  });
});

describe('GET /api/users', () => {
  it('lists every user with SPEC 3 fields and no hash or session data', async () => {
    await t.createUser({ role: 'admin', firstName: 'Maryam' });
    const res = await asSuper('GET', '/api/users');
    expect(res.status).toBe(200);
    const text = await res.text();
    const list = JSON.parse(text) as Record<string, unknown>[];
    expect(list.length).toBe(await userCount());
    for (const user of list)
      expect(Object.keys(user).sort()).toEqual(['createdAt', 'email', 'firstName', 'id', 'role', 'username']);
    expect(list.map((u) => u.id)).toContain(superAdmin.user.id);
    expect(text).not.toMatch(/password|hash|pbkdf2|session|token/i);
  });
});

describe('PUT /api/users/:id/role', () => {
  it('changes an editor to admin and back, answering the user without the hash', async () => {
    const user = await t.createUser({ role: 'editor' });
    let res = await asSuper('PUT', `/api/users/${user.id}/role`, { role: 'admin' });
    expect(res.status).toBe(200);
    const text = await res.text();
    expect(JSON.parse(text)).toMatchObject({ id: user.id, role: 'admin' });
    expect(text).not.toMatch(/password|hash/i);
    res = await asSuper('PUT', `/api/users/${user.id}/role`, { role: 'editor' });
    expect(await res.json()).toMatchObject({ role: 'editor' });
  });

  it('refuses to make anyone super_admin, or an unknown role', async () => {
    const user = await t.createUser({ role: 'editor' });
    for (const role of ['super_admin', 'owner', '', null, 1, ['admin']]) {
      const res = await asSuper('PUT', `/api/users/${user.id}/role`, { role });
      expect(res.status, JSON.stringify(role)).toBe(400);
      expect(await res.json()).toEqual({
        message: 'Role must be admin or editor',
        fields: { role: 'Role must be admin or editor' },
      });
    }
    const row = await t.db.selectFrom('users').select('role').where('id', '=', user.id).executeTakeFirstOrThrow();
    expect(row.role).toBe('editor');
  });

  it('refuses to change a super_admin, including oneself (403)', async () => {
    const other = await t.createUser({ role: 'super_admin' });
    for (const id of [other.id, superAdmin.user.id]) {
      const res = await asSuper('PUT', `/api/users/${id}/role`, { role: 'editor' });
      expect(res.status).toBe(403);
      expect(await res.json()).toEqual({ message: 'Super admin accounts cannot be changed' });
    }
    const rows = await t.db
      .selectFrom('users')
      .select('role')
      .where('id', 'in', [other.id, superAdmin.user.id])
      .execute();
    expect(rows.map((r) => r.role)).toEqual(['super_admin', 'super_admin']);
  });

  it('answers 404 for an unknown id', async () => {
    const res = await asSuper('PUT', '/api/users/2147483647/role', { role: 'admin' });
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ message: 'User not found' });
  });

  it.for(['0', 'abc', '1e3', '99999999999', '-1', '1.5', '01', '2147483648', '%20', '0x10', '1%00'])(
    'answers 400 for the id %s',
    async (id) => {
      const res = await asSuper('PUT', `/api/users/${id}/role`, { role: 'admin' });
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ message: 'Invalid id' });
    },
  );
});

describe('DELETE /api/users/:id', () => {
  it('deletes a user: gone from the list and unable to sign in', async () => {
    const user = await t.createUser({ role: 'admin' });
    const res = await asSuper('DELETE', `/api/users/${user.id}`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ message: 'User deleted' });
    const list = (await (await asSuper('GET', '/api/users')).json()) as { id: number }[];
    expect(list.map((u) => u.id)).not.toContain(user.id);
    const login = await t.call('POST', '/api/login', {
      body: { username: user.username, password: TEST_PASSWORD },
      clientIp: '192.0.2.50',
    });
    expect(login.status).toBe(401);
    expect((await asSuper('DELETE', `/api/users/${user.id}`)).status).toBe(404);
  });

  it('refuses to delete oneself (400)', async () => {
    const res = await asSuper('DELETE', `/api/users/${superAdmin.user.id}`);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ message: 'You cannot delete your own account' });
    expect((await t.call('GET', '/api/user', { cookie: superAdmin.cookie })).status).toBe(200);
  });

  it('refuses to delete another super_admin (403)', async () => {
    const other = await t.createUser({ role: 'super_admin' });
    const res = await asSuper('DELETE', `/api/users/${other.id}`);
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ message: 'Super admin accounts cannot be deleted' });
    const row = await t.db.selectFrom('users').select('id').where('id', '=', other.id).executeTakeFirst();
    expect(row).toBeDefined();
  });

  it('answers 404 for an unknown id', async () => {
    const res = await asSuper('DELETE', '/api/users/123456');
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ message: 'User not found' });
  });

  it.for(['0', 'abc', '1e3', '99999999999', '-1', '1.5', '01', '2147483648', '%20', '0x10', '1%00'])(
    'answers 400 for the id %s',
    async (id) => {
      const before = await userCount();
      const res = await asSuper('DELETE', `/api/users/${id}`);
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ message: 'Invalid id' });
      expect(await userCount()).toBe(before);
    },
  );
});

describe('an admin or editor cannot manage users, whatever they send', () => {
  it('refuses register, role changes and deletes with 403 and changes nothing', async () => {
    const { user: admin, cookie } = await t.signInAs('admin');
    const victim = await t.createUser({ role: 'editor' });
    const before = JSON.stringify(await t.db.selectFrom('users').select(['id', 'role']).orderBy('id').execute());
    const attempts = [
      t.call('POST', '/api/register', { cookie, body: valid({ role: 'admin' }) }),
      t.call('PUT', `/api/users/${admin.id}/role`, { cookie, body: { role: 'admin' } }),
      t.call('PUT', `/api/users/${victim.id}/role`, { cookie, body: { role: 'admin' } }),
      t.call('PUT', `/api/users/${superAdmin.user.id}/role`, { cookie, body: { role: 'editor' } }),
      t.call('DELETE', `/api/users/${victim.id}`, { cookie }),
      t.call('DELETE', `/api/users/${superAdmin.user.id}`, { cookie }),
      t.call('DELETE', `/api/users/${admin.id}`, { cookie }),
    ];
    for (const res of await Promise.all(attempts)) expect(res.status).toBe(403);
    expect(JSON.stringify(await t.db.selectFrom('users').select(['id', 'role']).orderBy('id').execute())).toBe(before);
  });
});
