import type { Browser } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openAdminTab, signInAdmin } from '../support/admin-screens.ts';
import type { StartedSite } from '../support/npm-start.ts';
import { siteInChromium } from '../support/site-in-chromium.ts';

/**
 * Issue 26 item 4: programs and page blocks in several languages. Staff add a Turkish translation to a
 * program, to a block of the About page and to the items inside its blocks (a card, list lines, a timeline
 * entry) in the admin and publish; after the rebuild /tr/programs/{slug}
 * and /tr/about show the Turkish with lang="tr" (a site fact still filled inside the translated block),
 * and the English pages the English.
 */
const REBUILD_MS = 240_000;

describe('staff translations of a program and a page block', () => {
  let site: StartedSite;
  let browser: Browser;

  siteInChromium((started, chromium) => {
    site = started;
    browser = chromium;
  });

  it('shows the Turkish on /tr/ pages after the rebuild and the English elsewhere', async () => {
    const { origin } = site;
    const html = async (path: string) => (await fetch(`${origin}${path}`)).text();
    const admin = await signInAdmin(browser, origin, { width: 1280, height: 900 });
    // The program itself as the API takes it (its many fields are the programs e2e's); its Turkish in the form.
    const created = await admin.evaluate(async () => {
      const res = await fetch('/api/programs', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ title: 'Youth Halaqa', slug: 'youth-halaqa', summary: 'Weekly reading for teens.', term: 'Fall 2026', startDate: '2026-09-01', endDate: '2099-06-30' }),
      });
      return res.status;
    });
    expect(created).toBe(201);

    let panel = await openAdminTab(admin, 'Programs');
    const row = panel.locator('[data-program="youth-halaqa"]');
    await row.getByRole('button', { name: /^Edit/ }).first().click();
    const form = panel.locator('[data-program-form]');
    await form.getByRole('tab', { name: 'Türkçe' }).click();
    const title = form.getByLabel('Title (Türkçe)');
    expect(await title.getAttribute('lang')).toBe('tr');
    await title.fill('Gençlik Halkası');
    await form.getByLabel('Summary (Türkçe)').fill('Gençler için haftalık okuma.');
    await form.getByRole('button', { name: 'Publish', exact: true }).click();
    await expect.poll(async () => (await row.locator('[data-translated]').textContent()) ?? '', { timeout: 15_000 }).toBe('Translated: Türkçe');

    panel = await openAdminTab(admin, 'Pages');
    await panel.getByRole('button', { name: /^Edit About/ }).first().click();
    const editor = panel.getByRole('region', { name: /^Edit page/ });
    const block = editor.getByRole('tablist', { name: 'Block 1 text: language' });
    await block.getByRole('tab', { name: 'Türkçe' }).click();
    await editor.getByLabel('Heading (Türkçe)').fill('Büyük Açılış');
    await editor.getByLabel('Text (Türkçe)', { exact: true }).fill('Adresimiz: {{address}}');
    // Inside blocks: a card of "Our Mission" (block 4), the "We Will" list line by line (block 5), an entry of "Our Journey" (block 6).
    const blockItem = (n: number) => editor.locator('li', { has: admin.getByRole('tablist', { name: `Block ${n} text: language` }) });
    const mission = blockItem(4);
    await mission.getByRole('tablist', { name: 'Card 1 text: language' }).getByRole('tab', { name: 'Türkçe' }).click();
    await mission.getByLabel('Card title (Türkçe)').fill('İbadet');
    const weWill = blockItem(5);
    await weWill.getByRole('tablist', { name: 'Block 5 text: language' }).getByRole('tab', { name: 'Türkçe' }).click();
    const items = weWill.getByLabel('Items (Türkçe)');
    expect(await items.getAttribute('lang')).toBe('tr');
    await items.fill('Mescidi beş vakit namaz için her gün açık tutacağız.\n\nÇocuklar ve yetişkinler için Kuran dersleri vereceğiz.');
    const journey = blockItem(6);
    await journey.getByRole('tablist', { name: 'Entry 1 text: language' }).getByRole('tab', { name: 'Türkçe' }).click();
    await journey.getByLabel('Entry title (Türkçe)').fill('İlk buluşmalar');
    // The preview in Turkish, as a Turkish reader will see the page; in Arabic, right to left, the English marked.
    const preview = panel.locator('[data-page-preview]');
    await editor.getByRole('radio', { name: 'Türkçe' }).check();
    await preview.locator('h3', { hasText: 'İbadet' }).waitFor();
    expect(await preview.locator('[lang="tr"]').first().getAttribute('dir')).toBe('ltr');
    expect(await preview.locator('li [lang="tr"]', { hasText: 'Mescidi beş vakit' }).count()).toBe(1);
    await editor.getByRole('radio', { name: 'العربية' }).check();
    expect(await preview.locator('[lang="ar"]').first().getAttribute('dir')).toBe('rtl');
    expect(await preview.locator('h3[lang="en"]', { hasText: 'Worship' }).count()).toBe(1);
    await editor.getByRole('radio', { name: 'English' }).check();
    expect(await preview.locator('[lang]').count()).toBe(0);
    await editor.getByRole('button', { name: 'Publish', exact: true }).click();
    await panel.locator('[data-translated]').first().waitFor();
    await admin.context().close();

    await expect.poll(async () => (await html('/tr/programs/youth-halaqa')).includes('Gençlik Halkası'), { timeout: REBUILD_MS, interval: 1_000 }).toBe(true);
    await expect.poll(async () => (await html('/tr/about')).includes('Büyük Açılış'), { timeout: REBUILD_MS, interval: 1_000 }).toBe(true);

    const page = await browser.newPage();
    await page.goto(`${origin}/tr/programs/youth-halaqa`);
    const h1 = page.getByRole('heading', { level: 1 });
    expect(await h1.innerText()).toBe('Gençlik Halkası');
    expect(await h1.getAttribute('lang')).toBe('tr');
    expect(await h1.getAttribute('dir')).toBe('auto');
    const summary = page.getByText('Gençler için haftalık okuma.');
    expect(await summary.getAttribute('lang')).toBe('tr');
    // Not translated: the term, in English, marked English.
    expect(await page.locator('[lang="en"]', { hasText: 'Fall 2026' }).count()).toBeGreaterThan(0);

    await page.goto(`${origin}/tr/programs`);
    const listed = page.getByRole('heading', { name: 'Gençlik Halkası' });
    expect(await listed.getAttribute('lang')).toBe('tr');

    await page.goto(`${origin}/ar/programs/youth-halaqa`);
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('Youth Halaqa');
    expect(await page.getByRole('heading', { level: 1 }).getAttribute('lang')).toBe('en');

    await page.goto(`${origin}/programs/youth-halaqa`);
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('Youth Halaqa');
    expect(await page.getByRole('heading', { level: 1 }).getAttribute('lang')).toBeNull();

    await page.goto(`${origin}/tr/about`);
    const heading = page.getByRole('heading', { name: 'Büyük Açılış' });
    expect(await heading.getAttribute('lang')).toBe('tr');
    const text = page.locator('#grand-opening [lang="tr"]', { hasText: 'Adresimiz:' });
    const filled = await text.innerText();
    expect(filled).toMatch(/^Adresimiz: \S/);
    expect(filled).not.toContain('{{');
    // Each item in its own language: the translated lines Turkish, the others English and marked so.
    const weWillItems = page.locator('#we-will li');
    expect(await weWillItems.nth(0).locator('[lang="tr"]').innerText()).toBe('Mescidi beş vakit namaz için her gün açık tutacağız.');
    expect(await weWillItems.nth(1).locator('[lang="en"]').innerText()).toBe("Hold Jumu'ah prayer with a khutbah every Friday.");
    expect(await weWillItems.nth(2).locator('[lang="tr"]').innerText()).toBe('Çocuklar ve yetişkinler için Kuran dersleri vereceğiz.');
    expect(await page.locator('#mission h3[lang="tr"]').innerText()).toBe('İbadet');
    expect(await page.locator('#mission h3').nth(1).getAttribute('lang')).toBe('en');
    expect(await page.locator('#journey h3').first().innerText()).toBe('İlk buluşmalar');
    expect(await page.locator('#journey h3').first().getAttribute('lang')).toBe('tr');
    expect(await page.locator('#journey h3').nth(1).getAttribute('lang')).toBe('en');
    await page.goto(`${origin}/about`);
    expect(await page.getByText('Büyük Açılış').count()).toBe(0);
    expect(await page.locator('#we-will li').first().innerText()).toBe('Keep the masjid open for all five daily prayers, every day of the year.');
    expect(await page.locator('#journey h3').first().innerText()).toBe('First gatherings');
    expect(await page.locator('#journey h3').first().getAttribute('lang')).toBeNull();
    await page.close();
    expect(await html('/programs/youth-halaqa')).not.toContain('Gençlik Halkası');
    // Staff's links to the site's pages lead to the same language's pages (the Services cards' school links).
    const services = await html('/tr/services');
    expect(services).toContain('href="/tr/saturday-school"');
    expect(services).not.toMatch(/href="\/(saturday-school|summer-school)"/);
    expect(await html('/services')).toContain('href="/saturday-school"');
  });
});
