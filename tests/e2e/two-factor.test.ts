import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { totpAt } from '../../src/domain/accounts/totp.ts';
import { signInAdmin, openAdminTab } from '../support/admin-screens.ts';
import type { StartedSite } from '../support/npm-start.ts';
import { siteInChromium } from '../support/site-in-chromium.ts';

/** Issue 25 in Chromium: enrol an authenticator app, sign in with its code and with a recovery code once; the requirement. */
describe('two-factor sign-in in Chromium', () => {
  let site: StartedSite;
  let browser: Browser;
  siteInChromium((started, chromium) => {
    site = started;
    browser = chromium;
  });

  const viewport = { width: 1280, height: 900 };

  async function register(superAdmin: Page, user: { username: string; password: string; role: 'admin' | 'editor' }) {
    const res = await superAdmin.request.post(`${site.origin}/api/register`, {
      headers: { origin: site.origin },
      data: { ...user, email: `${user.username}@example.org` },
    });
    expect(res.status(), await res.text()).toBe(201);
  }

  async function newPage(): Promise<Page> {
    const context = await browser.newContext({ viewport });
    const page = await context.newPage();
    page.setDefaultTimeout(15_000);
    return page;
  }

  async function enterPassword(page: Page, user: { username: string; password: string }) {
    await page.goto(`${site.origin}/admin`);
    await page.getByLabel('Username').fill(user.username);
    await page.getByLabel('Password').fill(user.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
  }

  async function logout(page: Page) {
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL(`${site.origin}/`);
  }

  /** Sets up the app from the section on screen and answers its secret and recovery codes. */
  async function enrol(page: Page): Promise<{ secret: string; codes: string[] }> {
    await page.getByRole('button', { name: 'Set up an authenticator app' }).click();
    await page.getByRole('img', { name: 'QR code for your authenticator app' }).locator('svg').waitFor();
    const secret = (await page.getByTestId('totp-secret').innerText()).replace(/\s/g, '');
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    await page.getByLabel('Code from the app').fill(await totpAt(secret, new Date()));
    await page.getByRole('button', { name: 'Confirm and turn on' }).click();
    const list = page.getByTestId('recovery-codes');
    await list.waitFor();
    const codes = (await list.locator('li').allInnerTexts()).map((c) => c.trim());
    expect(codes).toHaveLength(10);
    // The heading of the codes has the focus, so a screen reader starts there.
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Your recovery codes');
    await page.getByRole('button', { name: 'I have saved them' }).click();
    return { secret, codes };
  }

  it('enrols in the Security tab, then signs in with a code, and with a recovery code only once', async () => {
    const superAdmin = await signInAdmin(browser, site.origin, viewport);
    const user = { username: 'e2e_totp', password: 'totp-pass-123', role: 'admin' as const };
    await register(superAdmin, user);

    const page = await newPage();
    await enterPassword(page, user);
    await page.getByRole('tab', { name: 'Overview' }).waitFor();
    const panel = await openAdminTab(page, 'Security');
    const { secret, codes } = await enrol(page);
    await expect.poll(() => panel.getByText(/^On\./).count()).toBe(1);
    await logout(page);

    // Password, then the code step: its field has the focus; the next step's code (one step ahead is accepted).
    await enterPassword(page, user);
    const codeField = page.getByLabel('Authentication code');
    await codeField.waitFor();
    await expect.poll(() => codeField.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await codeField.getAttribute('autocomplete')).toBe('one-time-code');
    expect(await codeField.getAttribute('inputmode')).toBe('numeric');
    await codeField.fill('000000');
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect.poll(() => page.getByRole('alert').filter({ hasText: 'That code is not valid' }).count()).toBe(1);
    await codeField.fill(await totpAt(secret, new Date(Date.now() + 30_000)));
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.getByRole('tab', { name: 'Overview' }).waitFor();
    await logout(page);

    // A recovery code signs in once.
    for (const attempt of ['first', 'second'] as const) {
      await enterPassword(page, user);
      await page.getByRole('button', { name: 'Use a recovery code' }).click();
      const recovery = page.getByLabel('Recovery code');
      await expect.poll(() => recovery.evaluate((el) => el === document.activeElement)).toBe(true);
      await recovery.fill(codes[0]!);
      await page.getByRole('button', { name: 'Verify' }).click();
      if (attempt === 'first') {
        await page.getByRole('tab', { name: 'Overview' }).waitFor();
        await logout(page);
      } else {
        await expect.poll(() => page.getByRole('alert').filter({ hasText: 'That code is not valid' }).count()).toBe(1);
        expect(await page.getByRole('tab', { name: 'Overview' }).count()).toBe(0);
      }
    }
    await page.context().close();
    await superAdmin.context().close();
  });

  it('"require a second factor" leads a plain-password editor through enrolment before anything else', async () => {
    const superAdmin = await signInAdmin(browser, site.origin, viewport);
    const user = { username: 'e2e_plain', password: 'plain-pass-123', role: 'editor' as const };
    await register(superAdmin, user);
    const panel = await openAdminTab(superAdmin, 'Security');
    await panel.getByLabel('Editors').check();
    await panel.getByRole('button', { name: 'Save requirement' }).click();
    await expect.poll(() => superAdmin.getByTestId('toast').innerText()).toContain('Requirement saved');

    const page = await newPage();
    await enterPassword(page, user);
    await page.getByRole('heading', { name: 'Set up a second factor' }).waitFor();
    expect(await page.getByRole('tab').count()).toBe(0);
    // The session reaches nothing but enrolment.
    const blocked = await page.request.get(`${site.origin}/api/admin/overview`);
    expect(blocked.status()).toBe(401);
    await enrol(page);
    await page.getByRole('tab', { name: 'Overview' }).waitFor();
    expect((await page.request.get(`${site.origin}/api/admin/overview`)).status()).toBe(200);

    await panel.getByLabel('Editors').uncheck();
    await panel.getByRole('button', { name: 'Save requirement' }).click();
    await page.context().close();
    await superAdmin.context().close();
  });
});
