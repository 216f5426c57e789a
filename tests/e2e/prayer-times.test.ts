import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { site as masjid } from '../../src/config/site.ts';
import { addDays, daysInMonth, isoDateIn, weekdayOf, yearIn } from '../../src/domain/dates/zoned.ts';
import { hijriDate } from '../../src/domain/hijri/hijri.ts';
import { calculatedDay } from '../../src/domain/prayer-times/calculated.ts';
import { displayTime } from '../../src/domain/prayer-times/display-time.ts';
import { nextCongregation } from '../../src/domain/schedule/next-prayer.ts';
import type { DailyTimes } from '../../src/domain/prayer-times/types.ts';
import { launchChromium } from '../support/browser.ts';
import { startSite, type StartedSite } from '../support/npm-start.ts';
import { markedYearlyDate } from '../support/yearly-rows.ts';

/**
 * The prayer-times UI in Chromium against `npm start` (empty DATA_DIR: the demo seed imports the
 * calculated timetable for the current year, so every day of it has an uploaded record equal to
 * calculatedDay()). Issue 4's Done-when: the home page shows today's times and the Hijri date, the
 * yearly page shows twelve months, and a printed PDF of it has no navigation or footer and no month split
 * across pages.
 */

const TZ = masjid.timeZone;
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
const COLUMNS = ['Date', 'Fajr Adhan', 'Fajr Iqamah', 'Sunrise', 'Dhuhr', 'Asr', 'Maghrib', 'Isha'];

/** 'Thursday, November 26, 2026' for the masjid's calendar day of `instant`, from Intl (independent of the UI's code). */
function longDateIn(timeZone: string, instant: Date): string {
  return new Intl.DateTimeFormat('en-US', {
    timeZone,
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
  }).format(instant);
}

/** The demo's Fridays have the config file's one Jumu'ah, which takes Dhuhr's card (issue 23). */
const isFriday = (times: DailyTimes | (DailyTimes & { date: string })) => 'date' in times && weekdayOf(times.date) === 5;
const JUMUAH = { time: masjid.prayer.jummaTime };

/** What each home card must show (SPEC 2: Fajr adhan and iqamah, Sunrise one time, the others' iqamah). */
function expectedCards(times: DailyTimes): Record<string, string[]> {
  return {
    fajr: [displayTime(times.fajrAdhan), displayTime(times.fajrIqamah)],
    sunrise: [displayTime(times.shouruq)],
    dhuhr: [displayTime(times.dhuhrIqamah)],
    jumuah: ["Jumu'ah", JUMUAH.time],
    asr: [displayTime(times.asrIqamah)],
    maghrib: [displayTime(times.maghribIqamah)],
    isha: [displayTime(times.ishaIqamah)],
  };
}

async function readCards(page: Page, root = '#prayer-times') {
  return page.locator(`${root} [data-prayer-times-today] li[data-prayer]`).evaluateAll((items) =>
    items.map((item) => ({
      prayer: item.getAttribute('data-prayer') ?? '',
      text: (item as HTMLElement).innerText,
      current: item.getAttribute('aria-current'),
    })),
  );
}

async function expectCardsShow(page: Page, times: DailyTimes) {
  const cards = await readCards(page);
  const midday = isFriday(times) ? 'jumuah' : 'dhuhr';
  expect(cards.map((c) => c.prayer)).toEqual(['fajr', 'sunrise', midday, 'asr', 'maghrib', 'isha']);
  const expected = expectedCards(times);
  for (const card of cards) {
    for (const time of expected[card.prayer] ?? []) expect(card.text, card.prayer).toContain(time);
  }
  return cards;
}

/** The instant `isoDate` at 20:00 UTC: noon or 1 PM in Los Angeles, 5 AM the next day in Tokyo. */
function eveningUtc(isoDate: string): Date {
  return new Date(`${isoDate}T20:00:00Z`);
}

// --- a small reader for the PDF's outline (bookmarks), enough for Chromium's Skia PDFs -----------------

type PdfObjects = Map<number, string>;

function pdfObjects(pdf: Buffer): PdfObjects {
  const text = pdf.toString('latin1');
  const objects: PdfObjects = new Map();
  for (const match of text.matchAll(/(\d+) 0 obj\b/g)) {
    const start = match.index + match[0].length;
    const end = [text.indexOf('endobj', start), text.indexOf('stream', start)]
      .filter((i) => i >= 0)
      .sort((a, b) => a - b)[0];
    objects.set(Number(match[1]), text.slice(start, end));
  }
  return objects;
}

/** The page objects in page order, walking the page tree from its root. */
function pageOrder(objects: PdfObjects): number[] {
  const root = [...objects].find(([, body]) => /\/Type\s*\/Pages\b/.test(body) && !/\/Parent\b/.test(body));
  if (!root) throw new Error('no page tree in the PDF');
  const walk = (id: number): number[] => {
    const body = objects.get(id) ?? '';
    if (/\/Type\s*\/Page\b/.test(body)) return [id];
    const kids = /\/Kids\s*\[([^\]]*)\]/.exec(body)?.[1] ?? '';
    return [...kids.matchAll(/(\d+) 0 R/g)].flatMap((m) => walk(Number(m[1])));
  };
  return walk(root[0]);
}

function pdfString(raw: string): string {
  if (raw.startsWith('<')) {
    const hex = raw.slice(1, -1).replace(/\s+/g, '');
    const bytes = Buffer.from(hex, 'hex');
    if (bytes[0] === 0xfe && bytes[1] === 0xff) return bytes.subarray(2).swap16().toString('utf16le');
    return bytes.toString('latin1');
  }
  return raw.slice(1, -1).replace(/\\([()\\])/g, '$1');
}

/** Each outline item's title and the 1-based page its destination is on. */
function outline(pdf: Buffer): { title: string; page: number }[] {
  const objects = pdfObjects(pdf);
  const pages = pageOrder(objects);
  const items: { title: string; page: number }[] = [];
  for (const body of objects.values()) {
    const title = /\/Title\s*(\((?:\\.|[^\\)])*\)|<[0-9A-Fa-f\s]*>)/.exec(body)?.[1];
    const dest = /\/Dest\s*\[\s*(\d+) 0 R/.exec(body)?.[1];
    if (!title || !dest || !/\/Parent\b/.test(body)) continue;
    items.push({ title: pdfString(title), page: pages.indexOf(Number(dest)) + 1 });
  }
  return items;
}

function mediaBoxes(pdf: Buffer): string[] {
  const objects = pdfObjects(pdf);
  return pageOrder(objects).map((id) => (/\/MediaBox\s*\[([^\]]*)\]/.exec(objects.get(id) ?? '')?.[1] ?? '').trim());
}

describe('prayer times in Chromium (npm start, demo timetable)', () => {
  let server: StartedSite;
  let browser: Browser;

  beforeAll(async () => {
    server = await startSite();
    browser = await launchChromium();
  });

  afterAll(async () => {
    await browser?.close();
    const code = await server?.stop();
    expect(code, server?.process.output()).toBe(0);
    await server?.cleanup();
  });

  async function open(path: string, options: BrowserContextOptions = {}, clock?: Date) {
    const context = await browser.newContext(options);
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => {
      // The yearly refresh logs SPEC 8's text on failure; a hydration mismatch logs a React error.
      if (message.type() === 'error' && !/Failed to load resource/.test(message.text())) errors.push(message.text());
    });
    if (clock) await page.clock.setFixedTime(clock);
    const response = await page.goto(server.origin + path);
    expect(response?.status()).toBe(200);
    return { context, page, errors };
  }

  async function hydrated(page: Page, root = '#prayer-times') {
    await page.locator(`${root} [data-prayer-times-today][data-hydrated]`).waitFor();
  }

  it("home page: today's times in the masjid's zone, the Hijri date, Jumu'ah and the yearly link", async () => {
    const before = new Date();
    const { context, page, errors } = await open('/');
    await hydrated(page);
    const after = new Date();

    const root = page.locator('#prayer-times [data-prayer-times-today]');
    const date = (await root.getAttribute('data-date')) ?? '';
    // Only a masjid midnight between the two readings could make them differ.
    expect([isoDateIn(TZ, before), isoDateIn(TZ, after)]).toContain(date);
    const instant = date === isoDateIn(TZ, after) ? after : before;

    expect(await root.getAttribute('data-source')).toBe('uploaded');
    expect(await root.locator('[data-prayer-date]').innerText()).toBe(longDateIn(TZ, instant));
    expect(await root.innerText()).toContain('Today, ');
    expect(await root.locator('[data-hijri-date]').innerText()).toBe(hijriDate(date, masjid.hijriDayOffset).text);
    expect(await root.locator('[data-hijri-date]').innerText()).toMatch(/^\d{1,2} [A-Za-z' -]+ \d{4} AH$/);

    // The domain's computation for the masjid's today (the demo timetable is the calculated one) ...
    const cards = await expectCardsShow(page, calculatedDay(date, masjid));
    // ... which is also what the API serves for that day.
    const api = (await (await fetch(`${server.origin}/api/prayer-times`)).json()) as DailyTimes & { date: string };
    if (api.date === date) await expectCardsShow(page, api);
    expect(cards.filter((c) => c.current === 'true').length).toBeLessThanOrEqual(1);

    expect(await page.locator('#prayer-times [data-jumma-banner]').innerText()).toContain(masjid.prayer.jummaTime);
    expect(await page.locator('#prayer-times a', { hasText: 'View Yearly Schedule' }).getAttribute('href')).toBe(
      '/monthly-prayer-times',
    );
    expect(errors).toEqual([]);
    await context.close();
  });

  it("home page without JavaScript: the build day's times, labelled with the build day's date", async () => {
    const { context, page } = await open('/', { javaScriptEnabled: false });
    const root = page.locator('#prayer-times [data-prayer-times-today]');
    const date = (await root.getAttribute('data-date')) ?? '';
    const today = isoDateIn(TZ, new Date());
    // The site was built when the server started, a minute ago.
    expect([today, addDays(today, -1)]).toContain(date);
    expect(await root.getAttribute('data-hydrated')).toBeNull();
    expect(await root.innerText()).toContain(`Prayer times for ${longDateIn(TZ, new Date(`${date}T20:00:00Z`))}`);
    expect(await root.innerText()).not.toContain('Today, ');
    const cards = await expectCardsShow(page, calculatedDay(date, masjid));
    expect(cards.filter((c) => c.current !== null)).toEqual([]);
    await context.close();
  });

  it("a browser in Asia/Tokyo sees the masjid's today (America/Los_Angeles), and the next prayer highlighted", async () => {
    const laDay = addDays(isoDateIn(TZ, new Date()), 2);
    const instant = eveningUtc(laDay);
    expect(isoDateIn(TZ, instant)).toBe(laDay);
    expect(isoDateIn('Asia/Tokyo', instant)).toBe(addDays(laDay, 1));

    const { context, page, errors } = await open('/', { timezoneId: 'Asia/Tokyo' }, instant);
    await hydrated(page);
    // The emulation is real: the page itself lives in Tokyo on the next day.
    expect(await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)).toBe('Asia/Tokyo');
    expect(await page.evaluate(() => new Date().getDate())).toBe(Number(addDays(laDay, 1).slice(8)));

    const root = page.locator('#prayer-times [data-prayer-times-today]');
    expect(await root.getAttribute('data-date')).toBe(laDay);
    expect(await root.locator('[data-prayer-date]').innerText()).toBe(longDateIn(TZ, instant));
    expect(await root.locator('[data-hijri-date]').innerText()).toBe(hijriDate(laDay, masjid.hijriDayOffset).text);
    const times = calculatedDay(laDay, masjid);
    const cards = await expectCardsShow(page, times);

    const jumuah = isFriday(times) ? [{ time: '13:30' }] : [];
    const next = nextCongregation([{ date: laDay, times, jumuah, eid: [], source: 'uploaded' }], TZ, instant);
    expect(next).not.toBeNull();
    expect(cards.filter((c) => c.current === 'true').map((c) => c.prayer)).toEqual([next!.row]);
    expect(cards.find((c) => c.current === 'true')?.text).toMatch(/\bnext\b/i);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a day past the embedded range is calculated in the browser', async () => {
    const farDay = addDays(isoDateIn(TZ, new Date()), 400);
    const { context, page } = await open('/', {}, eveningUtc(farDay));
    await hydrated(page);
    const root = page.locator('#prayer-times [data-prayer-times-today]');
    expect(await root.getAttribute('data-date')).toBe(farDay);
    expect(await root.getAttribute('data-source')).toBe('calculated');
    await expectCardsShow(page, calculatedDay(farDay, masjid));
    await context.close();
  });

  it('takes a staff change from GET /api/prayer-times for the day it shows', async () => {
    const laDay = addDays(isoDateIn(TZ, new Date()), 3);
    const context = await browser.newContext();
    const page = await context.newPage();
    const changed = {
      ...calculatedDay(laDay, masjid),
      asrIqamah: '15:47',
      jumma: masjid.prayer.jummaTime,
      source: 'uploaded',
    };
    let asked = 0;
    await page.route('**/api/prayer-times', (route) => {
      asked += 1;
      return route.fulfill({ json: changed });
    });
    await page.clock.setFixedTime(eveningUtc(laDay));
    await page.goto(server.origin + '/');
    await hydrated(page);
    await expect.poll(async () => (await readCards(page)).find((c) => c.prayer === 'asr')?.text).toContain('3:47 PM');
    expect(asked).toBe(1);
    await context.close();
  });

  it('yearly page: heading, Print Schedule, twelve month tables from the API, today highlighted', async () => {
    const { context, page, errors } = await open('/monthly-prayer-times');
    const now = new Date();
    const year = yearIn(TZ, now);
    expect(await page.title()).toBe(`Yearly Prayer Times | ${masjid.name}`);
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe(`${year} Prayer Times`);

    await page.locator('[data-yearly-months][data-source="api"]').waitFor();
    const cards = page.locator('[data-month-card]');
    expect(await cards.count()).toBe(12);
    // Months off screen are not rendered (content-visibility: auto), so what they say is read from the
    // accessibility tree and the DOM, not from innerText, which only sees what is rendered.
    for (let month = 1; month <= 12; month += 1) {
      const card = page.locator(`[data-month-card="${month}"]`);
      const title = `${MONTHS[month - 1]} ${year}`;
      expect(await card.getByRole('heading', { level: 2 }).count()).toBe(1);
      expect(await card.getByRole('heading', { level: 2, name: title, exact: true }).count()).toBe(1);
      expect(await card.locator('caption').textContent()).toBe(title);
      expect(await card.locator('thead th').allTextContents()).toEqual(COLUMNS);
      expect(await card.locator('thead th[scope="col"]').count()).toBe(8);
      expect(await card.locator('tbody tr').count()).toBe(daysInMonth(year, month));
      // Each date heads its row (by the table model: the body rows' th carry no scope attribute).
      expect(await card.getByRole('rowheader').count()).toBe(daysInMonth(year, month));
    }

    const first = calculatedDay(`${year}-01-01`, masjid);
    expect(await page.locator('[data-month-card="1"] tbody tr').first().locator('th, td').allTextContents()).toEqual([
      'Jan 1',
      ...[
        first.fajrAdhan,
        first.fajrIqamah,
        first.shouruq,
        first.dhuhrIqamah,
        first.asrIqamah,
        first.maghribIqamah,
        first.ishaIqamah,
      ].map(displayTime),
    ]);

    const fridays = Array.from({ length: 366 }, (_, i) => addDays(`${year}-01-01`, i)).filter(
      (d) => d.startsWith(`${year}-`) && weekdayOf(d) === 5,
    );
    expect(await page.locator('tr.is-friday').count()).toBe(fridays.length);

    const today = isoDateIn(TZ, now);
    if (today.startsWith(`${year}-`)) {
      await expect.poll(() => markedYearlyDate(page)).toBe(today);
    }

    // The compact variant sits above the months.
    const compact = page.locator('[data-prayer-times-today][data-compact]');
    expect(await compact.getByRole('heading', { name: "Today's Prayer Times" }).count()).toBe(1);
    expect(await compact.locator('tbody tr').count()).toBe(6);

    await page.evaluate(() => {
      (window as unknown as { printed: number }).printed = 0;
      window.print = () => {
        (window as unknown as { printed: number }).printed += 1;
      };
    });
    await page.getByRole('button', { name: 'Print Schedule' }).click();
    expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('yearly page without JavaScript: all twelve months are in the HTML', async () => {
    const { context, page } = await open('/monthly-prayer-times', { javaScriptEnabled: false });
    const year = yearIn(TZ, new Date());
    expect(await page.locator('[data-month-card]').count()).toBe(12);
    const days = Array.from({ length: 12 }, (_, i) => daysInMonth(year, i + 1)).reduce((a, b) => a + b, 0);
    expect(await page.locator('[data-month-card] tbody tr').count()).toBe(days);
    expect(await page.getByText('Loading prayer times...').count()).toBe(0);
    await context.close();
  });

  it('print: no header, navigation, footer or buttons; each month on one page of A4 and of Letter', async () => {
    const { context, page } = await open('/monthly-prayer-times');
    await page.locator('[data-yearly-months][data-source="api"]').waitFor();
    const year = yearIn(TZ, new Date());
    await page.emulateMedia({ media: 'print' });

    const hidden = await page.evaluate(() => {
      const shown = (selector: string) =>
        [...document.querySelectorAll<HTMLElement>(selector)].filter((el) => el.checkVisibility()).length;
      return {
        headerDisplay: getComputedStyle(
          document.querySelector('[data-site-header]') ?? document.querySelector('header')!,
        ).display,
        footerDisplay: getComputedStyle(document.querySelector('body > footer')!).display,
        nav: shown('nav'),
        buttons: shown('button'),
        h1: shown('h1'),
        compact: shown('[data-prayer-times-today]'),
        months: shown('[data-month-card]'),
      };
    });
    expect(hidden).toEqual({
      headerDisplay: 'none',
      footerDisplay: 'none',
      nav: 0,
      buttons: 0,
      h1: 0,
      compact: 0,
      months: 12,
    });

    // A heading at the very end of each month card: a month is whole on a page exactly when its title and
    // its end marker land on the same page of the PDF (Chromium writes headings into the outline).
    await page.evaluate(() => {
      for (const card of document.querySelectorAll('[data-month-card]')) {
        const marker = document.createElement('h6');
        marker.textContent = `end-of-month-${card.getAttribute('data-month-card')}`;
        marker.style.fontSize = '1px';
        marker.style.lineHeight = '1px';
        marker.style.margin = '0';
        card.append(marker);
      }
    });

    const formats = [
      { format: 'A4', mediaBox: /^0 0 595\.\d+ 842\.\d+$/ },
      { format: 'Letter', mediaBox: /^0 0 612 792$/ },
    ] as const;
    for (const { format, mediaBox } of formats) {
      const pdf = await page.pdf({ format, outline: true, tagged: true });
      const items = outline(pdf);
      const placement = MONTHS.map((name, index) => {
        const title = items.filter((item) => item.title.startsWith(`${name} ${year}`));
        const end = items.filter((item) => item.title === `end-of-month-${index + 1}`);
        expect(title.length, `${format} ${name} title`).toBe(1);
        expect(end.length, `${format} ${name} end`).toBe(1);
        return { month: name, start: title[0]!.page, end: end[0]!.page };
      });
      // No month split across pages ...
      expect(
        placement.filter((p) => p.start !== p.end),
        format,
      ).toEqual([]);
      // ... and one month per page, in order: the page a masjid pins up.
      expect(
        placement.map((p) => p.start),
        format,
      ).toEqual(MONTHS.map((_, index) => index + 1));
      const boxes = mediaBoxes(pdf);
      expect(boxes.length, format).toBe(12);
      for (const box of boxes) expect(box, format).toMatch(mediaBox);

      // Nothing else was printed with a heading: no page title, no today's card, no footer (Quick Links ...).
      const others = items.filter(
        (item) =>
          !/^(January|February|March|April|May|June|July|August|September|October|November|December) \d{4}|^end-of-month-/.test(
            item.title,
          ),
      );
      expect(others, format).toEqual([]);
    }
    await context.close();
  });
});
