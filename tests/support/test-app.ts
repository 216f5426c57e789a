import { app } from '../../src/server/app.ts';
import { invalidatingRebuild, noReadCache } from '../../src/server/cache/read-cache.ts';
import { hashPassword } from '../../src/server/auth/password.ts';
import type { Role } from '../../src/server/db/database.ts';
import { insertUser, type PublicUser } from '../../src/server/db/repositories/users.ts';
import { DEFAULT_SESSION_POLICY, type AppServices } from '../../src/server/env.ts';
import type { RebuildTrigger } from '../../src/server/rebuild/rebuild-trigger.ts';
import { memoryStorage } from '../../src/server/storage/blob-storage.ts';
import { createTestDb } from './test-db.ts';

export const TEST_ORIGIN = 'http://127.0.0.1:4321';

/** A hash computed once: PBKDF2 at full strength for every factory user would dominate the suite's time. */
let cachedHash: Promise<string> | undefined;
export const TEST_PASSWORD = 'correct-horse-battery';

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/** The API with the same services the adapters build, over a fresh database; `rebuilds` records requests. */
export async function createTestApp(overrides: Partial<AppServices> = {}) {
  const database = await createTestDb();
  const rebuilds: string[] = [];
  const recorder: RebuildTrigger = { request: (reason) => void rebuilds.push(reason) };
  const readCache = overrides.readCache ?? noReadCache;
  let clock: Date | undefined;
  const services: AppServices = {
    db: database.db,
    storage: memoryStorage(),
    // Wired as npm start wires it: a content change clears the shared answers, then asks for a rebuild.
    rebuild: invalidatingRebuild(readCache, recorder),
    readCache,
    jwtSecret: 'test-secret-test-secret-test-secret-0123',
    now: () => clock ?? new Date(),
    production: false,
    sessionPolicy: DEFAULT_SESSION_POLICY,
    ...overrides,
  };

  /** A raw request, as a client would send it. */
  const request = (path: string, init: RequestInit = {}, clientIp = '203.0.113.7') =>
    app.request(new URL(path, TEST_ORIGIN).toString(), init, { services, clientIp });

  /** A same-origin JSON request like the site's own pages make, optionally with a session cookie. */
  const call = (method: string, path: string, options: { body?: unknown; cookie?: string | undefined; clientIp?: string } = {}) => {
    const headers: Record<string, string> = { origin: TEST_ORIGIN };
    if (options.cookie) headers.cookie = options.cookie;
    if (options.body !== undefined) headers['content-type'] = 'application/json';
    return request(
      path,
      { method, headers, ...(options.body !== undefined ? { body: JSON.stringify(options.body) } : {}) },
      options.clientIp,
    );
  };

  async function createUser(overrides: { username?: string; role?: Role; password?: string; firstName?: string } = {}): Promise<PublicUser> {
    const username = overrides.username ?? `user_${Math.random().toString(36).slice(2, 10)}`;
    const passwordHash =
      overrides.password === undefined ? await (cachedHash ??= hashPassword(TEST_PASSWORD)) : await hashPassword(overrides.password);
    return insertUser(database.db, {
      username,
      email: `${username}@example.org`,
      firstName: overrides.firstName ?? null,
      role: overrides.role ?? 'editor',
      passwordHash,
    });
  }

  /** Signs in through POST /api/login and returns the cookie header to send back. */
  async function signIn(username: string, password = TEST_PASSWORD): Promise<string> {
    const res = await call('POST', '/api/login', { body: { username, password } });
    if (res.status !== 200) throw new Error(`sign-in of ${username} failed: ${res.status} ${await res.text()}`);
    return cookieFrom(res);
  }

  async function signInAs(role: Role): Promise<{ user: PublicUser; cookie: string }> {
    const user = await createUser({ role });
    return { user, cookie: await signIn(user.username) };
  }

  return {
    ...database,
    services,
    rebuilds,
    request,
    call,
    createUser,
    signIn,
    signInAs,
    setNow(date: Date | undefined) {
      clock = date;
    },
  };
}

/** The `name=value` part of the response's Set-Cookie, ready for a Cookie header. */
export function cookieFrom(res: Response): string {
  const setCookie = res.headers.get('set-cookie');
  if (!setCookie) throw new Error('no Set-Cookie in response');
  return setCookie.split(';')[0]!;
}
