import type { Browser, Page, Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { SUPER_ADMIN } from '../support/admin-screens.ts';
import type { StartedSite } from '../support/npm-start.ts';
import { siteInChromium } from '../support/site-in-chromium.ts';

/**
 * Issue 23, item 3 in Chromium against `npm start`: the admin's open tab and quick action live in the
 * URL's hash (shared links, Back and Forward, reload), and each tab's code loads on demand behind its own
 * error boundary, so a chunk that fails to load breaks that tab alone until Try again loads it.
 */

const EDITOR = { username: 'nav_editor', password: 'nav-editor-pass-1', email: 'nav_editor@example.org' };
const STEP_MS = 15_000;

let site: StartedSite;
let browser: Browser;

siteInChromium((started, chromium) => {
  site = started;
  browser = chromium;
});

async function newPage(): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  page.setDefaultTimeout(STEP_MS);
  return page;
}

async function signIn(page: Page, account: { username: string; password: string }): Promise<void> {
  await page.getByLabel('Username').fill(account.username);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

// The admin's own sections (a form's language tabs are tabs too).
const selectedTab = (page: Page) => page.getByRole('tablist', { name: 'Admin sections' }).getByRole('tab', { selected: true }).innerText();
const hash = (page: Page) => new URL(page.url()).hash;
const focusedId = (page: Page) => page.evaluate(() => document.activeElement?.id ?? '');

describe('the admin in the URL', () => {
  it('opens a shared link to the new-event form after the sign-in screen', async () => {
    const page = await newPage();
    await page.goto(`${site.origin}/admin#events/new`);
    await signIn(page, SUPER_ADMIN);
    const form = page.locator('form', { has: page.getByRole('heading', { name: 'New Event' }) });
    await form.waitFor();
    expect(await selectedTab(page)).toBe('Events');
    expect(hash(page)).toBe('#events/new');

    // Cancel closes the form in place: the URL names the tab alone, and Back does not reopen it.
    await form.getByRole('button', { name: 'Cancel' }).click();
    await form.waitFor({ state: 'detached' });
    expect(hash(page)).toBe('#events');
    await page.context().close();
  });

  it('Back and Forward move between tabs, with the focus on the tab; reload keeps the tab', async () => {
    const page = await newPage();
    await page.goto(`${site.origin}/admin`);
    await signIn(page, SUPER_ADMIN);
    await page.getByRole('tab', { name: 'Overview' }).waitFor();
    expect(await selectedTab(page)).toBe('Overview');

    await page.getByRole('tab', { name: 'Messages' }).click();
    await page.getByRole('tabpanel', { name: 'Messages' }).getByRole('heading', { name: 'Messages' }).waitFor();
    expect(hash(page)).toBe('#messages');
    await page.getByRole('region', { name: 'Quick actions' }).getByRole('button', { name: 'Add User' }).click();
    await page.locator('form', { has: page.getByRole('heading', { name: 'Add User' }) }).waitFor();
    expect(hash(page)).toBe('#users/new');
    expect(await selectedTab(page)).toBe('User Management');

    await page.goBack();
    await page.getByRole('tabpanel', { name: 'Messages' }).getByRole('heading', { name: 'Messages' }).waitFor();
    expect(await selectedTab(page)).toBe('Messages');
    await expect.poll(() => focusedId(page)).toBe('admin-tab-messages');
    // The tab list keeps working from there with the arrow keys.
    await page.keyboard.press('ArrowRight');
    expect(await selectedTab(page)).toBe('Analytics');
    expect(hash(page)).toBe('#analytics');

    await page.goBack();
    await page.goForward();
    await page.getByRole('tabpanel', { name: 'Analytics' }).waitFor();
    expect(await selectedTab(page)).toBe('Analytics');

    await page.reload();
    await page.getByRole('tabpanel', { name: 'Analytics' }).getByRole('heading').first().waitFor();
    expect(await selectedTab(page)).toBe('Analytics');
    expect(hash(page)).toBe('#analytics');
    await page.context().close();
  });

  it('a session that ends mid-use comes back to the same tab after signing in again', async () => {
    const page = await newPage();
    await page.goto(`${site.origin}/admin#messages`);
    await signIn(page, SUPER_ADMIN);
    await page.getByRole('tabpanel', { name: 'Messages' }).getByRole('heading', { name: 'Messages' }).waitFor();
    // The session cookie goes (signed out elsewhere, or expired); the next tab's first request answers 401.
    await page.context().clearCookies();
    await page.getByRole('tab', { name: 'Analytics' }).click();
    await page.waitForURL(`${site.origin}/auth`);
    await signIn(page, SUPER_ADMIN);
    await page.waitForURL(`${site.origin}/admin#analytics`);
    await page.getByRole('tabpanel', { name: 'Analytics' }).getByRole('heading').first().waitFor();
    expect(await selectedTab(page)).toBe('Analytics');
    await page.context().close();
  });

  it('an unknown tab or action, or a tab the role may not see, opens the first tab without an error', async () => {
    const page = await newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`${site.origin}/admin#no-such-tab/new`);
    await signIn(page, SUPER_ADMIN);
    await page.getByTestId('overview-Total Events').waitFor();
    expect(await selectedTab(page)).toBe('Overview');
    await page.goto(`${site.origin}/admin#messages/no-such-action`);
    await page.getByRole('tabpanel', { name: 'Messages' }).waitFor();
    expect(await selectedTab(page)).toBe('Messages');

    const created = await page.request.post(`${site.origin}/api/register`, {
      headers: { origin: site.origin },
      data: { ...EDITOR, role: 'editor' },
    });
    expect(created.status()).toBe(201);
    const editor = await newPage();
    await editor.goto(`${site.origin}/admin#users/new`);
    await signIn(editor, EDITOR);
    await editor.getByTestId('overview-Total Events').waitFor();
    expect(await selectedTab(editor)).toBe('Overview');
    expect(await editor.getByRole('heading', { name: 'Add User' }).count()).toBe(0);
    // Editors see Prayer Settings, but not the CSV tools an admin's link opens there.
    await editor.goto(`${site.origin}/admin#prayer-settings/csv`);
    await editor.getByTestId('prayer-settings').waitFor();
    expect(await editor.getByRole('region', { name: 'Prayer Times CSV' }).count()).toBe(0);
    expect(errors).toEqual([]);
    await editor.context().close();
    await page.context().close();
  });

  it('a tab whose code fails to load shows Try again there, the rest works, and Try again loads it', async () => {
    // The Events tab's chunk, also when asked for again under a fresh URL (?retry=n).
    const EVENTS_CHUNK = /\/_astro\/events-tab\.[^/?]+\.js(\?retry=\d+)?$/;
    const page = await newPage();
    await page.goto(`${site.origin}/admin`);
    await signIn(page, SUPER_ADMIN);
    await page.getByTestId('overview-Total Events').waitFor();

    const blocked: string[] = [];
    const abort = (route: Route) => {
      blocked.push(route.request().url());
      return route.abort('connectionfailed');
    };
    await page.route(EVENTS_CHUNK, abort);
    await page.getByRole('tab', { name: 'Events' }).click();
    const events = page.getByRole('tabpanel', { name: 'Events' });
    const failure = events.getByRole('alert');
    await failure.waitFor();
    expect(await failure.innerText()).toContain('The Events tab could not be shown');
    const tries = blocked.length;
    expect(tries).toBeGreaterThan(0);

    // The header, the tab list and the other tabs work on.
    await page.getByRole('tab', { name: 'Announcements' }).click();
    await page
      .getByRole('tabpanel', { name: 'Announcements' })
      .getByRole('heading', { name: 'Announcements' })
      .waitFor();
    expect(await page.getByRole('button', { name: 'Logout' }).isVisible()).toBe(true);
    // Coming back while the chunk is still out of reach shows the message again, not a blank tab.
    await page.getByRole('tab', { name: 'Events' }).click();
    await failure.waitFor();
    await failure.getByRole('button', { name: 'Try again' }).click();
    await failure.waitFor();
    // Each of the two visits and the Try again asked for the chunk once more, no more: no retry loop.
    await expect.poll(() => blocked.length).toBe(tries * 3);

    await page.unroute(EVENTS_CHUNK, abort);
    await failure.getByRole('button', { name: 'Try again' }).click();
    await events.getByRole('heading', { name: 'Events' }).waitFor();
    expect(await failure.count()).toBe(0);
    await events.getByRole('button', { name: 'New Event' }).click();
    await events.locator('form', { has: page.getByRole('heading', { name: 'New Event' }) }).waitFor();
    expect(hash(page)).toBe('#events/new');
    await page.context().close();
  });
});
