import { axeViolations } from '../support/axe.ts';
import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { StartedSite } from '../support/npm-start.ts';
import { siteInChromium } from '../support/site-in-chromium.ts';

/**
 * axe-core on every public page, desktop and mobile (issue 5: no violations), after the islands have
 * hydrated, plus the event detail dialog open. WCAG 2.0/2.1 A and AA rules; the third-party Instagram
 * frame is outside our markup and left out.
 */

const PUBLIC_PAGES = [
  '/',
  '/about',
  '/services',
  '/donate',
  '/calendar',
  '/summer-school',
  '/saturday-school',
  '/monthly-prayer-times',
];
const VIEWPORTS = {
  desktop: { width: 1280, height: 900 },
  mobile: { width: 390, height: 844 },
} as const;

let site: StartedSite;
let browser: Browser;

siteInChromium((started, chromium) => {
  site = started;
  browser = chromium;
});

/** Scrolls through the page so every client:visible island hydrates, then waits until none is left unhydrated. */
async function settle(page: Page): Promise<void> {
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo(0, y);
      await new Promise((r) => setTimeout(r, 50));
    }
    window.scrollTo(0, 0);
  });
  // An island that never hydrates (none should) still leaves its server-rendered HTML to check.
  await page
    .waitForFunction(() => !document.querySelector('astro-island[ssr]'), undefined, { timeout: 10_000 })
    .catch(() => undefined);
}

/** A page in its own context (@axe-core/playwright needs one made by browser.newContext()). */
async function openPage(viewport: { width: number; height: number }): Promise<Page> {
  const context = await browser.newContext({ viewport });
  return context.newPage();
}


describe.each(Object.entries(VIEWPORTS))('axe on %s', (_name, viewport) => {
  it.for(PUBLIC_PAGES)('%s has no violations', async (path) => {
    const page = await openPage(viewport);
    const response = await page.goto(`${site.origin}${path}`);
    expect(response?.status()).toBe(200);
    await settle(page);
    expect(await axeViolations(page, { exclude: '[data-instagram-embed]' })).toEqual([]);
    await page.context().close();
  });

  it('the event detail dialog has no violations', async () => {
    const page = await openPage(viewport);
    await page.goto(`${site.origin}/#events`);
    await settle(page);
    await page.locator('[data-event-slide]:not([inert]) [data-event-flyer]').click();
    await page.locator('dialog[open]').waitFor();
    expect(await axeViolations(page, { exclude: '[data-instagram-embed]' })).toEqual([]);
    await page.context().close();
  });
});
