import type { Browser, BrowserContext, Page, Request, Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { StartedSite } from '../support/npm-start.ts';
import { site as config } from '../../src/config/site.ts';
import { siteInChromium } from '../support/site-in-chromium.ts';
import { apiSessionCookie } from '../support/admin-screens.ts';

/**
 * Browser journeys of the public site (issue 5) against `npm start` on a fresh DATA_DIR with the demo
 * content (3 announcements with priorities 8, 5, 2; events: a permanent 'Quran Study Circle', then
 * 'Community Potluck Dinner' and 'Youth Game Night', all with flyers).
 */

const DESKTOP = { width: 1280, height: 900 };
const MOBILE = { width: 390, height: 844 };
const ADMIN = { username: 'e2e_admin', password: 'e2e-pass-123' };

let site: StartedSite;
let browser: Browser;

siteInChromium((started, chromium) => {
  site = started;
  browser = chromium;
});

async function newPage(
  viewport = DESKTOP,
  options: Parameters<Browser['newContext']>[0] = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport, ...options });
  const page = await context.newPage();
  return { context, page };
}

/** Resolves once the island whose component file matches `name` has hydrated (Astro drops its ssr attribute). */
async function hydrated(page: Page, name: string): Promise<void> {
  await page
    .locator(`astro-island[component-url*="${name}"]:not([ssr])`)
    .first()
    .waitFor({ state: 'attached', timeout: 20_000 });
}

/** The top of an element relative to the viewport. */
const topOf = (page: Page, selector: string) =>
  page.locator(selector).evaluate((el) => Math.round(el.getBoundingClientRect().top));

const toast = (page: Page) => page.getByTestId('toast');

describe('header navigation', () => {
  it('goes from another page to / and scrolls to the chosen section (desktop)', async () => {
    const { context, page } = await newPage(DESKTOP);
    await page.goto(`${site.origin}/about`);
    await page
      .getByRole('navigation', { name: 'Main' })
      .first()
      .getByRole('link', { name: 'Events', exact: true })
      .click();
    await page.waitForURL(`${site.origin}/#events`);
    // Scrolled so the section sits just under the sticky header (scroll-padding-top is 5rem).
    await expect.poll(() => topOf(page, '#events'), { timeout: 5_000 }).toBeLessThan(120);
    expect(await topOf(page, '#events')).toBeGreaterThanOrEqual(0);
    await context.close();
  });

  it('opens the mobile menu at 390 px, and choosing a link closes it and scrolls', async () => {
    const { context, page } = await newPage(MOBILE);
    await page.goto(`${site.origin}/`);
    const toggle = page.locator('[data-menu-toggle]');
    expect(await toggle.isVisible()).toBe(true);
    expect(await page.locator('#mobile-menu').isVisible()).toBe(false);
    await toggle.click();
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    expect(await page.locator('#mobile-menu').isVisible()).toBe(true);
    await page.locator('#mobile-menu').getByRole('link', { name: 'Contact', exact: true }).click();
    await expect.poll(() => page.locator('#mobile-menu').isVisible()).toBe(false);
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    await expect.poll(() => topOf(page, '#contact'), { timeout: 5_000 }).toBeLessThan(120);
    expect(page.url()).toBe(`${site.origin}/#contact`);

    // From another page the mobile menu goes to / first, then scrolls.
    await page.goto(`${site.origin}/services`);
    await toggle.click();
    await page.locator('#mobile-menu').getByRole('link', { name: 'Prayer Times', exact: true }).click();
    await page.waitForURL(`${site.origin}/#prayer-times`);
    await expect.poll(() => topOf(page, '#prayer-times'), { timeout: 5_000 }).toBeLessThan(120);
    await context.close();
  });
});

describe('announcements', () => {
  const counter = (page: Page) => page.locator('[data-announcement-counter]').innerText();
  const currentTitle = (page: Page) => page.locator('[data-announcement-slide]:not([inert]) h3').innerText();

  it('rotate every 4 s with wrap, and arrows and dots jump', async () => {
    const { context, page } = await newPage(DESKTOP);
    await page.clock.install();
    await page.goto(`${site.origin}/`);
    // The island hydrates when the browser is idle: let the fake clock run until it has.
    for (
      let i = 0;
      i < 100 && !(await page.locator('astro-island[component-url*="announcements"]:not([ssr])').count());
      i++
    ) {
      await page.clock.runFor(100);
    }
    await hydrated(page, 'announcements');
    await page.mouse.move(0, 0);
    // Rotation starts once the island knows motion is welcome (its Pause control appears with it).
    await page
      .locator('[data-announcements]')
      .getByRole('button', { name: /^Pause/ })
      .waitFor();

    expect((await counter(page)).toLowerCase()).toBe('current announcement (1 of 3)');
    expect(await currentTitle(page)).toBe('Welcome to our new website');
    await page.clock.runFor(2_000);
    expect((await counter(page)).toLowerCase()).toBe('current announcement (1 of 3)');
    await page.clock.runFor(2_100);
    expect((await counter(page)).toLowerCase()).toBe('current announcement (2 of 3)');
    expect(await currentTitle(page)).toBe('Weekend Quran circle');
    await page.clock.runFor(4_100);
    expect(await currentTitle(page)).toBe('Volunteers needed');
    await page.clock.runFor(4_100);
    expect((await counter(page)).toLowerCase()).toBe('current announcement (1 of 3)');

    // Hovering pauses it.
    await page.locator('[data-announcements]').hover();
    await page.clock.runFor(12_000);
    expect((await counter(page)).toLowerCase()).toBe('current announcement (1 of 3)');

    // Dots and arrows jump directly, wrapping at both ends.
    await page.getByRole('button', { name: 'Show announcement 3: Volunteers needed' }).click();
    expect(await currentTitle(page)).toBe('Volunteers needed');
    expect(await page.getByRole('button', { name: /Show announcement 3/ }).getAttribute('aria-current')).toBe('true');
    await page.getByRole('button', { name: 'Next announcement' }).click();
    expect((await counter(page)).toLowerCase()).toBe('current announcement (1 of 3)');
    await page.getByRole('button', { name: 'Previous announcement' }).click();
    expect((await counter(page)).toLowerCase()).toBe('current announcement (3 of 3)');
    await context.close();
  });

  it('stand still when the visitor prefers reduced motion', async () => {
    const { context, page } = await newPage(DESKTOP, { reducedMotion: 'reduce' });
    await page.clock.install();
    await page.goto(`${site.origin}/`);
    for (
      let i = 0;
      i < 100 && !(await page.locator('astro-island[component-url*="announcements"]:not([ssr])').count());
      i++
    ) {
      await page.clock.runFor(100);
    }
    await page.mouse.move(0, 0);
    await page.clock.runFor(12_000);
    expect((await counter(page)).toLowerCase()).toBe('current announcement (1 of 3)');
    expect(
      await page
        .locator('[data-announcements]')
        .getByRole('button', { name: /^Pause/ })
        .count(),
    ).toBe(0);
    // Still navigable by hand.
    await page.getByRole('button', { name: 'Next announcement' }).click();
    expect((await counter(page)).toLowerCase()).toBe('current announcement (2 of 3)');
    await context.close();
  });
});

describe('events carousel and detail dialog', () => {
  it('shows flyers with N of M and opens an accessible dialog with the details', async () => {
    const { context, page } = await newPage(DESKTOP);
    await page.goto(`${site.origin}/#events`);
    await hydrated(page, 'events-carousel');
    const carousel = page.locator('[data-events-carousel]');
    expect(await carousel.locator('[data-event-slide]').count()).toBe(3);
    expect(await page.locator('[data-events-counter]').innerText()).toBe('1 of 3');

    await page.getByRole('button', { name: 'Show event 2: Community Potluck Dinner' }).click();
    expect(await page.locator('[data-events-counter]').innerText()).toBe('2 of 3');
    const flyer = page.locator('[data-event-slide]:not([inert]) [data-event-flyer]');
    await flyer.click();

    const dialog = page.getByRole('dialog', { name: 'Community Potluck Dinner' });
    await dialog.waitFor();
    const text = await dialog.innerText();
    expect(text).toContain('Community');
    expect(text).toContain('Masjid main hall');
    expect(text).toContain('Bring a dish, meet your neighbours.');
    expect(text).toMatch(/[A-Z][a-z]+ \d{1,2}, \d{4}/);
    expect(text).toMatch(/\d{1,2}:\d{2} (AM|PM)/);
    expect(text).toMatch(/Event ends: [A-Z][a-z]+ \d{1,2}, \d{4} at \d{1,2}:\d{2} (AM|PM)/);
    expect(await dialog.getByRole('img', { name: 'Flyer: Community Potluck Dinner' }).count()).toBe(1);
    for (const name of [/Join Mailing List/, /Join WhatsApp/]) {
      const link = dialog.getByRole('link', { name });
      expect(await link.getAttribute('target')).toBe('_blank');
      expect(await link.getAttribute('rel')).toContain('noopener');
    }
    // Focus is inside the modal dialog; Escape closes it and focus returns to the flyer.
    expect(await page.evaluate(() => document.activeElement?.closest('dialog') !== null)).toBe(true);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    expect(await page.evaluate(() => document.activeElement?.hasAttribute('data-event-flyer'))).toBe(true);

    // The registration notice and a permanent event's date.
    await page.getByRole('button', { name: 'Show event 3: Youth Game Night' }).click();
    await flyer.click();
    const youth = page.getByRole('dialog', { name: 'Youth Game Night' });
    expect(await youth.innerText()).toContain('Registration required. Limited to 30 attendees.');
    await youth.getByRole('button', { name: 'Close' }).click();
    await page.getByRole('button', { name: 'Show event 1: Quran Study Circle' }).click();
    await flyer.click();
    const permanent = page.getByRole('dialog', { name: 'Quran Study Circle' });
    expect(await permanent.innerText()).toContain('Permanent Event');
    expect(await permanent.innerText()).not.toContain('Event ends');
    await context.close();
  });
});

describe('calendar', () => {
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

  it("shows 2 badges a day with '+N more', truncates long titles, and lists permanent events", async () => {
    const { year, month } = masjidMonth();
    const day = `${year}-${String(month).padStart(2, '0')}-15`;
    const at = (hourUtc: number) => `${day}T${String(hourUtc).padStart(2, '0')}:00:00Z`;
    const base = {
      description: 'A test event',
      endDate: null,
      category: 'community',
      imageUrl: null,
      isPermanent: false,
      location: 'Main hall',
      registrationRequired: false,
      maxAttendees: null,
    };
    // Served in place of GET /api/events: the calendar's data does not depend on the staff API.
    const events = [
      { ...base, id: 101, title: 'Quran Competition', startDate: at(17) },
      { ...base, id: 102, title: 'Iftar', startDate: at(19) },
      { ...base, id: 103, title: 'Youth Basketball Night', startDate: at(21) },
      { ...base, id: 104, title: 'Sisters Halaqa Circle', startDate: at(22) },
      { ...base, id: 105, title: 'Weekly Tafsir Class', startDate: null, isPermanent: true, category: 'education' },
    ];
    const { context, page } = await newPage(DESKTOP);
    await page.route('**/api/events', (route) =>
      route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify(events) }),
    );
    await page.goto(`${site.origin}/calendar`);
    // The calendar hydrates on its first interaction (client:interaction); the API's events then show.
    await page.locator('[data-calendar]').hover();
    await hydrated(page, 'calendar');

    const cell = page.locator(`td[data-date="${day}"]`);
    await expect.poll(() => cell.locator('[data-calendar-badge]').count()).toBe(2);
    expect(await cell.locator('[data-calendar-more]').innerText()).toBe('+2 more');
    const first = cell.locator('[data-calendar-badge]').first();
    expect(await first.locator('[aria-hidden="true"]').innerText()).toBe('Quran Comp...');
    expect(await first.getAttribute('title')).toBe('Quran Competition');
    expect(await cell.getByRole('button', { name: 'Quran Competition' }).count()).toBe(1);
    expect(await cell.locator('[data-calendar-badge]').nth(1).locator('[aria-hidden="true"]').innerText()).toBe(
      'Iftar',
    );

    // Permanent events are listed, not on the grid.
    const upcoming = page.locator('[data-upcoming-events]');
    expect(await upcoming.innerText()).toContain('Weekly Tafsir Class');
    expect(await upcoming.getByRole('button', { name: /Weekly Tafsir Class/ }).innerText()).toContain(
      'Permanent Event',
    );
    expect(await page.locator('table').innerText()).not.toContain('Weekly');

    // The badge opens the shared detail dialog.
    await first.click();
    const dialog = page.getByRole('dialog', { name: 'Quran Competition' });
    await dialog.waitFor();
    expect(await dialog.innerText()).toContain('Main hall');
    await page.keyboard.press('Escape');

    // Previous and next month.
    const label = page.locator('[data-calendar-month]');
    const thisMonth = await label.innerText();
    await page.getByRole('button', { name: /Next\s*month/ }).click();
    expect(await label.innerText()).not.toBe(thisMonth);
    expect(await page.locator(`td[data-date="${day}"]`).count()).toBe(0);
    await page.getByRole('button', { name: /Previous\s*month/ }).click();
    expect(await label.innerText()).toBe(thisMonth);
    expect(await cell.locator('[data-calendar-badge]').count()).toBe(2);
    await context.close();
  });
});

describe('contact form', () => {
  it("refuses empty fields with 'Required Fields' and sends nothing, then sends and clears", async () => {
    const { context, page } = await newPage(MOBILE);
    const posts: Request[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/contact')) posts.push(request);
    });
    await page.goto(`${site.origin}/#contact`);
    const form = page.locator('#contact-form');
    await form.scrollIntoViewIfNeeded();
    const submit = form.getByRole('button', { name: 'Send Message' });
    await expect.poll(() => submit.isEnabled(), { timeout: 20_000 }).toBe(true);

    await form.getByLabel('Name').fill('Amina Visitor');
    await submit.click();
    await toast(page).waitFor();
    expect(await toast(page).innerText()).toContain('Required Fields');
    expect(await toast(page).innerText()).toContain('Please fill in all fields');
    expect(posts).toHaveLength(0);

    await form.getByLabel('Email').fill('amina@example.org');
    await form.getByLabel('Message').fill('Salaam! When does the Saturday School start?');
    const answered = page.waitForResponse((res) => res.url().endsWith('/api/contact'));
    await submit.click();
    expect((await answered).status()).toBe(200);
    await expect.poll(() => toast(page).innerText()).toContain('Message Sent');
    expect(await toast(page).innerText()).toContain("Thank you for your message. We'll get back to you soon!");
    expect(posts).toHaveLength(1);
    expect(JSON.parse(posts[0]!.postData() ?? '{}')).toMatchObject({
      name: 'Amina Visitor',
      email: 'amina@example.org',
      message: 'Salaam! When does the Saturday School start?',
    });
    for (const label of ['Name', 'Email', 'Message']) expect(await form.getByLabel(label).inputValue()).toBe('');
    await context.close();

    // Stored unread: staff see it in the admin messages list.
    const cookie = await apiSessionCookie(site.origin, ADMIN);
    const messages = await fetch(`${site.origin}/api/admin/contact-messages`, { headers: { cookie } });
    expect(messages.status).toBe(200);
    expect(await messages.json()).toEqual([expect.objectContaining({ name: 'Amina Visitor', isRead: false })]);
  });
});

describe('newsletter form', () => {
  it("asks for an address ('Email Required'), then opens the provider's form in a new tab and clears", async () => {
    const { context, page } = await newPage(DESKTOP);
    const posted: string[] = [];
    await context.route('https://example.us1.list-manage.com/**', async (route) => {
      posted.push(route.request().postData() ?? '');
      await route.fulfill({
        status: 200,
        contentType: 'text/html',
        body: '<!doctype html><title>Subscribe</title><p>ok</p>',
      });
    });
    await page.goto(`${site.origin}/#contact`);
    const form = page.locator('#newsletter-form');
    await form.scrollIntoViewIfNeeded();
    // The first click hydrates the form (client:interaction) and is given to it.
    await form.getByRole('button', { name: 'Subscribe' }).click();
    await toast(page).waitFor();
    expect(await toast(page).innerText()).toContain('Email Required');
    expect(await toast(page).innerText()).toContain('Please enter your email address');
    expect(context.pages()).toHaveLength(1);

    await form.getByLabel('Email address').fill('reader@example.org');
    const popup = context.waitForEvent('page');
    await form.getByRole('button', { name: 'Subscribe' }).click();
    const tab = await popup;
    await tab.waitForLoadState();
    await expect.poll(() => posted.length).toBe(1);
    const fields = new URLSearchParams(posted[0]);
    expect(fields.get('EMAIL')).toBe('reader@example.org');
    expect(fields.get('u')).toBeTruthy();
    expect(fields.get('id')).toBeTruthy();
    await expect.poll(() => toast(page).innerText()).toContain('Redirecting...');
    expect(await toast(page).innerText()).toContain("You'll be redirected to complete your newsletter subscription.");
    expect(await form.getByLabel('Email address').inputValue()).toBe('');
    await context.close();
  });
});

describe('page-view tracking', () => {
  it('posts one view per page with a session id kept for the browser session', async () => {
    const { context, page } = await newPage(DESKTOP);
    const bodies: { sessionId: string; page: string; userAgent: string; referrer: string }[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/analytics/track')) bodies.push(JSON.parse(request.postData() ?? '{}'));
    });
    const answered = page.waitForResponse((res) => res.url().endsWith('/api/analytics/track'));
    await page.goto(`${site.origin}/about`);
    expect((await answered).status()).toBe(204);
    const second = page.waitForResponse((res) => res.url().endsWith('/api/analytics/track'));
    await page.getByRole('link', { name: 'Donation Portal' }).click();
    await second;
    expect(bodies.map((b) => b.page)).toEqual(['/about', '/donate']);
    expect(bodies[0]!.sessionId).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    expect(bodies[1]!.sessionId).toBe(bodies[0]!.sessionId);
    expect(bodies[1]!.referrer).toBe(`${site.origin}/about`);
    expect(await page.evaluate(() => sessionStorage.getItem('analyticsSessionId'))).toBe(bodies[0]!.sessionId);
    await context.close();
  });

  it('sends nothing with Global Privacy Control or Do Not Track, nor on the sign-in page', async () => {
    for (const flag of ['globalPrivacyControl', 'doNotTrack'] as const) {
      const { context, page } = await newPage(DESKTOP);
      await context.addInitScript((name) => {
        Object.defineProperty(Navigator.prototype, name, {
          get: () => (name === 'doNotTrack' ? '1' : true),
          configurable: true,
        });
      }, flag);
      let tracked = 0;
      page.on('request', (request) => {
        if (request.url().endsWith('/api/analytics/track')) tracked++;
      });
      await page.goto(`${site.origin}/about`);
      await page.waitForLoadState('networkidle');
      expect(tracked, flag).toBe(0);
      await context.close();
    }
    const { context, page } = await newPage(DESKTOP);
    let tracked = 0;
    page.on('request', (request) => {
      if (request.url().endsWith('/api/analytics/track')) tracked++;
    });
    await page.goto(`${site.origin}/auth`);
    await page.waitForLoadState('networkidle');
    expect(tracked).toBe(0);
    await context.close();
  });
});

describe('SEO', () => {
  it('serves a sitemap of the public pages and Event JSON-LD for dated events on /', async () => {
    const res = await fetch(`${site.origin}/sitemap.xml`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/xml/);
    const xml = await res.text();
    for (const path of [
      '/',
      '/about',
      '/services',
      '/donate',
      '/calendar',
      '/summer-school',
      '/saturday-school',
      '/monthly-prayer-times',
    ]) {
      expect(xml).toContain(`<loc>https://masjid.example.org${path}</loc>`);
    }
    expect(xml).not.toContain('/admin');
    expect(xml).not.toContain('/auth');

    const html = await (await fetch(`${site.origin}/`)).text();
    const blocks = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map(
      (m) => JSON.parse(m[1]!) as Record<string, unknown>,
    );
    const events = blocks.filter((b) => b['@type'] === 'Event');
    expect(events.map((e) => e.name).sort()).toEqual(['Community Potluck Dinner', 'Youth Game Night']);
    for (const event of events) {
      expect(event.startDate).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}[+-]\d{2}:\d{2}$/);
      expect(event.location).toMatchObject({ '@type': 'Place', address: { streetAddress: '100 Hazel Ave' } });
    }
  });
});

describe('Instagram section (issue 22)', () => {
  const feedOrigin = new URL(config.instagram.embedUrl).origin;
  const box = (page: Page) => page.locator('[data-instagram-embed]');

  /** Home scrolled to the section, with the third party's answers decided by `answer`. */
  async function homeWithFeed(answer: (route: Route) => Promise<void> | void, options: { clock?: boolean } = {}) {
    const opened = await newPage();
    await opened.context.route(`${feedOrigin}/**`, answer);
    if (options.clock) await opened.page.clock.install();
    await opened.page.goto(`${site.origin}/`);
    await opened.page.locator('#instagram').scrollIntoViewIfNeeded();
    return opened;
  }

  async function expectLinkInPlace(page: Page) {
    const link = box(page).getByRole('link', { name: new RegExp(config.instagram.handle.replace('.', '\\.')) });
    await expect.poll(() => link.isVisible(), { timeout: 15_000 }).toBe(true);
    expect(await link.getAttribute('href')).toBe(config.links.instagram);
    // The frame, if the script made one, is gone from view (a blocked frame would show the browser's error page).
    expect(await box(page).locator('iframe').isVisible()).toBe(false);
    // The link is inside the box's visible area, not under or behind a frame.
    const [outer, inner] = await Promise.all([box(page).boundingBox(), link.boundingBox()]);
    expect(inner!.y >= outer!.y && inner!.y + inner!.height <= outer!.y + outer!.height).toBe(true);
    expect(
      await page.evaluate(
        ([x, y]) => document.elementFromPoint(x!, y!)?.closest('a')?.href,
        [inner!.x + 2, inner!.y + inner!.height / 2],
      ),
    ).toBe(config.links.instagram);
  }

  it.each([
    ['blocked by the browser', 'blockedbyclient'],
    ['offline', 'internetdisconnected'],
  ] as const)('shows a link to the account in its place when the feed is %s', async (_, error) => {
    const { context, page } = await homeWithFeed((route) => route.abort(error));
    await expect.poll(() => box(page).getAttribute('data-feed'), { timeout: 15_000 }).toBe('link');
    await expectLinkInPlace(page);
    await context.close();
  });

  it('shows the link in its place when the feed does not answer within the wait', async () => {
    const { context, page } = await homeWithFeed(() => undefined, { clock: true });
    await expect.poll(() => box(page).getAttribute('data-feed'), { timeout: 15_000 }).toBe('loading');
    // While the feed loads, the link is already there (the frame is invisible until it has loaded).
    expect(await box(page).getByRole('link').isVisible()).toBe(true);
    await page.clock.runFor(10_000);
    await expect.poll(() => box(page).getAttribute('data-feed')).toBe('link');
    await expectLinkInPlace(page);
    await context.close();
  });

  it('shows the feed once frame and script have loaded', async () => {
    const { context, page } = await homeWithFeed((route) =>
      route.request().url() === config.instagram.widgetScriptUrl
        ? route.fulfill({ contentType: 'text/javascript', body: 'window.feedScriptRan = true;' })
        : route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Feed</title><p>Latest posts</p>' }),
    );
    await expect.poll(() => box(page).getAttribute('data-feed'), { timeout: 15_000 }).toBe('loaded');
    const frame = box(page).locator('iframe');
    expect(await frame.isVisible()).toBe(true);
    expect(await page.frameLocator('[data-instagram-embed] iframe').locator('p').textContent()).toBe('Latest posts');
    expect(await box(page).getByRole('link').count()).toBe(0);
    await context.close();
  });

  it('is a link to the account with JavaScript off', async () => {
    const { context, page } = await newPage(DESKTOP, { javaScriptEnabled: false });
    await page.goto(`${site.origin}/`);
    const link = box(page).getByRole('link');
    expect(await link.isVisible()).toBe(true);
    expect(await link.getAttribute('href')).toBe(config.links.instagram);
    await context.close();
  });
});
