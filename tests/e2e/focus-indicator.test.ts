import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { PUBLIC_PAGES } from '../../src/domain/site-pages.ts';
import { ADMIN_DIALOGS, ADMIN_TABS, openAdminTab, signInAdmin } from '../support/admin-screens.ts';
import { focusProblems, openDecoder } from '../support/focus-indicator.ts';
import type { StartedSite } from '../support/npm-start.ts';
import { siteInChromium } from '../support/site-in-chromium.ts';

/**
 * Issue 22, item 3: a keyboard user sees where the focus is. Every control on every public page, every
 * admin tab and every admin form and dialog is reached with Tab, and its focus indicator is measured on
 * screen (tests/support/focus-indicator.ts): not cut off by an ancestor, at least a 1 px perimeter,
 * changed by 3:1 or more.
 */

// Every page of the site's list, the 404 page and the sign-in screen.
const PAGES = [...PUBLIC_PAGES, '/no-such-page', '/auth'];
const DESKTOP = { width: 1280, height: 900 };

let site: StartedSite;
let browser: Browser;
let decoder: Page;

siteInChromium((started, chromium) => {
  site = started;
  browser = chromium;
});

async function getDecoder(): Promise<Page> {
  decoder ??= await openDecoder(browser);
  return decoder;
}

/** Renders every deferred section (content-visibility) so the walk meets the page as laid out. */
async function settle(page: Page): Promise<void> {
  await page.evaluate(() => document.documentElement.setAttribute('data-all-sections', ''));
  await page
    .waitForFunction(() => !document.querySelector('astro-island[ssr]:not([client="interaction"])'), undefined, {
      timeout: 10_000,
    })
    .catch(() => undefined);
}

/** A toast (signed in, image uploaded) covers the corner where the rows' buttons are for 5 s. */
const toastGone = (page: Page) =>
  page.waitForFunction(() => !document.querySelector('[data-testid="toast"]'), undefined, { timeout: 10_000 });

describe('the keyboard focus indicator', () => {
  it.for(PAGES)('is visible on every control of %s', async (path) => {
    const page = await (await browser.newContext({ viewport: DESKTOP })).newPage();
    await page.goto(`${site.origin}${path}`);
    await settle(page);
    expect(await focusProblems(page, await getDecoder(), path)).toEqual([]);
    await page.context().close();
  });

  it('is visible on every control of the event dialog', async () => {
    const page = await (await browser.newContext({ viewport: DESKTOP })).newPage();
    await page.goto(`${site.origin}/#events`);
    await settle(page);
    await page.locator('[data-event-slide]:not([inert]) [data-event-flyer]').click();
    await page.locator('dialog[open]').waitFor();
    expect(await focusProblems(page, await getDecoder(), 'event dialog')).toEqual([]);
    await page.context().close();
  });

  it('is visible on every control of every admin tab', async () => {
    const page = await signInAdmin(browser, site.origin, DESKTOP);
    await toastGone(page);
    const problems: string[] = [];
    for (const tab of ADMIN_TABS) {
      await openAdminTab(page, tab);
      problems.push(...(await focusProblems(page, await getDecoder(), `admin ${tab}`)));
    }
    expect(problems).toEqual([]);
    await page.context().close();
    // Every control of every tab, one Tab press and two measurements each: minutes on a busy machine.
  }, 600_000);

  it.for(ADMIN_DIALOGS)('is visible on every control of the admin $name', async (screen) => {
    const page = await signInAdmin(browser, site.origin, DESKTOP);
    await screen.open(page);
    await toastGone(page);
    expect(await focusProblems(page, await getDecoder(), screen.name)).toEqual([]);
    await page.context().close();
  });
});
