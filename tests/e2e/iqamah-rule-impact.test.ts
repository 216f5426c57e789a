import { axeViolations } from '../support/axe.ts';
import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { site as masjid } from '../../src/config/site.ts';
import { parseTimeOfDay } from '../../src/domain/dates/time-of-day.ts';
import { addDays, isoDateIn } from '../../src/domain/dates/zoned.ts';
import { calculatedDay } from '../../src/domain/prayer-times/calculated.ts';
import { displayTime } from '../../src/domain/prayer-times/display-time.ts';
import type { StartedSite } from '../support/npm-start.ts';
import { siteInChromium } from '../support/site-in-chromium.ts';

/**
 * Issue 22, item 9, in Chromium against `npm start`: on a site with an uploaded timetable, an admin sets
 * "Isha = 10 min after the adhan, round up to 5". Before saving, the rule says it changes no Isha iqamah
 * in the next 30 days because the file's iqamah wins, with one button ("Rules override the file"); one
 * click turns the override on and the preview shows the rule's times on every day.
 */
const TZ = masjid.timeZone;
const SUPER = { username: 'e2e_admin', password: 'e2e-pass-123' };
const STEP_MS = 15_000;

let site: StartedSite;
let browser: Browser;

siteInChromium((started, chromium) => {
  site = started;
  browser = chromium;
});

const today = () => isoDateIn(TZ, new Date());
const minutes = (hhMm: string) => parseTimeOfDay(hhMm)!;
/** "Isha = adhan + 10, round up to 5" on `date` of the uploaded (calculated) timetable. */
function roundedIsha(date: string): string {
  const iqamah = Math.ceil((minutes(calculatedDay(date, masjid).ishaAdhan) + 10) / 5) * 5;
  return displayTime(`${String(Math.floor(iqamah / 60)).padStart(2, '0')}:${String(iqamah % 60).padStart(2, '0')}`);
}

async function signIn(width: number): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  const page = await context.newPage();
  page.setDefaultTimeout(STEP_MS);
  await page.goto(`${site.origin}/admin`);
  await page.getByLabel('Username').fill(SUPER.username);
  await page.getByLabel('Password').fill(SUPER.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.getByRole('tab', { name: 'Overview' }).waitFor();
  return page;
}

describe('Admin → Prayer Settings: a rule the uploaded timetable overrules', () => {
  it('says so beside the rule, and one click lets the rule override the file; the preview follows', async () => {
    const page = await signIn(1280);
    // The timetable in the stated layout (each iqamah at its adhan) from yesterday to 40 days ahead,
    // whatever the year: no "10 min after, rounded up to 5" falls on any of its Isha iqamahs.
    const dates = Array.from({ length: 42 }, (_, i) => addDays(today(), i - 1));
    const csv = [
      'date,fajr,sunrise,dhuhr,asr,maghrib,isha',
      ...dates.map((date) => {
        const d = calculatedDay(date, masjid);
        return [date, d.fajrAdhan, d.shouruq, d.dhuhrAdhan, d.asrAdhan, d.maghribAdhan, d.ishaAdhan].join(',');
      }),
    ].join('\n');
    const upload = await page.request.post(`${site.origin}/api/prayer-times/upload-csv`, {
      headers: { origin: site.origin },
      multipart: { csv: { name: 'coming-days.csv', mimeType: 'text/csv', buffer: Buffer.from(`${csv}\n`) } },
    });
    expect(upload.status()).toBe(200);

    await page.getByRole('tab', { name: 'Prayer Settings' }).click();
    await page.getByTestId('prayer-settings').waitFor();
    const isha = page.locator('[data-iqamah-rule="isha"]');
    await isha.getByLabel('Isha: minutes after the adhan').fill('10');
    await isha.getByLabel('Isha: round').selectOption({ label: 'Up to 5 min' });

    const impact = isha.getByTestId('iqamah-impact-isha');
    await impact.waitFor();
    expect(await impact.getByRole('status').innerText()).toBe(
      "This rule changes no Isha iqamah in the next 30 days: the uploaded timetable's Isha iqamah wins on the 30 days it would change. Let the rule override the file to apply it.",
    );
    const preview = page.getByTestId('prayer-settings-preview');
    const todayIsha = preview.locator(`[data-preview-date="${today()}"] [data-preview-iqamah="isha"]`);
    expect(await preview.innerText()).toContain('(with the settings above)');
    expect(await todayIsha.innerText()).toContain(displayTime(calculatedDay(today(), masjid).ishaAdhan));
    expect(await todayIsha.innerText()).toContain('timetable');
    expect(await axeViolations(page, { include: '[data-iqamah-rule="isha"]' })).toEqual([]);

    await impact.getByRole('button', { name: 'Isha: Rules override the file' }).click();
    expect(await isha.getByLabel('Isha: the rule overrides the uploaded timetable').isChecked()).toBe(true);
    await expect
      .poll(() => impact.getByRole('status').innerText(), { timeout: STEP_MS })
      .toBe('This rule changes the Isha iqamah on 7 of the next 7 days and 30 of the next 30.');
    expect(await impact.getByRole('button').count()).toBe(0);
    await expect.poll(() => todayIsha.innerText(), { timeout: STEP_MS }).toContain(roundedIsha(today()));
    expect(await todayIsha.innerText()).toContain('rule');
    for (let i = 1; i < 7; i++) {
      const date = addDays(today(), i);
      expect(await preview.locator(`[data-preview-date="${date}"] [data-preview-iqamah="isha"]`).innerText()).toContain(
        roundedIsha(date),
      );
    }
    await page.context().close();
  });

  it('on a 360 px screen the note and its button fit', async () => {
    const page = await signIn(360);
    await page.getByRole('tab', { name: 'Prayer Settings' }).click();
    await page.getByTestId('prayer-settings').waitFor();
    const isha = page.locator('[data-iqamah-rule="isha"]');
    await isha.getByLabel('Isha: minutes after the adhan').fill('10');
    await isha.getByLabel('Isha: round').selectOption({ label: 'Up to 5 min' });
    const button = isha.getByRole('button', { name: 'Isha: Rules override the file' });
    await button.waitFor();
    for (const box of [await button.boundingBox(), await isha.getByTestId('iqamah-impact-isha').boundingBox()]) {
      expect(box).not.toBeNull();
      expect(box!.x).toBeGreaterThanOrEqual(0);
      expect(box!.x + box!.width).toBeLessThanOrEqual(360);
    }
    await page.context().close();
  });
});
