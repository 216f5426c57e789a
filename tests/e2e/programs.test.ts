import { axeViolations } from '../support/axe.ts';
import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { realImage } from '../fixtures/images/generate.ts';
import type { StartedSite } from '../support/npm-start.ts';
import { siteInChromium } from '../support/site-in-chromium.ts';
import { signInAdmin, SUPER_ADMIN, apiSessionCookie } from '../support/admin-screens.ts';

/**
 * Programs in Chromium against `npm start` (issue 24): the seeded 2025 Summer School shows as ended with
 * no Register button; an editor moves it to 2027 with a new flyer in the Programs tab, publishes, and the
 * public page shows the new term, the flyer and a Register button after the rebuild; a copy of the Saturday
 * School for the next year is saved as a draft that visitors do not see.
 */

const SUPER = SUPER_ADMIN;
const EDITOR = { username: 'e2e_programs', password: 'editor-pass-1', email: 'e2e_programs@example.org' };

let site: StartedSite;
let browser: Browser;

siteInChromium((started, chromium) => {
  site = started;
  browser = chromium;
});

/** Staff sign in as the admin screens do (tests/support/admin-screens.ts). */
async function signIn(username: string, password: string): Promise<Page> {
  const page = await signInAdmin(browser, site.origin, { width: 1280, height: 900 }, { username, password });
  return page;
}


describe('programs', () => {
  it('the 2025 Summer School has ended: no Register button, a "tell me about the next term" e-mail', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${site.origin}/summer-school`);
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('Summer School 2025');
    expect(await page.locator('[data-program-status]').getAttribute('data-program-status')).toBe('ended');
    expect(await page.getByText('This program has ended.').count()).toBeGreaterThan(0);
    expect(await page.getByRole('link', { name: 'Register Now' }).count()).toBe(0);
    const next = page.getByRole('link', { name: 'Tell me about the next term' }).first();
    expect(await next.getAttribute('href')).toMatch(/^mailto:school@example\.org\?subject=Summer%20School%202025%3A%20the%20next%20term/);
    // The seeded flyer still shows, with its alt text.
    expect(await page.getByRole('img', { name: /Summer School 2025 flyer/ }).getAttribute('src')).toBe('/flyers/summer-school-flyer.png');
    expect(await axeViolations(page), 'axe on the ended program page').toEqual([]);
    expect(await page.evaluate(() => document.querySelectorAll('script[src], astro-island').length)).toBe(0);

    await page.goto(`${site.origin}/programs`);
    expect(await page.locator('[data-programs-past]').innerText()).toContain('Summer School 2025');
    expect(await axeViolations(page), 'axe on /programs').toEqual([]);
    await context.close();
  });

  it('an editor moves the Summer School to 2027 with a new flyer; the public page shows it after the rebuild', async () => {
    // The bootstrapped super_admin adds the editor.
    const cookie = await apiSessionCookie(site.origin, SUPER);
    const created = await fetch(`${site.origin}/api/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: site.origin, cookie },
      body: JSON.stringify({ ...EDITOR, role: 'editor' }),
    });
    expect(created.status, await created.clone().text()).toBeLessThan(300);

    const page = await signIn(EDITOR.username, EDITOR.password);
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

    // The old flyer goes; a new one is uploaded, with its alt text.
    await form.getByRole('button', { name: 'Remove flyer 1' }).click();
    await form.getByRole('button', { name: 'Add flyer' }).click();
    await form.getByLabel('Upload', { exact: true }).check();
    await form.getByLabel('Upload an image').setInputFiles({ name: 'summer-2027.png', mimeType: 'image/png', buffer: Buffer.from(await realImage('png', 400, 500)) });
    await form.getByRole('img', { name: 'Selected event image' }).waitFor();
    const flyerUrl = await form.getByRole('img', { name: 'Selected event image' }).getAttribute('src');
    expect(flyerUrl).toMatch(/^\/api\/uploads\/[0-9a-f-]{36}\.png$/);
    await form.locator('#program-flyers-0-alt').fill('Summer School 2027 flyer: June 14 - July 23, 2027');
    // The preview is the public page's own component with the form's values.
    await form.getByRole('button', { name: 'Preview' }).click();
    const preview = form.locator('[data-program-preview]');
    await preview.waitFor();
    expect(await preview.locator('h1').innerText()).toBe('Summer School 2027');
    expect(await preview.locator('[data-program-status]').getAttribute('data-program-status')).toBe('registration-open');
    expect(await preview.locator('img').first().getAttribute('src')).toBe(flyerUrl);
    expect(await axeViolations(page), 'axe with the program form and its preview open').toEqual([]);

    await form.getByRole('button', { name: 'Publish' }).click();
    await page.getByTestId('toast').filter({ hasText: 'Program published' }).waitFor();
    await summer.filter({ hasText: 'Summer School 2027' }).waitFor();

    await expect
      .poll(async () => (await (await fetch(`${site.origin}/summer-school`)).text()).includes('Summer School 2027'), { timeout: 240_000, interval: 1_000 })
      .toBe(true);
    const publicPage = await browser.newPage();
    await publicPage.goto(`${site.origin}/summer-school`);
    expect(await publicPage.getByRole('heading', { level: 1 }).innerText()).toBe('Summer School 2027');
    expect(await publicPage.locator('[data-program-status]').getAttribute('data-program-status')).toBe('registration-open');
    const register = publicPage.getByRole('link', { name: 'Register Now' }).first();
    expect(await register.getAttribute('href')).toMatch(/^mailto:school@example\.org\?subject=Summer%20School%202027%20Registration/);
    expect(await publicPage.getByRole('img', { name: 'Summer School 2027 flyer: June 14 - July 23, 2027' }).getAttribute('src')).toBe(flyerUrl);
    expect(await publicPage.getByText('June 14 - July 23, 2027').count()).toBeGreaterThan(0);
    expect(await publicPage.getByText('This program has ended.').count()).toBe(0);
    // The same program at /programs/summer-school, listed as upcoming.
    await publicPage.goto(`${site.origin}/programs`);
    expect(await publicPage.locator('[data-programs-current]').innerText()).toContain('Summer School 2027');
    await publicPage.close();

    // Copy to next term: the Saturday School a year on, as a draft for staff to finish.
    const saturday = panel.locator('[data-program="saturday-school"]');
    await saturday.getByRole('button', { name: 'Copy to next year: Saturday School' }).click();
    const copyForm = panel.locator('[data-program-form]');
    expect(await copyForm.locator('#program-slug').inputValue()).toBe('saturday-school-2026');
    expect(await copyForm.locator('#program-term').inputValue()).toBe('Fall 2026');
    expect(await copyForm.locator('#program-startDate').inputValue()).toBe('2026-09-06');
    expect(await copyForm.locator('#program-endDate').inputValue()).toBe('2026-12-20');
    await copyForm.getByRole('button', { name: 'Save draft' }).click();
    await page.getByTestId('toast').filter({ hasText: 'Draft saved' }).waitFor();
    const copy = panel.locator('[data-program="saturday-school-2026"]');
    await copy.waitFor();
    expect(await copy.innerText()).toContain('Not published');
    expect((await fetch(`${site.origin}/api/programs/saturday-school-2026`)).status).toBe(404);
    await page.close();
  });
});
