import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, isoDateIn } from '../../src/domain/dates/zoned.ts';
import { site as siteConfig } from '../../src/config/site.ts';
import { ramadanOnOrAfter } from '../../src/domain/schedule/ramadan.ts';
import { configPrayerSettings } from '../../src/server/schedule/prayer-schedule.ts';
import { realImage } from '../fixtures/images/generate.ts';
import { launchChromium } from '../support/browser.ts';
import { send, sendJson, signIn, visitorAddress, visitorAgent, destroyAgents } from './support/http.ts';
import { report } from './support/report.ts';
import { XSS_CORPUS as CORPUS } from '../support/xss-corpus.ts';
import { ADMIN, startServer, stopAndClean, waitFor, type StartedSite } from './support/server.ts';

/**
 * XSS (issue 8): a corpus of script tags, event-handler attributes, javascript: URLs, SVG onload,
 * attribute and element break-outs, mXSS and template-injection strings goes into every text field
 * staff or visitors can set (announcement title and content; event title, description and location;
 * contact name and message; staff first names; gallery descriptions and photo file names; page paths,
 * user agents and referrers of page views; cells of an uploaded CSV whose errors the panel lists; the
 * Jumu'ah khutbahs' khateeb, language and place and the Eid prayers' places and notes in Prayer Settings;
 * issue 24's programs, staff pages with Markdown links and images, a campaign and the imam's name).
 * Chromium then opens every page that shows them (the public home and calendar with and without
 * JavaScript, an event's dialog, every admin tab, the edit form, the gallery picker, the CSV preview)
 * and fails on any sign that markup got through: a call to the corpus's __xss() or to alert/confirm/
 * prompt, a dialog, a CSP violation caused by the corpus (the pages' CSP would block an injected
 * inline script, so a violation means the escaping failed), or an element or attribute built from it
 * (an on* handler, a script, a javascript: URL). Each page must also show some of the corpus as text,
 * so a page that shows nothing cannot pass.
 */



const MARK = (prefix: string, i: number) => `XSS-${prefix}${i}`;

let site: StartedSite;
let browser: Browser;
let cookie: string;
let xssAdmin: { username: string; password: string };
const findings: string[] = [];
const pagesChecked: string[] = [];
const accepted: Record<string, number> = {};
const refused: Record<string, number> = {};

const count = (table: Record<string, number>, key: string) => void (table[key] = (table[key] ?? 0) + 1);

beforeAll(async () => {
  site = await startServer();
  cookie = await signIn(site.origin, ADMIN.username, ADMIN.password);
  const { origin } = site;
  const today = isoDateIn(siteConfig.timeZone, new Date());
  const tomorrow = addDays(today, 1);
  const rebuildsBefore = site.process.output().split('rebuilt the site').length;

  const store = async (field: string, method: string, path: string, body: unknown, agentAddress?: string) => {
    const res = await sendJson(origin, method, path, body, {
      cookie,
      ...(agentAddress ? { agent: visitorAgent(agentAddress) } : {}),
    });
    expect(res.status, `${field}: ${res.body}`).toBeLessThan(500);
    count(res.status < 300 ? accepted : refused, field);
    return res;
  };

  for (const [i, payload] of CORPUS.entries()) {
    await store('announcement', 'POST', '/api/announcements', {
      title: `${MARK('A', i)} ${payload}`,
      content: `${MARK('AC', i)} ${payload}`,
      priority: 10,
      isActive: true,
    });
    await store('event', 'POST', '/api/events', {
      title: `${MARK('E', i)} ${payload}`,
      description: `${MARK('ED', i)} ${payload}`,
      location: `${MARK('EL', i)} ${payload}`,
      startDate: `${i % 2 ? today : tomorrow}T${i % 2 ? '23:30' : '10:00'}`,
      category: 'community',
    });
    await store('event imageUrl', 'POST', '/api/events', {
      title: 'Image URL probe',
      description: 'x',
      isPermanent: true,
      imageUrl: payload.includes('javascript') ? payload : `javascript:__xss(${i})`,
    });
    // Each message from its own address: the contact form allows five per visitor.
    await store(
      'contact',
      'POST',
      '/api/contact',
      {
        name: `${MARK('C', i)} ${payload}`.slice(0, 100),
        email: `visitor${i}@example.org`,
        message: `${MARK('CM', i)} ${payload}`,
      },
      visitorAddress(600 + i),
    );
    await store(
      'page view',
      'POST',
      '/api/analytics/track',
      {
        sessionId: `xss-session-${i}`,
        page: `/${MARK('P', i)}-${payload.replace(/\s+/g, '/')}`,
        userAgent: `${MARK('UA', i)} ${payload}`,
        referrer: `https://referrer.example/${encodeURIComponent(payload)}`,
      },
      visitorAddress(700 + i),
    );
    if (i % 4 === 0) {
      await store('staff first name', 'POST', '/api/register', {
        username: `xss_staff_${i}`,
        email: `xss${i}@example.org`,
        password: 'xss-pass-123',
        role: 'editor',
        firstName: `${MARK('U', i)} ${payload}`.slice(0, 100),
      });
    }
  }
  // A staff member whose own name is hostile, to see the "Signed in as" places.
  xssAdmin = { username: 'xss_admin', password: 'xss-admin-pass' };
  await store('staff first name', 'POST', '/api/register', {
    ...xssAdmin,
    email: 'xss_admin@example.org',
    role: 'admin',
    firstName: `${MARK('U', 99)} ${CORPUS[1]}`,
  });

  // Photos: hostile gallery descriptions and file names (names go into a raw multipart header).
  const png = await realImage('png');
  for (const [i, payload] of CORPUS.entries()) {
    if (i % 3 !== 0) continue;
    const boundary = `----xss${i}`;
    const filename = `${MARK('F', i)} ${payload}.png`.replace(/"/g, '%22').replace(/[\r\n]/g, ' ');
    const body = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="photos"; filename="${filename}"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      Buffer.from(png),
      Buffer.from(
        `\r\n--${boundary}\r\nContent-Disposition: form-data; name="galleryName"\r\n\r\nXSS Gallery ${i}\r\n--${boundary}\r\nContent-Disposition: form-data; name="description"\r\n\r\n${MARK('G', i)} ${payload}\r\n--${boundary}--\r\n`,
      ),
    ]);
    const res = await send(origin, '/api/photos/upload', {
      method: 'POST',
      headers: { origin, cookie, 'content-type': `multipart/form-data; boundary=${boundary}` },
      body,
    });
    expect(res.status, res.body).toBeLessThan(500);
    count(res.status < 300 ? accepted : refused, 'photo');
  }

  // Staff-run content (issue 24): programs (title, summary, Markdown body, term), pages (title and a Markdown
  // block with a hostile link and image), a running campaign, and the imam's name in the site's facts.
  for (const [i, payload] of CORPUS.entries()) {
    await store('program', 'POST', '/api/programs', {
      title: `${MARK('PR', i)} ${payload}`.slice(0, 120),
      slug: `xss-program-${i}`,
      summary: `${MARK('PS', i)} ${payload}`,
      body: `${MARK('PB', i)} ${payload}\n\n[${MARK('PL', i)}](${payload}) ![${payload}](${payload})`,
      term: `${MARK('PT', i)} ${payload}`.slice(0, 60),
      startDate: addDays(today, -10),
      endDate: addDays(today, 60),
    });
    await store('page', 'POST', '/api/pages', {
      slug: `xss-page-${i}`,
      title: `${MARK('PG', i)} ${payload}`.slice(0, 100),
      blocks: [{ type: 'markdown', markdown: `${MARK('PM', i)} ${payload}\n\n[${MARK('PK', i)}](${payload}) ![${payload}](${payload})` }],
    });
  }
  await store('campaign', 'POST', '/api/campaigns', {
    title: `${MARK('CA', 0)} ${CORPUS[0]}`,
    goal: 100_000,
    raised: 42_000,
    startDate: addDays(today, -5),
    endDate: addDays(today, 30),
    description: `${MARK('CD', 1)} ${CORPUS[1]}`,
    url: 'https://give.example.org/roof',
  });
  await store('site facts', 'PUT', '/api/site', { contacts: { imam: { name: `${MARK('SF', 4)} ${CORPUS[4]}`.slice(0, 80) } } });

  // Prayer Settings (issue 13): khutbah texts and Eid prayers' places and notes, shown on the home page's
  // banner and cards, the yearly page, /ramadan and the admin tab. Eid prayers from tomorrow on, so the
  // home page shows the first ones.
  const cut = (text: string, max: number) => text.slice(0, max);
  await store('prayer settings', 'PUT', '/api/prayer-settings', {
    settings: {
      ...configPrayerSettings,
      jumuah: {
        khutbahs: CORPUS.slice(0, 6).map((payload, i) => ({
          time: `${12 + Math.floor(i / 2)}:${i % 2 ? '30' : '00'}`,
          khateeb: cut(`${MARK('JK', i)} ${payload}`, 80),
          language: cut(`${MARK('JL', i)} ${payload}`, 80),
          place: cut(`${MARK('JP', i)} ${payload}`, 80),
        })),
        overrides: [],
      },
      eidPrayers: [
        ...CORPUS.slice(0, 19).map((payload, i) => ({
          kind: 'adha',
          date: addDays(today, 1 + i),
          times: ['08:00'],
          place: cut(`${MARK('EP', i)} ${payload}`, 120),
          note: cut(`${MARK('EN', i)} ${payload}`, 200),
        })),
        // The coming Eid al-Fitr, which /ramadan lists under its timetable.
        {
          kind: 'fitr',
          date: ramadanOnOrAfter(today, 0)!.eidAlFitr,
          times: ['08:00'],
          place: cut(`${MARK('EP', 19)} ${CORPUS[19]}`, 120),
          note: '',
        },
      ],
    },
  });

  // The static pages are rebuilt from the database after these changes: wait for a build that has them.
  const rebuilt = await waitFor(
    async () => {
      const built = site.process.output().split('rebuilt the site').length > rebuildsBefore;
      const home = (await send(origin, '/')).body;
      // The announcements and the prayer settings (its khutbahs' texts are on the home page's banner).
      const staffPage = (await send(origin, '/xss-page-2')).body;
      const program = (await send(origin, '/programs/xss-program-2')).body;
      return built && home.includes(MARK('A', 0)) && home.includes(MARK('JK', 0)) && staffPage.includes(MARK('PG', 2)) && program.includes(MARK('PR', 2));
    },
    180_000,
    1_000,
  );
  expect(rebuilt, `the site was rebuilt with the new content:\n${site.process.output().slice(-2000)}`).toBe(true);
  browser = await launchChromium();
}, 300_000);

afterAll(async () => {
  destroyAgents();
  report('xss', {
    payloads: CORPUS.length,
    accepted,
    refused,
    pagesChecked: pagesChecked.length,
    findings: findings.length,
  });
  await browser?.close();
  await stopAndClean(site);
});

/** Records what any script from the corpus would do; installed before every document's own scripts. */
const TRAP = () => {
  const w = window as unknown as { __xssHits: string[]; __xss: (n: unknown) => void };
  w.__xssHits = [];
  w.__xss = (n) => void w.__xssHits.push(`__xss(${String(n)})`);
  for (const name of ['alert', 'confirm', 'prompt', 'print'] as const) {
    (window as unknown as Record<string, unknown>)[name] = (...args: unknown[]) =>
      void w.__xssHits.push(`${name}(${args.join(',')})`);
  }
  // A blocked script (inline, eval, javascript: URL or foreign source) on these pages can only be the corpus:
  // the site's own scripts are hashed into its CSP. Without 'report-sample' the sample is empty, so any.
  document.addEventListener('securitypolicyviolation', (e) => {
    const what = `${e.sample} ${e.blockedURI}`;
    if (
      /^(script|object|frame|child|base|form)/.test(e.effectiveDirective) ||
      /__xss|alert|evil\.example|javascript:/i.test(what)
    ) {
      w.__xssHits.push(`CSP ${e.effectiveDirective} blocked ${what.trim() || '(no sample)'}`);
    }
  });
};

/** Elements and attributes that could only have come from the corpus. */
const SCAN = () => {
  const bad: string[] = [];
  const code = /__xss|alert\(|evil\.example|javascript:/i;
  for (const el of Array.from(document.querySelectorAll('*'))) {
    const tag = el.tagName.toLowerCase();
    if (tag === 'script') {
      const type = el.getAttribute('type') ?? '';
      if (type === 'application/ld+json') {
        try {
          JSON.parse(el.textContent ?? '');
        } catch {
          bad.push(`a JSON-LD block that is no longer JSON: ${(el.textContent ?? '').slice(0, 80)}`);
        }
      } else if (code.test(el.textContent ?? '') || code.test(el.getAttribute('src') ?? ''))
        bad.push(`<script> ${(el.outerHTML ?? '').slice(0, 100)}`);
    }
    if (tag === 'style' && code.test(el.textContent ?? '')) bad.push(`<style> ${(el.textContent ?? '').slice(0, 80)}`);
    // The site embeds one iframe of its own (the Instagram widget); an injected one would carry the corpus.
    if (['iframe', 'object', 'embed', 'frame'].includes(tag) && (el.hasAttribute('srcdoc') || code.test(el.outerHTML)))
      bad.push(`<${tag}> ${el.outerHTML.slice(0, 100)}`);
    if (tag === 'meta' && /refresh/i.test(el.getAttribute('http-equiv') ?? ''))
      bad.push(`<meta refresh> ${el.outerHTML.slice(0, 100)}`);
    for (const attr of Array.from(el.attributes)) {
      const name = attr.name.toLowerCase();
      if (name.startsWith('on') && code.test(attr.value)) bad.push(`<${tag} ${name}="${attr.value.slice(0, 60)}">`);
      // Text in a place that cannot run: a page's title in <meta name|property content> (only http-equiv
      // acts, and refresh is caught above), a program's title in a mailto: link's subject, percent-encoded.
      if (name === 'content' && tag === 'meta' && !el.hasAttribute('http-equiv')) continue;
      if (name === 'href' && /^mailto:[^<>"\s]*$/i.test(attr.value)) continue;
      if (
        [
          'href',
          'src',
          'srcdoc',
          'action',
          'formaction',
          'data',
          'xlink:href',
          'background',
          'poster',
          'srcset',
          'content',
        ].includes(name) &&
        code.test(attr.value)
      ) {
        bad.push(`<${tag} ${name}="${attr.value.slice(0, 60)}">`);
      }
    }
  }
  return bad;
};

async function newContext(options: { javaScriptEnabled?: boolean; as?: string } = {}): Promise<BrowserContext> {
  const context = await browser.newContext({
    javaScriptEnabled: options.javaScriptEnabled ?? true,
    viewport: { width: 1280, height: 900 },
  });
  await context.addInitScript(TRAP);
  if (options.as) {
    await context.addCookies([
      {
        name: options.as.split('=')[0]!,
        value: options.as.slice(options.as.indexOf('=') + 1),
        url: site.origin,
        httpOnly: true,
        sameSite: 'Lax',
      },
      { name: 'signed_in', value: '1', url: site.origin, sameSite: 'Lax' },
    ]);
  }
  return context;
}

/** Everything wrong on the page now, and whether it shows any of the corpus as text. */
async function inspect(page: Page, label: string, dialogs: string[], expectText = true): Promise<void> {
  await page.waitForTimeout(300);
  const hits = await page.evaluate(() => (window as unknown as { __xssHits?: string[] }).__xssHits ?? []);
  const injected = await page.evaluate(SCAN);
  const problems = [...hits, ...injected, ...dialogs.map((d) => `dialog: ${d}`)];
  pagesChecked.push(label);
  findings.push(...problems.map((p) => `${label}: ${p}`));
  expect(problems, `${label}: the corpus ran or became markup`).toEqual([]);
  if (expectText) {
    const text = await page.evaluate(
      () =>
        document.body.innerText +
        [...document.querySelectorAll('[value]')].map((e) => (e as HTMLInputElement).value).join(' '),
    );
    expect(text, `${label}: shows some of the corpus as text`).toMatch(/XSS-[A-Z]+\d+/);
  }
}

/** Page errors and console errors of every page, for failure messages (a crashed island shows nothing). */
const pageErrors: string[] = [];

function watchDialogs(page: Page): string[] {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss().catch(() => undefined);
  });
  page.on('pageerror', (error) => void pageErrors.push(`${page.url()}: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') pageErrors.push(`${page.url()}: console: ${message.text().slice(0, 300)}`);
  });
  return dialogs;
}

/** Runs a step; on failure, says what the page showed and which errors it logged. */
async function step<T>(page: Page, what: string, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    const text = await page.evaluate(() => document.body.innerText.slice(0, 800)).catch(() => '(no page)');
    throw new Error(
      `${what} failed: ${(error as Error).message.split('\n')[0]}\npage text: ${text}\npage errors: ${pageErrors.slice(-8).join('\n')}`,
      { cause: error },
    );
  }
}

describe('the XSS corpus in every field, rendered in Chromium', () => {
  it('the detectors see the corpus when it is put into a page raw (the control for everything below)', async () => {
    const context = await newContext();
    const page = await context.newPage();
    const dialogs = watchDialogs(page);
    // Without a CSP the corpus runs; under a CSP like the site's it is blocked, and the violations show it.
    const html = `<!doctype html><html><body>${CORPUS.join('\n')}</body></html>`;
    await page.route('http://control.invalid/**', (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: html,
        headers: route.request().url().endsWith('/csp') ? { 'content-security-policy': "script-src 'self'" } : {},
      }),
    );
    const hits = () => page.evaluate(() => (window as unknown as { __xssHits: string[] }).__xssHits);
    await page.goto('http://control.invalid/plain');
    await page.waitForTimeout(300);
    expect(await hits()).toEqual(expect.arrayContaining([expect.stringMatching(/^__xss\(\d+\)$/)]));
    expect((await page.evaluate(SCAN)).length).toBeGreaterThan(5);
    await page.goto('http://control.invalid/csp');
    await page.waitForTimeout(300);
    expect(await hits()).toEqual(expect.arrayContaining([expect.stringMatching(/^CSP /)]));
    expect(await hits()).not.toEqual(expect.arrayContaining([expect.stringMatching(/^__xss/)]));
    expect(dialogs).toEqual([]);
    await context.close();
  });

  it.for([
    { path: '/', js: true },
    { path: '/', js: false },
    { path: '/calendar', js: true },
    { path: '/calendar', js: false },
    { path: '/monthly-prayer-times', js: true },
    { path: '/ramadan', js: true },
    { path: '/programs', js: true },
    { path: '/programs/xss-program-2', js: true },
    { path: '/programs/xss-program-7', js: true },
    { path: '/xss-page-2', js: true },
    { path: '/xss-page-23', js: true },
    { path: '/donate', js: true },
  ])('public $path (JavaScript $js) shows it only as text', { timeout: 60_000 }, async ({ path, js }) => {
    const context = await newContext({ javaScriptEnabled: js });
    const page = await context.newPage();
    const dialogs = watchDialogs(page);
    await page.goto(`${site.origin}${path}`, { waitUntil: 'networkidle' });
    await inspect(page, `${path} (js ${js})`, dialogs);
    await context.close();
  });

  it('the prayer-hall screen (/display) shows each slide only as text', { timeout: 120_000 }, async () => {
    const context = await newContext();
    const page = await context.newPage();
    const dialogs = watchDialogs(page);
    await page.clock.install();
    await page.goto(`${site.origin}/display`, { waitUntil: 'networkidle' });
    // One slide at a time, turning with the wall clock: step through enough of them to see corpus ones.
    let corpusSlides = 0;
    for (let i = 0; i < 40; i++) {
      await page.clock.fastForward(60_000);
      await inspect(page, `/display slide ${i}`, dialogs, false);
      if (/XSS-[A-Z]+\d+/.test(await page.evaluate(() => document.body.innerText))) corpusSlides += 1;
    }
    expect(corpusSlides, 'the display showed some of the corpus as text').toBeGreaterThan(0);
    await context.close();
  });

  it("an event's dialog on the calendar and the home page", { timeout: 60_000 }, async () => {
    const context = await newContext();
    for (const path of ['/calendar', '/']) {
      const page = await context.newPage();
      const dialogs = watchDialogs(page);
      await page.goto(`${site.origin}${path}`, { waitUntil: 'networkidle' });
      await step(page, `opening an event's dialog on ${path}`, async () => {
        if (path === '/') {
          // The carousel shows one flyer at a time (the others are inert): bring a corpus event's flyer up.
          await page
            .locator('[data-event-dot]')
            .filter({ hasText: /XSS-E\d+/ })
            .first()
            .click();
          await page
            .locator('[data-event-slide]:not([inert]) [data-event-flyer]')
            .filter({ hasText: /XSS-E\d+/ })
            .click();
        } else {
          await page
            .getByText(/XSS-E\d+/)
            .first()
            .click();
        }
        await page.getByRole('dialog').first().waitFor({ timeout: 10_000 });
      });
      await inspect(page, `${path} event dialog`, dialogs);
      await page.close();
    }
    await context.close();
  });

  it(
    'every admin tab, the event form with its gallery, and the CSV preview, as super_admin',
    { timeout: 120_000 },
    async () => {
      const context = await newContext({ as: cookie });
      const page = await context.newPage();
      const dialogs = watchDialogs(page);
      page.setDefaultTimeout(15_000);
      await page.goto(`${site.origin}/admin`, { waitUntil: 'networkidle' });
      await step(page, 'the admin panel', () => page.getByRole('tab', { name: 'Overview' }).waitFor());
      for (const tab of ['Overview', 'Events', 'Announcements', 'Messages', 'Analytics', 'Prayer Settings', 'Programs', 'Pages', 'Site facts', 'Campaigns', 'Audit Log', 'User Management']) {
        await page.getByRole('tab', { name: tab }).click();
        await page.getByRole('tabpanel', { name: tab }).waitFor();
        await page.waitForLoadState('networkidle');
        // A panel's code and data load on demand: judge what it shows once nothing in it says "Loading".
        const loading = page.getByRole('tabpanel', { name: tab }).getByRole('status').filter({ hasText: /^Loading/ });
        for (let waited = 0; waited < 15_000 && (await loading.count()) > 0; waited += 250) await page.waitForTimeout(250);
        await page.waitForLoadState('networkidle');
        // Overview shows no stored text; Analytics none of the corpus either: a page the site does not have
        // is not stored (issue 22, item 15), so the hostile page names never reach Top pages.
        // The Audit Log names what changed by slug, never by its text.
        await inspect(page, `admin ${tab}`, dialogs, !['Overview', 'Analytics', 'Audit Log'].includes(tab));
      }

      // The edit form of a corpus event, and the gallery picker with the hostile photo names and descriptions.
      await page.getByRole('tab', { name: 'Events' }).click();
      await page
        .getByRole('button', { name: /^Edit XSS-E/ })
        .first()
        .click();
      const form = page.locator('form', { has: page.getByRole('heading', { name: /^Edit event/ }) });
      await form.waitFor();
      await inspect(page, 'admin event form', dialogs);
      await form.getByLabel('Gallery').check();
      await form.getByRole('group', { name: 'Gallery photos' }).waitFor();
      await inspect(page, 'admin gallery picker', dialogs, false);
      await page.goto(`${site.origin}/admin`, { waitUntil: 'networkidle' });

      // A timetable whose cells are the corpus: the preview lists their errors.
      await page.getByRole('button', { name: 'Prayer Times CSV' }).click();
      const panel = page.getByRole('region', { name: 'Prayer Times CSV' });
      await panel.waitFor();
      const quoted = (cell: string) => `"${cell.replace(/"/g, '""')}"`;
      const csv = [
        'date,fajr,sunrise,dhuhr,asr,maghrib,isha',
        ...CORPUS.map((p, i) => `${quoted(`${MARK('CSV', i)} ${p}`)},${quoted(p)},06:45,12:15,15:28,18:45,20:12`),
      ].join('\n');
      await panel
        .getByLabel('CSV file')
        .setInputFiles({ name: 'xss.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
      await panel.getByRole('button', { name: 'Preview Changes' }).click();
      await panel.getByRole('alert').waitFor();
      await inspect(page, 'admin CSV preview errors', dialogs);
      await context.close();
    },
  );

  it('the "signed in as" places of a staff member with a hostile name', { timeout: 60_000 }, async () => {
    const own = await signIn(site.origin, xssAdmin.username, xssAdmin.password);
    const context = await newContext({ as: own });
    for (const path of ['/admin', '/']) {
      const page = await context.newPage();
      const dialogs = watchDialogs(page);
      await page.goto(`${site.origin}${path}`, { waitUntil: 'networkidle' });
      await step(page, `the hostile name on ${path}`, () =>
        page.getByText(MARK('U', 99)).first().waitFor({ timeout: 15_000 }),
      );
      await inspect(page, `${path} signed in as a hostile name`, dialogs);
      await page.close();
    }
    await context.close();
  });

  it('the API answers and an uploaded image opened directly run nothing', { timeout: 60_000 }, async () => {
    const context = await newContext({ as: cookie });
    const galleries = JSON.parse(
      (await sendJson(site.origin, 'GET', '/api/galleries', undefined, { cookie })).body,
    ) as { photos: { url: string }[] }[];
    const targets = [
      '/api/announcements',
      '/api/events',
      '/api/admin/contact-messages',
      '/api/users',
      ...galleries.flatMap((g) => g.photos.map((p) => p.url)).slice(0, 3),
    ];
    for (const path of targets) {
      const page = await context.newPage();
      const dialogs = watchDialogs(page);
      await page.goto(`${site.origin}${path}`);
      await inspect(page, `direct ${path}`, dialogs, path.startsWith('/api/uploads/') ? false : true);
      await page.close();
    }
    await context.close();
  });

  it('the corpus was stored where the API accepts free text (so the pages had it to show)', () => {
    for (const field of ['announcement', 'event', 'contact', 'staff first name', 'prayer settings'])
      expect(accepted[field], field).toBeGreaterThan(0);
    // javascript: image URLs are refused outright.
    expect(accepted['event imageUrl'] ?? 0).toBe(0);
  });
});
