import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { StartedSite } from '../support/npm-start.ts';
import { siteInChromium } from '../support/site-in-chromium.ts';
import { defaultLanguage, languageOf, messagesOf, unlocalizedPath } from '../../src/i18n/index.ts';
import { claimedTexts, hardCodedDefaultTexts } from '../support/claimed-texts.ts';

/**
 * Issue 26 item 7: a translated page must not show a hard-coded English string outside the catalogue.
 * For every translated route of the built sitemap, Chromium reads what the page says *in its own language*
 * once its islands ran: every text node and every accessible name, label or hint (aria-label, title, alt,
 * placeholder) whose nearest `lang` is the page's. Staff text and the masjid's configured facts are marked
 * with the default language's `lang`, so they are not claimed. A string the page claims as Turkish that the
 * English page of the same route says word for word is hard-coded English — unless the catalogues say the
 * same in both languages (a brand such as "WhatsApp").
 */

let site: StartedSite;
let browser: Browser;

siteInChromium((started, chromium) => {
  site = started;
  browser = chromium;
});

async function sitemapRoutes(): Promise<string[]> {
  const xml = await (await fetch(`${site.origin}/sitemap.xml`)).text();
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
}

async function textsOf(page: Page, path: string, language: string): Promise<string[]> {
  await page.goto(`${site.origin}${path}`, { waitUntil: 'load' });
  // The islands' own text (carousel controls, forms) is what they render once hydrated.
  await page.waitForFunction(() => !document.querySelector('astro-island[ssr]'), undefined, { timeout: 10_000 }).catch(() => undefined);
  return page.evaluate(claimedTexts, language);
}

describe('no hard-coded English on a translated page', () => {
  it('every translated route says in its own language only what its catalogue gives', async () => {
    const routes = (await sitemapRoutes()).filter((path) => languageOf(path) !== defaultLanguage);
    expect(routes.length).toBeGreaterThan(10);
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const problems: string[] = [];
    const defaultPages = new Map<string, string[]>();
    for (const path of routes) {
      const language = languageOf(path);
      const bare = unlocalizedPath(path);
      if (!defaultPages.has(bare)) defaultPages.set(bare, await textsOf(page, bare, defaultLanguage));
      const found = hardCodedDefaultTexts({
        translated: await textsOf(page, path, language),
        defaultPage: defaultPages.get(bare)!,
        defaultMessages: messagesOf(defaultLanguage),
        messages: messagesOf(language),
      });
      problems.push(...found.map((text) => `${path}: "${text}"`));
    }
    await context.close();
    expect(problems).toEqual([]);
  });
});
