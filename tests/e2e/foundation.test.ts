import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from '../support/browser.ts';
import { startSite, type StartedSite } from '../support/npm-start.ts';

describe('npm start on an empty DATA_DIR, in Chromium', () => {
  let site: StartedSite;
  let browser: Browser;

  beforeAll(async () => {
    site = await startSite();
    browser = await launchChromium();
  });

  afterAll(async () => {
    await browser?.close();
    const code = await site?.stop();
    expect(code, site?.process.output()).toBe(0);
    expect(site.process.output()).toContain('stopped; database closed');
    await site?.cleanup();
  });

  it('reports the database up', async () => {
    const res = await fetch(`${site.origin}/api/health`);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ database: 'up' });
  });

  it('opens the home page with the masjid name, header and footer', async () => {
    const page = await browser.newPage();
    const response = await page.goto(site.origin + '/');
    expect(response?.status()).toBe(200);
    expect(await page.title()).toMatch(/Redwood City Masjid/);
    await expect.poll(() => page.locator('header').count()).toBeGreaterThan(0);
    expect(await page.locator('footer a[href="/donate"]').count()).toBeGreaterThan(0);
    await page.close();
  });

  it('shows the 404 page with status 404 for an unknown path', async () => {
    const page = await browser.newPage();
    const response = await page.goto(site.origin + '/no-such-page');
    expect(response?.status()).toBe(404);
    expect(await page.title()).toMatch(/Page Not Found/);
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('404 Page Not Found');
    expect(await page.getByText('Did you forget to add the page to the router?').count()).toBe(1);
    await page.close();
  });

  it('opens /admin', async () => {
    const page = await browser.newPage();
    const response = await page.goto(site.origin + '/admin');
    expect(response?.status()).toBe(200);
    expect(await page.title()).toMatch(/Admin/);
    await page.close();
  });
});
