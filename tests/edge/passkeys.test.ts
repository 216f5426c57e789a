import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { totpAt } from '../../src/domain/accounts/totp.ts';
import { hashPassword } from '../../src/server/auth/password.ts';
import { listAudit } from '../../src/server/db/repositories/audit-log.ts';
import { insertUser } from '../../src/server/db/repositories/users.ts';
import { createEdgeDatabase, type EdgeDatabase } from '../support/edge-database.ts';
import { startPagesDev, type PagesDev } from '../support/pages-dev.ts';
import { SoftPasskey } from '../support/soft-authenticator.ts';

/**
 * Passkeys on the production shape (issue 25): `wrangler pages dev` with the Pages function in workerd
 * and the Neon driver. A software authenticator registers a passkey and signs in with it over HTTP; the
 * relying party is the dev server's own origin, and each step's challenge lives in PostgreSQL.
 */
const STAFF = { username: 'edge_passkey', password: 'edge-passkey-pass-1' };
const TOTP_STAFF = { username: 'edge_totp', password: 'edge-totp-pass-1' };

describe.runIf(process.env.DATABASE_URL)('passkeys and the authenticator app on Cloudflare Pages (wrangler pages dev, Neon driver)', () => {
  let database: EdgeDatabase;
  let dev: PagesDev;

  beforeAll(async () => {
    database = await createEdgeDatabase('edge_passkeys');
    await insertUser(database.db, {
      username: STAFF.username,
      email: 'passkey@example.org',
      firstName: null,
      role: 'editor',
      passwordHash: await hashPassword(STAFF.password),
    });
    await insertUser(database.db, {
      username: TOTP_STAFF.username,
      email: 'totp@example.org',
      firstName: null,
      role: 'editor',
      passwordHash: await hashPassword(TOTP_STAFF.password),
    });
    dev = await startPagesDev({ databaseUrl: database.url, distDir: inject('edgeSiteDir') });
  }, 300_000);

  afterAll(async () => {
    await dev?.stop();
    await database?.drop();
  });

  const post = (path: string, body?: unknown, cookie?: string) =>
    fetch(`${dev.origin}${path}`, {
      method: 'POST',
      headers: {
        origin: dev.origin,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(cookie ? { cookie } : {}),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
  const sessionCookie = (res: Response) =>
    res.headers
      .getSetCookie()
      .map((c) => c.split(';')[0]!)
      .find((c) => c.startsWith('session='))!;

  it('registers a passkey with a password session, then signs in with the passkey alone', async () => {
    const login = await post('/api/login', STAFF);
    expect(login.status).toBe(200);
    const cookie = sessionCookie(login);

    const key = await SoftPasskey.create();
    const options = await (await post('/api/user/passkeys/options', undefined, cookie)).json();
    expect(options.rp.id).toBe('127.0.0.1');
    const registered = await post('/api/user/passkeys', { name: 'Edge key', response: await key.register(options, { origin: dev.origin }) }, cookie);
    expect(registered.status).toBe(201);

    const signinOptions = await (await post('/api/login/passkey/options')).json();
    const signin = await post('/api/login/passkey', { response: await key.authenticate(signinOptions, { origin: dev.origin }) });
    expect(signin.status).toBe(200);
    expect((await signin.json()).username).toBe(STAFF.username);
    const me = await fetch(`${dev.origin}/api/user`, { headers: { cookie: sessionCookie(signin) } });
    expect((await me.json()).username).toBe(STAFF.username);

    // The same assertion again: its challenge is gone.
    const replay = await post('/api/login/passkey', { response: await key.authenticate(signinOptions, { origin: dev.origin }) });
    expect(replay.status).toBe(401);
    const actions = (await listAudit(database.db, { limit: 10, actionPrefix: 'security.' })).map((e) => e.action);
    expect(actions).toEqual(expect.arrayContaining(['security.passkey.added', 'security.signin']));
  });

  it('an authenticator app: enrolled with a first code, then a password sign-in needs a code, and a recovery code works once', async () => {
    const login = await post('/api/login', TOTP_STAFF);
    expect(login.status).toBe(200);
    const cookie = sessionCookie(login);
    const { secret, otpauthUrl } = await (await post('/api/user/totp', undefined, cookie)).json();
    expect(otpauthUrl).toMatch(/^otpauth:\/\/totp\//);
    const confirmed = await post('/api/user/totp/confirm', { code: await totpAt(secret, new Date()) }, cookie);
    expect(confirmed.status).toBe(200);
    const { recoveryCodes } = (await confirmed.json()) as { recoveryCodes: string[] };
    expect(recoveryCodes).toHaveLength(10);

    const withoutCode = await post('/api/login', TOTP_STAFF);
    expect(withoutCode.status).toBe(401);
    expect(await withoutCode.json()).toMatchObject({ secondFactor: 'totp' });
    expect(withoutCode.headers.getSetCookie().some((c) => c.startsWith('session='))).toBe(false);
    // A wrong code is refused; a recovery code signs in, once.
    expect((await post('/api/login', { ...TOTP_STAFF, code: '000000' })).status).toBe(401);
    const recovered = await post('/api/login', { ...TOTP_STAFF, code: recoveryCodes[0] });
    expect(recovered.status).toBe(200);
    expect((await post('/api/login', { ...TOTP_STAFF, code: recoveryCodes[0] })).status).toBe(401);
    const actions = (await listAudit(database.db, { limit: 20, actionPrefix: 'security.' })).map((e) => e.action);
    expect(actions).toEqual(expect.arrayContaining(['security.totp.enabled', 'security.recovery_code.used']));
  });
});
