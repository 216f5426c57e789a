import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { SUPER_ADMIN, openAdminTab } from '../support/admin-screens.ts';
import type { StartedSite } from '../support/npm-start.ts';
import { siteInChromium } from '../support/site-in-chromium.ts';

/**
 * Issue 25 in Chromium with a virtual authenticator (CDP WebAuthn): register a passkey from the Security
 * tab, sign out, sign in with it (no username, no password), rename and remove it. WebAuthn refuses IP
 * addresses as relying parties, so the site is opened as localhost (the same server).
 */
describe('passkeys in Chromium', () => {
  let site: StartedSite;
  let browser: Browser;

  siteInChromium((started, chromium) => {
    site = started;
    browser = chromium;
  });

  const origin = () => site.origin.replace('127.0.0.1', 'localhost');

  async function withAuthenticator(page: Page) {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('WebAuthn.enable');
    const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
      options: { protocol: 'ctap2', transport: 'internal', hasResidentKey: true, hasUserVerification: true, isUserVerified: true },
    });
    return { cdp, authenticatorId };
  }

  it('registers a passkey, signs out, signs in with it, and removes it', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    page.setDefaultTimeout(15_000);
    const { cdp, authenticatorId } = await withAuthenticator(page);

    // Password sign-in, then the Security tab.
    await page.goto(`${origin()}/admin`);
    await page.getByLabel('Username').fill(SUPER_ADMIN.username);
    await page.getByLabel('Password').fill(SUPER_ADMIN.password);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await page.getByRole('tab', { name: 'Overview' }).waitFor();
    const security = await openAdminTab(page, 'Security');
    await expect.poll(() => security.getByText('You have no passkeys yet.').count()).toBe(1);

    // Naming is required; then the virtual authenticator makes the passkey.
    await security.getByRole('button', { name: 'Add a Passkey' }).click();
    await expect.poll(() => security.getByText('Please name the passkey').count()).toBe(1);
    await security.getByLabel('Passkey name').fill('Test laptop');
    await security.getByRole('button', { name: 'Add a Passkey' }).click();
    const list = security.getByRole('list', { name: 'Your passkeys' });
    await expect.poll(() => list.getByText('Test laptop').count()).toBe(1);
    expect(await list.innerText()).toContain('never used to sign in');
    const { credentials } = await cdp.send('WebAuthn.getCredentials', { authenticatorId });
    expect(credentials).toHaveLength(1);
    expect(credentials[0]!.isResidentCredential).toBe(true);

    // Sign out, and in again with the passkey alone.
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL(`${origin()}/`);
    await page.goto(`${origin()}/auth`);
    await page.getByRole('button', { name: 'Use a passkey instead' }).click();
    await page.waitForURL(`${origin()}/admin`, { timeout: 15_000 });
    await page.getByRole('tab', { name: 'Overview' }).waitFor();
    const me = await page.request.get(`${origin()}/api/user`);
    expect((await me.json()).username).toBe(SUPER_ADMIN.username);

    // It was used just now; rename it, then remove it.
    const again = await openAdminTab(page, 'Security');
    const listed = again.getByRole('list', { name: 'Your passkeys' });
    await expect.poll(() => listed.innerText()).toContain('last used');
    await listed.getByRole('button', { name: 'Rename Test laptop' }).click();
    await listed.getByLabel('New name').fill('Office laptop');
    await listed.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => listed.getByText('Office laptop').count()).toBe(1);
    await listed.getByRole('button', { name: 'Remove Office laptop' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Remove Passkey' }).click();
    await expect.poll(() => again.getByText('You have no passkeys yet.').count()).toBe(1);

    // Removed: the authenticator still holds the credential, but it no longer signs anyone in.
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL(`${origin()}/`);
    await page.goto(`${origin()}/auth`);
    await page.getByRole('button', { name: 'Use a passkey instead' }).click();
    await expect.poll(() => page.getByTestId('toast').first().innerText()).toContain('Login failed');
    expect((await page.request.get(`${origin()}/api/user`)).status()).toBe(401);
    await context.close();
  });
});
