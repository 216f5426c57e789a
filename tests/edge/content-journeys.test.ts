import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { site as config } from '../../src/config/site.ts';
import { addDays, isoDateIn } from '../../src/domain/dates/zoned.ts';
import { hashPassword } from '../../src/server/auth/password.ts';
import { insertUser } from '../../src/server/db/repositories/users.ts';
import { realImage } from '../fixtures/images/generate.ts';
import { launchChromium } from '../support/browser.ts';
import { createEdgeDatabase, type EdgeDatabase } from '../support/edge-database.ts';
import { startHookServer, type HookServer } from '../support/hook-server.ts';
import { buildSiteInto, startPagesDev, type PagesDev } from '../support/pages-dev.ts';

/**
 * Issue 24's journeys on Cloudflare Pages (`wrangler pages dev`, the Function on Neon's driver, R2 for
 * uploads), as tests/e2e/{programs,pages,site-facts}.test.ts run them on `npm start`: in Chromium, an
 * admin moves the Summer School to 2027 with a new flyer uploaded to R2 in the Programs tab; through the
 * API, a new imam phone, a running campaign, a page of staff's own in the header, and a restore of its
 * first text. The deploy hook is called; the build it starts (here: `astro build` from the same database,
 * then served) shows every one of them, in Chromium for the program page and the progress bar.
 */
const STAFF = { username: 'edge_journeys', password: 'edge-journeys-pass-1' };
const NEW_PHONE = '(650) 555-0177';
const FLYER_ALT = 'Summer School 2027 flyer: June 14 - July 23, 2027';

describe.runIf(process.env.DATABASE_URL)('issue 24 journeys on Cloudflare Pages', () => {
  let database: EdgeDatabase;
  let hook: HookServer;
  let dev: PagesDev | undefined;
  let browser: Browser;
  let work: string;
  let cookie = '';
  let flyerUrl = '';

  const start = async (distDir: string) => {
    await dev?.stop();
    dev = await startPagesDev({ databaseUrl: database.url, bindings: { DEPLOY_HOOK_URL: hook.url }, distDir });
    return dev.origin;
  };
  const html = async (pathname: string) => {
    const res = await fetch(`${dev!.origin}${pathname}`);
    return { status: res.status, text: await res.text() };
  };
  const send = async (method: string, pathname: string, body?: unknown) => {
    const origin = dev!.origin;
    const res = await fetch(`${origin}${pathname}`, {
      method,
      headers: { 'content-type': 'application/json', origin, cookie },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    expect(res.status, `${method} ${pathname}: ${await res.clone().text()}`).toBeLessThan(300);
    return res.json() as Promise<unknown>;
  };

  beforeAll(async () => {
    database = await createEdgeDatabase('edge_journeys');
    await insertUser(database.db, {
      username: STAFF.username,
      email: 'journeys@example.org',
      firstName: 'Bilal',
      role: 'super_admin',
      passwordHash: await hashPassword(STAFF.password),
    });
    work = await mkdtemp(path.join(tmpdir(), 'masjid-edge-journeys-'));
    hook = await startHookServer();
    browser = await launchChromium();
    await buildSiteInto(database.url, path.join(work, 'first'));
    await start(path.join(work, 'first'));
  }, 400_000);

  afterAll(async () => {
    await browser?.close();
    await dev?.stop();
    await hook?.close();
    await database?.drop();
    if (work) await rm(work, { recursive: true, force: true });
  });

  it('in Chromium, an admin moves the Summer School to 2027 with a new flyer (uploaded to R2) and publishes', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page: Page = await context.newPage();
    page.setDefaultTimeout(20_000);
    await page.goto(`${dev!.origin}/admin`);
    await page.getByLabel('Username').fill(STAFF.username);
    await page.getByLabel('Password').fill(STAFF.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.getByRole('tab', { name: 'Overview' }).waitFor();
    // The session cookie, for the API steps that follow.
    cookie = (await context.cookies())
      .filter((c) => dev!.origin.includes(c.domain))
      .map((c) => `${c.name}=${c.value}`)
      .join('; ');

    await page.getByRole('tab', { name: 'Programs' }).click();
    const panel = page.getByRole('tabpanel', { name: 'Programs' });
    const summer = panel.locator('[data-program="summer-school"]');
    await summer.waitFor();
    expect(await summer.innerText()).toContain('Ended');
    await summer.getByRole('button', { name: 'Edit Summer School 2025' }).click();
    const form = panel.locator('[data-program-form]');
    await form.locator('#program-title').fill('Summer School 2027');
    await form.locator('#program-term').fill('Summer 2027');
    await form.locator('#program-badge').fill('Summer 2027 Program');
    await form.locator('#program-startDate').fill('2027-06-14');
    await form.locator('#program-endDate').fill('2027-07-23');
    await form.locator('#program-registration-subject').fill('Summer School 2027 Registration');
    await form.getByRole('button', { name: 'Remove flyer 1' }).click();
    await form.getByRole('button', { name: 'Add flyer' }).click();
    await form.getByLabel('Upload', { exact: true }).check();
    await form.getByLabel('Upload an image').setInputFiles({
      name: 'summer-2027.png',
      mimeType: 'image/png',
      buffer: Buffer.from(await realImage('png', 400, 500)),
    });
    const selected = form.getByRole('img', { name: 'Selected event image' });
    await selected.waitFor();
    flyerUrl = (await selected.getAttribute('src')) ?? '';
    expect(flyerUrl).toMatch(/^\/api\/uploads\/[0-9a-f-]{36}\.png$/);
    // The Function serves it from R2. (Checked here: each `wrangler pages dev` run below keeps its own local
    // R2 state, where Cloudflare's bucket outlives deployments.)
    const served = await fetch(`${dev!.origin}${flyerUrl}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    await form.locator('#program-flyers-0-alt').fill(FLYER_ALT);
    await form.getByRole('button', { name: 'Publish' }).click();
    await page.getByTestId('toast').filter({ hasText: 'Program published' }).waitFor();
    await context.close();
    // The API has it at once; the static page waits for the next deployment.
    expect(((await send('GET', '/api/programs/summer-school')) as { title: string }).title).toBe('Summer School 2027');
    expect((await html('/summer-school')).text).not.toContain('Summer School 2027');
  });

  it('through the API: a new imam phone, a running campaign, a page in the header, a change and a restore', async () => {
    await send('PUT', '/api/site', { contacts: { imam: { phone: NEW_PHONE } } });
    const today = isoDateIn(config.timeZone, new Date());
    await send('POST', '/api/campaigns', {
      title: 'Roof Fund',
      goal: 100_000,
      raised: 42_000,
      startDate: addDays(today, -10),
      endDate: addDays(today, 60),
      description: 'A new **roof** before the rains.',
      url: 'https://donate.example.org/roof',
    });
    await send('POST', '/api/pages', {
      slug: 'open-house',
      title: 'Open House',
      blocks: [{ type: 'markdown', markdown: 'Join us **Saturday** for tea.' }],
    });
    const menu = (await send('GET', '/api/menus/main')) as {
      header: { label: string; path: string }[];
      footer: unknown;
    };
    await send('PUT', '/api/menus/main', {
      slug: 'main',
      header: [...menu.header, { label: 'Open House', path: '/open-house' }],
      footer: menu.footer,
    });
    await send('PUT', '/api/pages/open-house', { blocks: [{ type: 'markdown', markdown: 'Cancelled this year.' }] });
    const revisions = (await send('GET', '/api/pages/open-house/revisions')) as { id: number; data: unknown }[];
    const first = revisions.find((r) => JSON.stringify(r.data).includes('Join us **Saturday** for tea.'));
    expect(first, JSON.stringify(revisions)).toBeDefined();
    await send('POST', `/api/pages/open-house/revisions/${first!.id}/restore`);
    await expect.poll(() => hook.calls(), { timeout: 60_000, interval: 500 }).toBeGreaterThanOrEqual(1);
  });

  it('the build the hook starts shows all of it', async () => {
    await buildSiteInto(database.url, path.join(work, 'second'));
    const origin = await start(path.join(work, 'second'));

    const page = await browser.newPage();
    await page.goto(`${origin}/summer-school`);
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('Summer School 2027');
    expect(await page.locator('[data-program-status]').getAttribute('data-program-status')).toBe('registration-open');
    expect(await page.getByRole('link', { name: 'Register Now' }).first().getAttribute('href')).toMatch(
      /^mailto:.*\?subject=Summer%20School%202027%20Registration/,
    );
    const flyer = page.getByRole('img', { name: FLYER_ALT });
    expect(await flyer.getAttribute('src')).toBe(flyerUrl);
    expect(await page.getByText('This program has ended.').count()).toBe(0);

    // The campaign's progress bar on / and /donate, without JavaScript.
    const still = await browser.newContext({ javaScriptEnabled: false });
    const plain = await still.newPage();
    for (const pathname of ['/', '/donate']) {
      await plain.goto(`${origin}${pathname}`);
      const bar = plain.getByRole('progressbar', { name: 'Roof Fund progress' });
      expect(await bar.getAttribute('aria-valuenow'), pathname).toBe('42');
      expect(await bar.getAttribute('aria-valuetext')).toBe('$42,000 of $100,000 · 42%');
    }
    await still.close();

    // The new page is in every page's header, with its restored first text.
    await page.goto(`${origin}/about`);
    await page.locator('header').getByRole('link', { name: 'Open House' }).first().click();
    await page.waitForURL(`${origin}/open-house`);
    expect(await page.locator('main').innerText()).toContain('Join us Saturday for tea.');
    expect(await page.locator('main').innerText()).not.toContain('Cancelled this year.');
    await page.close();

    // The imam's new phone in the contact section and on both school pages; the JSON-LD keeps the general one.
    const home = (await html('/')).text;
    expect(home).toContain(NEW_PHONE);
    expect(home).not.toContain(config.contacts.imam.phone);
    for (const pathname of ['/summer-school', '/saturday-school'])
      expect((await html(pathname)).text, pathname).toContain(NEW_PHONE);
    const ld = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(home);
    expect(ld).not.toBeNull();
    expect(JSON.parse(ld![1]!)).toMatchObject({ telephone: config.contacts.general.phone });
  });
});
