import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, inject } from 'vitest';
import { launchChromium } from './browser.ts';
import { startSite, startSiteFrom, type StartedSite } from './npm-start.ts';

/**
 * The browser journeys' common setup: `npm start` on a fresh DATA_DIR (a copy of the e2e project's
 * fresh-site template where there is one, else seeded and its background rebuild awaited) and Debian's
 * Chromium, started before the file's tests and stopped and removed after them. A failed test prints the
 * end of the server's output.
 */
export function siteInChromium(ready: (site: StartedSite, browser: Browser) => void): void {
  let site: StartedSite | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    const template = inject('freshSiteTemplate');
    site = template ? await startSiteFrom(template) : await startSite();
    browser = await launchChromium();
    ready(site, browser);
  });
  // A journey that fails on a busy CI machine says what the server was doing: its rebuilds and errors.
  beforeEach(({ onTestFailed }) => {
    onTestFailed(() => {
      if (site)
        console.error(
          `npm start's last output (${site.origin}):\n${site.process.output().split('\n').slice(-40).join('\n')}`,
        );
    });
  });
  afterAll(async () => {
    await browser?.close();
    await site?.stop();
    await site?.cleanup();
  });
}
