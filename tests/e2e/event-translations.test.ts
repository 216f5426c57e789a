import type { Browser } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openAdminTab, signInAdmin } from '../support/admin-screens.ts';
import type { StartedSite } from '../support/npm-start.ts';
import { siteInChromium } from '../support/site-in-chromium.ts';

/**
 * Issue 26 item 4, events: staff add a Turkish translation of an event side by side in the admin's event
 * form; on /tr the carousel and the event dialog show the Turkish, marked lang="tr" (the location, not
 * translated, in English marked lang="en"); on / the English. The server chose the texts
 * (GET /api/events?lang=tr): the island only asked.
 */
const TITLE = 'Family night in the hall';
const TURKISH = 'Salonda aile gecesi';

describe('staff translations of an event', () => {
  let site: StartedSite;
  let browser: Browser;

  siteInChromium((started, chromium) => {
    site = started;
    browser = chromium;
  });

  it('a Turkish translation of an event shows in the carousel and the dialog on /tr/ and the English on /', async () => {
    const { origin } = site;
    const admin = await signInAdmin(browser, origin, { width: 1280, height: 900 });
    const panel = await openAdminTab(admin, 'Events');
    await panel.getByRole('button', { name: 'New Event' }).click();
    const form = admin.locator('form', { has: admin.getByRole('heading', { name: 'New Event' }) });
    await form.getByLabel('Title').fill(TITLE);
    await form.getByLabel('Description').fill('Dinner and games for every age.');
    await form.getByLabel('Location').fill('Main hall');

    await form.getByRole('tab', { name: 'Türkçe' }).click();
    const turkishTitle = form.getByLabel('Title (Türkçe)');
    expect(await turkishTitle.getAttribute('lang')).toBe('tr');
    await turkishTitle.fill(TURKISH);
    await form.getByLabel('Description (Türkçe)').fill('Her yaştan aileler için yemek ve oyunlar.');
    await form.getByRole('button', { name: 'Create Event' }).click();
    const row = admin.getByTestId('event-row').filter({ hasText: TITLE });
    await row.waitFor();
    expect(await row.locator('[data-translated]').textContent()).toBe('Translated: Türkçe');
    await admin.context().close();

    const visitor = await browser.newPage();
    const live = visitor.waitForResponse((res) => {
      const url = new URL(res.url());
      return url.pathname === '/api/events' && url.searchParams.get('lang') === 'tr';
    });
    await visitor.goto(`${origin}/tr/#events`);
    await visitor.locator('#events').scrollIntoViewIfNeeded();
    await live;
    const carousel = visitor.locator('[data-events-carousel]');
    const dot = carousel.getByRole('button', { name: new RegExp(`: ${TURKISH}$`) });
    await dot.waitFor();
    await dot.click();
    const flyer = carousel.locator('[data-event-slide]:not([inert]) [data-event-flyer]');
    const flyerTitle = flyer.locator('span[dir="auto"]', { hasText: TURKISH });
    expect(await flyerTitle.getAttribute('lang')).toBe('tr');
    await flyer.click();
    const dialog = visitor.getByRole('dialog', { name: TURKISH });
    await dialog.waitFor();
    expect(await dialog.locator('h2').getAttribute('lang')).toBe('tr');
    const description = dialog.getByText('Her yaştan aileler için yemek ve oyunlar.');
    expect(await description.getAttribute('lang')).toBe('tr');
    // Not translated: the English, marked English.
    expect(await dialog.getByText('Main hall', { exact: true }).getAttribute('lang')).toBe('en');
    expect(await visitor.getByText(TITLE).count()).toBe(0);
    // "Add to calendar" gives the one-event file in Turkish too.
    const file = await dialog.locator('[data-add-to-calendar]').getAttribute('href');
    expect(file).toMatch(/\/calendar\.ics\?lang=tr$/);
    expect(await (await fetch(`${origin}${file}`)).text()).toContain(`SUMMARY:${TURKISH}`);

    await visitor.goto(`${origin}/#events`);
    await visitor.locator('#events').scrollIntoViewIfNeeded();
    await carousel.getByRole('button', { name: new RegExp(`: ${TITLE}$`) }).waitFor({ timeout: 15_000 });
    expect(await visitor.getByText(TURKISH).count()).toBe(0);
    await visitor.close();

    // After the rebuild, the static /tr carries the Turkish before any script runs; / does not.
    await expect
      .poll(async () => (await (await fetch(`${origin}/tr`)).text()).includes(TURKISH), { timeout: 240_000, interval: 1_000 })
      .toBe(true);
    const english = await (await fetch(`${origin}/`)).text();
    expect(english).toContain(TITLE);
    expect(english).not.toContain(TURKISH);
    // The Turkish events feed has it too (/calendar.ics?lang=tr on this host).
    expect(await (await fetch(`${origin}/calendar.ics?lang=tr`)).text()).toContain(TURKISH);
  });
});
