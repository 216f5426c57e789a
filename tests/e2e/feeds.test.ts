import { createServer, type Server } from 'node:http';
import { axeViolations } from '../support/axe.ts';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { site as config } from '../../src/config/site.ts';
import { isoDateIn } from '../../src/domain/dates/zoned.ts';
import { longDateLabel } from '../../src/views/prayer-times/today.ts';
import { frameProblems } from '../support/embed-fit.ts';
import { parseCalendar } from '../support/icalendar.ts';
import { concretePublicUrl, readmePublicUrls } from '../support/public-urls.ts';
import type { StartedSite } from '../support/npm-start.ts';
import { freePort } from '../support/processes.ts';
import { siteInChromium } from '../support/site-in-chromium.ts';
import { apiSessionCookie } from '../support/admin-screens.ts';

/**
 * Issue 16 on `npm start` in Chromium: the calendar feeds as served, the embeddable widget (its framing
 * rules seen from another origin, its themes and layouts, axe), the Subscribe boxes and "Add to calendar".
 */
let site: StartedSite;
let browser: Browser;
siteInChromium((started, chromium) => {
  site = started;
  browser = chromium;
});


async function openPage(options: { viewport?: { width: number; height: number } } = {}): Promise<Page> {
  const context = await browser.newContext({ viewport: options.viewport ?? { width: 1280, height: 900 } });
  return context.newPage();
}

describe('calendar feeds', () => {
  it('/calendar.ics is the build’s events as UTF-8 text/calendar, permanent events left out', async () => {
    const res = await fetch(`${site.origin}/calendar.ics`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    const calendar = parseCalendar(await res.text());
    const titles = calendar.events.map((e) => e.summary);
    expect(titles).toEqual(expect.arrayContaining(['Community Potluck Dinner', 'Youth Game Night']));
    expect(titles).not.toContain('Quran Study Circle');
    expect(calendar.refreshInterval).toBe('P1D');
    expect(calendar.events.every((e) => e.url?.startsWith(`${config.url}/calendar?event=`))).toBe(true);
  });

  it('a staff change reaches /calendar.ics with the rebuild it triggers, and an edit keeps the UID', async () => {
    const { origin } = site;
    const cookie = await apiSessionCookie(origin);
    const headers = { 'content-type': 'application/json', origin, cookie };
    const start = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);
    const title = 'Tafsir night, Surah Yusuf; part 2 — تفسير';
    const created = await fetch(`${origin}/api/events`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ title, description: 'Open to all', startDate: `${start}T19:30`, category: 'education' }),
    });
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: number };
    const feedEvent = async (uid: string) =>
      parseCalendar(await (await fetch(`${origin}/calendar.ics`)).text()).events.find((e) => e.uid === uid);
    const uid = `event-${id}@${new URL(config.url).hostname}`;
    await expect.poll(() => feedEvent(uid).then((e) => e?.summary), { timeout: 240_000, interval: 1_000 }).toBe(title);

    const edited = await fetch(`${origin}/api/events/${id}`, {
      method: 'PUT',
      headers,
      body: JSON.stringify({ location: 'Main hall' }),
    });
    expect(edited.status).toBe(200);
    await expect
      .poll(() => feedEvent(uid).then((e) => e?.location), { timeout: 240_000, interval: 1_000 })
      .toMatch(/^Main hall, /);
  });

  it('/prayer-times.ics honours ?prayers= and ?adhan= outside /api', async () => {
    const res = await fetch(`${site.origin}/prayer-times.ics?prayers=fajr,isha&adhan=1`, {
      headers: { 'accept-encoding': 'br' },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    const calendar = parseCalendar(await res.text());
    expect(new Set(calendar.events.map((e) => e.summary))).toEqual(
      new Set(['Fajr adhan', 'Fajr iqamah', 'Isha adhan', 'Isha iqamah']),
    );
    expect(new Set(calendar.events.map((e) => e.uid.slice(7, 17))).size).toBe(60);
    expect((await fetch(`${site.origin}/prayer-times.ics?prayers=witr`)).status).toBe(400);
  });
});

describe('the embeddable widget', () => {
  let other: Server;
  let otherOrigin: string;

  beforeAll(async () => {
    // Another site, on another origin, that frames the widget and a page that must refuse.
    other = createServer((req, res) => {
      res.setHeader('content-type', 'text/html; charset=utf-8');
      const url = new URL(req.url!, 'http://localhost');
      if (url.pathname === '/frame') {
        // A page that frames the widget as the snippet does: no border, a given width and height.
        const q = url.searchParams;
        res.end(
          `<!doctype html><title>School site</title><body style="margin:0">` +
            `<iframe id="frame" src="${site.origin}/embed/prayer-times?theme=${q.get('theme')}&layout=${q.get('layout')}" ` +
            `width="320" height="${Number(q.get('height'))}" style="border:0" title="Prayer times"></iframe>`,
        );
        return;
      }
      res.end(
        `<!doctype html><title>School site</title>` +
          `<iframe id="widget" src="${site.origin}/embed/prayer-times?theme=dark" width="340" height="420"></iframe>` +
          `<iframe id="about" src="${site.origin}/about" width="340" height="420"></iframe>`,
      );
    });
    const port = await freePort();
    await new Promise<void>((resolve) => other.listen(port, '127.0.0.1', resolve));
    otherOrigin = `http://localhost:${port}`;
  });
  afterAll(() => new Promise<void>((resolve) => other.close(() => resolve())));

  it('may be framed by any site while every other page refuses', async () => {
    const embed = await fetch(`${site.origin}/embed/prayer-times`);
    expect(embed.headers.get('content-security-policy')).toContain('frame-ancestors *');
    expect(embed.headers.get('x-frame-options')).toBeNull();
    for (const path of ['/', '/about', '/calendar']) {
      const res = await fetch(`${site.origin}${path}`);
      expect(res.headers.get('x-frame-options'), path).toBe('DENY');
      expect(res.headers.get('content-security-policy'), path).toContain("frame-ancestors 'none'");
    }

    const page = await openPage();
    await page.goto(otherOrigin);
    const widget = page.frameLocator('#widget');
    await expect.poll(() => widget.locator('[data-next]').textContent({ timeout: 15_000 })).toMatch(/^Next: /);
    expect(await widget.locator('html').getAttribute('data-theme')).toBe('dark');
    // Chromium replaces a refused frame with its error page: nothing of /about is inside.
    const about = await (await page.locator('#about').elementHandle())!.contentFrame();
    await expect.poll(() => about!.url()).toMatch(/^chrome-error:/);
    await page.context().close();
  });

  it("shows the visitor's today in the masjid's zone and marks the next congregation", async () => {
    const page = await openPage({ viewport: { width: 360, height: 460 } });
    await page.goto(`${site.origin}/embed/prayer-times`);
    const today = isoDateIn(config.timeZone, new Date());
    await expect.poll(() => page.locator('[data-date]').textContent()).toContain(longDateLabel(today));
    await expect.poll(() => page.locator('[data-next]').count()).toBe(1);
    const next = (await page.locator('[data-next]').textContent())!;
    const marked = await page.locator('[aria-current="time"]').count();
    // Before Isha's iqamah a row is marked; after it, tomorrow's Fajr is named instead.
    expect(next.includes('tomorrow') ? marked === 0 : marked === 1).toBe(true);
    const rows = await page.locator('[data-row]').evaluateAll((els) => els.map((el) => el.getAttribute('data-row')));
    expect(rows[0]).toBe('fajr');
    expect(rows).toContain('sunrise');
    expect(rows.some((key) => key === 'dhuhr' || key?.startsWith('jumuah'))).toBe(true);
    const link = page.locator('h1 a');
    expect(await link.getAttribute('href')).toBe(`${config.url}/`);
    expect(await link.getAttribute('target')).toBe('_blank');
    await page.context().close();
  });

  it.each([
    ['light', 'vertical', { width: 340, height: 420 }],
    ['dark', 'vertical', { width: 340, height: 420 }],
    ['light', 'horizontal', { width: 900, height: 230 }],
    ['dark', 'horizontal', { width: 600, height: 300 }],
  ])('theme=%s layout=%s applies and passes axe', async (theme, layout, viewport) => {
    const page = await openPage({ viewport });
    const errors: string[] = [];
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
    await page.goto(`${site.origin}/embed/prayer-times?theme=${theme}&layout=${layout}`);
    await page.waitForSelector('[data-next]', { timeout: 15_000 });
    expect(
      await page.evaluate(() => [document.documentElement.dataset.theme, document.documentElement.dataset.layout]),
    ).toEqual([theme, layout]);
    const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    expect(background).toBe(theme === 'dark' ? 'rgb(6, 36, 32)' : 'rgb(255, 255, 255)');
    const display = await page.locator('.times').evaluate((el) => getComputedStyle(el).display);
    expect(display).toBe(layout === 'horizontal' ? 'grid' : 'block');
    expect(await axeViolations(page)).toEqual([]);
    // The page's CSP allows everything it runs (a refused script would be reported here).
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('fits, uncut, in frames 320 to 1200 px wide at the about page snippet’s heights, both layouts and themes', async () => {
    // The heights a masjid copies: the about page's snippet (vertical) and its horizontal example.
    const about = await openPage();
    await about.goto(`${site.origin}/about`);
    const snippets = [
      await about.locator('#embed-code').inputValue(),
      (await about.locator('[data-embed-snippet] pre').textContent())!,
    ];
    await about.context().close();
    const heightOf = (layout: string) => {
      const snippet = snippets.find((text) => text.includes(`layout=${layout}`))!;
      return Number(/ height="(\d+)"/.exec(snippet)![1]);
    };
    const widths = [...Array.from({ length: 23 }, (_, i) => 320 + i * 40), 600].sort((a, b) => a - b);
    const problems: string[] = [];
    for (const layout of ['vertical', 'horizontal'])
      for (const theme of ['light', 'dark'])
        // Today as it is, and a day with a seventh line (a second khutbah, an Eid prayer) drawn into it.
        for (const seventhLine of [false, true]) {
          const page = await openPage();
          await page.goto(`${otherOrigin}/frame?layout=${layout}&theme=${theme}&height=${heightOf(layout)}`);
          const frame = (await (await page.locator('#frame').elementHandle())!.contentFrame())!;
          await frame.waitForSelector('[data-next]', { timeout: 15_000 });
          if (seventhLine)
            await frame.evaluate(() => {
              const dhuhr = document.querySelector<HTMLElement>('[data-row="dhuhr"], [data-row^="jumuah"]')!;
              const second = dhuhr.cloneNode(true) as HTMLElement;
              second.dataset.row = 'jumuah-2';
              second.classList.add('is-next');
              second.querySelector('.name')!.textContent = "Jumu'ah 2";
              dhuhr.after(second);
              document.querySelector('[data-next]')!.textContent = "Next: Jumu'ah khutbah 2 tomorrow at 12:15 PM";
            });
          for (const width of widths) {
            await page.locator('#frame').evaluate((el, value) => el.setAttribute('width', String(value)), width);
            await frame.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
            for (const problem of await frameProblems(frame))
              problems.push(
                `${layout} ${theme}${seventhLine ? ' (7 lines)' : ''} ${width}×${heightOf(layout)}: ${problem}`,
              );
          }
          await page.context().close();
        }
    expect(problems).toEqual([]);
  });

  it('the about page offers the snippet and previews it', async () => {
    const page = await openPage();
    await page.goto(`${site.origin}/about`);
    const code = await page.locator('#embed-code').inputValue();
    expect(code).toContain(`<iframe src="${config.url}/embed/prayer-times?theme=light&amp;layout=vertical"`);
    expect(code).toContain(`title="Prayer times at ${config.name}"`);
    await page.locator('#embed-heading').scrollIntoViewIfNeeded();
    expect(await page.locator('iframe[src="/embed/prayer-times"]').count()).toBe(0);
    await page.getByRole('button', { name: 'Show a preview here' }).click();
    const preview = page.frameLocator('iframe[src="/embed/prayer-times"]');
    await expect.poll(() => preview.locator('[data-next]').count(), { timeout: 15_000 }).toBe(1);
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: site.origin });
    await page.getByRole('button', { name: 'Copy code' }).click();
    await expect.poll(() => page.locator('[data-copy-status]').textContent()).toBe('Code copied.');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(code);
    await page.context().close();
  });
});

describe('the public API from other sites', () => {
  let other: Server;
  let otherOrigin: string;
  beforeAll(async () => {
    other = createServer((_req, res) => res.end('<!doctype html><title>Student association</title>'));
    const port = await freePort();
    await new Promise<void>((resolve) => other.listen(port, '127.0.0.1', resolve));
    otherOrigin = `http://localhost:${port}`;
  });
  afterAll(() => new Promise<void>((resolve) => other.close(() => resolve())));

  it("another site's page reads the public API, and not the rest", async () => {
    const page = await openPage();
    await page.goto(otherOrigin);
    const results = await page.evaluate(async (origin) => {
      const attempt = async (path: string, init?: RequestInit) => {
        try {
          const res = await fetch(`${origin}${path}`, init);
          return `${res.status}`;
        } catch {
          return 'blocked';
        }
      };
      return {
        today: await attempt('/api/prayer-times'),
        events: await attempt('/api/events', { headers: { 'x-requested-with': 'fetch' } }),
        feed: await attempt('/prayer-times.ics?prayers=fajr'),
        calendar: await attempt('/calendar.ics'),
        widget: await attempt('/embed/prayer-times?layout=horizontal'),
        openapi: await attempt('/api/openapi.json'),
        user: await attempt('/api/user'),
        contact: await attempt('/api/contact', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: '{}',
        }),
      };
    }, site.origin);
    expect(results).toEqual({
      today: '200',
      events: '200',
      feed: '200',
      calendar: '200',
      widget: '200',
      openapi: '200',
      user: 'blocked',
      contact: 'blocked',
    });
    await page.context().close();
  });

  it("every URL of the README's public table answers GET and HEAD from any origin with Access-Control-Allow-Origin: *", async () => {
    const events = (await (await fetch(`${site.origin}/api/events`)).json()) as Array<{
      id: number;
      isPermanent: boolean;
    }>;
    const values = {
      year: new Date().getFullYear(),
      id: events.find((event) => !event.isPermanent)!.id,
      key: '00000000-0000-4000-8000-000000000000.png',
    };
    const urls = readmePublicUrls().map((template) => concretePublicUrl(template, values));
    expect(urls).toEqual(expect.arrayContaining(['/calendar.ics', '/prayer-times.ics', '/embed/prayer-times']));
    const answers: string[] = [];
    for (const url of urls)
      for (const method of ['GET', 'HEAD']) {
        const res = await fetch(`${site.origin}${url}`, { method, headers: { origin: otherOrigin } });
        // No flyer is uploaded on a fresh site: the upload route's 404 must carry the header too.
        answers.push(`${method} ${url} ${res.status} ${res.headers.get('access-control-allow-origin')}`);
      }
    expect(answers).toEqual(
      urls.flatMap((url) =>
        ['GET', 'HEAD'].map((method) => `${method} ${url} ${url.startsWith('/api/uploads/') ? 404 : 200} *`),
      ),
    );
  });

  // The API's public reads answer a preflight; static files (/calendar.ics, the widget) answer simple
  // requests only, as Cloudflare Pages serves them (an OPTIONS to a Pages asset is 405).
  it('a preflighted read of the prayer-times feed is allowed from any origin', async () => {
    for (const url of ['/prayer-times.ics?prayers=fajr', '/api/events']) {
      const res = await fetch(`${site.origin}${url}`, {
        method: 'OPTIONS',
        headers: {
          origin: otherOrigin,
          'access-control-request-method': 'GET',
          'access-control-request-headers': 'x-requested-with',
        },
      });
      expect(res.status, url).toBe(204);
      expect(res.headers.get('access-control-allow-origin'), url).toBe('*');
      expect(res.headers.get('access-control-allow-headers'), url).toBe('x-requested-with');
    }
  });

  it('/api/docs is a readable page that passes axe and runs no script', async () => {
    const page = await openPage();
    const errors: string[] = [];
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
    await page.goto(`${site.origin}/api/docs`);
    expect(await page.locator('h1').textContent()).toBe(`${config.name} public API`);
    expect(await page.locator('script').count()).toBe(0);
    // The inline stylesheet applied under the page's CSP.
    expect(await page.locator('main').evaluate((el) => getComputedStyle(el).maxWidth)).not.toBe('none');
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

describe('Subscribe and Add to calendar', () => {
  it('/calendar offers webcal:// and the https address, and copies it', async () => {
    const page = await openPage();
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: site.origin });
    await page.goto(`${site.origin}/calendar`);
    const host = new URL(config.url).host;
    expect(await page.getByRole('link', { name: 'Subscribe' }).getAttribute('href')).toBe(
      `webcal://${host}/calendar.ics`,
    );
    expect(await page.getByLabel('Calendar address').inputValue()).toBe(`${config.url}/calendar.ics`);
    await page.getByRole('button', { name: 'Copy', exact: true }).click();
    await expect.poll(() => page.locator('[data-subscribe-status]').textContent()).toContain('Address copied');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${config.url}/calendar.ics`);
    await page.context().close();
  });

  it('/monthly-prayer-times builds ?prayers= and ?adhan= from the choice', async () => {
    const page = await openPage();
    await page.goto(`${site.origin}/monthly-prayer-times`);
    const choice = page.locator('[data-subscribe-choice]');
    for (const name of ['Dhuhr', 'Asr', 'Maghrib', "Jumu'ah"]) await choice.getByLabel(name, { exact: true }).uncheck();
    await choice.getByLabel('Adhan times too').check();
    expect(await page.getByLabel('Calendar address').inputValue()).toBe(
      `${config.url}/prayer-times.ics?prayers=fajr,isha&adhan=1`,
    );
    const host = new URL(config.url).host;
    expect(await page.getByRole('link', { name: 'Subscribe' }).getAttribute('href')).toBe(
      `webcal://${host}/prayer-times.ics?prayers=fajr,isha&adhan=1`,
    );
    for (const name of ['Fajr', 'Isha']) await choice.getByLabel(name, { exact: true }).uncheck();
    await expect.poll(() => page.locator('[data-subscribe-status]').textContent()).toBe('Choose at least one prayer.');
    expect(await page.getByRole('link', { name: 'Subscribe' }).getAttribute('aria-disabled')).toBe('true');
    await page.context().close();
  });

  it('an event link from the feed opens its dialog, whose "Add to calendar" file holds that event', async () => {
    const feed = parseCalendar(await (await fetch(`${site.origin}/calendar.ics`)).text());
    const potluck = feed.events.find((e) => e.summary === 'Community Potluck Dinner')!;
    const page = await openPage();
    await page.goto(`${site.origin}${new URL(potluck.url!).pathname}${new URL(potluck.url!).search}`);
    const dialog = page.locator('dialog[data-event-dialog]');
    await expect.poll(() => dialog.evaluate((el: HTMLDialogElement) => el.open), { timeout: 15_000 }).toBe(true);
    expect(await dialog.locator('h2').textContent()).toBe('Community Potluck Dinner');
    const href = await dialog.locator('[data-add-to-calendar]').getAttribute('href');
    const res = await fetch(`${site.origin}${href}`);
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="community-potluck-dinner\.ics"$/);
    const single = parseCalendar(await res.text());
    expect(single.events.map((e) => [e.uid, e.start.toISOString()])).toEqual([
      [potluck.uid, potluck.start.toISOString()],
    ]);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect.poll(() => new URL(page.url()).search).toBe('');
    await page.context().close();
  });
});
