import { app } from '../../src/server/app.ts';
import { invalidatingRebuild, noReadCache, type ReadCache } from '../../src/server/cache/read-cache.ts';
import { hashPassword } from '../../src/server/auth/password.ts';
import type { Role } from '../../src/server/db/database.ts';
import { listDeployHookRequests } from '../../src/server/db/repositories/deploy-hook-requests.ts';
import { insertUser, type PublicUser } from '../../src/server/db/repositories/users.ts';
import { DEFAULT_SESSION_POLICY, type AppServices } from '../../src/server/env.ts';
import type { RebuildTrigger } from '../../src/server/rebuild/rebuild-trigger.ts';
import { memoryStorage } from '../../src/server/storage/blob-storage.ts';
import { r2Storage, type R2BucketLike } from '../../src/server/storage/r2-storage.ts';
import { EDGE_TEST_CONTROL } from '../edge/support/test-control.ts';
import type { EdgeApi } from './edge-api.ts';
import { EDGE_TEST_JWT_SECRET } from './pages-dev.ts';
import { createTestDb } from './test-db.ts';

export const TEST_ORIGIN = 'http://127.0.0.1:4321';

/**
 * Where the API suite runs: `node` calls app.request() in this process (PGlite, or PostgreSQL when
 * DATABASE_URL is set); `edge` (the api-edge project) sends every request to the Pages adapter in workerd
 * with the Neon driver, R2 and a deploy hook (tests/support/edge-api.ts, ADR 011). A test that must differ
 * on the edge checks `onEdge` and says why.
 */
export const API_TARGET: 'node' | 'edge' = process.env.API_TARGET === 'edge' ? 'edge' : 'node';
export const onEdge = API_TARGET === 'edge';

/** A hash computed once: PBKDF2 at full strength for every factory user would dominate the suite's time. */
let cachedHash: Promise<string> | undefined;
export const TEST_PASSWORD = 'correct-horse-battery';

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/** Every edge started by this test file; tests/support/edge-api-setup.ts disposes them after the file. */
export const startedEdges: EdgeApi[] = [];

/** The API with the same services the adapters build, over a fresh database; `rebuilds` records requests. */
export async function createTestApp(overrides: Partial<AppServices> = {}) {
  if (onEdge && (overrides.storage || overrides.db || overrides.rebuild)) {
    throw new Error('createTestApp: storage, database and rebuild cannot be swapped inside workerd; branch on onEdge');
  }
  const database = await createTestDb();
  if (onEdge && !database.url) throw new Error('the edge target needs DATABASE_URL (a PostgreSQL the Neon driver reaches)');
  const rebuilds: string[] = [];
  const recorder: RebuildTrigger = { request: (reason) => void rebuilds.push(reason) };
  let clock: Date | undefined;
  // Imported only here: the Node target never loads miniflare.
  const edge = onEdge ? await (await import('./edge-api.ts')).startEdgeApi({ databaseUrl: database.url! }) : undefined;
  if (edge) startedEdges.push(edge);
  // On the edge the adapter's own read cache (Cloudflare's) is always on, whatever a test asks for; the
  // test's handle on it renews the content stamp in workerd, as the "content changed" signal does there.
  const pendingRenewals: Array<Promise<void>> = [];
  const readCache: ReadCache = edge
    ? { read: (_key, load) => load(), clear: () => void pendingRenewals.push(edge.renewContentStamp(TEST_ORIGIN)) }
    : (overrides.readCache ?? noReadCache);
  const uploads = edge ? ((await edge.uploads()) as unknown as R2BucketLike) : undefined;
  const services: AppServices = {
    db: database.db,
    // On the edge: the same R2 bucket the worker uses, so a test can put and read what it stored.
    storage: uploads ? r2Storage(uploads) : memoryStorage(),
    // Wired as npm start wires it: a content change clears the shared answers, then asks for a rebuild.
    rebuild: invalidatingRebuild(readCache, recorder),
    jwtSecret: edge ? EDGE_TEST_JWT_SECRET : 'test-secret-test-secret-test-secret-0123',
    now: () => clock ?? new Date(),
    production: false,
    sessionPolicy: DEFAULT_SESSION_POLICY,
    ...overrides,
    readCache,
  };

  /** On the edge, a change's rebuild request is the row the deploy-hook trigger recorded before answering. */
  let seenHookRequest = 0;
  async function collectEdgeRebuilds(): Promise<void> {
    for (const row of await listDeployHookRequests(database.db, seenHookRequest)) {
      rebuilds.push(row.reason);
      seenHookRequest = row.id;
    }
  }

  async function edgeRequest(edgeApi: EdgeApi, url: string, init: RequestInit, clientIp: string): Promise<Response> {
    await Promise.all(pendingRenewals.splice(0));
    const original = new Request(url, init);
    const headers = new Headers(original.headers);
    // What Cloudflare sets from the connection; the adapter reads the client's address from it.
    headers.set('cf-connecting-ip', clientIp);
    const control: Record<string, unknown> = {};
    if (clock) control.now = clock.toISOString();
    if (services.sessionPolicy !== DEFAULT_SESSION_POLICY) control.sessionPolicy = services.sessionPolicy;
    if (Object.keys(control).length > 0) headers.set(EDGE_TEST_CONTROL, JSON.stringify(control));
    const hasBody = !['GET', 'HEAD'].includes(original.method);
    const res = await edgeApi.fetch(new Request(original, { headers }));
    if (hasBody) await collectEdgeRebuilds();
    return res;
  }

  /** A raw request, as a client would send it. */
  const request = (path: string, init: RequestInit = {}, clientIp = '203.0.113.7'): Promise<Response> => {
    const url = new URL(path, TEST_ORIGIN).toString();
    if (edge) return edgeRequest(edge, url, init, clientIp);
    return Promise.resolve(app.request(url, init, { services, clientIp }));
  };

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
    async drop() {
      // The edge keeps answering (workerd stops after the file), but its database is gone and unreachable.
      await edge?.cutDatabase();
      await database.drop();
    },
    target: API_TARGET,
    /** The Pages adapter in workerd (api-edge project only): its logs, R2 bucket, proxy and deploy hook. */
    edge,
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
