import type { Browser, Request } from 'playwright-core';
import { launchChromium } from '../tests/support/browser.ts';
import { startSite } from '../tests/support/npm-start.ts';
import { ADMIN_TABS, SUPER_ADMIN } from '../tests/support/admin-screens.ts';
import type { BenchSuite } from './harness.ts';
import { quietNetwork } from './page-weight.ts';

/**
 * Issue 23, item 3: the admin JavaScript a signed-in super_admin's browser downloads before the first tab
 * (Overview) shows, in compressed bytes as transferred, from `npm start` in Chromium. The session cookie
 * comes from the API first, so the sign-in screen is not part of the figure.
 *
 * Before the registry (every tab imported by admin-app.tsx) this was 110.4 KB in 14 scripts (114.0 KB
 * with every tab open); with each tab a chunk of its own (ADR 016) it is 90.2 KB in 20 (126.5 KB with
 * every tab open). The budget is that figure plus about 5 % for the shared code's ordinary growth (React,
 * the query client, the header). The tabs' own chunks are 1-8.5 KB brotli (Messages 1.1, Events 4.7,
 * Prayer Settings 8.5): importing the larger ones, or a few of the small ones, back into the first load
 * breaks it.
 *
 * Issues 24 and 25 took it to 107.6 KB in 23 scripts (242.3 KB with every tab open): admin-app.tsx
 * imported the sign-in form and the change-password form statically, so a signed-in super_admin loaded
 * the sign-in's second-factor step and passkey button, the account schemas and zod (15 KB brotli in a
 * chunk of its own), and the shared modules Rolldown had put in the sign-in form's chunk. Both forms load
 * when shown (React.lazy): 90.4 KB in 23 scripts (241.2 KB with every tab open). Signed out, /admin
 * fetches the sign-in form after the shell, one more round trip before the form shows.
 */
export const ADMIN_FIRST_TAB_JS_BUDGET = 95 * 1024;

interface AdminWeight {
  firstTabJs: number;
  firstTabFiles: number;
  /** Every tab opened once: all the admin's JavaScript, for comparison. */
  allTabsJs: number;
}

async function weighAdmin(browser: Browser, origin: string): Promise<AdminWeight> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  try {
    const page = await context.newPage();
    const signIn = await page.request.post(`${origin}/api/login`, {
      headers: { origin },
      data: SUPER_ADMIN,
    });
    if (!signIn.ok()) throw new Error(`sign-in answered ${signIn.status()}`);
    const scripts: Promise<number>[] = [];
    const record = async (request: Request) => (await request.sizes()).responseBodySize;
    page.on('requestfinished', (request) => {
      if (request.resourceType() === 'script' && request.url().startsWith(`${origin}/`)) scripts.push(record(request));
    });
    const settle = quietNetwork(page);
    await page.goto(`${origin}/admin`);
    await page.getByTestId('overview-Total Events').waitFor({ timeout: 30_000 });
    const firstTab = await Promise.all(scripts);
    for (const tab of ADMIN_TABS.slice(1)) {
      await page.getByRole('tab', { name: tab, exact: true }).click();
      await page.getByRole('tabpanel', { name: tab, exact: true }).getByRole('heading').first().waitFor({ timeout: 30_000 });
    }
    // A tab may load more once its data is in (the analytics chart): counted once the network is quiet.
    await settle();
    const all = await Promise.all(scripts);
    const sum = (list: number[]) => list.reduce((n, bytes) => n + bytes, 0);
    return { firstTabJs: sum(firstTab), firstTabFiles: firstTab.length, allTabsJs: sum(all) };
  } finally {
    await context.close();
  }
}

export const adminWeightBench: BenchSuite = {
  name: 'admin-weight',
  async run(ctx) {
    const site = await startSite();
    try {
      const browser = await launchChromium();
      try {
        const weight = await weighAdmin(browser, site.origin);
        ctx.log(
          `/admin as super_admin: ${(weight.firstTabJs / 1024).toFixed(1)} KB of JS in ${weight.firstTabFiles} scripts before Overview shows; ${(weight.allTabsJs / 1024).toFixed(1)} KB of JS once every tab is open`,
        );
        await ctx.figure({
          name: '/admin: JS before the Overview tab shows (super_admin)',
          unit: 'KB',
          better: 'lower',
          budget: ADMIN_FIRST_TAB_JS_BUDGET / 1024,
          measure: () => weight.firstTabJs / 1024,
        });
        await ctx.figure({
          name: '/admin: JS once every tab has been opened',
          unit: 'KB',
          better: 'lower',
          budgetNote: 'reported: what the tabs cost together, loaded only as staff open them',
          measure: () => weight.allTabsJs / 1024,
        });
      } finally {
        await browser.close();
      }
    } finally {
      await site.stop();
      await site.cleanup();
    }
  },
};
