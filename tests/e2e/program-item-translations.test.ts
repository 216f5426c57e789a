import type { Browser } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openAdminTab, signInAdmin } from '../support/admin-screens.ts';
import { axeViolations } from '../support/axe.ts';
import type { StartedSite } from '../support/npm-start.ts';
import { siteInChromium } from '../support/site-in-chromium.ts';

/**
 * Issue 26 item 4, the texts inside a program: staff type a Turkish highlight and schedule card label in
 * the admin (each entry's own language switch) and publish; after the rebuild /tr/programs/{slug} shows
 * them marked lang="tr" (an untranslated entry marked English), and /programs/{slug} the English unmarked.
 */
const REBUILD_MS = 240_000;

describe('staff translations of the texts inside a program', () => {
  let site: StartedSite;
  let browser: Browser;

  siteInChromium((started, chromium) => {
    site = started;
    browser = chromium;
  });

  it('shows the Turkish highlight and card label on /tr/ after the rebuild and the English elsewhere', async () => {
    const { origin } = site;
    const html = async (path: string) => (await fetch(`${origin}${path}`)).text();
    const admin = await signInAdmin(browser, origin, { width: 1280, height: 900 });
    // The program as the API takes it; its entries' Turkish typed in the form.
    const created = await admin.evaluate(async () => {
      const res = await fetch('/api/programs', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          title: 'Arabic Circle',
          slug: 'arabic-circle',
          summary: 'Arabic for beginners.',
          term: 'Fall 2026',
          startDate: '2026-09-01',
          endDate: '2099-06-30',
          scheduleCards: [{ label: 'Dates', show: 'dates' }, { label: 'Level', show: 'text', text: 'Beginners' }],
          highlights: [{ title: 'Reading', text: 'The alphabet first' }, { title: 'Speaking' }],
          // A place translated through the API: marked inside the meeting's sentence on /tr.
          meetings: [{ days: ['saturday'], start: '10:00', durationMinutes: 60, place: 'Library', translations: { tr: { place: 'Kütüphane' } } }],
        }),
      });
      return res.status;
    });
    expect(created).toBe(201);

    const panel = await openAdminTab(admin, 'Programs');
    const row = panel.locator('[data-program="arabic-circle"]');
    await row.getByRole('button', { name: /^Edit/ }).first().click();
    const form = panel.locator('[data-program-form]');
    await form.getByRole('tablist', { name: 'Highlight 1 text: language' }).getByRole('tab', { name: 'Türkçe' }).click();
    const title = form.locator('[id="program-highlights.0.translations.tr.title"]');
    expect(await title.getAttribute('lang')).toBe('tr');
    await title.fill('Okuma');
    await form.locator('[id="program-highlights.0.translations.tr.text"]').fill('Önce alfabe');
    await form.getByRole('tablist', { name: 'Card 1 text: language' }).getByRole('tab', { name: 'Türkçe' }).click();
    await form.locator('[id="program-scheduleCards.0.translations.tr.label"]').fill('Tarihler');
    // The program's own switch holds its term and buttons now too.
    await form.getByRole('tablist', { name: 'Program text: language' }).getByRole('tab', { name: 'Türkçe' }).click();
    await form.getByLabel('Term (Türkçe)').fill('Güz 2026');
    expect(await axeViolations(admin, { include: '[data-program-form]' }), 'axe on the program form with its entries’ language switches').toEqual([]);
    await form.getByRole('button', { name: 'Publish', exact: true }).click();
    await expect.poll(async () => (await row.locator('[data-translated]').textContent()) ?? '', { timeout: 15_000 }).toBe('Translated: Türkçe');
    await admin.context().close();

    await expect.poll(async () => (await html('/tr/programs/arabic-circle')).includes('Okuma'), { timeout: REBUILD_MS, interval: 1_000 }).toBe(true);

    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${origin}/tr/programs/arabic-circle`);
    const highlight = page.locator('[data-program-highlight]', { hasText: 'Okuma' });
    expect(await highlight.getAttribute('lang')).toBe('tr');
    expect(await highlight.getAttribute('dir')).toBe('auto');
    expect(await page.getByText('Önce alfabe').getAttribute('lang')).toBe('tr');
    // The untranslated highlight: English, marked so.
    expect(await page.locator('[data-program-highlight]', { hasText: 'Speaking' }).getAttribute('lang')).toBe('en');
    const card = page.locator('dt span', { hasText: 'Tarihler' });
    expect(await card.getAttribute('lang')).toBe('tr');
    expect(await page.locator('dt span', { hasText: 'Level' }).getAttribute('lang')).toBe('en');
    expect(await page.locator('[lang="tr"]', { hasText: 'Güz 2026' }).count()).toBeGreaterThan(0);
    expect(await page.locator('bdi', { hasText: 'Kütüphane' }).getAttribute('lang')).toBe('tr');
    expect(await axeViolations(page), 'axe on the Turkish program page').toEqual([]);

    await page.goto(`${origin}/programs/arabic-circle`);
    const english = page.locator('[data-program-highlight]', { hasText: 'Reading' });
    expect(await english.count()).toBe(1);
    expect(await english.getAttribute('lang')).toBeNull();
    expect(await page.locator('dt span', { hasText: 'Dates' }).getAttribute('lang')).toBeNull();
    expect(await page.getByText('Library').count()).toBeGreaterThan(0);
    await context.close();
    const englishHtml = await html('/programs/arabic-circle');
    for (const turkish of ['Okuma', 'Tarihler', 'Güz 2026', 'Kütüphane']) expect(englishHtml).not.toContain(turkish);
  });
});
