import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { site as config } from '../../src/config/site.ts';
import type { StartedSite } from '../support/npm-start.ts';
import { siteInChromium } from '../support/site-in-chromium.ts';

/**
 * Issue 24 items 2 and 3 in Chromium on npm start: with no edits the pages read as the config file says
 * (the seeded 2025 fundraiser has ended, so no fundraiser is shown); an admin changes the imam's phone in
 * Admin → Site facts and, after the rebuild, the contact section and the JSON-LD show it; a running
 * campaign's progress bar is on / and /donate as static HTML.
 */
const NEW_PHONE = '(650) 555-0199';
const STEP_MS = 30_000;

describe('site facts and campaigns', () => {
  let site: StartedSite;
  let browser: Browser;

  siteInChromium((started, chromium) => {
    site = started;
    browser = chromium;
  });

  async function signIn(): Promise<Page> {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    page.setDefaultTimeout(STEP_MS);
    await page.goto(`${site.origin}/admin`);
    await page.getByLabel('Username').fill('e2e_admin');
    await page.getByLabel('Password').fill('e2e-pass-123');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.getByRole('tab', { name: 'Overview' }).waitFor();
    return page;
  }

  const html = async (path: string) => (await fetch(`${site.origin}${path}`)).text();
  const rebuilds = () => site.process.output().split('rebuilt the site').length - 1;

  function jsonLd(page: string): Record<string, unknown> {
    const match = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(page);
    return JSON.parse(match![1]!) as Record<string, unknown>;
  }

  it('reads as the config file with no edits, without the ended 2025 fundraiser', async () => {
    const home = await html('/');
    expect(home).toContain(config.contacts.imam.phone);
    expect(home).not.toContain('fundraiser goal');
    expect(home).not.toContain('role="progressbar"');
    const donate = await html('/donate');
    expect(donate).toContain(`Tax ID (EIN): ${config.donations.ein}`);
    expect(donate).toContain(config.donations.zelle);
    expect(donate).not.toContain('Donate for Fundraiser');
  });

  it("an admin's new imam phone shows in the contact section and the JSON-LD after the rebuild", async () => {
    const page = await signIn();
    await page.getByRole('tab', { name: 'Site facts' }).click();
    const phone = page.getByRole('textbox', { name: 'Phone', exact: true });
    await expect.poll(() => phone.inputValue(), { timeout: STEP_MS }).toBe(config.contacts.imam.phone);
    const before = rebuilds();
    await phone.fill(NEW_PHONE);
    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    await page.getByTestId('toast').filter({ hasText: 'Site facts published' }).waitFor();
    await page.context().close();

    expect(((await (await fetch(`${site.origin}/api/site`)).json()) as { contacts: { imam: { phone: string } } }).contacts.imam.phone).toBe(NEW_PHONE);
    await expect.poll(async () => (await html('/')).includes(NEW_PHONE), { timeout: 240_000, interval: 1_000 }).toBe(true);
    expect(rebuilds()).toBeGreaterThan(before);

    const browserPage = await browser.newPage();
    await browserPage.goto(`${site.origin}/#contact`);
    const contact = browserPage.locator('#contact');
    await expect.poll(() => contact.getByRole('link', { name: NEW_PHONE }).getAttribute('href')).toBe('tel:+16505550199');
    expect(await contact.innerText()).not.toContain(config.contacts.imam.phone);
    await browserPage.close();
    // The JSON-LD carries the general contact: the imam's phone is not in it, the address and links are.
    const data = jsonLd(await html('/'));
    expect(data['telephone']).toBe(config.contacts.general.phone);
  });

  it('a general phone and a new street reach the JSON-LD, the footer, the hero, the yearly page and the prayer feed', async () => {
    const cookie = await apiSignIn();
    const res = await fetch(`${site.origin}/api/site`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', origin: site.origin, cookie },
      body: JSON.stringify({ contacts: { general: { phone: '(650) 555-0177' } }, address: { street: '200 Oak Street' } }),
    });
    expect(res.status, await res.clone().text()).toBe(200);
    // At once where the API answers at run time: the prayer-times feed's locations.
    expect(await html('/prayer-times.ics')).toContain('200 Oak Street');
    await expect.poll(async () => jsonLd(await html('/'))['telephone'], { timeout: 240_000, interval: 1_000 }).toBe('(650) 555-0177');
    const home = await html('/');
    expect((jsonLd(home)['address'] as Record<string, string>)['streetAddress']).toBe('200 Oak Street');
    expect(home).toContain('200 Oak Street, Redwood City, CA'); // the hero
    expect(home).not.toContain(config.address.street);
    const about = await html('/about');
    expect(about).toContain('(650) 555-0177'); // the footer of every page
    expect(await html('/monthly-prayer-times')).toContain('200 Oak Street, Redwood City, CA 94061');
  });

  it('shows a running campaign with an accessible progress bar on / and /donate, without JavaScript', async () => {
    const cookie = await apiSignIn();
    const year = new Date().getUTCFullYear();
    const res = await fetch(`${site.origin}/api/campaigns`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: site.origin, cookie },
      body: JSON.stringify({
        title: 'Roof Fund',
        goal: 100_000,
        raised: 42_000,
        donors: 318,
        startDate: `${year - 1}-01-01`,
        endDate: `${year + 1}-12-31`,
        description: 'A new **roof** before the rains.',
        url: 'https://donate.example.org/roof',
      }),
    });
    expect(res.status, await res.clone().text()).toBe(201);
    await expect.poll(async () => (await html('/')).includes('Roof Fund'), { timeout: 240_000, interval: 1_000 }).toBe(true);

    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    for (const path of ['/', '/donate']) {
      await page.goto(`${site.origin}${path}`);
      const bar = page.getByRole('progressbar', { name: 'Roof Fund progress' });
      expect(await bar.getAttribute('aria-valuenow'), path).toBe('42');
      expect(await bar.getAttribute('aria-valuemin')).toBe('0');
      expect(await bar.getAttribute('aria-valuemax')).toBe('100');
      expect(await bar.getAttribute('aria-valuetext')).toBe('$42,000 of $100,000 · 42%');
      await page.getByText('$42,000 of $100,000 · 42% · 318 donors').waitFor();
    }
    // /donate: the fundraiser button goes to the campaign's link.
    expect(await page.getByRole('link', { name: /Donate for Fundraiser/ }).getAttribute('href')).toBe('https://donate.example.org/roof');
    await context.close();
  });

  async function apiSignIn(): Promise<string> {
    const login = await fetch(`${site.origin}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: site.origin },
      body: JSON.stringify({ username: 'e2e_admin', password: 'e2e-pass-123' }),
    });
    expect(login.status).toBe(200);
    return login.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
  }
});
