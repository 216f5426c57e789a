import { axeViolations } from '../support/axe.ts';
import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { site as masjid } from '../../src/config/site.ts';
import { parseTimeOfDay } from '../../src/domain/dates/time-of-day.ts';
import { addDays, daysBetween, isoDateIn, zonedTimeToUtc } from '../../src/domain/dates/zoned.ts';
import { calculatedDay } from '../../src/domain/prayer-times/calculated.ts';
import { displayTime } from '../../src/domain/prayer-times/display-time.ts';
import { ramadanOnOrAfter } from '../../src/domain/schedule/ramadan.ts';
import type { StartedSite } from '../support/npm-start.ts';
import { siteInChromium } from '../support/site-in-chromium.ts';
import { yearlyRow } from '../support/yearly-rows.ts';

/**
 * Issue 13 in Chromium against `npm start` (demo timetable: this year's calculated times, uploaded):
 * an admin sets "Isha = adhan + 10, round up to 5" (overriding the uploaded timetable), a second Jumu'ah
 * and an Eid prayer in Admin → Prayer Settings, with the 7-day preview before saving; an editor sees the
 * tab read-only; after the rebuild the home page and the printed yearly page show them. With the browser's
 * clock in Ramadan, the home page shows the Ramadan card and /ramadan the timetable, today marked.
 */
const TZ = masjid.timeZone;
const SUPER = { username: 'e2e_admin', password: 'e2e-pass-123' };
const EDITOR = { username: 'e2e_sched_editor', password: 'editor-pass-1', email: 'e2e_sched_editor@example.org' };
const STEP_MS = 15_000;

let site: StartedSite;
let browser: Browser;

siteInChromium((started, chromium) => {
  site = started;
  browser = chromium;
});

const today = () => isoDateIn(TZ, new Date());
const minutes = (hhMm: string) => parseTimeOfDay(hhMm)!;
/** "Isha = adhan + 10, round up to 5" on the masjid's `date` (the demo timetable is the calculated one). */
function roundedIsha(date: string): string {
  const adhan = minutes(calculatedDay(date, masjid).ishaAdhan);
  const iqamah = Math.ceil((adhan + 10) / 5) * 5;
  return displayTime(`${String(Math.floor(iqamah / 60)).padStart(2, '0')}:${String(iqamah % 60).padStart(2, '0')}`);
}

async function signIn(username: string, password: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  page.setDefaultTimeout(STEP_MS);
  await page.goto(`${site.origin}/admin`);
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.getByRole('tab', { name: 'Overview' }).waitFor();
  return page;
}

async function openSettings(page: Page): Promise<void> {
  await page.getByRole('tab', { name: 'Prayer Settings' }).click();
  await page.getByTestId('prayer-settings').waitFor();
}

describe('Admin → Prayer Settings, and the public pages after it', () => {
  const eidDate = addDays(today(), 20);

  it('an admin sets Isha = adhan + 10 rounded up to 5, a second Jumu\'ah and an Eid prayer, previewed before saving', async () => {
    const page = await signIn(SUPER.username, SUPER.password);
    await openSettings(page);
    expect(await page.getByTestId('prayer-settings-status').innerText()).toContain("config file's settings");

    const isha = page.locator('[data-iqamah-rule="isha"]');
    await isha.getByLabel('Isha: minutes after the adhan').fill('10');
    await isha.getByLabel('Isha: round').selectOption({ label: 'Up to 5 min' });
    await isha.getByLabel('Isha: the rule overrides the uploaded timetable').check();

    await page.getByRole('button', { name: 'Add a khutbah', exact: true }).click();
    // The new khutbah starts at the same time as the last: the form says so, by the field.
    await page.getByRole('button', { name: 'Save Prayer Settings' }).click();
    const alert = page.getByRole('alert').filter({ hasText: 'The settings were not saved' });
    await alert.waitFor();
    expect(await alert.innerText()).toContain("Jumu'ah: two khutbahs at 13:30");
    await page.getByLabel("Jumu'ah khutbah 2: time").fill('14:30');
    await page.getByLabel("Jumu'ah khutbah 2: language (optional)").fill('Arabic');

    await page.getByRole('button', { name: 'Add an Eid prayer' }).click();
    await page.getByLabel('Eid prayer 1: date').fill(eidDate);
    await page.getByLabel('Eid prayer 1: time 1').fill('08:30');
    await page.getByLabel('Eid prayer 1: place').fill('Red Morton Park');

    // The preview shows the next 7 days with these settings before anything is saved.
    const preview = page.getByTestId('prayer-settings-preview');
    await expect
      .poll(() => preview.locator(`[data-preview-date="${today()}"] [data-preview-iqamah="isha"]`).innerText(), { timeout: STEP_MS })
      .toContain(roundedIsha(today()));
    expect(await preview.innerText()).toContain('(with the settings above)');

    await page.getByRole('button', { name: 'Save Prayer Settings' }).click();
    await page.getByTestId('toast').filter({ hasText: 'Prayer settings saved' }).waitFor();
    await expect.poll(() => page.getByTestId('prayer-settings-status').innerText()).toContain(`Last saved by ${SUPER.username}`);
    const log = await page.getByTestId('prayer-settings-log').innerText();
    expect(log).toContain('Isha iqamah: 10 min after the adhan, rounded up to 5 min (was 15 min after the adhan)');
    expect(log).toContain('Isha iqamah: the rule now overrides the uploaded timetable');
    expect(log).toContain("Jumu'ah: 1:30 PM; 2:30 PM · Arabic (was 1:30 PM)");
    expect(await axeViolations(page, { include: '[data-testid="prayer-settings"]' })).toEqual([]);

    // Staff see what is coming in Overview.
    await page.getByRole('tab', { name: 'Overview' }).click();
    const overview = page.getByTestId('overview-schedule');
    await overview.waitFor();
    // The tab shows what it had, then what the save changed (it refetches as it opens).
    await expect.poll(() => overview.innerText(), { timeout: STEP_MS }).toContain('Eid al-Fitr prayer');
    expect(await overview.innerText()).toContain('Red Morton Park');
    await page.context().close();
  });

  it('an editor sees the settings read-only', async () => {
    const admin = await signIn(SUPER.username, SUPER.password);
    const res = await admin.request.post(`${site.origin}/api/register`, {
      headers: { origin: site.origin },
      data: { ...EDITOR, role: 'editor' },
    });
    expect(res.status()).toBe(201);
    await admin.context().close();

    const page = await signIn(EDITOR.username, EDITOR.password);
    await openSettings(page);
    await page.getByText('You can view the prayer settings; an admin can change them.').waitFor();
    expect(await page.locator('[data-iqamah-rule="isha"]').getByLabel('Isha: minutes after the adhan').inputValue()).toBe('10');
    expect(await page.locator('[data-iqamah-rule="isha"]').getByLabel('Isha: minutes after the adhan').isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: 'Save Prayer Settings' }).count()).toBe(0);
    await page.context().close();
  });

  it('after the rebuild, the home page shows the rounded Isha, both khutbahs and the Eid prayer', async () => {
    await expect
      .poll(async () => (await (await fetch(`${site.origin}/`)).text()).includes('Red Morton Park'), { timeout: 240_000, interval: 1_000 })
      .toBe(true);
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    page.setDefaultTimeout(STEP_MS);
    // Ten days before the Eid prayer, in the browser's clock: the card shows.
    const tenDaysBefore = zonedTimeToUtc(TZ, { ...parts(addDays(eidDate, -10)), hour: 12, minute: 0, second: 0 });
    await page.clock.setFixedTime(tenDaysBefore);
    await page.goto(`${site.origin}/`);
    const day = addDays(eidDate, -10);
    await page.locator(`#prayer-times [data-prayer-times-today][data-hydrated][data-date="${day}"]`).waitFor();
    expect(await page.locator('#prayer-times li[data-prayer="isha"]').innerText()).toContain(roundedIsha(day));
    const banner = await page.locator('[data-jumma-banner]').innerText();
    expect(banner).toContain('1:30 PM');
    expect(banner).toContain('2:30 PM');
    expect(banner).toContain('Arabic');
    const eid = page.locator(`[data-eid-card="${eidDate}"]`);
    expect(await eid.isVisible()).toBe(true);
    expect(await eid.innerText()).toContain('8:30 AM');
    await context.close();

    // On a phone (issue 22): each khutbah's time at least as large as the prayer card's iqamah times.
    for (const width of [360, 390]) {
      const phone = await browser.newContext({ viewport: { width, height: 800 } });
      const home = await phone.newPage();
      home.setDefaultTimeout(STEP_MS);
      await home.goto(`${site.origin}/`);
      await home.locator('#prayer-times [data-prayer-times-today][data-hydrated]').waitFor();
      const sizes = await home.evaluate(() => {
        // Elements whose own text is a time ('1:30 PM'), by the height of that text's line box (of its
        // tallest line: a narrow card may break '6:04 AM' across two).
        const times = (root: Element) =>
          [...root.querySelectorAll('*')]
            .filter((el) => el.children.length === 0 && /^\d{1,2}:\d\d [AP]M$/.test(el.textContent?.trim() ?? ''))
            .map((el) => {
              const range = document.createRange();
              range.selectNodeContents(el);
              return { text: el.textContent!.trim(), height: Math.max(...[...range.getClientRects()].map((rect) => rect.height)) };
            });
        const banner = [...document.querySelectorAll('[data-jumma-banner]')].find((el) => (el as HTMLElement).offsetParent !== null)!;
        const cards = [...document.querySelectorAll('#prayer-times li[data-prayer]:not([data-prayer="sunrise"])')];
        return { khutbahs: times(banner), iqamahs: cards.flatMap(times) };
      });
      expect(sizes.khutbahs.map((k) => k.text), `${width} px`).toEqual(['1:30 PM', '2:30 PM']);
      const iqamah = Math.max(...sizes.iqamahs.map((x) => x.height));
      for (const khutbah of sizes.khutbahs) expect(khutbah.height, `${width} px: ${khutbah.text}`).toBeGreaterThanOrEqual(iqamah - 0.5);
      await phone.close();
    }
  });

  it("the home card's iqamah-change notices are today's, the same as the API's", async () => {
    const api = (await (await fetch(`${site.origin}/api/prayer-times`)).json()) as { date: string; notices: { text: string }[] };
    const context = await browser.newContext();
    const page = await context.newPage();
    page.setDefaultTimeout(STEP_MS);
    await page.goto(`${site.origin}/`);
    await page.locator(`#prayer-times [data-prayer-times-today][data-hydrated][data-date="${api.date}"]`).waitFor();
    // Each notice starts with words for screen readers ("Schedule change:"), then the text everyone sees.
    const shown = (await page.locator('[data-schedule-notices] > div:not([hidden])').allInnerTexts()).map((text) =>
      text.replace(/^\s*Schedule change:\s*/, '').trim(),
    );
    expect(shown).toEqual(api.notices.map((notice) => notice.text));
    for (const text of shown) expect(text).toMatch(/^From \w+day, \w{3} \d{1,2}: Isha iqamah \d{1,2}:\d\d PM \(now \d{1,2}:\d\d PM\)$/);
    await context.close();
  });

  it('the Eid prayer is not shown more than 14 days before, and is gone the day after', async () => {
    for (const [offset, shown] of [
      [-16, false],
      [0, true],
      [1, false],
    ] as const) {
      const context = await browser.newContext();
      const page = await context.newPage();
      page.setDefaultTimeout(STEP_MS);
      const date = addDays(eidDate, offset);
      await page.clock.setFixedTime(zonedTimeToUtc(TZ, { ...parts(date), hour: 12, minute: 0, second: 0 }));
      await page.goto(`${site.origin}/`);
      await page.locator(`#prayer-times [data-prayer-times-today][data-hydrated][data-date="${date}"]`).waitFor();
      expect(await page.locator(`[data-eid-card="${eidDate}"]`).isVisible(), `${offset} days`).toBe(shown);
      await context.close();
    }
  });

  it('the printed yearly page shows the rounded Isha iqamahs, marked, and both khutbahs', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    page.setDefaultTimeout(STEP_MS);
    await page.goto(`${site.origin}/monthly-prayer-times`);
    await page.emulateMedia({ media: 'print' });
    const row = yearlyRow(page, today());
    expect(await row.locator('td').last().innerText()).toContain(roundedIsha(today()));
    const month = page.locator(`[data-month-card="${Number(today().slice(5, 7))}"]`);
    expect(await month.locator('.print-sheet-note').innerText()).toContain("Jumu'ah on Fridays at 1:30 PM and 2:30 PM");
    expect(await month.locator('td[data-changed]').count()).toBeGreaterThan(0);
    expect(await month.locator('.print-sheet-note').innerText()).toContain('* new iqamah');
    // The PDF a masjid prints still has one month per page.
    const pdf = await page.pdf({ format: 'Letter' });
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    await context.close();
  });
});

describe('a browser whose clock is in Ramadan', () => {
  it('shows the Ramadan card on the home page and the timetable on /ramadan, today marked', async () => {
    const period = ramadanOnOrAfter(today(), 0)!;
    const date = addDays(period.firstDay, 5);
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    page.setDefaultTimeout(STEP_MS);
    await page.clock.setFixedTime(zonedTimeToUtc(TZ, { ...parts(date), hour: 15, minute: 0, second: 0 }));
    await page.goto(`${site.origin}/`);
    await page.locator(`#prayer-times [data-prayer-times-today][data-hydrated][data-date="${date}"]`).waitFor();
    const card = page.locator('[data-ramadan-card]');
    expect(await card.isVisible()).toBe(true);
    expect(await card.innerText()).toContain(`Ramadan ${period.hijriYear} AH`);

    await card.getByRole('link', { name: 'Ramadan timetable' }).click();
    await page.waitForURL(/\/ramadan$/);
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe(`Ramadan ${period.hijriYear} Timetable`);
    const row = page.locator(`tr[data-date="${date}"]`);
    await expect.poll(() => row.getAttribute('aria-current')).toBe('date');
    expect(await row.innerText()).toContain('6 Ramadan');
    // Nights 21 to the last: nine in a Ramadan of 29 days, ten in one of 30.
    expect(await page.locator('tr[data-last-ten]').count()).toBe(daysBetween(period.firstDay, period.lastDay) + 1 - 20);
    expect(await axeViolations(page)).toEqual([]);

    // Outside Ramadan's window the card is hidden again.
    await page.clock.setFixedTime(zonedTimeToUtc(TZ, { ...parts(addDays(period.lastDay, 1)), hour: 15, minute: 0, second: 0 }));
    await page.goto(`${site.origin}/`);
    await page.locator(`#prayer-times [data-prayer-times-today][data-hydrated][data-date="${addDays(period.lastDay, 1)}"]`).waitFor();
    expect(await page.locator('[data-ramadan-card]').isVisible()).toBe(false);
    await context.close();
  });
});

function parts(isoDate: string) {
  return { year: Number(isoDate.slice(0, 4)), month: Number(isoDate.slice(5, 7)), day: Number(isoDate.slice(8, 10)) };
}
