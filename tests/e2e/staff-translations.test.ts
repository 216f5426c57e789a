import type { Browser } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { signInAdmin } from '../support/admin-screens.ts';
import type { StartedSite } from '../support/npm-start.ts';
import { siteInChromium } from '../support/site-in-chromium.ts';

/**
 * Issue 26 item 4: staff text in several languages. Staff add Turkish and Arabic translations of an
 * announcement side by side in the admin; a visitor on /tr sees the Turkish, on / the English, on /ar the
 * Arabic right to left, each marked with its own `lang` (the live island at once, the static HTML after the
 * rebuild).
 */
describe('staff translations of an announcement', () => {
  let site: StartedSite;
  let browser: Browser;

  siteInChromium((started, chromium) => {
    site = started;
    browser = chromium;
  });

  it('a Turkish translation of an announcement shows on /tr/ and the English on /', async () => {
    const { origin } = site;
    const admin = await signInAdmin(browser, origin, { width: 1280, height: 900 });
    await admin.getByRole('tab', { name: 'Announcements', exact: true }).click();
    await admin.getByRole('button', { name: 'New Announcement' }).click();
    const form = admin.locator('form', { has: admin.getByRole('heading', { name: 'New Announcement' }) });
    await form.getByLabel('Title').fill('Eid prayer in the park');
    await form.getByLabel('Content').fill('Bring a prayer mat.');
    await form.getByLabel('Priority (0-10)').fill('10');

    await form.getByRole('tab', { name: 'Türkçe' }).click();
    const turkishTitle = form.getByLabel('Title (Türkçe)');
    expect(await turkishTitle.getAttribute('lang')).toBe('tr');
    expect(await turkishTitle.getAttribute('dir')).toBe('ltr');
    await turkishTitle.fill('Parkta bayram namazı');
    await form.getByLabel('Content (Türkçe)').fill('Seccadenizi getirin.');

    await form.getByRole('tab', { name: 'العربية' }).click();
    const arabicTitle = form.getByLabel('Title (العربية)');
    expect(await arabicTitle.getAttribute('lang')).toBe('ar');
    expect(await arabicTitle.getAttribute('dir')).toBe('rtl');
    await arabicTitle.fill('صلاة العيد في الحديقة');
    // The Arabic content is left out: it shows in English.

    await form.getByRole('button', { name: 'Create Announcement' }).click();
    const row = admin.getByTestId('announcement-row').filter({ hasText: 'Eid prayer in the park' });
    await row.waitFor();
    expect(await row.locator('[data-translated]').textContent()).toBe('Translated: Türkçe, العربية');
    await admin.context().close();

    const visitor = await browser.newPage();
    const slide = visitor.locator('[data-announcement-slide]').first();
    // The island picks at once from the API's answer.
    await visitor.goto(`${origin}/tr`);
    await expect.poll(() => slide.locator('h3').innerText(), { timeout: 15_000 }).toBe('Parkta bayram namazı');
    expect(await slide.locator('h3').getAttribute('lang')).toBe('tr');
    expect(await slide.locator('p').innerText()).toBe('Seccadenizi getirin.');

    await visitor.goto(`${origin}/`);
    await expect.poll(() => slide.locator('h3').innerText(), { timeout: 15_000 }).toBe('Eid prayer in the park');
    expect(await visitor.getByText('Parkta bayram namazı').count()).toBe(0);

    await visitor.goto(`${origin}/ar`);
    await expect.poll(() => slide.locator('h3').innerText(), { timeout: 15_000 }).toBe('صلاة العيد في الحديقة');
    expect(await slide.locator('h3').getAttribute('lang')).toBe('ar');
    expect(await slide.locator('h3').evaluate((el) => getComputedStyle(el).direction)).toBe('rtl');
    // No Arabic content: the English, marked English, left to right.
    expect(await slide.locator('p').getAttribute('lang')).toBe('en');
    expect(await slide.locator('p').evaluate((el) => getComputedStyle(el).direction)).toBe('ltr');
    await visitor.close();

    // After the rebuild, the static HTML says the same before any script runs.
    await expect
      .poll(async () => (await (await fetch(`${origin}/tr`)).text()).includes('Parkta bayram namazı'), {
        timeout: 240_000,
        interval: 1_000,
      })
      .toBe(true);
    const english = await (await fetch(`${origin}/`)).text();
    expect(english).toContain('Eid prayer in the park');
    expect(english).not.toContain('Parkta bayram namazı');
    expect(english).not.toContain('صلاة العيد في الحديقة');
  });
});
