import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StartedSite } from '../support/npm-start.ts';
import { siteInChromium } from '../support/site-in-chromium.ts';
import { masjidTime, openDisplay, readScreen, until, waitForScreen } from '../support/display-screen.ts';
import { apiSessionCookie } from '../support/admin-screens.ts';

/**
 * Issue 26 item 4 on the prayer-hall screen, in Chromium against `npm start`: staff write a Turkish
 * translation of an announcement and of an event; the screen set to Turkish (Admin → Display) shows the
 * Turkish, each text marked with its own language (an untranslated one with the default's), an English
 * screen shows the English, a change of language reaches a running screen without a reload, and a Turkish
 * screen restarted offline still shows the Turkish from its worker's copy.
 */

let site: StartedSite;
let browser: Browser;
let cookie = '';
let announcementId = 0;
let eventId = 0;

siteInChromium((started, chromium) => {
  site = started;
  browser = chromium;
});

async function api(method: string, path: string, body: unknown): Promise<Response> {
  return fetch(`${site.origin}${path}`, {
    method,
    headers: { origin: site.origin, cookie, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
}

async function saveDisplay(body: Record<string, unknown>): Promise<void> {
  const res = await api('PUT', '/api/display/settings', body);
  expect(res.status, await res.clone().text()).toBe(200);
}

beforeAll(async () => {
  cookie = await apiSessionCookie(site.origin);
  const announcement = await api('POST', '/api/announcements', {
    title: 'Eid prayer in the park',
    content: 'Bring a prayer mat.',
    priority: 10,
    translations: { tr: { title: 'Parkta bayram namazı', content: 'Seccadenizi getirin.' } },
  });
  expect(announcement.status, await announcement.clone().text()).toBe(201);
  announcementId = ((await announcement.json()) as { id: number }).id;
  const event = await api('POST', '/api/events', {
    title: 'Tafsir night',
    description: 'Open to all',
    category: 'education',
    startDate: '2026-12-05T19:30',
    location: 'Main hall',
    imageUrl: '/demo/event-1.png',
    // The location left untranslated: it shows in English, marked English, on the Turkish screen.
    translations: { tr: { title: 'Tefsir gecesi' } },
  });
  expect(event.status, await event.clone().text()).toBe(201);
  eventId = ((await event.json()) as { id: number }).id;
});

afterAll(async () => {
  if (cookie) await saveDisplay({ language: 'en', secondLanguage: null });
});

/** A context of its own (Playwright's clock belongs to the context) with the screen open mid-morning. */
async function screen(): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await browser.newContext({ viewport: { width: 1920, height: 1080 } });
  const errors: string[] = [];
  context.on('weberror', (error) => errors.push(error.error().message));
  context.on('console', (message) => {
    if (message.type() === 'error' && !/Failed to load resource|ERR_INTERNET_DISCONNECTED/.test(message.text())) {
      errors.push(message.text());
    }
  });
  const page = await openDisplay(context, site.origin, masjidTime('2026-11-25T10:00:00'));
  return { context, page, errors };
}

/** The screen's clock on, a second at a time, until `condition` holds (the screen's syncs and slides follow it). */
async function runUntil<A = undefined>(page: Page, condition: (arg: A) => boolean, arg?: A, seconds = 120): Promise<void> {
  const check = condition as (arg: unknown) => boolean;
  for (let i = 0; i < seconds; i++) {
    if (await page.evaluate(check, arg as unknown).catch(() => false)) return;
    await page.clock.runFor(1_000);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  await until(page, check, arg as unknown, 5_000);
}

/** The slides rotate on the wall clock at 15 s: on until `key` is up. */
async function showSlide(page: Page, key: string): Promise<void> {
  for (let i = 0; i < 20 && (await readScreen(page)).slide !== key; i++) await page.clock.fastForward(15_000);
  expect((await readScreen(page)).slide).toBe(key);
}

/** What an announcement slide shows: each text with its `lang` and `dir`. */
async function announcementTexts(page: Page): Promise<[string, string | null, string | null][]> {
  return page.locator('[data-slide^="announcement-"] :is(.d-slide-text-title, .d-slide-text-body)').evaluateAll((elements) =>
    elements.map((el): [string, string | null, string | null] => [el.textContent ?? '', el.getAttribute('lang'), el.getAttribute('dir')]),
  );
}

async function eventTexts(page: Page): Promise<[string, string | null][]> {
  return page.locator('[data-slide^="event-"] :is(.d-slide-title, .d-slide-where)').evaluateAll((elements) =>
    elements.map((el): [string, string | null] => [el.textContent ?? '', el.getAttribute('lang')]),
  );
}

describe("the prayer-hall screen shows staff's translations in its language (issue 26)", () => {
  it('an English screen shows the English; set to Turkish it shows the Turkish, marked tr, without a reload', async () => {
    await saveDisplay({ language: 'en', secondLanguage: null, slideSeconds: 15 });
    const { context, page, errors } = await screen();
    const asked: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname === '/api/announcements' || url.pathname === '/api/events') asked.push(`${url.pathname}${url.search}`);
    });

    await showSlide(page, `announcement-${announcementId}`);
    expect(await announcementTexts(page)).toEqual([
      ['Eid prayer in the park', 'en', 'auto'],
      ['Bring a prayer mat.', 'en', 'auto'],
    ]);
    expect(await page.getByText('Parkta bayram namazı').count()).toBe(0);
    await showSlide(page, `event-${eventId}`);
    expect(await eventTexts(page)).toEqual([
      ['Tafsir night', 'en'],
      ['Main hall', 'en'],
    ]);

    // Admin → Display: Turkish. The running screen reads it at its next sync and asks again in Turkish at once.
    await saveDisplay({ language: 'tr' });
    await page.clock.fastForward(5 * 60_000);
    await runUntil(page, () => document.documentElement.lang === 'tr');
    await showSlide(page, `announcement-${announcementId}`);
    await runUntil(page, () => document.querySelector('.d-slide-text-title')?.textContent === 'Parkta bayram namazı');
    expect(await announcementTexts(page)).toEqual([
      ['Parkta bayram namazı', 'tr', 'auto'],
      ['Seccadenizi getirin.', 'tr', 'auto'],
    ]);
    // The events come with the same sync as the announcements; one that failed (a busy machine) is retried
    // within the minute, so the clock runs on until the event's slide shows the Turkish.
    await runUntil(page, (id) => document.querySelector(`[data-slide="event-${id}"] .d-slide-title`)?.textContent === 'Tefsir gecesi', eventId, 300);
    expect(await eventTexts(page)).toEqual([
      ['Tefsir gecesi', 'tr'],
      ['Main hall', 'en'],
    ]);
    expect(asked).toContain('/api/announcements?lang=tr');
    expect(asked).toContain('/api/events?lang=tr');
    expect(asked.every((url) => /\?lang=(en|tr)$/.test(url))).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a Turkish screen asks in Turkish from the start and, restarted offline, still shows the Turkish', async () => {
    await saveDisplay({ language: 'tr', secondLanguage: null, slideSeconds: 15 });
    const { context, page, errors } = await screen();
    await runUntil(page, () => document.documentElement.lang === 'tr');
    await showSlide(page, `announcement-${announcementId}`);
    await runUntil(page, () => document.querySelector('.d-slide-text-title')?.textContent === 'Parkta bayram namazı');
    expect(await announcementTexts(page)).toEqual([
      ['Parkta bayram namazı', 'tr', 'auto'],
      ['Seccadenizi getirin.', 'tr', 'auto'],
    ]);

    // The worker has taken over and the screen has synced through it (in Turkish), so it holds the answer.
    await until(page, () => document.documentElement.dataset['displayOffline'] === 'ready', null);
    const syncs = Number(await page.evaluate(() => document.documentElement.dataset['displaySyncs']));
    await page.clock.fastForward(5 * 60_000);
    await runUntil(page, (wanted) => Number(document.documentElement.dataset['displaySyncs']) > wanted, syncs);
    await context.setOffline(true);
    await page.reload();
    await waitForScreen(page);
    await runUntil(page, () => document.documentElement.lang === 'tr');
    await showSlide(page, `announcement-${announcementId}`);
    expect(await announcementTexts(page)).toEqual([
      ['Parkta bayram namazı', 'tr', 'auto'],
      ['Seccadenizi getirin.', 'tr', 'auto'],
    ]);
    await showSlide(page, `event-${eventId}`);
    expect(await eventTexts(page)).toEqual([
      ['Tefsir gecesi', 'tr'],
      ['Main hall', 'en'],
    ]);
    expect(errors).toEqual([]);
    await context.close();
  });
});
