import sharp from 'sharp';
import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { StartedSite } from '../support/npm-start.ts';
import { siteInChromium } from '../support/site-in-chromium.ts';

/** Issue 3 in Chromium: the sign-in screen's messages, sign-in from /admin, the dashboard, logout to /. */
describe('staff sign-in in Chromium', () => {
  let site: StartedSite;
  let browser: Browser;

  siteInChromium((started, chromium) => {
    site = started;
    browser = chromium;
  });

  const consoleErrors = (page: Page) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    return errors;
  };

  it('shows each empty-field message under its field', async () => {
    const page = await browser.newPage();
    await page.goto(`${site.origin}/auth`);
    await page.getByRole('button', { name: 'Sign In' }).click();
    const username = page.getByLabel('Username');
    await expect.poll(() => username.getAttribute('aria-invalid')).toBe('true');
    const usernameError = await username.getAttribute('aria-describedby');
    expect(await page.locator(`[id="${usernameError!}"]`).innerText()).toBe('Username is required');
    const passwordError = await page.getByLabel('Password').getAttribute('aria-describedby');
    expect(await page.locator(`[id="${passwordError!}"]`).innerText()).toBe('Password is required');
    // Each message sits right below its own input.
    const box = async (selector: string) => (await page.locator(selector).boundingBox())!;
    const input = await box(`[id="${(await username.getAttribute('id'))!}"]`);
    const message = await box(`[id="${usernameError!}"]`);
    expect(message.y).toBeGreaterThanOrEqual(input.y + input.height - 1);
    expect(message.y).toBeLessThan(input.y + input.height + 40);
    await page.close();
  });

  // The form is in /auth's HTML before its island hydrates (a slow phone, a busy machine): until then its
  // buttons wait, so a click is not lost and Enter cannot send the form natively, with the password in the address.
  it('holds the sign-in until the form hydrates: no password in an address, and what was typed signs in', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const scripts: Array<() => void> = [];
    let holding = true;
    await page.route('**/_astro/**/*.js', async (route) => {
      if (holding) await new Promise<void>((release) => scripts.push(release));
      await route.continue();
    });
    const addresses: string[] = [];
    page.on('request', (request) => addresses.push(request.url()));
    await page.goto(`${site.origin}/auth`, { waitUntil: 'commit' });
    const signIn = page.getByRole('button', { name: 'Sign In', exact: true });
    await signIn.waitFor();
    expect(await page.locator('astro-island[ssr]').count()).toBeGreaterThan(0);
    expect(await signIn.isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: 'Use a passkey instead' }).isDisabled()).toBe(true);
    await page.getByLabel('Username').fill('e2e_admin');
    await page.getByLabel('Password').fill('e2e-pass-123');
    await page.getByLabel('Password').press('Enter');

    holding = false;
    for (const release of scripts.splice(0)) release();
    await page.waitForFunction(() => !document.querySelector('astro-island[ssr]'), undefined, { timeout: 15_000 });
    await signIn.click();
    await page.waitForURL(`${site.origin}/admin`, { timeout: 15_000 });
    await expect.poll(() => page.getByRole('button', { name: 'Logout' }).count(), { timeout: 15_000 }).toBe(1);
    expect(addresses.filter((address) => address.includes('e2e-pass-123') || address.includes('password='))).toEqual(
      [],
    );
    await context.close();
  });

  it('signs in from /admin, shows the dashboard, and logs out to /', async () => {
    const page = await browser.newPage();
    const errors = consoleErrors(page);
    await page.goto(`${site.origin}/admin`);
    await expect.poll(() => page.getByRole('heading', { name: 'Admin Login' }).count()).toBe(1);
    await page.getByLabel('Username').fill('e2e_admin');
    await page.getByLabel('Password').fill('wrong-password');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect.poll(() => page.getByTestId('toast').innerText()).toContain('Login failed');
    expect(await page.getByTestId('toast').innerText()).toContain('Invalid username or password');

    await page.getByLabel('Password').fill('e2e-pass-123');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect.poll(() => page.getByRole('button', { name: 'Logout' }).count(), { timeout: 15_000 }).toBe(1);
    expect(new URL(page.url()).pathname).toBe('/admin');
    expect(await page.getByRole('link', { name: 'Public Site' }).getAttribute('href')).toBe('/');

    // The home page knows who is signed in (shared nanostore, signed-in variant).
    await page.goto(`${site.origin}/`);
    await expect.poll(() => page.getByText('Signed in as').count(), { timeout: 10_000 }).toBe(1);

    await page.goto(`${site.origin}/admin`);
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL(`${site.origin}/`);
    const me = await page.request.get(`${site.origin}/api/user`);
    expect(me.status()).toBe(401);
    // Signed out, the home page asks nothing (no 401 in the console) and shows no signed-in bar.
    await page.reload();
    await page.waitForLoadState('networkidle');
    expect(await page.getByText('Signed in as').count()).toBe(0);
    expect(errors.filter((e) => !e.includes('401'))).toEqual([]);
    await page.close();
  });

  // Issue 22 item 14: a stored post-login target the URL parser resolves to another host must not be followed.
  it.each(['/\\evil.example/x', '/\t/evil.example/x', '/\\/evil.example/x', '/\n/evil.example/x'])(
    'ignores the stored target %j after sign-in and ends on /admin of the site',
    async (target) => {
      const context = await browser.newContext();
      const evil: string[] = [];
      await context.route(/evil\.example/, async (route) => {
        evil.push(route.request().url());
        await route.fulfill({ status: 200, contentType: 'text/html', body: '<h1>evil</h1>' });
      });
      const page = await context.newPage();
      await page.goto(`${site.origin}/auth`);
      await page.waitForFunction(() => !document.querySelector('astro-island[ssr]'), undefined, { timeout: 10_000 });
      await page.evaluate((stored) => sessionStorage.setItem('postLoginRedirect', stored), target);
      await page.getByLabel('Username').fill('e2e_admin');
      await page.getByLabel('Password').fill('e2e-pass-123');
      await page.getByRole('button', { name: 'Sign In' }).click();
      await expect.poll(() => new URL(page.url()).pathname, { timeout: 15_000 }).not.toBe('/auth');
      await page.waitForLoadState('networkidle');
      expect(evil).toEqual([]);
      expect(new URL(page.url()).origin).toBe(site.origin);
      expect(new URL(page.url()).pathname).toBe('/admin');
      await expect.poll(() => page.getByRole('button', { name: 'Logout' }).count(), { timeout: 15_000 }).toBe(1);
      await context.close();
    },
  );

  it("still follows a stored target that is one of the site's pages (/calendar)", async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${site.origin}/auth`);
    await page.waitForFunction(() => !document.querySelector('astro-island[ssr]'), undefined, { timeout: 10_000 });
    await page.evaluate(() => sessionStorage.setItem('postLoginRedirect', '/calendar'));
    await page.getByLabel('Username').fill('e2e_admin');
    await page.getByLabel('Password').fill('e2e-pass-123');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL(`${site.origin}/calendar`, { timeout: 15_000 });
    await context.close();
  });

  it('shows the change-password toast above the open dialog', async () => {
    const page = await browser.newPage();
    await page.goto(`${site.origin}/admin`);
    await page.getByLabel('Username').fill('e2e_admin');
    await page.getByLabel('Password').fill('e2e-pass-123');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.getByRole('button', { name: 'Change Password' }).first().click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Current password').fill('not-my-password');
    await dialog.getByLabel('New password', { exact: true }).fill('new-pass-123');
    await dialog.getByLabel('Confirm new password').fill('new-pass-123');
    await dialog.getByRole('button', { name: 'Change Password' }).click();
    const toast = page.getByTestId('toast');
    await expect.poll(() => toast.innerText()).toContain('Current password is incorrect');
    // On top of the modal's backdrop: the toast's pixels are the same with the dialog open as after it
    // closes, not dimmed. (Hit-testing cannot tell: a modal dialog makes everything outside it inert.)
    const box = (await toast.boundingBox())!;
    const pixel = async () => {
      const clip = { x: box.x + 8, y: box.y + box.height / 2, width: 1, height: 1 };
      const shot = await page.screenshot({ clip });
      return [...(await sharp(shot).removeAlpha().raw().toBuffer()).subarray(0, 3)];
    };
    const withDialog = await pixel();
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.count()).toBe(0);
    expect(withDialog).toEqual(await pixel());
    await page.close();
  });
});
