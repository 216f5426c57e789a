import type { Locator, Page } from 'playwright-core';
import { shortDateLabel } from '../../src/views/prayer-times/yearly-months.ts';

/** A day's row on /monthly-prayer-times: in its month's table, the row headed by the day's label. */
export function yearlyRow(page: Page, date: string): Locator {
  const label = new RegExp(`^${shortDateLabel(date)}(?!\\d)`);
  return page.locator(`tbody[data-month="${date.slice(0, 7)}"] > tr`).filter({ has: page.locator('th', { hasText: label }) });
}

/** The date of the row marked as the masjid's today, read back from its month and label. */
export async function markedYearlyDate(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const row = document.querySelector('tbody[data-month] > tr[aria-current="date"]');
    if (!row) return null;
    const month = row.parentElement!.getAttribute('data-month')!;
    const day = /\d+/.exec(row.querySelector('th')?.firstChild?.textContent ?? '')?.[0] ?? '';
    return `${month}-${day.padStart(2, '0')}`;
  });
}
