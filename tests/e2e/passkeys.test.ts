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

  /** A desktop page in a context of its own, with a virtual platform authenticator (CDP WebAuthn). */
  async function pageWithAuthenticator() {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    page.setDefaultTimeout(15_000);
    const cdp = await context.newCDPSession(page);
    await cdp.send('WebAuthn.enable');
    const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
      options: {
        protocol: 'ctap2',
        transport: 'internal',
        hasResidentKey: true,
        hasUserVerification: true,
        isUserVerified: true,
      },
    });
    return { context, page, cdp, authenticatorId };
  }

  /**
   * Chromium's virtual authenticator answers the form's quiet autofill request by itself, as if the
   * person had picked the passkey in the username field's suggestions. Journeys of the passkey button
   * stand for a person who does not: the autofill request waits until it is aborted. With `touch`, the
   * button's request also waits, until the journey calls `window.touch()` (a person taking a moment).
   */
  async function ignoringSuggestions(page: Page, options: { touch?: boolean } = {}) {
    await page.addInitScript((touch) => {
      const get = navigator.credentials.get.bind(navigator.credentials);
      navigator.credentials.get = async (request) => {
        if (request?.mediation === 'conditional') {
          return new Promise((_, reject) => {
            const signal = request.signal;
            signal?.addEventListener('abort', () => reject(signal.reason as Error));
          });
        }
        if (touch) await new Promise((touched) => Object.assign(window, { touch: touched }));
        return get(request);
      };
    }, options.touch ?? false);
  }

  /** Signs in with the password and opens the Security tab. */
  async function securityTabAfterPassword(page: Page) {
    await page.goto(`${origin()}/admin`);
    await page.getByLabel('Username').fill(SUPER_ADMIN.username);
    await page.getByLabel('Password').fill(SUPER_ADMIN.password);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await page.getByRole('tab', { name: 'Overview' }).waitFor();
    return openAdminTab(page, 'Security');
  }

  /** Signs in with the password, adds a passkey named `name` in the Security tab, and signs out. */
  async function addPasskeyAndSignOut(page: Page, name: string) {
    const security = await securityTabAfterPassword(page);
    await security.getByLabel('Passkey name').fill(name);
    await security.getByRole('button', { name: 'Add a Passkey' }).click();
    await expect.poll(() => security.getByRole('list', { name: 'Your passkeys' }).getByText(name).count()).toBe(1);
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL(`${origin()}/`);
  }

  it('registers a passkey, signs out, signs in with it, and removes it', async () => {
    const { context, page, cdp, authenticatorId } = await pageWithAuthenticator();
    await ignoringSuggestions(page);

    const security = await securityTabAfterPassword(page);
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

  it("signs in with a passkey picked in the username field's suggestions, with no button pressed", async () => {
    const { context, page } = await pageWithAuthenticator();
    await addPasskeyAndSignOut(page, 'Phone');
    await page.goto(`${origin()}/auth`);
    await page.waitForURL(`${origin()}/admin`, { timeout: 15_000 });
    await page.getByRole('tab', { name: 'Overview' }).waitFor();
    expect((await (await page.request.get(`${origin()}/api/user`)).json()).username).toBe(SUPER_ADMIN.username);
    await context.close();
  });

  // The form starts the quiet autofill request when it opens. If its options arrive after the button's
  // ceremony has started, starting it would cancel the button's (a new WebAuthn ceremony aborts the one
  // under way): the button must win.
  it('signs in with the passkey button while the autofill request is still on its way', async () => {
    const { context, page } = await pageWithAuthenticator();
    await addPasskeyAndSignOut(page, 'Race laptop');

    // The autofill's options wait, and the person takes a moment to touch the authenticator.
    let asked = 0;
    let releaseAutofill!: () => void;
    const autofillHeld = new Promise<void>((release) => (releaseAutofill = release));
    await page.route('**/api/login/passkey/options', async (route) => {
      if (++asked === 1) await autofillHeld;
      await route.continue();
    });
    await ignoringSuggestions(page, { touch: true });
    await page.goto(`${origin()}/auth`);
    await expect.poll(() => asked).toBe(1);
    await page.getByRole('button', { name: 'Use a passkey instead' }).click();
    await page.waitForFunction(() => 'touch' in window);
    const autofillAnswered = page.waitForResponse('**/api/login/passkey/options');
    releaseAutofill();
    await autofillAnswered;
    // Time for the quiet request to reach the browser's ceremony, as it did before the fix (now it stops first).
    await page.evaluate(() => new Promise((settled) => setTimeout(settled, 300)));
    await page.evaluate(() => (window as unknown as { touch: () => void }).touch());
    await page.waitForURL(`${origin()}/admin`, { timeout: 15_000 });
    await page.getByRole('tab', { name: 'Overview' }).waitFor();
    expect(await page.getByText('No passkey chosen').count()).toBe(0);
    await context.close();
  });
});
