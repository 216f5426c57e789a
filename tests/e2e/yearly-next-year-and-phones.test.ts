import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { site as masjid } from '../../src/config/site.ts';
import { parseIsoDate, yearIn, zonedTimeToUtc } from '../../src/domain/dates/zoned.ts';
import type { StartedSite } from '../support/npm-start.ts';
import { siteInChromium } from '../support/site-in-chromium.ts';

/**
 * Issue 22 in Chromium against `npm start` (demo timetable: this year's calculated times, uploaded).
 * 1. Next year's schedule: /monthly-prayer-times links /monthly-prayer-times/{next year} from November 1 (the
 *    masjid's date, whatever the build's), and that page lists every day, the calculated ones marked.
 * 2. Phones: at 360 and 390 px every column of the yearly tables and of /ramadan is on screen, readable,
 *    without sideways scrolling; the printed page does not depend on the screen.
 */
const TZ = masjid.timeZone;
const STEP_MS = 15_000;

let site: StartedSite;
let browser: Browser;

siteInChromium((started, chromium) => {
  site = started;
  browser = chromium;
});

const year = () => yearIn(TZ, new Date());

async function open(path: string, options: { width?: number; clock?: string } = {}): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: options.width ?? 1280, height: 800 } });
  const page = await context.newPage();
  page.setDefaultTimeout(STEP_MS);
  if (options.clock) {
    // 'YYYY-MM-DDTHH:MM' on the masjid's clock.
    const [date, time] = options.clock.split('T') as [string, string];
    const [hour, minute] = time.split(':').map(Number) as [number, number];
    await page.clock.setFixedTime(zonedTimeToUtc(TZ, { ...parseIsoDate(date)!, hour, minute, second: 0 }));
  }
  await page.goto(`${site.origin}${path}`);
  return page;
}

describe("next year's schedule", () => {
  const link = (page: Page) => page.getByRole('link', { name: `${year() + 1} prayer times`, exact: true });

  it('is linked from the yearly page on November 1, not on October 31', async () => {
    const october = await open('/monthly-prayer-times', { clock: `${year()}-10-31T20:00` });
    await october.locator('[data-prayer-times-today][data-hydrated]').waitFor();
    expect(await link(october).isVisible()).toBe(false);
    await october.context().close();

    const november = await open('/monthly-prayer-times', { clock: `${year()}-11-01T08:00` });
    await november.locator('[data-prayer-times-today][data-hydrated]').waitFor();
    await link(november).waitFor();
    expect(await link(november).getAttribute('href')).toBe(`/monthly-prayer-times/${year() + 1}`);
    await november.context().close();
  });

  it("this year's address (a bookmark of last December's link) leads to /monthly-prayer-times", async () => {
    const page = await open(`/monthly-prayer-times/${year()}`);
    await page.waitForURL(`${site.origin}/monthly-prayer-times`);
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe(`${year()} Prayer Times`);
    await page.context().close();
  });

  it('lists every day of next year, the calculated ones marked and explained, on screen and on paper', async () => {
    const page = await open('/monthly-prayer-times', { clock: `${year()}-11-26T12:00` });
    await link(page).click();
    await page.waitForURL(`**/monthly-prayer-times/${year() + 1}`);
    const next = year() + 1;
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe(`${next} Prayer Times`);
    expect(await page.locator('[data-calculated-notice]').innerText()).toContain(
      `The masjid has not uploaded its ${next} timetable yet: every day is calculated`,
    );
    await page.locator('[data-yearly-months][data-source="api"]').waitFor();
    expect(await page.locator('[data-month-card]').count()).toBe(12);
    const days = next % 4 === 0 ? 366 : 365;
    expect(await page.locator('[data-month-card] tbody tr').count()).toBe(days);
    const january = page.locator('[data-month-card="1"]');
    expect(await january.getByRole('rowheader', { name: 'Jan 1 calculated' }).count()).toBe(1);
    expect(await january.locator('tbody tr').first().locator('th').textContent()).toBe('Jan 1≈calculated');

    await page.emulateMedia({ media: 'print' });
    const note = january.locator('.print-sheet-note');
    expect(await note.isVisible()).toBe(true);
    expect(await note.innerText()).toContain("≈ calculated, not the masjid's uploaded timetable");
    await page.context().close();
  });
});

/** What a reader of a table at this width cannot see: columns off screen, clipped clocks, tiny type. */
async function unreadable(page: Page, table: string): Promise<string[]> {
  return page.evaluate((selector) => {
    const problems: string[] = [];
    const width = document.documentElement.clientWidth;
    if (document.documentElement.scrollWidth > width) problems.push(`the page scrolls sideways (${document.documentElement.scrollWidth} px)`);
    for (const element of [...document.querySelectorAll<HTMLTableElement>(selector)].slice(0, 2)) {
      element.scrollIntoView();
      const scroller = element.parentElement!;
      if (scroller.scrollWidth > scroller.clientWidth) problems.push(`${selector} scrolls sideways`);
      const rows = [element.tHead!.rows[0]!, ...[...element.tBodies[0]!.rows].slice(0, 5)];
      for (const row of rows) {
        for (const cell of row.cells) {
          const box = cell.getBoundingClientRect();
          const label = cell.textContent?.trim() ?? '';
          if (box.left < 0 || box.right > width) problems.push(`"${label}" is off screen`);
          if (parseFloat(getComputedStyle(cell).fontSize) < 10) problems.push(`"${label}" is smaller than 10 px`);
          // Every word of a header, the date and a time's clock ('5:42') must lie inside its cell.
          const text = cell.firstChild?.nodeType === Node.TEXT_NODE ? cell.firstChild : null;
          const words = row.parentElement?.tagName === 'THEAD' ? [label] : [label.split(/\s/)[0] ?? ''];
          if (!text || words[0] === '' || words[0] === '—') continue;
          const range = document.createRange();
          range.setStart(text, 0);
          range.setEnd(text, Math.min(text.textContent!.length, words[0]!.length));
          for (const rect of range.getClientRects()) {
            if (rect.left < box.left - 0.5 || rect.right > box.right + 0.5) problems.push(`"${words[0]}" does not fit its cell`);
          }
        }
      }
    }
    return problems;
  }, table);
}

describe('phones', () => {
  for (const width of [360, 390]) {
    it(`at ${width} px every column of the yearly tables and of /ramadan is on screen and readable`, async () => {
      for (const [path, table] of [
        ['/monthly-prayer-times', '.month-table'],
        [`/monthly-prayer-times/${year() + 1}`, '.month-table'],
        ['/ramadan', '.ramadan-table'],
      ] as const) {
        const page = await open(path, { width });
        expect(await page.locator(table).count(), path).toBeGreaterThan(0);
        expect(await unreadable(page, table), path).toEqual([]);
        await page.context().close();
      }
    });
  }

  it('the printed page is the same from a phone as from a desktop', async () => {
    const printed = async (width: number) => {
      const page = await open('/monthly-prayer-times', { width });
      await page.emulateMedia({ media: 'print' });
      // Emulated print keeps the window's width, so widths are compared as shares of the table's.
      const styles = await page.evaluate(() => {
        const table = document.querySelector('[data-month-card="1"] table')!.getBoundingClientRect().width;
        return [...document.querySelectorAll('[data-month-card="1"], [data-month-card="1"] table, [data-month-card="1"] tr:nth-child(-n+3) > *')].map((element) => {
          const style = getComputedStyle(element);
          const share = (element.getBoundingClientRect().width / table).toFixed(3);
          return [share, ...['margin', 'font-size', 'table-layout', 'white-space', 'word-spacing', 'padding', 'text-align', 'overflow', 'display', 'border-width']
            .map((name) => style.getPropertyValue(name))]
            .join(' ');
        });
      });
      await page.context().close();
      return styles;
    };
    const phone = await printed(360);
    expect(phone.length).toBeGreaterThan(10);
    expect(phone).toEqual(await printed(1280));
  });
});
