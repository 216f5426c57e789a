import { launchChromium } from '../tests/support/browser.ts';
import { masjidTime, openDisplay, simulateWeek } from '../tests/support/display-screen.ts';
import { startSite } from '../tests/support/npm-start.ts';
import type { BenchSuite } from './harness.ts';
import { weighPage } from './page-weight.ts';

/**
 * The prayer-hall screen (issue 14): what /display costs a TV to load, and its memory after a simulated
 * week, against `npm start` with the demo content.
 *
 * Budgets (regression guards, with the reasons):
 * - JavaScript ≤ 110 KB compressed (measured 83 KB): most of it is React DOM and the chunk the site's
 *   islands share (the screen uses its date, Hijri and calendar code), then the screen itself and the
 *   prayer-time calculation it loads for the offline fallback. A screen downloads it once per deploy and
 *   runs it from its service worker's cache for weeks, so the budget guards growth, not a first paint.
 * - First-party transfer of the first load ≤ 400 KB (measured 257 KB): the page, its code and CSS and the
 *   flyers of the upcoming events (the demo's PNGs); a masjid's own flyers weigh what they weigh.
 * - JS heap after a simulated week ≤ 8 MB (measured 3.3-3.7 MB): a cheap Android TV stick gives a tab a few
 *   hundred MB; the budget is about twice what the screen needs, so a real leak cannot hide under it.
 * - Growth from day 2 to day 7 ≤ 256 KB, the browser journey's own limit: the heap after two days, when
 *   every path has run, is the baseline; a leak of a few bytes per tick or a few KB per sync exceeds it.
 * - Live timers after the week: exactly 1 (the screen's one re-armed clock timeout).
 */
export const DISPLAY_BUDGET = {
  jsKb: 110,
  firstLoadKb: 400,
  heapMb: 8,
  weekGrowthKb: 256,
  timers: 1,
} as const;

export const displayBench: BenchSuite = {
  name: 'display',
  async run(ctx) {
    const site = await startSite();
    try {
      const browser = await launchChromium();
      try {
        const weight = await weighPage(browser, site.origin, '/display');
        ctx.log(
          `/display: HTML ${(weight.html / 1024).toFixed(1)} KB, CSS ${(weight.css / 1024).toFixed(1)} KB, JS ${(weight.js / 1024).toFixed(1)} KB in ${weight.jsFiles} files, images ${(weight.images / 1024).toFixed(1)} KB, ${weight.firstPartyRequests} requests`,
        );
        await ctx.figure({
          name: '/display: JavaScript (compressed, React included)',
          unit: 'KB',
          better: 'lower',
          budget: DISPLAY_BUDGET.jsKb,
          measure: () => weight.js / 1024,
        });
        await ctx.figure({
          name: '/display: first load, first-party transfer (demo flyers included)',
          unit: 'KB',
          better: 'lower',
          budget: DISPLAY_BUDGET.firstLoadKb,
          measure: () => weight.totalFirstParty / 1024,
        });

        const context = await browser.newContext({ viewport: { width: 1920, height: 1080 } });
        try {
          const page = await openDisplay(context, site.origin, masjidTime('2026-11-23T06:01'), { countTimers: true });
          const started = performance.now();
          const samples = await simulateWeek(page);
          ctx.log(
            `simulated week in ${Math.round((performance.now() - started) / 1000)} s: ${samples
              .map((x) => `day ${x.day} ${(x.heapBytes / 1e6).toFixed(2)} MB, ${x.nodes} nodes, ${x.listeners} listeners`)
              .join('; ')}`,
          );
          const day = (n: number) => samples.find((x) => x.day === n)!;
          await ctx.figure({
            name: '/display: JS heap after a simulated week (after GC)',
            unit: 'MB',
            better: 'lower',
            budget: DISPLAY_BUDGET.heapMb,
            measure: () => day(7).heapBytes / 1024 / 1024,
          });
          await ctx.figure({
            name: '/display: heap growth from day 2 to day 7',
            unit: 'KB',
            better: 'lower',
            budget: DISPLAY_BUDGET.weekGrowthKb,
            measure: () => (day(7).heapBytes - day(2).heapBytes) / 1024,
          });
          await ctx.figure({
            name: '/display: live timers after a simulated week',
            unit: 'count',
            better: 'lower',
            budget: DISPLAY_BUDGET.timers,
            measure: () => day(7).timers,
          });
        } finally {
          await context.close();
        }
      } finally {
        await browser.close();
      }
    } finally {
      await site.stop();
      await site.cleanup();
    }
  },
};
