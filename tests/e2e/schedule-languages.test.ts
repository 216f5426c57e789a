import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { site as masjid } from '../../src/config/site.ts';
import { isoDateIn } from '../../src/domain/dates/zoned.ts';
import type { StartedSite } from '../support/npm-start.ts';
import { siteInChromium } from '../support/site-in-chromium.ts';

/**
 * The schedule pages in Turkish and Arabic (issue 26 items 2, 3, 5): the yearly schedule's columns in the
 * page's language (İmsak … Yatsı; الفجر … العشاء, right to left), this year's /{lang}/monthly-prayer-times/{year}
 * leading to the language's schedule, next year's page and /ramadan in the language, and the printed Arabic
 * schedule: columns from the right, nothing clipped, one month per page as the English one.
 */

let site: StartedSite;
let browser: Browser;

siteInChromium((started, chromium) => {
  site = started;
  browser = chromium;
});

const STEP_MS = 15_000;
const year = Number(isoDateIn(masjid.timeZone, new Date()).slice(0, 4));

async function open(path: string, width = 1280): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  const page = await context.newPage();
  page.setDefaultTimeout(STEP_MS);
  await page.goto(`${site.origin}${path}`);
  return page;
}

async function headings(page: Page): Promise<string[]> {
  return page.locator('[data-month-card="1"] thead th').allInnerTexts();
}

/** The pages of a PDF Chromium made (each page object is written as `/Type /Page`). */
function pdfPages(pdf: Buffer): number {
  return pdf.toString('latin1').match(/\/Type\s*\/Page(?![s\w])/g)?.length ?? 0;
}

describe('the yearly schedule in Turkish and Arabic', () => {
  it('/tr/monthly-prayer-times/{this year} leads to the Turkish schedule: Turkish headings, months and times', async () => {
    const page = await open(`/tr/monthly-prayer-times/${year}`);
    await page.waitForURL(/\/tr\/monthly-prayer-times$/);
    expect(await page.evaluate(() => [document.documentElement.lang, document.documentElement.dir])).toEqual([
      'tr',
      'ltr',
    ]);
    expect(await page.locator('h1').innerText()).toBe(`${year} Namaz Vakitleri`);
    expect(await headings(page)).toEqual([
      'Tarih',
      'İmsak Ezanı',
      'İmsak Kameti',
      'Güneş',
      'Öğle',
      'İkindi',
      'Akşam',
      'Yatsı',
    ]);
    expect(await page.locator('[data-month-card="1"] h2').innerText()).toContain(`Ocak ${year}`);
    // 24-hour times, no English AM/PM, in the tables.
    const cells = await page.locator('[data-month-card="1"] tbody td').allInnerTexts();
    expect(cells.length).toBeGreaterThan(100);
    expect(cells.every((cell) => /^\d\d:\d\d/.test(cell.trim()))).toBe(true);
    expect(await page.locator('[data-print-schedule]').innerText()).toContain('Cetveli Yazdır');
    expect(await page.locator('[data-schedule-info]').innerText()).toContain('Cuma namazı her cuma');
    await page.context().close();
  });

  it("next year's page in Turkish", async () => {
    const page = await open(`/tr/monthly-prayer-times/${year + 1}`);
    expect(await page.locator('h1').innerText()).toBe(`${year + 1} Namaz Vakitleri`);
    expect(await headings(page)).toEqual([
      'Tarih',
      'İmsak Ezanı',
      'İmsak Kameti',
      'Güneş',
      'Öğle',
      'İkindi',
      'Akşam',
      'Yatsı',
    ]);
    await page.context().close();
  });

  it('/ar/monthly-prayer-times is right to left with Arabic headings, the dates column on the right', async () => {
    const page = await open(`/ar/monthly-prayer-times/${year}`);
    await page.waitForURL(/\/ar\/monthly-prayer-times$/);
    expect(await page.evaluate(() => [document.documentElement.lang, document.documentElement.dir])).toEqual([
      'ar',
      'rtl',
    ]);
    expect(await headings(page)).toEqual([
      'التاريخ',
      'أذان الفجر',
      'إقامة الفجر',
      'الشروق',
      'الظهر',
      'العصر',
      'المغرب',
      'العشاء',
    ]);
    const [date, isha] = await Promise.all([
      page.locator('[data-month-card="1"] thead th').first().boundingBox(),
      page.locator('[data-month-card="1"] thead th').last().boundingBox(),
    ]);
    expect(date!.x).toBeGreaterThan(isha!.x);
    await page.context().close();
  });

  it('the printed Arabic schedule: columns right to left, nothing clipped, one month per page as in English', async () => {
    const english = await open('/monthly-prayer-times');
    await english.emulateMedia({ media: 'print' });
    const englishPages = pdfPages(await english.pdf({ format: 'Letter' }));
    await english.context().close();

    const page = await open('/ar/monthly-prayer-times', 718);
    await page.emulateMedia({ media: 'print' });
    const sheet = await page.evaluate(() => {
      const cards = [...document.querySelectorAll<HTMLElement>('[data-month-card]')];
      return cards.map((card) => {
        const table = card.querySelector('table');
        const scroll = card.querySelector<HTMLElement>('.month-scroll');
        const cells = table ? [...table.querySelectorAll('thead th')].map((th) => th.getBoundingClientRect()) : [];
        return {
          breakBefore: getComputedStyle(card).breakBefore,
          clipped: scroll ? scroll.scrollWidth - scroll.clientWidth : 0,
          rightToLeft: cells.every((rect, i) => i === 0 || rect.right <= cells[i - 1]!.left + 1),
          header: card.querySelector<HTMLElement>('.print-sheet-header')?.innerText ?? '',
          note: card.querySelector<HTMLElement>('.print-sheet-note')?.innerText ?? '',
        };
      });
    });
    expect(sheet).toHaveLength(12);
    for (const [i, month] of sheet.entries()) {
      expect(month.clipped, `month ${i + 1} clipped`).toBeLessThanOrEqual(0);
      expect(month.rightToLeft, `month ${i + 1} columns`).toBe(true);
      expect(month.header).toContain(masjid.name);
      expect(month.note).toContain('يُعرض للفجر الأذان والإقامة');
      if (i > 0) expect(month.breakBefore, `month ${i + 1}`).toBe('page');
    }
    const pdf = await page.pdf({ format: 'Letter' });
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(englishPages).toBe(12);
    expect(pdfPages(pdf)).toBe(englishPages);
    await page.screenshot({ path: '/tmp/sp/ar-print.png', fullPage: false });
    await page.context().close();
  });
});

describe('the Ramadan timetable in Turkish and Arabic', () => {
  it.each([
    ['tr', 'ltr', ['Ramazan', 'Tarih', 'Hicri', 'Sahur sonu', 'İmsak', 'İftar', 'Yatsı', 'Teravih'], 'İmsakiyesi'],
    [
      'ar',
      'rtl',
      ['رمضان', 'التاريخ', 'الهجري', 'نهاية السحور', 'الفجر', 'الإفطار', 'العشاء', 'التراويح'],
      'إمساكية رمضان',
    ],
  ])('/%s/ramadan', async (lang, dir, columns, title) => {
    const page = await open(`/${lang}/ramadan`);
    expect(await page.evaluate(() => document.documentElement.dir)).toBe(dir);
    expect(await page.locator('h1').innerText()).toContain(title);
    expect(await page.locator('[data-ramadan-table] thead th').allInnerTexts()).toEqual(columns);
    const text = await page.locator('[data-ramadan-table] tbody').innerText();
    expect(text).not.toMatch(/\b(AM|PM|Night|Eve)\b/);
    await page.context().close();
  });
});

describe("the home page's Ramadan card in Turkish and Arabic", () => {
  it.each([
    ['tr', 'İlk orucun', 'Sahur, İmsak ezanından'],
    ['ar', 'يُتوقع أن يكون أول الصيام', 'ينتهي السحور قبل أذان الفجر'],
  ])(
    '/%s: its sentences in the language (rendered at build, shown from 10 days before)',
    async (lang, firstFast, suhoor) => {
      const html = await (await fetch(`${site.origin}/${lang}`)).text();
      const card = /<div[^>]*data-ramadan-card[\s\S]*?<\/section>/.exec(html)?.[0] ?? '';
      expect(card).toContain(firstFast);
      expect(card).toContain(suhoor);
      expect(card).not.toMatch(/The first fast|Iftar at the Maghrib adhan/);
    },
  );
});
