import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../src/server/auth/password.ts';
import { insertUser } from '../../src/server/db/repositories/users.ts';
import { DEPLOY_HOOK_QUIET_SECONDS } from '../../src/server/rebuild/deploy-hook-trigger.ts';
import { createEdgeDatabase, type EdgeDatabase } from '../support/edge-database.ts';
import { startHookServer, type HookServer } from '../support/hook-server.ts';
import { buildSiteInto, startPagesDev, type PagesDev } from '../support/pages-dev.ts';

/**
 * Issue 24 on the production shape: a new Neon database as `npm run db:migrate` leaves it (the config's
 * content seeded), a Pages build from it, `wrangler pages dev` serving that deployment with the Function.
 * Staff publish a page, a program change and a new imam phone through the API; the deploy hook is called
 * once for the burst; the build the hook starts (here: `astro build` from the same database into a new
 * folder, then served) shows all of it, and the draft saved beside it stays out.
 */
const STAFF = { username: 'edge_content', password: 'edge-content-pass-1' };
const NEW_PHONE = '(650) 555-0199';

describe.runIf(process.env.DATABASE_URL)('staff-run content on Cloudflare Pages (deploy hook → build → new deployment)', () => {
  let database: EdgeDatabase;
  let hook: HookServer;
  let dev: PagesDev | undefined;
  let work: string;
  let cookie = '';

  const start = async (distDir: string) => {
    await dev?.stop();
    dev = await startPagesDev({ databaseUrl: database.url, bindings: { DEPLOY_HOOK_URL: hook.url }, distDir });
    return dev.origin;
  };
  const page = async (origin: string, pathname: string) => {
    const res = await fetch(`${origin}${pathname}`);
    return { status: res.status, text: await res.text() };
  };

  beforeAll(async () => {
    database = await createEdgeDatabase('edge_content');
    await insertUser(database.db, {
      username: STAFF.username,
      email: 'content@example.org',
      firstName: 'Amina',
      role: 'super_admin',
      passwordHash: await hashPassword(STAFF.password),
    });
    work = await mkdtemp(path.join(tmpdir(), 'masjid-edge-content-'));
    hook = await startHookServer();
    await buildSiteInto(database.url, path.join(work, 'first'));
  }, 300_000);

  afterAll(async () => {
    await dev?.stop();
    await hook?.close();
    await database?.drop();
    if (work) await rm(work, { recursive: true, force: true });
  });

  it('the first deployment reads as the config files say: the ended 2025 Summer School offers no Register', async () => {
    const origin = await start(path.join(work, 'first'));
    const school = await page(origin, '/summer-school');
    expect(school.status).toBe(200);
    expect(school.text).toContain('This program has ended');
    expect(school.text).not.toMatch(/>\s*Register Now\s*</);
    expect((await page(origin, '/programs')).status).toBe(200);
    expect((await page(origin, '/open-house')).status).toBe(404);
  });

  it('staff publish through the Function; the hook is called once for the burst, not per change', async () => {
    const origin = dev!.origin;
    const headers = { 'content-type': 'application/json', origin };
    const login = await fetch(`${origin}/api/login`, { method: 'POST', headers, body: JSON.stringify(STAFF) });
    expect(login.status).toBe(200);
    cookie = login.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
    const send = async (method: string, pathname: string, body: unknown) => {
      const res = await fetch(`${origin}${pathname}`, { method, headers: { ...headers, cookie }, body: JSON.stringify(body) });
      expect(res.status, `${method} ${pathname}: ${await res.clone().text()}`).toBeLessThan(300);
    };
    await send('POST', '/api/pages', { slug: 'open-house', title: 'Open House', blocks: [{ type: 'markdown', markdown: 'Join us **Saturday** for tea.' }] });
    await send('PUT', '/api/site', { contacts: { imam: { phone: NEW_PHONE } } });
    await send('POST', '/api/pages', { slug: 'draft-only', title: 'Not Yet', blocks: [{ type: 'markdown', markdown: 'Secret plans' }], draft: true });
    // The API has it at once; the static pages wait for the next deployment.
    expect((await page(origin, '/api/pages/open-house')).status).toBe(200);
    expect((await page(origin, '/open-house')).status).toBe(404);
    await expect.poll(() => hook.calls(), { timeout: DEPLOY_HOOK_QUIET_SECONDS * 1000 + 30_000, interval: 500 }).toBe(1);
  });

  it('the build the hook starts shows the page, the new phone everywhere, and not the draft', async () => {
    await buildSiteInto(database.url, path.join(work, 'second'));
    const origin = await start(path.join(work, 'second'));
    const added = await page(origin, '/open-house');
    expect(added.status).toBe(200);
    expect(added.text).toContain('<strong>Saturday</strong>');
    const home = await page(origin, '/');
    expect(home.text).toContain(NEW_PHONE);
    expect((await page(origin, '/sitemap.xml')).text).toContain('/open-house');
    expect((await page(origin, '/draft-only')).status).toBe(404);
    expect((await page(origin, '/api/pages/draft-only')).status).toBe(404);
  });
});
