import type { Browser, BrowserContext, Page, Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { StartedSite } from '../support/npm-start.ts';
import { siteInChromium } from '../support/site-in-chromium.ts';

/**
 * Islands that hydrate on their first interaction (client:interaction, issue 17, ADR 014): home's contact
 * and newsletter forms (and the toast region with them) and the event calendar. Their server-rendered HTML
 * is complete and usable; their JavaScript is not part of the page load; the click, Enter or typing that
 * comes before hydration is not lost. To make "before hydration" certain, a test holds the island's
 * component file in the network until it releases it.
 */

const DESKTOP = { width: 1280, height: 900 };
const MOBILE = { width: 390, height: 844 };

let site: StartedSite;
let browser: Browser;

siteInChromium((started, chromium) => {
  site = started;
  browser = chromium;
});

async function newPage(
  options: Parameters<Browser['newContext']>[0] = {},
): Promise<{ context: BrowserContext; page: Page; scripts: string[]; errors: string[] }> {
  const context = await browser.newContext({ viewport: DESKTOP, ...options });
  const page = await context.newPage();
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  // React's hydration errors and anything thrown; the demo Instagram embed's host does not resolve here.
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource'))
      errors.push(message.text());
  });
  return { context, page, scripts, errors };
}

/** Holds the island component file matching `name` until release() is called. */
async function holdComponent(page: Page, name: string): Promise<{ requested: Promise<Request>; release: () => void }> {
  const pattern = new RegExp(`/_astro/${name}\\.[\\w-]+\\.js$`);
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(pattern, async (route) => {
    await released;
    await route.continue();
  });
  const requested = page.waitForRequest(pattern);
  requested.catch(() => {}); // a test that fails earlier never waits for it
  return { requested, release };
}

const island = (page: Page, name: string) => page.locator(`astro-island[component-url*="/${name}."]`);
const isHydrated = async (page: Page, name: string) =>
  !(await island(page, name).evaluate((el) => el.hasAttribute('ssr')));
const toast = (page: Page) => page.getByTestId('toast');

/** Lets the page settle: its load, idle callbacks and the requests they start. */
async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('load');
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(() => setTimeout(resolve, 300))));
}

describe('home: contact and newsletter forms', () => {
  it('load nothing with the page, and their static HTML is complete, labelled and honest', async () => {
    const { context, page, scripts, errors } = await newPage();
    await page.goto(`${site.origin}/#contact`);
    await page.locator('#contact-form').scrollIntoViewIfNeeded();
    await settle(page);
    expect(scripts.filter((path) => /contact-form|newsletter-form|toaster/.test(path))).toEqual([]);
    for (const name of ['contact-form', 'newsletter-form', 'toaster'])
      expect(await isHydrated(page, name), name).toBe(false);
    // With JavaScript the page's script enables Send at once (it holds a click until the form hydrated).
    expect(await page.locator('#contact-form').getByRole('button', { name: 'Send Message' }).isEnabled()).toBe(true);
    expect(errors).toEqual([]);
    await context.close();

    // Without JavaScript: the same labelled fields; Send stays disabled beside the e-mail note, and the
    // newsletter form posts to the provider in a new tab on its own (with the browser's validation).
    const off = await newPage({ javaScriptEnabled: false });
    await off.page.goto(`${site.origin}/#contact`);
    const contact = off.page.locator('#contact-form');
    for (const label of ['Name', 'Email', 'Message'])
      expect(await contact.getByLabel(label).getAttribute('required')).toBe('');
    expect(await contact.getByRole('button', { name: 'Send Message' }).isDisabled()).toBe(true);
    // (Chromium with scripts turned off still parses <noscript> as text: its markup is read as such.)
    expect(await off.page.locator('#contact noscript').first().textContent()).toContain(
      'Sending a message needs JavaScript.',
    );
    const newsletter = off.page.locator('#newsletter-form');
    expect(await newsletter.getAttribute('action')).toMatch(/^https:\/\/.+/);
    expect(await newsletter.getAttribute('target')).toBe('_blank');
    expect(await newsletter.getAttribute('novalidate')).toBeNull();
    expect(await newsletter.getByLabel('Email address').getAttribute('required')).toBe('');
    expect(await newsletter.getByRole('button', { name: 'Subscribe' }).isEnabled()).toBe(true);
    await off.context.close();
  });

  it('a click on Send of the untouched form before hydration gives the hydrated form’s answer', async () => {
    const { context, page, errors } = await newPage({ viewport: MOBILE });
    const posts: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/contact')) posts.push(request.postData() ?? '');
    });
    const held = await holdComponent(page, 'contact-form');
    const toaster = await holdComponent(page, 'toaster');
    await page.goto(`${site.origin}/#contact`);
    const form = page.locator('#contact-form');
    const submit = form.getByRole('button', { name: 'Send Message' });
    await expect.poll(() => submit.isEnabled()).toBe(true);
    await submit.click();
    await held.requested;
    await toaster.requested;
    expect(await isHydrated(page, 'contact-form')).toBe(false);
    expect(await toast(page).count()).toBe(0);

    // The form hydrates and raises its toast before the toast region has hydrated: it shows once that has.
    held.release();
    await expect.poll(() => isHydrated(page, 'contact-form')).toBe(true);
    toaster.release();
    await toast(page).waitFor();
    expect(await toast(page).innerText()).toContain('Required Fields');
    expect(await toast(page).innerText()).toContain('Please fill in all fields');
    // As on the hydrated form: the first empty field has focus, nothing was sent, no browser bubble.
    expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('name');
    expect(posts).toEqual([]);
    expect(page.url()).toBe(`${site.origin}/#contact`);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a click on Send while React is still hydrating the form gets the same answer', async () => {
    const { context, page, errors } = await newPage();
    const held = await holdComponent(page, 'contact-form');
    await page.goto(`${site.origin}/#contact`);
    const form = page.locator('#contact-form');
    await expect.poll(() => form.getByRole('button', { name: 'Send Message' }).isEnabled()).toBe(true);
    await form.getByLabel('Name').focus(); // starts the hydration; nothing is held
    await held.requested;
    // Once Astro has handed the island to React, and the directive has let go of the form, but before
    // React's hydration has run (it runs in a later task): a click on Send.
    await island(page, 'contact-form').evaluate((el) => {
      el.addEventListener('astro:hydrate', () => {
        let hops = 5;
        const later = (): void => {
          if (hops-- > 0) queueMicrotask(later);
          else
            el.querySelector('button[type="submit"]')?.dispatchEvent(
              new MouseEvent('click', { bubbles: true, cancelable: true }),
            );
        };
        later();
      });
    });

    held.release();
    await toast(page).waitFor();
    expect(await toast(page).innerText()).toContain('Required Fields');
    expect(page.url()).toBe(`${site.origin}/#contact`);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('when the form’s code cannot load, Send sends nothing anywhere', async () => {
    const { context, page, errors } = await newPage();
    const posts: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && !request.url().endsWith('/api/analytics/track')) posts.push(request.url());
    });
    await page.route(/\/_astro\/contact-form\.[\w-]+\.js/, (route) => route.abort()); // Astro's retry too
    await page.goto(`${site.origin}/#contact`);
    const form = page.locator('#contact-form');
    await form.getByLabel('Name').fill('Offline Visitor');
    await form.getByLabel('Email').fill('offline@example.org');
    await form.getByLabel('Message').fill('Nothing should carry this.');
    await expect.poll(() => errors.some((e) => e.includes('Error hydrating')), { timeout: 15_000 }).toBe(true);
    await form.getByRole('button', { name: 'Send Message' }).click();
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve))));
    expect(posts).toEqual([]);
    expect(page.url()).toBe(`${site.origin}/#contact`);
    expect(await form.getByLabel('Message').inputValue()).toBe('Nothing should carry this.');
    await context.close();
  });

  it('typed by keyboard and sent with Enter before hydration, the message goes out as typed', async () => {
    const { context, page, errors } = await newPage();
    const held = await holdComponent(page, 'contact-form');
    await page.goto(`${site.origin}/#contact`);
    const form = page.locator('#contact-form');
    await expect.poll(() => form.getByRole('button', { name: 'Send Message' }).isEnabled()).toBe(true);
    // The last link before the form, then Tab: the keyboard brings focus to Name.
    await page.locator('#contact a[href^="tel:"]').last().focus();
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('name');
    await held.requested;
    await page.keyboard.type('Bilal Keyboard');
    await page.keyboard.press('Tab');
    await page.keyboard.type('bilal@example.org');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Typed before the form hydrated.');
    await page.keyboard.press('Shift+Tab');
    const answered = page.waitForResponse((res) => res.url().endsWith('/api/contact'));
    await page.keyboard.press('Enter'); // in the Email field: the form's submission
    expect(await isHydrated(page, 'contact-form')).toBe(false);

    held.release();
    const response = await answered;
    expect(response.status()).toBe(200);
    expect(JSON.parse(response.request().postData() ?? '{}')).toMatchObject({
      name: 'Bilal Keyboard',
      email: 'bilal@example.org',
      message: 'Typed before the form hydrated.',
    });
    await expect.poll(() => toast(page).innerText()).toContain('Message Sent');
    for (const label of ['Name', 'Email', 'Message']) expect(await form.getByLabel(label).inputValue()).toBe('');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a click on Subscribe of the untouched newsletter form before hydration asks for the address', async () => {
    const { context, page, errors } = await newPage();
    const held = await holdComponent(page, 'newsletter-form');
    await page.goto(`${site.origin}/#contact`);
    const form = page.locator('#newsletter-form');
    await form.getByRole('button', { name: 'Subscribe' }).click();
    await held.requested;
    expect(await isHydrated(page, 'newsletter-form')).toBe(false);

    held.release();
    await toast(page).waitFor();
    expect(await toast(page).innerText()).toContain('Email Required');
    expect(context.pages()).toHaveLength(1);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('EMAIL');
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('/calendar', () => {
  it('loads no island code with the page; the static month is the whole calendar', async () => {
    const { context, page, scripts, errors } = await newPage();
    await page.goto(`${site.origin}/calendar`);
    await settle(page);
    expect(scripts.filter((path) => !path.includes('/page-scripts.'))).toEqual([]);
    expect(await isHydrated(page, 'calendar')).toBe(false);
    expect(await page.locator('td[aria-current="date"]').count()).toBe(1);
    expect(await page.locator('[data-upcoming-events] button').count()).toBeGreaterThan(0);
    expect(await page.getByRole('button', { name: /Next\s*month/ }).isEnabled()).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('the first click on an event before hydration opens its dialog', async () => {
    const { context, page, errors } = await newPage();
    const held = await holdComponent(page, 'calendar');
    await page.goto(`${site.origin}/calendar`);
    const event = page.locator('[data-upcoming-events] button').first();
    const title = (await event.locator('span.font-semibold').first().innerText()).trim();
    await event.click();
    await held.requested;
    expect(await isHydrated(page, 'calendar')).toBe(false);

    held.release();
    const dialog = page.getByRole('dialog', { name: title });
    await dialog.waitFor();
    expect(await page.evaluate(() => document.activeElement?.closest('dialog') !== null)).toBe(true);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    expect(errors).toEqual([]);
    await context.close();
  });

  it('Enter on a focused event before hydration opens its dialog, and Escape gives focus back', async () => {
    const { context, page, errors } = await newPage();
    const held = await holdComponent(page, 'calendar');
    await page.goto(`${site.origin}/calendar`);
    const event = page.locator('[data-upcoming-events] button').nth(1);
    const title = (await event.locator('span.font-semibold').first().innerText()).trim();
    await event.focus();
    await held.requested;
    await page.keyboard.press('Enter');
    expect(await isHydrated(page, 'calendar')).toBe(false);

    held.release();
    const dialog = page.getByRole('dialog', { name: title });
    await dialog.waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    expect(await event.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('on another day than the build’s, it hydrates without waiting and shows the visitor’s month', async () => {
    const { context, page, errors } = await newPage();
    // Forty days on, in the masjid's zone (America/Los_Angeles): a different month from the build's.
    const later = new Date(Date.now() + 40 * 24 * 3600 * 1000);
    await page.clock.setFixedTime(later);
    await page.goto(`${site.origin}/calendar`);
    await expect.poll(() => isHydrated(page, 'calendar'), { timeout: 15_000 }).toBe(true);
    const parts = new Intl.DateTimeFormat('en-US', {
      timeZone: 'America/Los_Angeles',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    }).formatToParts(later);
    const part = (type: string) => parts.find((p) => p.type === type)!.value;
    const day = `${part('year')}-${part('month')}-${part('day')}`;
    await expect.poll(() => page.locator('td[aria-current="date"]').getAttribute('data-date')).toBe(day);
    expect(errors).toEqual([]);
    await context.close();
  });
});
