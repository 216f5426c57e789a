import type { Browser, Page, Request } from 'playwright-core';
import { launchChromium } from '../tests/support/browser.ts';
import { startSite } from '../tests/support/npm-start.ts';
import type { BenchSuite, SuiteContext } from './harness.ts';
import { addStaffPage } from './support/staff-page.ts';

/**
 * Bytes per public page as Chromium receives them from `npm start` (issue 5's last Done-when bullet, issue
 * 7's byte budgets): each page is loaded once, scrolled to the bottom so lazy islands and images load too,
 * and every response is recorded with its encoded (compressed, as transferred) body size.
 *
 * Each page is loaded once, as a timed case (local, unthrottled, scroll included, against a guard that only
 * catches a page that hangs; it fails when the HTML is not served brotli-compressed); each figure of that
 * load is then a case of its own in KB against its byte budget.
 */
export const PUBLIC_PAGES = [
  '/',
  '/monthly-prayer-times',
  '/donate',
  '/calendar',
  '/about',
  '/services',
  '/summer-school',
  '/saturday-school',
  '/programs',
  '/programs/saturday-school',
  // Issue 26: home in the other languages, held to home's budgets (ADR 023).
  '/tr',
  '/ar',
] as const;

/** Issue 7, in bytes of compressed body (1 KB = 1,024 bytes). */
export const BYTE_BUDGET = {
  firstHtmlAndBlockingCss: 14 * 1024,
  jsWithoutIslands: 0,
  jsHome: 70 * 1024,
  homeTotalFirstParty: 250 * 1024,
} as const;

/**
 * What a reader does first on a page whose islands hydrate on interaction (client:interaction): home's
 * forms load their code when someone starts on them. Weighed after the load and scroll, reported apart.
 */
const FIRST_USE: Partial<Record<string, (page: Page) => Promise<void>>> = {
  '/': async (page) => {
    await page.focus('#contact-form input[name="name"]');
    await page.focus('#newsletter-form input[name="EMAIL"]');
  },
};
FIRST_USE['/tr'] = FIRST_USE['/'];
FIRST_USE['/ar'] = FIRST_USE['/'];

/** Not a budget of the issue: a load that takes longer than this is stuck. */
const LOAD_GUARD_MS = 30_000;

interface Resource {
  url: string;
  type: string;
  status: number;
  encoding: string;
  /** Compressed body as received. */
  bodyBytes: number;
  headerBytes: number;
  firstParty: boolean;
}

export interface PageWeight {
  path: string;
  /** <astro-island> elements in the served page: its islands, whether or not they hydrated yet. */
  islands: number;
  html: number;
  htmlEncoding: string;
  css: number;
  blockingCss: number;
  blockingCssFiles: number;
  js: number;
  jsFiles: number;
  images: number;
  fonts: number;
  other: number;
  /** First-party bodies plus response headers. */
  totalFirstParty: number;
  firstPartyRequests: number;
  thirdPartyBytes: number;
  thirdPartyOrigins: string[];
  /** JavaScript that loads only once the page is used (FIRST_USE); not part of `js`. */
  jsOnFirstUse?: number;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/**
 * Resolves once the page has had no request in flight for 500 ms (at most 15 s): Playwright's own
 * 'networkidle' never comes back after a frame's navigation fails (the demo Instagram embed's host does
 * not resolve offline), which made the home page's load read 16.6 s once nothing loaded after it.
 */
export function quietNetwork(page: Page): () => Promise<void> {
  let inFlight = 0;
  let lastChange = Date.now();
  const change = (delta: number) => () => {
    inFlight += delta;
    lastChange = Date.now();
  };
  page.on('request', change(1));
  page.on('requestfinished', change(-1));
  page.on('requestfailed', change(-1));
  return async () => {
    const deadline = Date.now() + 15_000;
    while (Date.now() < deadline && (inFlight > 0 || Date.now() - lastChange < 500)) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };
}

export async function weighPage(browser: Browser, origin: string, path: string): Promise<PageWeight> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  try {
    const page = await context.newPage();
    const pending: Promise<Resource>[] = [];
    const record = (request: Request) =>
      (async (): Promise<Resource> => {
        const response = await request.response();
        const sizes = await request.sizes();
        const url = request.url();
        return {
          url,
          type: request.resourceType(),
          status: response?.status() ?? 0,
          encoding: (await response?.headerValue('content-encoding')) ?? 'identity',
          bodyBytes: sizes.responseBodySize,
          headerBytes: sizes.responseHeadersSize,
          firstParty: url.startsWith(`${origin}/`) || url === origin,
        };
      })();
    page.on('requestfinished', (request) => pending.push(record(request)));
    const settle = quietNetwork(page);
    const url = `${origin}${path}`;
    const response = await page.goto(url, { waitUntil: 'load' });
    if (!response || response.status() !== 200) throw new Error(`${path} answered ${response?.status() ?? 'nothing'}`);
    await settle();
    // Scroll through the page so client:visible islands and lazy images load, as a reader's would.
    await page.evaluate(async () => {
      for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight / 2) {
        window.scrollTo(0, y);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      window.scrollTo(0, document.documentElement.scrollHeight);
    });
    await settle();
    const loaded = pending.length;
    const firstUse = FIRST_USE[path];
    if (firstUse) {
      await firstUse(page);
      await settle();
    }
    const { blocking, islands } = await page.evaluate(() => ({
      blocking: performance
        .getEntriesByType('resource')
        .filter(
          (entry) =>
            (entry as PerformanceResourceTiming & { renderBlockingStatus?: string }).renderBlockingStatus ===
            'blocking',
        )
        .map((entry) => entry.name),
      islands: document.querySelectorAll('astro-island').length,
    }));
    const all = await Promise.all(pending);
    const resources = all.slice(0, loaded);
    const onFirstUse = all.slice(loaded).filter((r) => r.firstParty && r.type === 'script');
    const first = resources.find((r) => r.type === 'document' && r.url === url);
    if (!first) throw new Error(`no document response recorded for ${path}`);
    const firstParty = resources.filter((r) => r.firstParty);
    const third = resources.filter((r) => !r.firstParty);
    const sum = (list: readonly Resource[]) => list.reduce((n, r) => n + r.bodyBytes, 0);
    const ofType = (type: string) => firstParty.filter((r) => r.type === type);
    const blockingCss = firstParty.filter((r) => r.type === 'stylesheet' && blocking.includes(r.url));
    const counted = new Set(['document', 'stylesheet', 'script', 'image', 'font']);
    return {
      path,
      islands,
      html: first.bodyBytes,
      htmlEncoding: first.encoding,
      css: sum(ofType('stylesheet')),
      blockingCss: sum(blockingCss),
      blockingCssFiles: blockingCss.length,
      js: sum(ofType('script')),
      jsFiles: ofType('script').length,
      images: sum(ofType('image')),
      fonts: sum(ofType('font')),
      other: sum(firstParty.filter((r) => !counted.has(r.type) || (r.type === 'document' && r !== first))),
      totalFirstParty: firstParty.reduce((n, r) => n + r.bodyBytes + r.headerBytes, 0),
      firstPartyRequests: firstParty.length,
      thirdPartyBytes: third.reduce((n, r) => n + r.bodyBytes + r.headerBytes, 0),
      thirdPartyOrigins: [...new Set(third.map((r) => new URL(r.url).origin))],
      jsOnFirstUse: firstUse ? sum(onFirstUse) : undefined,
    };
  } finally {
    await context.close();
  }
}

interface Figure {
  label: string;
  value: (w: PageWeight) => number;
  /** Undefined: reported without a budget. */
  budget: number | undefined;
  budgetNote: string;
}

function figuresFor(path: string, weight: PageWeight): Figure[] {
  const figures: Figure[] = [
    {
      label: 'first HTML + render-blocking CSS',
      value: (w) => w.html + w.blockingCss,
      budget: BYTE_BUDGET.firstHtmlAndBlockingCss,
      budgetNote: `≤ ${kb(BYTE_BUDGET.firstHtmlAndBlockingCss)}`,
    },
  ];
  // Home in every language is held to home's budgets (issue 26).
  if (path === '/' || /^\/[a-z]{2,3}$/.test(path)) {
    figures.push(
      { label: 'JS', value: (w) => w.js, budget: BYTE_BUDGET.jsHome, budgetNote: `≤ ${kb(BYTE_BUDGET.jsHome)}` },
      {
        label: 'JS more once the contact and newsletter forms are used',
        value: (w) => w.jsOnFirstUse ?? 0,
        budget: undefined,
        budgetNote: 'reported: loads on first interaction',
      },
      {
        label: 'total transfer, first party (no Instagram embed)',
        value: (w) => w.totalFirstParty,
        budget: BYTE_BUDGET.homeTotalFirstParty,
        budgetNote: `≤ ${kb(BYTE_BUDGET.homeTotalFirstParty)}`,
      },
    );
  } else if (weight.islands === 0) {
    figures.push({ label: 'JS (page without islands)', value: (w) => w.js, budget: 0, budgetNote: '0 KB' });
  } else {
    figures.push({
      label: `JS (${weight.islands} island${weight.islands === 1 ? '' : 's'})`,
      value: (w) => w.js,
      budget: undefined,
      budgetNote: 'no budget for island pages other than home',
    });
  }
  return figures;
}

function describe(w: PageWeight): string {
  return [
    `${w.path}: HTML ${kb(w.html)} (${w.htmlEncoding})`,
    `CSS ${kb(w.css)} (render-blocking ${kb(w.blockingCss)} in ${w.blockingCssFiles} file${w.blockingCssFiles === 1 ? '' : 's'})`,
    `JS ${kb(w.js)} in ${w.jsFiles} file${w.jsFiles === 1 ? '' : 's'}`,
    `images ${kb(w.images)}, fonts ${kb(w.fonts)}, other ${kb(w.other)}`,
    `total first party ${kb(w.totalFirstParty)} in ${w.firstPartyRequests} requests`,
    `islands ${w.islands}`,
    w.thirdPartyOrigins.length > 0
      ? `third party ${kb(w.thirdPartyBytes)} from ${w.thirdPartyOrigins.join(' ')} (excluded)`
      : 'no third-party requests',
  ].join('; ');
}

async function weighAll(ctx: SuiteContext, browser: Browser, origin: string, staffPage: string): Promise<void> {
  for (const path of [...PUBLIC_PAGES, staffPage]) {
    let weight: PageWeight | undefined;
    await ctx.measure({
      name: `${path}: load, scrolled to the bottom (HTML served br)`,
      budgetMs: LOAD_GUARD_MS,
      runs: 1,
      warmup: 0,
      run: async () => {
        weight = await weighPage(browser, origin, path);
        if (weight.htmlEncoding !== 'br') throw new Error(`HTML was served ${weight.htmlEncoding}, not br`);
      },
    });
    // The page could not be weighed: the failed case says why, the other pages still run.
    if (!weight) continue;
    const weighed = weight;
    ctx.log(describe(weighed));
    for (const figure of figuresFor(path, weighed)) {
      await ctx.figure({
        name: `${path}: ${figure.label}`,
        unit: 'KB',
        better: 'lower',
        budget: figure.budget === undefined ? undefined : figure.budget / 1024,
        budgetNote: figure.budget === undefined ? figure.budgetNote : undefined,
        measure: () => figure.value(weighed) / 1024,
      });
    }
  }
}

export const pageWeightBench: BenchSuite = {
  name: 'page-weight',
  async run(ctx) {
    const started = performance.now();
    const site = await startSite();
    ctx.log(`npm start up with a current build in ${Math.round(performance.now() - started)} ms at ${site.origin}`);
    try {
      // Issue 24: a page staff made (bench/support/staff-page.ts), weighed with the built-in ones.
      const staffPage = await addStaffPage(site.origin);
      const browser = await launchChromium();
      try {
        await weighAll(ctx, browser, site.origin, staffPage);
      } finally {
        await browser.close();
      }
    } finally {
      await site.stop();
      await site.cleanup();
    }
  },
};
