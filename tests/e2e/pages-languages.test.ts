import { axeViolations } from '../support/axe.ts';
import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { StartedSite } from '../support/npm-start.ts';
import { siteInChromium } from '../support/site-in-chromium.ts';

/**
 * The inner pages in Turkish and Arabic (issue 26): the calendar island and the event dialog speak the
 * page's language from the few messages the page gave them (dates through Intl in the masjid's zone),
 * staff's words keep theirs (lang="en", dir="auto"), the donation tabs' arrow keys follow the reading
 * direction, and a program's page says its status in the page's language. English at the unprefixed
 * paths is tests/e2e/public-site.test.ts's and programs.test.ts's.
 */

let site: StartedSite;
let browser: Browser;

siteInChromium((started, chromium) => {
  site = started;
  browser = chromium;
});

async function newPage(width = 1280, height = 900): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height } });
  return context.newPage();
}

/** Today's year and month in the masjid's zone. */
function masjidMonth(): { year: number; month: number } {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: 'America/Los_Angeles',
    year: 'numeric',
    month: 'numeric',
  }).formatToParts(new Date());
  return {
    year: Number(parts.find((p) => p.type === 'year')!.value),
    month: Number(parts.find((p) => p.type === 'month')!.value),
  };
}

describe('the calendar in Turkish', () => {
  it("shows the grid, '+N more', the upcoming list and the dialog in Turkish; the events' own words stay English", async () => {
    const { year, month } = masjidMonth();
    const day = `${year}-${String(month).padStart(2, '0')}-15`;
    const base = {
      description: 'A test event',
      endDate: null,
      category: 'community',
      imageUrl: null,
      isPermanent: false,
      location: 'Main hall',
      registrationRequired: true,
      maxAttendees: 40,
      // As GET /api/events?lang=tr answers: each text's language (no Turkish written for these).
      lang: { title: 'en', description: 'en', location: 'en' },
    };
    const events = [
      { ...base, id: 201, title: 'Quran Competition', startDate: `${day}T17:00:00Z`, endDate: `${day}T19:00:00Z` },
      { ...base, id: 202, title: 'Iftar', startDate: `${day}T19:00:00Z` },
      { ...base, id: 203, title: 'Youth Night', startDate: `${day}T21:00:00Z`, category: 'youth' },
      { ...base, id: 204, title: 'Weekly Tafsir Class', startDate: null, isPermanent: true, category: 'education' },
    ];
    const page = await newPage();
    await page.route((url) => url.pathname === '/api/events', (route) =>
      route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify(events) }),
    );
    await page.goto(`${site.origin}/tr/calendar`);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('tr');
    await page.locator('[data-calendar]').hover();
    await page
      .locator('astro-island[component-url*="calendar"]:not([ssr])')
      .first()
      .waitFor({ state: 'attached', timeout: 20_000 });

    const monthName = new Intl.DateTimeFormat('tr-TR', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
      Date.UTC(year, month - 1, 15),
    );
    expect(await page.locator('[data-calendar-month]').innerText()).toBe(monthName);
    expect(await page.locator('thead').innerText()).toContain('Paz');
    const cell = page.locator(`td[data-date="${day}"]`);
    await expect.poll(() => cell.locator('[data-calendar-badge]').count()).toBe(2);
    expect(await cell.locator('[data-calendar-more]').innerText()).toBe('+1 daha');
    expect(await cell.locator('[data-calendar-badge] [aria-hidden="true"]').first().getAttribute('lang')).toBe('en');

    const upcoming = page.locator('[data-upcoming-events]');
    expect(await upcoming.innerText()).toContain('Sürekli Etkinlik');
    expect(await upcoming.innerText()).toContain('Eğitim');

    await cell.locator('[data-calendar-badge]').first().click();
    const dialog = page.getByRole('dialog', { name: 'Quran Competition' });
    await dialog.waitFor();
    const text = await dialog.innerText();
    // 17:00 UTC on the 15th is 09:00 or 10:00 in Los Angeles, written the Turkish way.
    expect(text).toMatch(new RegExp(`15 ${monthName.split(' ')[0]} ${year}`));
    expect(text).toMatch(/\b0?(9|10):00\b/);
    expect(text).toContain('Kayıt gereklidir. Katılımcı sayısı 40 kişiyle sınırlıdır.');
    expect(text).toContain('Etkinlik bitişi:');
    expect(text).toContain('Takvime ekle');
    expect(text).toContain('Topluluk');
    expect(await dialog.getByRole('heading', { name: 'Quran Competition' }).getAttribute('lang')).toBe('en');
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: 'Sonraki ay' }).click();
    expect(await page.locator('[data-calendar-month]').innerText()).not.toBe(monthName);
    await page.getByRole('button', { name: 'Önceki ay' }).click();
    expect(await page.locator('[data-calendar-month]').innerText()).toBe(monthName);
    await page.context().close();
  });
});

describe('the donate page right to left', () => {
  it('is Arabic, and the tabs move with the reading direction', async () => {
    const page = await newPage(390, 844);
    await page.goto(`${site.origin}/ar/donate`);
    expect(await page.evaluate(() => [document.documentElement.lang, document.documentElement.dir])).toEqual([
      'ar',
      'rtl',
    ]);
    expect(await page.locator('h1').innerText()).toBe('تبرّع');
    const tabs = page.getByRole('tablist', { name: 'طرق التبرع' }).getByRole('tab');
    await tabs.first().click();
    // Right to left, the next tab is to the left.
    await page.keyboard.press('ArrowLeft');
    expect(await tabs.nth(1).getAttribute('aria-selected')).toBe('true');
    await page.keyboard.press('ArrowRight');
    expect(await tabs.nth(0).getAttribute('aria-selected')).toBe('true');
    // The first tab sits at the right edge.
    const [first, second] = await Promise.all([tabs.nth(0).boundingBox(), tabs.nth(1).boundingBox()]);
    expect(first!.x).toBeGreaterThan(second!.x);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBe(0);
    await page.context().close();
  });
});

describe("a program's page in Turkish", () => {
  it("says its status in Turkish and marks staff's words as English", async () => {
    const page = await newPage();
    await page.goto(`${site.origin}/tr/summer-school`);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('tr');
    const h1 = page.locator('h1');
    expect(await h1.getAttribute('lang')).toBe('en');
    expect(await h1.getAttribute('dir')).toBe('auto');
    const status = await page.locator('[data-program-status]').innerText();
    expect(status).toMatch(/Bu program sona erdi|Kayıtlar|devam ediyor/);
    await page.goto(`${site.origin}/tr/programs`);
    expect(await page.locator('h1').innerText()).toBe('Programlar');
    const links = await page
      .locator('[data-programs-past] a, [data-programs-current] a')
      .evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    expect(links.length).toBeGreaterThan(0);
    for (const href of links) expect(href).toMatch(/^\/tr\/programs\//);
    await page.context().close();
  });
});

describe('axe on the inner pages right to left', () => {
  it.each(['/ar/donate', '/ar/calendar', '/ar/about', '/ar/services', '/ar/programs', '/ar/saturday-school'])(
    '%s has no violation',
    async (path) => {
      const page = await newPage(390, 844);
      await page.goto(`${site.origin}${path}`);
      expect(await axeViolations(page)).toEqual([]);
      await page.context().close();
    },
  );
});
