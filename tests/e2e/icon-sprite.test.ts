import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from '../support/browser.ts';
import { startSite, type StartedSite } from '../support/npm-start.ts';

/**
 * The site's icons are <use>s of one sprite file (src/components/icon-sprite.ts, issue 26's Performance):
 * the page fetches the file once, cached for a year, and every icon draws from it in the text's color.
 */
describe('the icon sprite, in Chromium', () => {
  let site: StartedSite;
  let browser: Browser;

  beforeAll(async () => {
    site = await startSite();
    browser = await launchChromium();
  });

  afterAll(async () => {
    await browser?.close();
    await site?.stop();
    await site?.cleanup();
  });

  for (const path of ['/', '/ar']) {
    it(`${path}: the sprite is fetched once and every icon draws from it`, async () => {
      const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
      try {
        const sprites: { url: string; status: number; type: string; cache: string }[] = [];
        page.on('response', (response) => {
          if (!/\/_astro\/icon-sprite\.[\w-]+\.svg$/.test(response.url())) return;
          const headers = response.headers();
          sprites.push({
            url: response.url(),
            status: response.status(),
            type: headers['content-type'] ?? '',
            cache: headers['cache-control'] ?? '',
          });
        });
        expect((await page.goto(site.origin + path))?.status()).toBe(200);
        // The islands draw their icons from the same file.
        await page.locator('astro-island:not([ssr])').first().waitFor({ state: 'attached' });
        await expect.poll(() => sprites.length).toBeGreaterThan(0);
        await page.waitForLoadState('networkidle').catch(() => undefined);
        expect(new Set(sprites.map((s) => s.url)).size).toBe(1);
        expect(sprites[0]).toMatchObject({ status: 200, type: expect.stringMatching(/^image\/svg\+xml/) });
        expect(sprites[0]!.cache).toContain('immutable');

        const icons = await page.evaluate(() =>
          // The icons on show (the menu's are in a closed panel on a wide screen).
          [...document.querySelectorAll('svg > use')]
            .filter((use) => use.parentElement!.checkVisibility())
            .map((use) => {
              const svg = use.parentElement as unknown as SVGSVGElement;
              const box = (use as SVGUseElement).getBBox();
              return {
                href: use.getAttribute('href') ?? '',
                hidden: svg.getAttribute('aria-hidden'),
                drawn: box.width > 0 && box.height > 0 ? true : `${box.width}x${box.height}`,
                paths: svg.querySelectorAll('path, circle, rect').length,
              };
            }),
        );
        expect(icons.length).toBeGreaterThan(10);
        for (const icon of icons) {
          expect(icon.href, JSON.stringify(icon)).toMatch(/^\/_astro\/icon-sprite\.[\w-]+\.svg#[a-z-]+$/);
          expect(icon).toMatchObject({ hidden: 'true', drawn: true, paths: 0 });
        }
        // An icon is drawn in its text's color: the sprite's symbols stroke with currentColor (the logo, the
        // footer's first, has its own colors).
        const ICON = 'footer svg:has(> use:not([href$="#masjid-logo"]))';
        const icon = page.locator(ICON).first();
        await icon.scrollIntoViewIfNeeded();
        const png = (await icon.screenshot()).toString('base64');
        const inColor = await page.evaluate(
          async ({ png, selector }) => {
            const svg = document.querySelector(selector)!;
            const [r, g, b] = getComputedStyle(svg).color.match(/\d+/g)!.map(Number);
            const image = new Image();
            image.src = `data:image/png;base64,${png}`;
            await image.decode();
            const canvas = document.createElement('canvas');
            [canvas.width, canvas.height] = [image.width, image.height];
            const context = canvas.getContext('2d')!;
            context.drawImage(image, 0, 0);
            const data = context.getImageData(0, 0, image.width, image.height).data;
            let near = 0;
            for (let i = 0; i < data.length; i += 4) {
              if (Math.abs(data[i]! - r!) + Math.abs(data[i + 1]! - g!) + Math.abs(data[i + 2]! - b!) < 30) near++;
            }
            return near;
          },
          { png, selector: ICON },
        );
        expect(inColor).toBeGreaterThan(10);
      } finally {
        await page.close();
      }
    });
  }
});
