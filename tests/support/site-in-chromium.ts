import type { Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { launchChromium } from './browser.ts';
import { startSite, type StartedSite } from './npm-start.ts';

/**
 * The browser journeys' common setup: `npm start` on a fresh DATA_DIR (its background rebuild awaited)
 * and Debian's Chromium, started before the file's tests and stopped and removed after them.
 */
export function siteInChromium(ready: (site: StartedSite, browser: Browser) => void): void {
  let site: StartedSite | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    site = await startSite();
    browser = await launchChromium();
    ready(site, browser);
  });
  afterAll(async () => {
    await browser?.close();
    await site?.stop();
    await site?.cleanup();
  });
}
