import type { BrowserContext, CDPSession, Page, Request } from 'playwright-core';
import { site } from '../../src/config/site.ts';
import { instantOf } from '../../src/domain/schedule/next-prayer.ts';

/**
 * Driving /display (issue 14) in Chromium under Playwright's fake clock, for the browser journeys and the
 * `display` bench: the masjid's wall clock as instants, what the screen shows, and a simulated week with
 * the heap, DOM and timers measured along the way.
 */

/** The instant the masjid's wall clock shows `local` ('2026-11-25T05:40' or '2026-11-25T05:40:30'). */
export function masjidTime(local: string): Date {
  const [date, time] = local.split('T') as [string, string];
  const [hhMm, seconds = '0'] = [time.slice(0, 5), time.slice(6) || '0'];
  const at = instantOf(site.timeZone, date, hhMm);
  if (!at) throw new Error(`not a masjid time: ${local}`);
  return new Date(at.getTime() + Number(seconds) * 1000);
}

/**
 * Counts the page's live timers (setTimeout/setInterval not yet fired or cleared, and animation frames),
 * wrapping whatever functions are installed when the page starts (Playwright's fake clock's, when it is
 * installed first). Read with `liveTimers(page)`.
 */
export const COUNT_TIMERS = `(() => {
  const live = new Set();
  const wrap = (setName, clearName, once) => {
    const set = window[setName];
    const clear = window[clearName];
    window[setName] = function (callback, ...rest) {
      let id;
      const wrapped = typeof callback === 'function' && once
        ? function (...args) { live.delete(id); return callback.apply(this, args); }
        : callback;
      id = set.call(window, wrapped, ...rest);
      live.add(id);
      return id;
    };
    window[clearName] = function (id) { live.delete(id); return clear.call(window, id); };
  };
  wrap('setTimeout', 'clearTimeout', true);
  wrap('setInterval', 'clearInterval', false);
  wrap('requestAnimationFrame', 'cancelAnimationFrame', true);
  Object.defineProperty(window, '__liveTimers', { get: () => live.size });
})();`;

export async function liveTimers(page: Page): Promise<number> {
  return page.evaluate(() => (window as unknown as { __liveTimers: number }).__liveTimers);
}

export interface ScreenReading {
  screen: string | null;
  today: string | null;
  tableDate: string | null;
  tableLabel: string | null;
  clock: string;
  gregorian: string;
  hijri: string;
  countdown: string | null;
  countdownRow: string | null;
  rows: { prayer: string; state: string; text: string }[];
  calm: string | null;
  special: string | null;
  khutbahs: string | null;
  notice: string | null;
  syncNote: string | null;
  slide: string | null;
}

/** What the screen shows, read from its DOM. */
export function readScreen(page: Page): Promise<ScreenReading> {
  return page.evaluate(() => {
    // The words as written (not as styled: labels are upper-cased by CSS), one space between text nodes.
    const words = (element: Element | null): string | null => {
      if (!element) return null;
      const parts: string[] = [];
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const value = node.nodeValue?.replace(/\s+/g, ' ').trim();
        if (value) parts.push(value);
      }
      return parts.join(' ');
    };
    const text = (selector: string) => words(document.querySelector(selector));
    const root = document.querySelector<HTMLElement>('main.display');
    const countdown = document.querySelector<HTMLElement>('[data-countdown]');
    return {
      screen: root?.dataset['screen'] ?? null,
      today: root?.dataset['today'] ?? null,
      tableDate: root?.dataset['tableDate'] ?? null,
      tableLabel: text('[data-table-label]'),
      clock: text('[data-clock]') ?? '',
      gregorian: text('[data-gregorian-date]') ?? '',
      hijri: text('[data-hijri-date]') ?? '',
      countdown: words(countdown),
      countdownRow: countdown?.dataset['row'] ?? null,
      rows: [...document.querySelectorAll<HTMLElement>('[data-prayer]')].map((row) => ({
        prayer: row.dataset['prayer'] ?? '',
        state: row.dataset['state'] ?? '',
        text: words(row) ?? '',
      })),
      calm: text('[data-iqamah-screen]'),
      special: text('[data-special]'),
      khutbahs: text('[data-khutbahs]'),
      notice: text('[data-notice]'),
      syncNote: text('[data-sync-note]'),
      slide: document.querySelector<HTMLElement>('[data-slide]')?.dataset['slide'] ?? null,
    };
  });
}

/**
 * Waits until `condition` holds in the page, polling from Node: Playwright's own waitForFunction polls on
 * the page's animation frames and timers, which its fake clock stops while paused.
 */
export async function until<A>(page: Page, condition: (arg: A) => boolean, arg: A, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  const check = condition as (arg: unknown) => boolean;
  for (;;) {
    if (await page.evaluate(check, arg as unknown).catch(() => false)) return;
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms waiting for ${condition.toString()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Waits until the screen has data and at least `syncs` finished syncs. */
export async function waitForScreen(page: Page, syncs = 1): Promise<void> {
  await until(
    page,
    (wanted) =>
      document.documentElement.dataset['displayReady'] === 'true' &&
      Number(document.documentElement.dataset['displaySyncs'] ?? 0) >= wanted,
    syncs,
  );
}

/** Opens /display in `context` with the fake clock installed at `start`, its data loaded, the clock paused. */
export async function openDisplay(
  context: BrowserContext,
  origin: string,
  start: Date,
  options: { countTimers?: boolean; path?: string } = {},
): Promise<Page> {
  const page = await context.newPage();
  await page.clock.install({ time: start });
  if (options.countTimers) await page.addInitScript(COUNT_TIMERS);
  const response = await page.goto(`${origin}${options.path ?? '/display'}`);
  if (response?.status() !== 200) throw new Error(`/display answered ${response?.status()}`);
  await waitForScreen(page);
  return page;
}

export interface HeapSample {
  day: number;
  /** JS heap in use after a full garbage collection, bytes. */
  heapBytes: number;
  nodes: number;
  listeners: number;
  timers: number;
  /** What the screen showed ('iqamah', 'times') and its clock, so samples can be compared like with like. */
  screen: string;
}

async function sample(page: Page, cdp: CDPSession, day: number): Promise<HeapSample> {
  // Detached DOM nodes can outlive one collection; collect until the counts settle and keep the smallest.
  let heap = { usedSize: Infinity };
  let counters = { nodes: Infinity, jsEventListeners: Infinity };
  for (let round = 0; round < 4; round++) {
    await cdp.send('HeapProfiler.collectGarbage');
    const nextHeap = (await cdp.send('Runtime.getHeapUsage')) as { usedSize: number };
    const next = (await cdp.send('Memory.getDOMCounters')) as { nodes: number; jsEventListeners: number };
    if (nextHeap.usedSize < heap.usedSize) heap = nextHeap;
    if (next.nodes < counters.nodes) counters = next;
  }
  const reading = await readScreen(page);
  return {
    day,
    heapBytes: heap.usedSize,
    nodes: counters.nodes,
    listeners: counters.jsEventListeners,
    timers: await liveTimers(page),
    screen: `${reading.screen} ${reading.today} ${reading.calm ?? reading.clock}`,
  };
}

/**
 * Follows the page's requests from now on. `ended` waits (in real time) until none is out; one that never
 * ends fails the wait rather than hanging the test.
 */
export function requestsInFlight(page: Page): { ended(timeoutMs?: number): Promise<void>; stop(): void } {
  const out = new Set<Request>();
  const started = (request: Request) => out.add(request);
  const finished = (request: Request) => out.delete(request);
  page.on('request', started);
  page.on('requestfinished', finished);
  page.on('requestfailed', finished);
  return {
    async ended(timeoutMs = 30_000) {
      const deadline = Date.now() + timeoutMs;
      while (out.size > 0) {
        if (Date.now() > deadline) throw new Error(`${out.size} requests still out after ${timeoutMs} ms: ${[...out].map((r) => r.url()).join(', ')}`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
    stop() {
      page.off('request', started);
      page.off('requestfinished', finished);
      page.off('requestfailed', finished);
    },
  };
}

/**
 * A week of the screen's life: each day half an hour at the real rate (every tick fired), the rest in
 * `stepMs` jumps of the fake clock (each jump fires the screen's timer once, as a TV waking every few
 * minutes would, and lets its sync run), sampling heap, DOM and timers at the start and after each
 * simulated day, at the same time of day. The page must have been opened with `countTimers`.
 */
export async function simulateWeek(
  page: Page,
  options: {
    days?: number;
    stepMs?: number;
    realRateMsPerDay?: number;
    /** Runs after each simulated day, before its sample (the bench's deliberate leak). */
    afterDay?: (day: number) => Promise<void>;
  } = {},
): Promise<HeapSample[]> {
  const days = options.days ?? 7;
  const stepMs = options.stepMs ?? 10 * 60_000;
  // Part of each day at the real rate, every second's tick fired, so per-tick work is exercised too.
  const realRateMs = options.realRateMsPerDay ?? 30 * 60_000;
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('HeapProfiler.enable');
  // A flyer still loading keeps its element alive however often the heap is collected (the browser's
  // pending activity): each sample waits for the page's loads to end, so it sees what stays, not what is
  // on its way.
  const requests = requestsInFlight(page);
  const samples = [await sample(page, cdp, 0)];
  const stepsPerDay = Math.round(86_400_000 / stepMs);
  for (let day = 1; day <= days; day++) {
    await page.clock.runFor(realRateMs);
    for (let step = Math.round(realRateMs / stepMs); step < stepsPerDay; step++) await page.clock.fastForward(stepMs);
    // A few ticks' renders let React drop the screen it replaced; the last sync finishes.
    await page.clock.runFor(5_000);
    await requests.ended();
    await options.afterDay?.(day);
    samples.push(await sample(page, cdp, day));
  }
  requests.stop();
  await cdp.detach();
  return samples;
}

/**
 * Every element of the screen inside the viewport and not overflowing its box (scroll size within its
 * client size), and the screen's regions, the parts of each prayer and the blocks beside the clock not
 * overlapping one another. Runs in the page.
 */
export function layoutProblems(): string[] {
  const problems: string[] = [];
  const name = (el: Element) =>
    `${el.tagName.toLowerCase()}.${[...el.classList].join('.')}${el.textContent ? ` "${el.textContent.trim().slice(0, 30)}"` : ''}`;
  const { innerWidth: width, innerHeight: height } = window;
  for (const el of document.querySelectorAll<HTMLElement>('main.display, main.display *')) {
    const box = el.getBoundingClientRect();
    // Visually hidden text (screen readers only) is a 1 px box by design.
    if (box.width <= 1 || box.height <= 1) continue;
    if (box.left < -0.5 || box.top < -0.5 || box.right > width + 0.5 || box.bottom > height + 0.5) {
      problems.push(`off screen: ${name(el)} ${JSON.stringify(box)}`);
    }
    if (el.clientWidth > 0 && (el.scrollWidth > el.clientWidth + 2 || el.scrollHeight > el.clientHeight + 2)) {
      problems.push(`overflows: ${name(el)} ${el.scrollWidth}×${el.scrollHeight} in ${el.clientWidth}×${el.clientHeight}`);
    }
  }
  // Fitted text that could not be made to fit, or was squeezed to nothing, is cut.
  for (const el of document.querySelectorAll<HTMLElement>('main.display [data-fit]')) {
    if (el.dataset['fitted'] === 'clipped') problems.push(`cut: ${name(el)}`);
    if (el.textContent?.trim() && (el.clientHeight < 8 || el.clientWidth < 8)) problems.push(`squeezed: ${name(el)}`);
  }
  const overlapping = (group: Element[], label: string) => {
    const boxes = group.map((el) => ({ el, box: el.getBoundingClientRect() })).filter(({ box }) => box.width > 0 && box.height > 0);
    for (let i = 0; i < boxes.length; i++) {
      for (let j = i + 1; j < boxes.length; j++) {
        const a = boxes[i]!.box;
        const b = boxes[j]!.box;
        const x = Math.min(a.right, b.right) - Math.max(a.left, b.left);
        const y = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
        if (x > 1 && y > 1) problems.push(`${label} overlap: ${name(boxes[i]!.el)} and ${name(boxes[j]!.el)}`);
      }
    }
  };
  overlapping([...document.querySelectorAll('.d-header, .d-now, .d-times, .d-slides, .d-footer')], 'regions');
  overlapping([...document.querySelectorAll('.d-now > *')], 'clock column');
  overlapping([...document.querySelectorAll('.d-header > *')], 'header');
  overlapping([...document.querySelectorAll('.d-footer > *')], 'footer');
  for (const prayer of document.querySelectorAll('.d-prayer')) overlapping([...prayer.children], 'prayer');
  for (const slide of document.querySelectorAll('.d-slide, .d-slide-caption')) overlapping([...slide.children], 'slide');
  return problems;
}
