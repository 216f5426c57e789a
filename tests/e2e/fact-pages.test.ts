import type { Browser } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openAdminTab, signInAdmin } from '../support/admin-screens.ts';
import type { StartedSite } from '../support/npm-start.ts';
import { siteInChromium } from '../support/site-in-chromium.ts';

/**
 * Issue 24 item 3 in Chromium on `npm start`: the About and Services pages name the site facts instead of
 * copying them, so an admin who changes the rental rate and the street in Admin → Site facts, previews
 * them (the contact cards and rental rates as the pages draw them) and publishes, finds both on the
 * public pages after the rebuild, with no page edited.
 */
const NEW_RATE = '$120/hour';
const NEW_STREET = '200 Cedar St';
const REBUILD_MS = 240_000;

describe('a site fact changed once shows on every page', () => {
  let site: StartedSite;
  let browser: Browser;

  siteInChromium((started, chromium) => {
    site = started;
    browser = chromium;
  });

  const html = async (path: string) => (await fetch(`${site.origin}${path}`)).text();

  it('an admin changes the rental rate and the street, previews, publishes, and Services and About show them', async () => {
    expect(await html('/services')).toContain('$100/hour, $75/hour for members');
    expect(await html('/about')).toContain('The masjid is at 100 Hazel Ave');

    const page = await signInAdmin(browser, site.origin, { width: 1280, height: 900 });
    const panel = await openAdminTab(page, 'Site facts');
    await panel.getByRole('textbox', { name: 'Rental rate', exact: true }).fill(NEW_RATE);
    await panel.getByRole('textbox', { name: 'Street', exact: true }).fill(NEW_STREET);

    await panel.getByRole('button', { name: 'Preview' }).click();
    const preview = panel.locator('[data-facts-preview]');
    await preview.waitFor();
    await expect.poll(() => preview.innerText()).toContain(NEW_RATE);
    expect(await preview.locator('address').innerText()).toContain(NEW_STREET);
    // Nothing is published by a preview.
    expect(await html('/services')).not.toContain(NEW_RATE);

    await panel.getByRole('button', { name: 'Publish', exact: true }).click();
    await page.getByTestId('toast').filter({ hasText: 'Site facts published' }).waitFor();
    await page.context().close();

    await expect.poll(async () => (await html('/services')).includes(`${NEW_RATE}, $75/hour for members`), { timeout: REBUILD_MS, interval: 1_000 }).toBe(true);
    const visitor = await browser.newPage();
    await visitor.goto(`${site.origin}/services`);
    expect(await visitor.locator('main').textContent()).toContain(`${NEW_RATE}, $75/hour for members`);
    expect(await visitor.content()).not.toContain('$100/hour');
    await visitor.goto(`${site.origin}/about`);
    expect(await visitor.locator('main').innerText()).toContain(`The masjid is at ${NEW_STREET}, Redwood City`);
    expect(await visitor.content()).not.toContain('100 Hazel Ave');
    await visitor.close();
  });
});
