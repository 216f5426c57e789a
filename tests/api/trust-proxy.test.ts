import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { THROTTLE } from '../../src/server/auth/login-throttle.ts';
import { RATE_LIMITS } from '../../src/server/middleware/rate-limit.ts';
import { startNodeServer, type RunningServer } from '../../src/server/node.ts';
import { parseTrustProxy } from '../../src/server/proxy/trust-proxy.ts';
import type { StaticSite } from '../../src/server/static/static-site.ts';
import { createTestApp, TEST_PASSWORD, type TestApp } from '../support/test-app.ts';

/**
 * TRUST_PROXY through the real Node server and real sockets. Every request here comes from 127.0.0.1,
 * as it does behind nginx or Caddy on the same machine: unset, all visitors are that one client and
 * their forwarding headers are ignored (so a visitor cannot pick an address); set to 1 hop, each
 * visitor is the address the proxy appended, and the proxy's scheme and host are believed.
 */
const emptySite: StaticSite = { root: '/nonexistent', files: new Map(), notFound: undefined };

let t: TestApp;
let server: RunningServer | undefined;

beforeAll(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await server?.close();
  server = undefined;
  await t.db.deleteFrom('loginAttempts').execute();
  await t.db.deleteFrom('rateLimits').execute();
});
afterAll(() => t.drop());

async function serve(trustProxy: string | undefined): Promise<string> {
  server = await startNodeServer({
    services: t.services,
    site: () => emptySite,
    port: 0,
    host: '127.0.0.1',
    trustProxy: parseTrustProxy(trustProxy),
  });
  return server.url;
}

type Visitor = { forwardedFor?: string; proto?: string; host?: string; origin?: string };

function post(base: string, path: string, body: unknown, visitor: Visitor = {}): Promise<Response> {
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    origin: visitor.origin ?? base,
  };
  if (visitor.forwardedFor) headers['x-forwarded-for'] = visitor.forwardedFor;
  if (visitor.proto) headers['x-forwarded-proto'] = visitor.proto;
  if (visitor.host) headers['x-forwarded-host'] = visitor.host;
  return fetch(`${base}${path}`, { method: 'POST', headers, body: JSON.stringify(body) });
}

const message = (i: number) => ({ name: `Visitor ${i}`, email: `v${i}@example.org`, message: 'Salaam' });

describe('TRUST_PROXY unset (the default)', () => {
  it('ignores X-Forwarded-For: a flooder cannot spread over made-up addresses', async () => {
    const base = await serve(undefined);
    const statuses: number[] = [];
    for (let i = 0; i <= RATE_LIMITS.contact.limit; i++) {
      statuses.push((await post(base, '/api/contact', message(i), { forwardedFor: `198.51.100.${i + 1}` })).status);
    }
    expect(statuses.slice(0, -1).every((s) => s === 200)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });

  it('ignores X-Forwarded-Proto and -Host: no Secure cookie, no https origin, no HSTS over plain http', async () => {
    const base = await serve(undefined);
    const user = await t.createUser();
    const login = await post(
      base,
      '/api/login',
      { username: user.username, password: TEST_PASSWORD },
      { proto: 'https', host: 'masjid.example' },
    );
    expect(login.status).toBe(200);
    expect(login.headers.get('set-cookie')).toMatch(/^session=/);
    expect(login.headers.get('set-cookie')).not.toMatch(/Secure/i);
    expect(login.headers.get('strict-transport-security')).toBeNull();
    const crossed = await post(base, '/api/logout', {}, { proto: 'https', host: 'masjid.example', origin: 'https://masjid.example' });
    expect(crossed.status).toBe(403);
  });
});

describe('TRUST_PROXY=1 (one nginx or Caddy in front)', () => {
  it('keys the contact form on each visitor: one flooder is refused, the next visitor is not', async () => {
    const base = await serve('1');
    const flooder = { forwardedFor: '203.0.113.66' };
    for (let i = 0; i < RATE_LIMITS.contact.limit; i++) expect((await post(base, '/api/contact', message(i), flooder)).status).toBe(200);
    expect((await post(base, '/api/contact', message(99), flooder)).status).toBe(429);
    // The flooder's own made-up X-Forwarded-For, which nginx appends to, changes nothing.
    expect((await post(base, '/api/contact', message(98), { forwardedFor: '1.2.3.4, 203.0.113.66' })).status).toBe(429);
    expect((await post(base, '/api/contact', message(100), { forwardedFor: '198.51.100.20' })).status).toBe(200);
  });

  it('keys sign-in throttling on each visitor: a guesser at another address does not block the next person', async () => {
    const base = await serve('1');
    const guesser = { forwardedFor: '203.0.113.66' };
    let last = 0;
    for (let i = 0; i < THROTTLE.client.blockAfter + 1; i++) {
      last = (await post(base, '/api/login', { username: `nobody${i}`, password: 'wrong' }, guesser)).status;
    }
    expect(last).toBe(429);
    const user = await t.createUser();
    const ok = await post(base, '/api/login', { username: user.username, password: TEST_PASSWORD }, { forwardedFor: '198.51.100.20' });
    expect(ok.status).toBe(200);
  }, 60_000);

  it('believes the proxy about https and the host: Secure __Host- cookie, the https origin, HSTS', async () => {
    const base = await serve('1');
    const user = await t.createUser();
    const https = { forwardedFor: '198.51.100.21', proto: 'https', host: 'masjid.example', origin: 'https://masjid.example' };
    const login = await post(base, '/api/login', { username: user.username, password: TEST_PASSWORD }, https);
    expect(login.status).toBe(200);
    expect(login.headers.get('set-cookie')).toMatch(/^__Host-session=.*Secure/i);
    expect(login.headers.get('strict-transport-security')).toMatch(/max-age=/);
    // Another site's page is still refused, and so is the plain-http origin once the proxy says https.
    expect((await post(base, '/api/logout', {}, { ...https, origin: 'https://evil.example' })).status).toBe(403);
    expect((await post(base, '/api/logout', {}, { ...https, origin: 'http://masjid.example' })).status).toBe(403);
  });
});
