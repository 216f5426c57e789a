import type { Browser } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openAdminTab, signInAdmin } from '../support/admin-screens.ts';
import type { StartedSite } from '../support/npm-start.ts';
import { siteInChromium } from '../support/site-in-chromium.ts';

/** Issue 25 part 4 in Chromium: a member of staff sees two sessions in Security and ends the other one. */
describe('sessions in sight, in Chromium', () => {
  let site: StartedSite;
  let browser: Browser;

  siteInChromium((started, chromium) => {
    site = started;
    browser = chromium;
  });

  it('lists this browser and another, ends the other, and the other is signed out', async () => {
    const viewport = { width: 1280, height: 900 };
    const other = await signInAdmin(browser, site.origin, viewport);
    const page = await signInAdmin(browser, site.origin, viewport);

    const panel = await openAdminTab(page, 'Security');
    const sessions = panel.getByRole('list', { name: 'Your sessions' });
    await expect.poll(() => sessions.getByTestId('session-row').count(), { timeout: 15_000 }).toBeGreaterThanOrEqual(2);
    const current = sessions.getByTestId('session-row').filter({ hasText: '(this browser)' });
    expect(await current.count()).toBe(1);
    expect(await current.innerText()).toContain('Chrome on Linux');
    const before = await sessions.getByTestId('session-row').count();

    // The newest other session is the other browser context's.
    const others = sessions.getByTestId('session-row').filter({ hasNotText: '(this browser)' });
    await others.first().getByRole('button', { name: /^End session on / }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'End Session' }).click();
    await expect.poll(() => page.getByTestId('toast').innerText()).toContain('Session ended');
    await expect.poll(() => sessions.getByTestId('session-row').count()).toBe(before - 1);

    // The other browser context's session is gone on the server: its next request is not signed in.
    const status = await other.evaluate(async () => (await fetch('/api/user', { credentials: 'same-origin' })).status);
    if (status === 200) {
      // More than two sessions existed (another test signed in too): end them all, then the other is out.
      await panel.getByRole('button', { name: 'Sign out all other sessions' }).click();
      await page.getByRole('alertdialog').getByRole('button', { name: 'Sign Out Others' }).click();
      await expect.poll(() => sessions.getByTestId('session-row').count()).toBe(1);
    }
    expect(await other.evaluate(async () => (await fetch('/api/user', { credentials: 'same-origin' })).status)).toBe(401);
    // This browser is still signed in.
    expect(await page.evaluate(async () => (await fetch('/api/user', { credentials: 'same-origin' })).status)).toBe(200);
    await other.context().close();
    await page.context().close();
  });
});
