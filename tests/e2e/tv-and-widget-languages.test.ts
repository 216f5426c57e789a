import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROJECT_ROOT, type StartedSite } from '../support/npm-start.ts';
import { siteInChromium } from '../support/site-in-chromium.ts';
import { layoutProblems, masjidTime, openDisplay, until } from '../support/display-screen.ts';
import { apiSessionCookie } from '../support/admin-screens.ts';

/**
 * Issue 26 in Chromium against `npm start`: the prayer-hall screen with prayer names in English and Arabic
 * beneath (Admin → Display's setting, picked up at the screen's sync) fitting the five screens the display
 * suite measures, the screen wholly in Arabic (right to left), and the widget in Arabic and Turkish from
 * `?lang=`.
 */

let site: StartedSite;
let browser: Browser;
let cookie = '';

siteInChromium((started, chromium) => {
  site = started;
  browser = chromium;
});

async function saveDisplay(body: Record<string, unknown>): Promise<void> {
  const res = await fetch(`${site.origin}/api/display/settings`, {
    method: 'PUT',
    headers: { origin: site.origin, cookie, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(res.status, await res.clone().text()).toBe(200);
}

beforeAll(async () => {
  cookie = await apiSessionCookie(site.origin);
});

afterAll(async () => {
  if (cookie) await saveDisplay({ language: 'en', secondLanguage: null });
});

const VIEWPORTS = [
  { width: 1920, height: 1080 },
  { width: 3840, height: 2160 },
  { width: 1080, height: 1920 },
  { width: 1280, height: 720 },
  { width: 720, height: 1280 },
];

/** The names on the screen's prayer tiles: [first line, second line, the second's lang and dir]. */
function prayerNames(): [string, string | null, string | null, string | null][] {
  return [...document.querySelectorAll('.d-prayer-name')].map((name) => {
    const second = name.querySelector('.d-name-second');
    const first = name.querySelector('.d-name-first') ?? name;
    return [first.textContent ?? '', second?.textContent ?? null, second?.getAttribute('lang') ?? null, second?.getAttribute('dir') ?? null];
  });
}

describe('the prayer-hall screen in two languages (issue 26)', () => {
  it('shows each prayer in English with Arabic beneath, and fits 1080p, 4K, portrait and 720p both ways: nothing cut or overlapping', async () => {
    await saveDisplay({ language: 'en', secondLanguage: 'ar' });
    const outDir = path.join(PROJECT_ROOT, 'test-results/display-languages');
    await mkdir(outDir, { recursive: true });
    const failures: string[] = [];
    for (const viewport of VIEWPORTS) {
      const context = await browser.newContext({ viewport });
      const errors: string[] = [];
      context.on('weberror', (error) => errors.push(error.error().message));
      // A Friday just before Jumu'ah: the khutbah panel up beside the clock, the busiest screen.
      const page = await openDisplay(context, site.origin, masjidTime('2026-11-27T12:50:00'));
      await until(page, () => document.querySelectorAll('.d-name-second').length >= 6, undefined);
      const names = await page.evaluate(prayerNames);
      expect(names[0], `${viewport.width}×${viewport.height}`).toEqual(['Fajr', 'الفجر', 'ar', 'rtl']);
      expect(names.map(([, second]) => second)).toEqual(['الفجر', 'الشروق', 'الجمعة', 'العصر', 'المغرب', 'العشاء']);
      expect(await page.locator('html').getAttribute('lang')).toBe('en');
      await page.clock.runFor(1_000);
      await new Promise((resolve) => setTimeout(resolve, 800));
      const file = path.join(outDir, `display-en-ar-${viewport.width}x${viewport.height}.png`);
      await writeFile(file, await page.screenshot());
      failures.push(...(await page.evaluate(layoutProblems)).map((problem) => `${viewport.width}×${viewport.height}: ${problem} (see ${file})`));
      expect(errors).toEqual([]);
      await context.close();
    }
    expect(failures).toEqual([]);
  });

  it('speaks Arabic right to left when Arabic is its language, English names beneath, and still fits', async () => {
    await saveDisplay({ language: 'ar', secondLanguage: 'en' });
    const failures: string[] = [];
    for (const viewport of [VIEWPORTS[0]!, VIEWPORTS[4]!]) {
      const context = await browser.newContext({ viewport });
      // Mid-morning: the table and the countdown up, no iqamah screen.
      const page = await openDisplay(context, site.origin, masjidTime('2026-11-25T10:00:00'));
      await until(page, () => document.documentElement.lang === 'ar', undefined);
      expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
      expect(await page.locator('[data-table-label]').innerText()).toBe('مواقيت الصلاة · اليوم');
      expect(await page.locator('.d-prayers-head').textContent()).toContain('الإقامة');
      const names = await page.evaluate(prayerNames);
      expect(names[0]).toEqual(['الفجر', 'Fajr', 'en', 'ltr']);
      expect(await page.locator('[data-countdown] .d-countdown-label').innerText()).toMatch(/^المتبقي حتى /);
      // Staff's announcement keeps its own language and direction.
      const slide = page.locator('[data-slide^="announcement"] .d-slide-text-title');
      if ((await slide.count()) > 0) {
        expect(await slide.first().getAttribute('dir')).toBe('auto');
        expect(await slide.first().getAttribute('lang')).toBe('en');
      }
      await page.clock.runFor(1_000);
      await new Promise((resolve) => setTimeout(resolve, 800));
      failures.push(...(await page.evaluate(layoutProblems)).map((problem) => `ar ${viewport.width}×${viewport.height}: ${problem}`));
      await context.close();
    }
    expect(failures).toEqual([]);
  });
});

describe('the widget in the visitor’s language (issue 26)', () => {
  it('goes from /embed/prayer-times?lang=ar to the Arabic widget, right to left, the other options kept', async () => {
    const context = await browser.newContext({ viewport: { width: 420, height: 420 } });
    const page = await context.newPage();
    await page.goto(`${site.origin}/embed/prayer-times?lang=ar&theme=dark`);
    await page.waitForURL('**/ar/embed/prayer-times?theme=dark');
    expect(await page.locator('html').getAttribute('lang')).toBe('ar');
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
    expect(await page.locator('html').getAttribute('data-theme')).toBe('dark');
    const names = await page.locator('.row .name').allInnerTexts();
    expect(names[0]).toBe('الفجر');
    expect(names).toContain('المغرب');
    expect(await page.locator('.more a').innerText()).toContain('الجدول الكامل');
    // The next prayer's line, from the script's own redraw.
    await page.locator('[data-next]').waitFor();
    expect(await page.locator('[data-next]').innerText()).toMatch(/^القادمة: /);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await context.close();
  });

  it('writes /embed/prayer-times?lang=tr in Turkish on a 24-hour clock, and an unknown language in the default one', async () => {
    const context = await browser.newContext({ viewport: { width: 420, height: 420 } });
    const page = await context.newPage();
    await page.goto(`${site.origin}/embed/prayer-times?lang=tr`);
    await page.waitForURL('**/tr/embed/prayer-times');
    expect(await page.locator('html').getAttribute('lang')).toBe('tr');
    const names = await page.locator('.row .name').allInnerTexts();
    expect(names.slice(0, 2)).toEqual(['İmsak', 'Güneş']);
    expect(await page.locator('.row .time').first().innerText()).toMatch(/\d\d:\d\d$/);
    await page.goto(`${site.origin}/embed/prayer-times?lang=xx`);
    expect(new URL(page.url()).pathname).toBe('/embed/prayer-times');
    expect(await page.locator('.row .name').first().innerText()).toBe('Fajr');
    await context.close();
  });
});
