import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { site as masjid } from '../../src/config/site.ts';
import { isoDateIn, yearIn } from '../../src/domain/dates/zoned.ts';
import { calculatedYear } from '../../src/domain/prayer-times/calculated.ts';
import { serializePrayerTimesCsv } from '../../src/domain/prayer-times/csv-serialize.ts';
import { displayTime } from '../../src/domain/prayer-times/display-time.ts';
import { hashPassword } from '../../src/server/auth/password.ts';
import { listDeployHookRequests } from '../../src/server/db/repositories/deploy-hook-requests.ts';
import { insertUser } from '../../src/server/db/repositories/users.ts';
import { DEPLOY_HOOK_QUIET_SECONDS } from '../../src/server/rebuild/deploy-hook-trigger.ts';
import { realImage } from '../fixtures/images/generate.ts';
import { launchChromium } from '../support/browser.ts';
import { startHookServer, type HookServer } from '../support/hook-server.ts';
import { createEdgeDatabase, type EdgeDatabase } from '../support/edge-database.ts';
import { startPagesDev, type PagesDev } from '../support/pages-dev.ts';

/**
 * Staff journeys in Chromium on the production shape (issue 15): `wrangler pages dev` serving dist/ and
 * the Pages function in workerd, the Neon driver to PostgreSQL through the WebSocket proxy, miniflare's
 * local R2, and a local deploy hook with the default quiet time. Each step waits on what the page shows.
 */
const STAFF = { username: 'edge_imam', password: 'edge-journey-pass-1' };
const STEP_MS = 20_000;
const TZ = masjid.timeZone;

describe.runIf(process.env.DATABASE_URL)('staff on Cloudflare Pages (wrangler pages dev, Neon driver, R2)', () => {
  let database: EdgeDatabase;
  let hook: HookServer;
  let dev: PagesDev;
  let browser: Browser;
  let page: Page;
  /** Everything the browser received: each response's URL, headers and (for text) body. */
  const seen: string[] = [];

  beforeAll(async () => {
    database = await createEdgeDatabase('edge_journey');
    await insertUser(database.db, {
      username: STAFF.username,
      email: 'imam@example.org',
      firstName: 'Imam',
      role: 'super_admin',
      passwordHash: await hashPassword(STAFF.password),
    });
    hook = await startHookServer();
    dev = await startPagesDev({ databaseUrl: database.url, distDir: inject('edgeSiteDir'), bindings: { DEPLOY_HOOK_URL: hook.url } });
    browser = await launchChromium();
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    page = await context.newPage();
    page.setDefaultTimeout(STEP_MS);
    page.on('response', async (response) => {
      const type = response.headers()['content-type'] ?? '';
      let body = '';
      if (/json|text|javascript|html|css/.test(type)) body = await response.text().catch(() => '');
      seen.push(`${response.url()}\n${JSON.stringify(response.headers())}\n${body}`);
    });
  });

  afterAll(async () => {
    await browser?.close();
    await dev?.stop();
    await hook?.close();
    await database?.drop();
  });

  const toast = (title: string) => page.getByTestId('toast').filter({ hasText: title }).waitFor();

  it('signs in from /admin', async () => {
    await page.goto(`${dev.origin}/admin`);
    await page.getByLabel('Username').fill(STAFF.username);
    await page.getByLabel('Password').fill(STAFF.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.getByRole('tab', { name: 'Overview' }).waitFor();
    expect(await page.getByText('Signed in as').innerText()).toContain('Imam');
  });

  it('creates an event with an uploaded photo, which loads from /api/uploads/… (R2)', async () => {
    await page.getByRole('tab', { name: 'Events' }).click();
    await page.getByRole('button', { name: 'New Event' }).first().click();
    const form = page.locator('form', { has: page.getByRole('heading', { name: 'New Event' }) });
    await form.getByLabel('Title').fill('Edge Family Night');
    await form.getByLabel('Description').fill('Dinner and a talk after Maghrib.');
    await form.getByLabel('Upload', { exact: true }).check();
    const served = page.waitForResponse((res) => /\/api\/uploads\/[0-9a-f-]{36}\.png$/.test(res.url()));
    await form.getByLabel('Upload an image').setInputFiles({
      name: 'family-night.png',
      mimeType: 'image/png',
      buffer: Buffer.from(await realImage('png', 480, 320)),
    });
    const preview = form.getByRole('img', { name: 'Selected event image' });
    await preview.waitFor();
    const imageUrl = (await preview.getAttribute('src')) ?? '';
    expect(imageUrl).toMatch(/^\/api\/uploads\/[0-9a-f-]{36}\.png$/);
    const photo = await served;
    expect(photo.status()).toBe(200);
    expect(photo.headers()['content-type']).toBe('image/png');

    await form.getByRole('button', { name: 'Create Event' }).click();
    await toast('Event created');
    const row = page.getByTestId('event-row').filter({ hasText: 'Edge Family Night' });
    await row.waitFor();
    const image = row.locator('img');
    expect(await image.getAttribute('src')).toBe(imageUrl);
    // The browser decoded the photo R2 served: 480 × 320 pixels.
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(480);
    const events = (await (await fetch(`${dev.origin}/api/events`)).json()) as Array<{ title: string; imageUrl: string }>;
    expect(events.find((e) => e.title === 'Edge Family Night')?.imageUrl).toBe(imageUrl);
  });

  it("imports a year's CSV and the home page island shows today's new times at once", async () => {
    const year = yearIn(TZ, new Date());
    const today = isoDateIn(TZ, new Date());
    // A visitor's home page read today's answer first, so the edge's cache holds the old one for this
    // minute. (Another browser: this one's own HTTP cache may keep /api/prayer-times for up to 60 s.)
    const visitor = await browser.newContext();
    const before = await visitor.newPage();
    const read = before.waitForResponse((res) => new URL(res.url()).pathname === '/api/prayer-times');
    await before.goto(`${dev.origin}/`);
    expect(((await (await read).json()) as { fajrAdhan: string }).fajrAdhan).not.toBe('04:44');
    await visitor.close();

    const days = calculatedYear(year, masjid).map((day) =>
      day.date === today ? { ...day, fajrAdhan: '04:44', fajrIqamah: '05:04', asrIqamah: '15:55' } : day,
    );
    await page.getByRole('button', { name: 'Prayer Times CSV' }).click();
    const panel = page.getByRole('region', { name: 'Prayer Times CSV' });
    await panel.getByLabel('CSV file').setInputFiles({
      name: `prayer-times-${year}.csv`,
      mimeType: 'text/csv',
      buffer: Buffer.from(serializePrayerTimesCsv(days)),
    });
    await panel.getByRole('button', { name: 'Preview Changes' }).click();
    const preview = panel.getByTestId('csv-preview');
    await preview.waitFor();
    await preview.getByRole('button', { name: 'Apply Upload' }).click();
    await toast('Prayer times uploaded');

    const after = await page.context().newPage();
    await after.goto(`${dev.origin}/`);
    const island = after.locator('#prayer-times [data-prayer-times-today][data-hydrated]');
    await island.waitFor();
    const card = (prayer: string) => after.locator(`#prayer-times li[data-prayer="${prayer}"]`).innerText();
    await expect.poll(() => card('fajr')).toContain(displayTime('04:44'));
    expect(await card('fajr')).toContain(displayTime('05:04'));
    expect(await card('asr')).toContain(displayTime('15:55'));
    expect(await island.getAttribute('data-source')).toBe('uploaded');
    await after.close();
  });

  it('signs out to the home page: the session ends and /admin asks for a sign-in again', async () => {
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL(`${dev.origin}/`);
    expect((await page.request.get(`${dev.origin}/api/user`)).status()).toBe(401);
    await page.goto(`${dev.origin}/admin`);
    await page.getByRole('button', { name: 'Sign In' }).waitFor();
    expect(await page.getByText('Signed in as').count()).toBe(0);
  });

  it('called the deploy hook once per burst of changes, and never showed its URL to the browser', async () => {
    const quietMs = DEPLOY_HOOK_QUIET_SECONDS * 1000;
    // The last burst ends a quiet time after its last change.
    await expect
      .poll(async () => (await listDeployHookRequests(database.db)).every((row) => row.calledAt !== null), {
        timeout: quietMs + 15_000,
        interval: 500,
      })
      .toBe(true);
    const changes = await database.db
      .selectFrom('deployHookRequests')
      .select(['reason', 'requestedAt', 'calledAt'])
      .orderBy('id')
      .execute();
    expect(changes.map((c) => c.reason)).toEqual(['event created', 'prayer times uploaded']);
    // A burst: changes less than the quiet time apart. Each is called once, all its changes together.
    let bursts = 1;
    for (let i = 1; i < changes.length; i++) {
      const gap = changes[i]!.requestedAt.getTime() - changes[i - 1]!.requestedAt.getTime();
      if (gap >= quietMs) bursts++;
      else expect(changes[i]!.calledAt).toEqual(changes[i - 1]!.calledAt);
    }
    expect(hook.calls()).toBe(bursts);

    const secret = new URL(hook.url);
    expect(seen.length).toBeGreaterThan(10);
    for (const response of seen) {
      expect(response).not.toContain(secret.pathname);
      expect(response).not.toContain(secret.host);
    }
  });
});
