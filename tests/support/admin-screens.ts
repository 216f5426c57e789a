import type { Browser, Locator, Page } from 'playwright-core';
import { realImage } from '../fixtures/images/generate.ts';

/**
 * Every admin tab and every form or dialog staff open, each reached the way staff reach it, for the
 * journeys that check them all (issue 22: focus, phone widths, axe). `startSite()` bootstraps this
 * super_admin, who sees every tab and tool.
 */

export const SUPER_ADMIN = { username: 'e2e_admin', password: 'e2e-pass-123' };

export { ADMIN_TAB_LABELS as ADMIN_TABS } from './admin-tab-labels.ts';

export interface AdminScreen {
  name: string;
  /** Opens it from the dashboard as it is after sign-in, and gives the region it occupies. */
  open(page: Page): Promise<Locator>;
}

/** An account's API session as one Cookie header, for journeys that set up their data through the API. */
export async function apiSessionCookie(origin: string, account: { username: string; password: string } = SUPER_ADMIN): Promise<string> {
  const login = await fetch(`${origin}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin },
    body: JSON.stringify(account),
  });
  if (login.status !== 200) throw new Error(`signing in through the API answered ${login.status}: ${await login.text()}`);
  return login.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

export async function signInAdmin(
  browser: Browser,
  origin: string,
  viewport: { width: number; height: number },
  account: { username: string; password: string } = SUPER_ADMIN,
): Promise<Page> {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  await page.goto(`${origin}/admin`);
  await page.getByLabel('Username').fill(account.username);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.getByRole('tab', { name: 'Overview' }).waitFor();
  return page;
}

/** Opens a tab and waits until its loading status has gone. */
export async function openAdminTab(page: Page, name: string): Promise<Locator> {
  // Exact: 'Security' is also the start of 'Security Log'.
  await page.getByRole('tab', { name, exact: true }).click();
  const panel = page.getByRole('tabpanel', { name, exact: true });
  await panel.waitFor();
  await panel
    .locator('[role="status"]')
    .filter({ hasText: /Loading/ })
    .first()
    .waitFor({ state: 'detached' })
    .catch(() => undefined);
  return panel;
}

const formWithHeading = (page: Page, heading: string) =>
  page.locator('form', { has: page.getByRole('heading', { name: heading }) });

async function quickAction(page: Page, name: string): Promise<void> {
  await page.getByRole('region', { name: 'Quick actions' }).getByRole('button', { name }).click();
}

export const ADMIN_DIALOGS: AdminScreen[] = [
  {
    name: 'New Event form',
    async open(page) {
      await quickAction(page, 'New Event');
      const form = formWithHeading(page, 'New Event');
      await form.waitFor();
      return form;
    },
  },
  {
    name: 'New Event form with an uploaded image',
    async open(page) {
      await quickAction(page, 'New Event');
      const form = formWithHeading(page, 'New Event');
      await form.getByLabel('Upload', { exact: true }).check();
      await form.getByLabel('Upload an image').setInputFiles({
        name: 'flyer.png',
        mimeType: 'image/png',
        buffer: Buffer.from(await realImage('png', 600, 400)),
      });
      await form.getByRole('img', { name: 'Selected event image' }).waitFor();
      return form;
    },
  },
  {
    name: 'New Event form picking from the gallery',
    async open(page) {
      await quickAction(page, 'New Event');
      const form = formWithHeading(page, 'New Event');
      await form.getByLabel('Gallery').check();
      await form.getByText(/Loading galleries/).waitFor({ state: 'detached' });
      return form;
    },
  },
  {
    name: 'Edit event form',
    async open(page) {
      await openAdminTab(page, 'Events');
      await page
        .getByTestId('event-row')
        .first()
        .getByRole('button', { name: /^Edit / })
        .click();
      const form = page.locator('form', { has: page.getByRole('heading', { name: /^Edit event/ }) });
      await form.waitFor();
      return form;
    },
  },
  {
    name: 'Delete event confirmation',
    async open(page) {
      await openAdminTab(page, 'Events');
      await page
        .getByTestId('event-row')
        .first()
        .getByRole('button', { name: /^Delete / })
        .click();
      const dialog = page.getByRole('alertdialog', { name: 'Delete event?' });
      await dialog.waitFor();
      return dialog;
    },
  },
  {
    name: 'New Announcement form',
    async open(page) {
      await quickAction(page, 'New Announcement');
      const form = formWithHeading(page, 'New Announcement');
      await form.waitFor();
      return form;
    },
  },
  {
    name: 'Delete announcement confirmation',
    async open(page) {
      await openAdminTab(page, 'Announcements');
      await page
        .getByTestId('announcement-row')
        .first()
        .getByRole('button', { name: /^Delete / })
        .click();
      const dialog = page.getByRole('alertdialog', { name: 'Delete announcement?' });
      await dialog.waitFor();
      return dialog;
    },
  },
  {
    name: 'Add User form',
    async open(page) {
      await quickAction(page, 'Add User');
      const form = formWithHeading(page, 'Add User');
      await form.waitFor();
      return form;
    },
  },
  {
    name: 'Change Password dialog',
    async open(page) {
      await quickAction(page, 'Change Password');
      const dialog = page.getByRole('dialog', { name: 'Change Password' });
      await dialog.waitFor();
      return dialog;
    },
  },
  {
    name: 'Prayer Times CSV panel',
    async open(page) {
      await quickAction(page, 'Prayer Times CSV');
      const panel = page.getByRole('region', { name: 'Prayer Times CSV' });
      await panel.waitFor();
      return panel;
    },
  },
  {
    name: 'Prayer Times CSV preview',
    async open(page) {
      await quickAction(page, 'Prayer Times CSV');
      const panel = page.getByRole('region', { name: 'Prayer Times CSV' });
      const year = new Date().getFullYear();
      const csv = [
        'date,fajr,sunrise,dhuhr,asr,maghrib,isha',
        `${year}-02-10,05:01,06:31,12:11,15:21,18:31,20:01`,
        `${year}-02-11,05:02,06:32,12:12,15:22,18:32,20:02`,
      ].join('\n');
      await panel
        .getByLabel('CSV file')
        .setInputFiles({ name: 'times.csv', mimeType: 'text/csv', buffer: Buffer.from(`${csv}\n`) });
      await panel.getByRole('button', { name: 'Preview Changes' }).click();
      await panel.getByTestId('csv-preview').waitFor();
      return panel;
    },
  },
];
