import type { Browser } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { StartedSite } from '../support/npm-start.ts';
import { siteInChromium } from '../support/site-in-chromium.ts';
import { apiSessionCookie } from '../support/admin-screens.ts';

/**
 * ARCHITECTURE data flow: a staff change is live in the island at once, and in the static HTML after the
 * coalesced rebuild it triggers (one build for a burst of changes).
 */
describe('a staff change to an announcement', () => {
  let site: StartedSite;
  let browser: Browser;

  siteInChromium((started, chromium) => {
    site = started;
    browser = chromium;
  });

  it('shows in the island at once and in the static HTML after one coalesced rebuild', async () => {
    const { origin } = site;
    const cookie = await apiSessionCookie(origin);
    const headers = { 'content-type': 'application/json', origin, cookie };

    const rebuildsBefore = site.process.output().split('rebuilt the site').length - 1;
    // A burst of three edits: the last title wins, and they share one rebuild.
    let created: { id: number } | undefined;
    for (const title of ['Burst one', 'Burst two', 'Eid prayer at 8 AM in the park']) {
      const res = created
        ? await fetch(`${origin}/api/announcements/${created.id}`, {
            method: 'PUT',
            headers,
            body: JSON.stringify({ title, content: 'Bring a prayer mat.', priority: 10, isActive: true }),
          })
        : await fetch(`${origin}/api/announcements`, {
            method: 'POST',
            headers,
            body: JSON.stringify({ title, content: 'Bring a prayer mat.', priority: 10, isActive: true }),
          });
      expect(res.status, await res.clone().text()).toBeLessThan(300);
      created ??= (await res.json()) as { id: number };
    }

    const page = await browser.newPage();
    await page.goto(`${origin}/`);
    await expect
      .poll(() => page.getByText('Eid prayer at 8 AM in the park').count(), { timeout: 15_000 })
      .toBeGreaterThan(0);
    await page.close();

    await expect
      .poll(async () => (await (await fetch(`${origin}/`)).text()).includes('Eid prayer at 8 AM in the park'), {
        timeout: 240_000,
        interval: 1_000,
      })
      .toBe(true);
    const html = await (await fetch(`${origin}/`)).text();
    expect(html).not.toContain('Burst one');
    const rebuildsAfter = site.process.output().split('rebuilt the site').length - 1;
    expect(rebuildsAfter - rebuildsBefore).toBe(1);
  });
});
