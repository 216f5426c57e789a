import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { app } from '../../src/server/app.ts';
import { newSessionId, signSessionToken } from '../../src/server/auth/session-token.ts';
import type { Role } from '../../src/server/db/database.ts';
import type { PublicUser } from '../../src/server/db/repositories/users.ts';
import { insertSession } from '../../src/server/db/repositories/sessions.ts';
import {
  CALLERS,
  MATRIX_NOW,
  ROUTE_TABLE,
  routePatternToRegExp,
  rowPathname,
  type Caller,
  type RouteRow,
} from '../support/route-table.ts';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../support/test-app.ts';

/** The routes the app registers: middleware (method ALL on a wildcard path) left out, one entry per method and path. */
function registeredRoutes(): { method: string; path: string }[] {
  const seen = new Map<string, { method: string; path: string }>();
  for (const route of app.routes) {
    if (route.method === 'ALL' && route.path.includes('*')) continue;
    seen.set(`${route.method} ${route.path}`, { method: route.method, path: route.path });
  }
  return [...seen.values()];
}

const matches = (route: { method: string; path: string }, row: RouteRow) =>
  (route.method === row.method || route.method === 'ALL') && routePatternToRegExp(route.path).test(rowPathname(row));

describe('the route table', () => {
  it('has a row for every route the app registers', () => {
    const routes = registeredRoutes();
    expect(routes.length).toBeGreaterThan(10);
    const missing = routes.filter((route) => !ROUTE_TABLE.some((row) => matches(route, row)));
    expect(
      missing.map((r) => `${r.method} ${r.path}`),
      'add a row to tests/support/route-table.ts for each',
    ).toEqual([]);
  });

  it('has no row for a route the app does not register', () => {
    const routes = registeredRoutes();
    const stale = ROUTE_TABLE.filter((row) => !routes.some((route) => matches(route, row)));
    expect(stale.map((r) => `${r.method} ${r.path}`)).toEqual([]);
  });

  it('understands Hono patterns', () => {
    expect(routePatternToRegExp('/api/users/:id/role').test('/api/users/12/role')).toBe(true);
    expect(routePatternToRegExp('/api/users/:id/role').test('/api/users/12/role/x')).toBe(false);
    expect(routePatternToRegExp('/api/y/:year{[0-9]{4}}').test('/api/y/2026')).toBe(true);
    expect(routePatternToRegExp('/api/y/:year{[0-9]{4}}').test('/api/y/20x6')).toBe(false);
    expect(routePatternToRegExp('/api/a/:id?').test('/api/a')).toBe(true);
  });
});

describe('authorization matrix (SPEC 6)', () => {
  let t: TestApp;
  const users = {} as Record<Exclude<Caller, 'anonymous'>, PublicUser>;

  /** A fresh session for the caller, made as sign-in makes one (no PBKDF2): cells cannot spoil each other's cookies. */
  async function cookieFor(caller: Caller): Promise<string | undefined> {
    if (caller === 'anonymous') return undefined;
    const now = t.services.now();
    const expiresAt = new Date(now.getTime() + t.services.sessionPolicy.absoluteMs);
    const sessionId = newSessionId();
    const userId = users[caller].id;
    await insertSession(t.db, { id: sessionId, userId, now, expiresAt, userAgent: 'matrix' });
    return `session=${await signSessionToken({ sessionId, userId, now, expiresAt, secret: t.services.jwtSecret })}`;
  }

  /** What a refused request must leave as it was: the accounts and the stored prayer times. */
  async function fingerprint(): Promise<string> {
    const accounts = await t.db
      .selectFrom('users')
      .select(['id', 'username', 'role', 'passwordHash'])
      .orderBy('id')
      .execute();
    const days = await t.db.selectFrom('prayerTimes').selectAll().orderBy('date').execute();
    return JSON.stringify({ accounts, days });
  }

  beforeAll(async () => {
    t = await createTestApp();
    t.setNow(MATRIX_NOW);
    for (const role of ['editor', 'admin', 'super_admin'] as const satisfies readonly Role[]) {
      users[role] = await t.createUser({ role, username: `matrix_${role}` });
    }
  });
  afterAll(() => t.drop());

  const cells = ROUTE_TABLE.flatMap((row) => CALLERS.map((caller) => ({ row, caller, status: row.expect[caller] })));

  it.for(
    cells.map((cell) => [`${cell.row.method} ${cell.row.path} as ${cell.caller} → ${cell.status}`, cell] as const),
  )('%s', async ([, { row, caller, status }]) => {
    await row.setup?.(t);
    const headers: Record<string, string> = { origin: TEST_ORIGIN };
    const cookie = await cookieFor(caller);
    if (cookie) headers.cookie = cookie;
    let body: BodyInit | undefined;
    if (row.body !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(row.body);
    } else if (row.form) {
      body = row.form();
    }
    const refused = status === 401 || status === 403;
    const before = refused ? await fingerprint() : '';
    const res = await t.request(row.path, { method: row.method, headers, ...(body !== undefined ? { body } : {}) });
    const text = await res.text();
    expect(res.status, text.slice(0, 300)).toBe(status);
    if (refused) expect(await fingerprint(), 'a refused request changed stored data').toBe(before);
    if (status === 401) expect(JSON.parse(text)).toEqual({ message: 'Unauthorized' });
    if (status === 403) expect(JSON.parse(text)).toMatchObject({ message: expect.any(String) });
    expect(text).not.toMatch(/passwordHash|password_hash|pbkdf2/i);
  });
});
