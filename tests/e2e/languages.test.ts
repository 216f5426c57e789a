import { axeViolations } from '../support/axe.ts';
import { readdirSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { StartedSite } from '../support/npm-start.ts';
import { siteInChromium } from '../support/site-in-chromium.ts';
import { defaultLanguage, enabledLanguages, languageInfo, languageOf, translator } from '../../src/i18n/index.ts';

/**
 * The site in every enabled language (issue 26, ADR 023). The routes are the built sitemap's, so a page
 * added in another language (src/pages/[lang]/…) is covered with no change here: each answers 200 with its
 * language's `lang` and `dir`, shows no catalogue key, does not scroll sideways at 390 px, lists its
 * language versions as hreflang alternates (x-default the default language's), and the switcher keeps the
 * page. axe finds nothing on the Arabic home page (right to left) on a desktop and a phone.
 */

let site: StartedSite;
let browser: Browser;
let routes: string[] = [];

siteInChromium((started, chromium) => {
  site = started;
  browser = chromium;
});

// A visible `namespace.key` would be a message the page failed to look up.
const NAMESPACES = readdirSync(new URL('../../src/i18n/catalogues/en/', import.meta.url))
  .filter((file) => file.endsWith('.json') && file !== 'language.json')
  .map((file) => file.slice(0, -'.json'.length));
const CATALOGUE_KEY = new RegExp(`\\b(${NAMESPACES.join('|')})\\.[a-z][a-zA-Z0-9]+\\b`);

async function sitemapRoutes(): Promise<string[]> {
  const xml = await (await fetch(`${site.origin}/sitemap.xml`)).text();
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
}

async function openPage(width: number, height = 844): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height } });
  return context.newPage();
}

describe('the site in every language', () => {
  it('the sitemap lists the translated pages in every enabled language', async () => {
    routes = await sitemapRoutes();
    for (const language of enabledLanguages) {
      const home = language === defaultLanguage ? '/' : `/${language}`;
      expect(routes, `${language}'s home page`).toContain(home);
    }
    // Every translated route is there in each of the other languages too.
    const translated = routes.filter((path) => languageOf(path) !== defaultLanguage);
    for (const path of translated) {
      const bare = path.replace(/^\/[^/]+/, '') || '/';
      for (const language of enabledLanguages.filter((l) => l !== defaultLanguage)) {
        expect(routes).toContain(language === defaultLanguage ? bare : `/${language}${bare === '/' ? '' : bare}`);
      }
      expect(routes).toContain(bare);
    }
  });

  it('every route answers 200 in its language and direction, shows no catalogue key and fits 390 px', async () => {
    if (routes.length === 0) routes = await sitemapRoutes();
    const page = await openPage(390);
    const problems: string[] = [];
    for (const path of routes) {
      const response = await page.goto(`${site.origin}${path}`);
      if (response?.status() !== 200) {
        problems.push(`${path}: ${response?.status()}`);
        continue;
      }
      const language = languageOf(path);
      const { lang, dir, text, overflow } = await page.evaluate(() => {
        document.documentElement.setAttribute('data-all-sections', '');
        return {
          lang: document.documentElement.lang,
          dir: document.documentElement.dir,
          text: document.body.innerText,
          overflow: document.documentElement.scrollWidth - window.innerWidth,
        };
      });
      if (lang !== language) problems.push(`${path}: lang="${lang}", not ${language}`);
      if (dir !== languageInfo(language).dir) problems.push(`${path}: dir="${dir}"`);
      const key = CATALOGUE_KEY.exec(text);
      if (key) problems.push(`${path}: shows the catalogue key ${key[0]}`);
      if (overflow > 0) problems.push(`${path}: ${overflow} px wider than a 390 px screen`);
    }
    await page.context().close();
    expect(problems).toEqual([]);
  });

  // The desktop header (SPEC: the xl breakpoint) holds the masjid's name, the menu, the switcher and two
  // buttons in one row: a longer language (Turkish) must not push the menu over the name.
  it.for([1280, 1600])("the desktop header's parts never overlap at %i px, in any language; the name is never cut", async (width) => {
    const page = await openPage(width, 800);
    const problems: string[] = [];
    for (const language of enabledLanguages) {
      const path = language === defaultLanguage ? '/' : `/${language}`;
      await page.goto(`${site.origin}${path}`);
      const { boxes, nameCut } = await page.evaluate(() => {
        const row = document.querySelector('[data-site-header] > div')!;
        const parts = [...row.children].filter((el) => getComputedStyle(el).display !== 'none');
        const name = row.querySelector('a span')!;
        return {
          // The name's own box: its link may shrink while the text spills out of it.
          boxes: parts.map((el) => {
            const r = (el.contains(name) ? name : el).getBoundingClientRect();
            return { what: el.tagName.toLowerCase() + (el.getAttribute('aria-label') ? ` "${el.getAttribute('aria-label')}"` : ''), left: r.left, right: r.right };
          }),
          nameCut: name.scrollWidth > name.clientWidth + 1 || name.scrollHeight > name.clientHeight + 1,
        };
      });
      const sorted = [...boxes].sort((a, b) => a.left - b.left);
      for (let i = 1; i < sorted.length; i++)
        if (sorted[i]!.left < sorted[i - 1]!.right - 0.5) problems.push(`${path}: ${sorted[i - 1]!.what} overlaps ${sorted[i]!.what}`);
      if (nameCut) problems.push(`${path}: the masjid's name is cut`);
    }
    await page.context().close();
    expect(problems).toEqual([]);
  });

  it('a translated page lists its language versions as hreflang alternates, x-default the default language', async () => {
    if (routes.length === 0) routes = await sitemapRoutes();
    const translated = routes.filter((path) => languageOf(path) !== defaultLanguage);
    expect(translated.length).toBeGreaterThan(0);
    for (const path of translated) {
      const html = await (await fetch(`${site.origin}${path}`)).text();
      const alternates = new Map(
        [...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)"/g)].map((m) => [
          m[1]!,
          new URL(m[2]!).pathname,
        ]),
      );
      expect([...alternates.keys()].sort(), path).toEqual([...enabledLanguages, 'x-default'].sort());
      expect(alternates.get(languageOf(path)), path).toBe(path);
      expect(alternates.get('x-default')).toBe(alternates.get(defaultLanguage));
      for (const target of alternates.values()) expect(routes, `${path} → ${target}`).toContain(target);
    }
  });

  it('the language switcher keeps the page, with no JavaScript needed', async () => {
    if (routes.length === 0) routes = await sitemapRoutes();
    const bare =
      routes
        .find((path) => languageOf(path) !== defaultLanguage && path.split('/').length > 2)
        ?.replace(/^\/[^/]+/, '') ?? '/';
    const page = await openPage(390);
    await page.goto(`${site.origin}${bare}`);
    for (const language of [...enabledLanguages.slice(1), defaultLanguage]) {
      await page.locator('[data-language-switcher] summary').click();
      await Promise.all([
        page.waitForURL(/./),
        page.locator(`[data-language-switcher] a[data-language="${language}"]`).click(),
      ]);
      await page.waitForLoadState('domcontentloaded');
      const expected = language === defaultLanguage ? bare : `/${language}${bare === '/' ? '' : bare}`;
      expect(new URL(page.url()).pathname).toBe(expected);
      expect(await page.evaluate(() => document.documentElement.lang)).toBe(language);
    }
    await page.context().close();
  });

  it("an unknown path under a language's prefix gets that language's 404 page", async () => {
    for (const language of enabledLanguages.slice(1)) {
      const response = await fetch(`${site.origin}/${language}/no-such-page`);
      expect(response.status).toBe(404);
      expect(await response.text()).toContain(`<html lang="${language}" dir="${languageInfo(language).dir}"`);
    }
  });

  it.each([
    ['desktop', 1280, 900],
    ['phone', 390, 844],
  ])('axe finds no violation on the right-to-left home page (%s)', async (_name, width, height) => {
    const rtl = enabledLanguages.find((language) => languageInfo(language).dir === 'rtl');
    if (!rtl) return;
    const page = await openPage(width, height);
    await page.goto(`${site.origin}/${rtl}`);
    await page.evaluate(async () => {
      for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight / 2) {
        window.scrollTo(0, y);
        await new Promise((r) => setTimeout(r, 50));
      }
      window.scrollTo(0, 0);
    });
    await page
      .waitForFunction(() => !document.querySelector('astro-island[ssr]'), undefined, { timeout: 10_000 })
      .catch(() => undefined);
    expect(await axeViolations(page, { exclude: '[data-instagram-embed]' })).toEqual([]);
    await page.context().close();
  });

  it("home's forms speak the page's language: labels, button and the hydrated form's refusal", async () => {
    for (const language of enabledLanguages.slice(1)) {
      const t = translator(language);
      const page = await openPage(390);
      await page.goto(`${site.origin}/${language}#contact`);
      const form = page.locator('#contact-form');
      await form.scrollIntoViewIfNeeded();
      const submit = form.getByRole('button', { name: t('contact.send') });
      await expect.poll(() => submit.isEnabled(), { timeout: 20_000 }).toBe(true);
      await form.getByLabel(t('contact.name'), { exact: true }).fill('Amina');
      await submit.click();
      const toast = page.getByTestId('toast');
      await toast.waitFor();
      expect(await toast.innerText()).toContain(t('contact.requiredTitle'));
      expect(await toast.innerText()).toContain(t('contact.requiredText'));
      const newsletter = page.locator('#newsletter-form');
      expect(await newsletter.getByRole('button', { name: t('contact.subscribe') }).count()).toBe(1);
      expect(await newsletter.getByLabel(t('contact.newsletterEmail'), { exact: true }).count()).toBe(1);
      await page.context().close();
    }
  });
});
