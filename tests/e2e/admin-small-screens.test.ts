import { axeViolations } from '../support/axe.ts';
import type { Browser, Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ADMIN_DIALOGS, ADMIN_TABS, openAdminTab, signInAdmin } from '../support/admin-screens.ts';
import type { StartedSite } from '../support/npm-start.ts';
import { siteInChromium } from '../support/site-in-chromium.ts';

/**
 * Issue 22, items 11 and 12: every admin tab, form and dialog fits a 360 px phone without sideways
 * scrolling (the page, and inside each form or dialog), and axe finds nothing at desktop and 390 px.
 * A data table may scroll inside its own box (WCAG 1.4.10 exempts tables); nothing else may.
 */

const VIEWPORTS = {
  desktop: { width: 1280, height: 900, axe: true, fit: false },
  'phone 390': { width: 390, height: 844, axe: true, fit: true },
  'phone 360': { width: 360, height: 740, axe: false, fit: true },
} as const;

let site: StartedSite;
let browser: Browser;

siteInChromium((started, chromium) => {
  site = started;
  browser = chromium;
});


/** What sticks out sideways: the page wider than the viewport, or anything wider than its form or dialog. */
async function overflow(page: Page, region?: Locator): Promise<string[]> {
  const found = await page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const scroll = document.documentElement.scrollWidth;
    return scroll > width ? [`the page is ${scroll} px wide in a ${width} px viewport`] : [];
  });
  if (region) {
    found.push(
      ...(await region.evaluate((root) => {
        const describe = (el: Element) =>
          `<${el.tagName.toLowerCase()} class="${(el.getAttribute('class') ?? '').slice(0, 80)}"> "${(el.textContent ?? '').trim().slice(0, 30)}"`;
        const box = root.getBoundingClientRect();
        const out: string[] = [];
        if (root.scrollWidth > root.clientWidth + 1)
          out.push(`it scrolls sideways: ${root.scrollWidth} px in ${root.clientWidth} px`);
        // A table may scroll inside its own wrapper; what is inside a scrolling box is that box's business.
        const inScroller = (el: Element) => {
          for (let node = el.parentElement; node && node !== root; node = node.parentElement) {
            if (getComputedStyle(node).overflowX !== 'visible') return true;
          }
          return false;
        };
        for (const el of root.querySelectorAll('*')) {
          const rect = el.getBoundingClientRect();
          // Visually hidden text (sr-only: 1 px, clipped) is not on screen to scroll.
          if (rect.width <= 1 || inScroller(el)) continue;
          if (rect.left < box.left - 1 || rect.right > box.right + 1) {
            out.push(
              `${describe(el)} is ${Math.round(rect.width)} px wide, out of the ${Math.round(box.width)} px box`,
            );
          }
          const style = getComputedStyle(el);
          if (
            style.overflowX !== 'visible' &&
            el.scrollWidth > el.clientWidth + 1 &&
            !el.querySelector(':scope > table')
          ) {
            out.push(`${describe(el)} scrolls sideways: ${el.scrollWidth} px in ${el.clientWidth} px`);
          }
        }
        return out.slice(0, 8);
      })),
    );
  }
  return found;
}

describe.each(Object.entries(VIEWPORTS))('the admin at %s', (name, viewport) => {
  it('every tab fits the screen and passes axe', async () => {
    const page = await signInAdmin(browser, site.origin, viewport);
    const problems: string[] = [];
    for (const tab of ADMIN_TABS) {
      await openAdminTab(page, tab);
      if (viewport.fit) problems.push(...(await overflow(page)).map((p) => `${tab}: ${p}`));
      if (viewport.axe) problems.push(...(await axeViolations(page, { withHtml: true })).map((v) => `${tab}: ${v}`));
    }
    expect(problems, name).toEqual([]);
    await page.context().close();
  });

  it('every form and dialog fits the screen and passes axe', async () => {
    const problems: string[] = [];
    for (const screen of ADMIN_DIALOGS) {
      const page = await signInAdmin(browser, site.origin, viewport);
      const region = await screen.open(page);
      if (viewport.fit) problems.push(...(await overflow(page, region)).map((p) => `${screen.name}: ${p}`));
      if (viewport.axe) problems.push(...(await axeViolations(page, { withHtml: true })).map((v) => `${screen.name}: ${v}`));
      await page.context().close();
    }
    expect(problems, name).toEqual([]);
  });
});

describe('the event image upload', () => {
  it('names the uploaded file beside its thumbnail, not "No file chosen"', async () => {
    const page = await signInAdmin(browser, site.origin, VIEWPORTS.desktop);
    const upload = ADMIN_DIALOGS.find((s) => s.name === 'New Event form with an uploaded image')!;
    const form = await upload.open(page);
    const input = form.getByLabel('Upload an image');
    // Chromium writes "No file chosen" beside a file input that holds no file.
    expect(await input.evaluate((el: HTMLInputElement) => [...(el.files ?? [])].map((f) => f.name))).toEqual([
      'flyer.png',
    ]);
    await form.getByRole('button', { name: 'Remove image' }).click();
    expect(await input.evaluate((el: HTMLInputElement) => el.files?.length ?? 0)).toBe(0);
    await page.context().close();
  });
});
