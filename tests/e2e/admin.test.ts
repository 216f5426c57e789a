import { axeViolations } from '../support/axe.ts';
import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { isoDateIn, yearIn } from '../../src/domain/dates/zoned.ts';
import { mostRecentSunday } from '../../src/domain/dates/local-day.ts';
import { site as siteConfig } from '../../src/config/site.ts';
import { csvDownloadYears } from '../../src/domain/schedule/schedule-years.ts';
import { realImage } from '../fixtures/images/generate.ts';
import type { StartedSite } from '../support/npm-start.ts';
import { siteInChromium } from '../support/site-in-chromium.ts';
import { tabsSeenBy } from '../support/admin-tab-labels.ts';

/**
 * The admin panel in Chromium against `npm start` (issue 6), one journey per role. The super_admin that
 * startSite() bootstraps adds the editor and the admin through the UI first; the later journeys sign in
 * as them. axe-core checks every admin tab and the open forms. Each step waits on what the page shows,
 * never on fixed sleeps.
 */

const SUPER = { username: 'e2e_admin', password: 'e2e-pass-123' };
const EDITOR = { username: 'e2e_editor', password: 'editor-pass-1', email: 'e2e_editor@example.org' };
const ADMIN = { username: 'e2e_manager', password: 'manager-pass-1', email: 'e2e_manager@example.org' };
const TEMP = { username: 'e2e_temp', password: 'temp-pass-1', email: 'e2e_temp@example.org' };
const STEP_MS = 15_000;

let site: StartedSite;
let browser: Browser;

siteInChromium((started, chromium) => {
  site = started;
  browser = chromium;
});

/** A same-origin API call from outside the browser, as the site's own forms make them. */
function post(path: string, body: unknown): Promise<Response> {
  return fetch(`${site.origin}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: site.origin },
    body: JSON.stringify(body),
  });
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

/** Waits for the one visible toast to show `title` (and `description`, when given). */
async function expectToast(page: Page, title: string, description?: string): Promise<void> {
  const toast = page.getByTestId('toast').filter({ hasText: title });
  await toast.waitFor();
  if (description) expect(await toast.innerText()).toContain(description);
}

async function openTab(page: Page, name: string): Promise<void> {
  await page.getByRole('tab', { name, exact: true }).click();
  await page.getByRole('tabpanel', { name, exact: true }).waitFor();
}


/** The row (list item or table row) that shows `text`. */
const row = (page: Page, testId: string, text: string) => page.getByTestId(testId).filter({ hasText: text });

describe('the admin panel in Chromium', () => {
  it('super_admin: every tab passes axe; adds users, changes a role and deletes a user', async () => {
    const page = await signIn(SUPER.username, SUPER.password);
    for (const tab of tabsSeenBy('super_admin')) {
      await openTab(page, tab);
      await page
        .getByRole('tabpanel', { name: tab, exact: true })
        .locator('[role="status"]')
        .first()
        .waitFor({ state: 'detached' })
        .catch(() => undefined);
      expect(await axeViolations(page), `axe on ${tab}`).toEqual([]);
    }
    // The super admin row cannot be changed or deleted.
    const own = row(page, 'user-row', SUPER.username);
    await own.waitFor();
    expect(await own.getByRole('combobox').count()).toBe(0);
    expect(await own.getByRole('button', { name: /Delete/ }).count()).toBe(0);
    expect(await own.innerText()).toContain('Protected');

    // Add User, with SPEC 5's rules checked before anything is sent.
    await page.getByRole('button', { name: 'Add User' }).first().click();
    const form = page.locator('form', { has: page.getByRole('heading', { name: 'Add User' }) });
    await form.getByLabel('Username').fill('ab');
    await form.getByRole('button', { name: 'Create User' }).click();
    expect(await form.getByText('Username must be 3-50 characters').count()).toBe(1);
    expect(await axeViolations(page), 'axe with the Add User form and its errors').toEqual([]);

    for (const account of [
      { ...EDITOR, role: 'editor' },
      { ...ADMIN, role: 'admin' },
      { ...TEMP, role: 'editor' },
    ]) {
      await page.getByRole('button', { name: 'Add User' }).first().click();
      const add = page.locator('form', { has: page.getByRole('heading', { name: 'Add User' }) });
      await add.getByLabel('Username').fill(account.username);
      await add.getByLabel('Email').fill(account.email);
      await add.getByLabel('Password').fill(account.password);
      await add.getByLabel('Role').selectOption(account.role);
      await add.getByRole('button', { name: 'Create User' }).click();
      await expectToast(page, 'User created successfully', 'New user has been added to the system');
      await row(page, 'user-row', account.username).waitFor();
    }

    // Change a role: editor to admin.
    await row(page, 'user-row', TEMP.username).getByLabel(`Role of ${TEMP.username}`).selectOption('admin');
    await expectToast(page, 'User role updated');
    const roles = await (await page.request.get(`${site.origin}/api/users`)).json();
    expect(roles.find((u: { username: string }) => u.username === TEMP.username).role).toBe('admin');

    // Delete with a confirmation: Cancel keeps the user, confirming deletes.
    await row(page, 'user-row', TEMP.username)
      .getByRole('button', { name: `Delete ${TEMP.username}` })
      .click();
    const dialog = page.getByRole('alertdialog', { name: 'Delete user?' });
    await dialog.waitFor();
    expect(await axeViolations(page), 'axe with the confirmation open').toEqual([]);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(await row(page, 'user-row', TEMP.username).count()).toBe(1);
    await row(page, 'user-row', TEMP.username)
      .getByRole('button', { name: `Delete ${TEMP.username}` })
      .click();
    await dialog.getByRole('button', { name: 'Delete User' }).click();
    await expectToast(page, 'User deleted');
    await row(page, 'user-row', TEMP.username).waitFor({ state: 'detached' });
    await page.context().close();
  });

  it('editor: events with an uploaded image, an announcement, a message read, analytics; no user or CSV tools', async () => {
    // A visitor's message and two page views, sent the way the public site sends them.
    expect(
      (await post('/api/contact', { name: 'E2E Visitor', email: 'visitor@example.org', message: 'Is there parking?' }))
        .status,
    ).toBe(200);
    for (const page of ['/about', '/about', '/donate']) {
      expect(
        (await post('/api/analytics/track', { sessionId: 'e2e-session-0001', page, userAgent: 'e2e', referrer: '' }))
          .status,
      ).toBe(204);
    }

    const page = await signIn(EDITOR.username, EDITOR.password);
    expect(await page.getByRole('tab', { name: 'User Management' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Prayer Times CSV' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Add User' }).count()).toBe(0);
    // Issue 13: editors see Prayer Settings too, read-only (tests/e2e/prayer-schedule.test.ts).
    expect(await page.getByRole('tab').allInnerTexts()).toEqual(tabsSeenBy('editor'));
    // Editors see the display's settings and preview, and change nothing (the API refuses them anyway).
    await openTab(page, 'Display');
    await page.getByText('Only admins change these settings; you can preview the screen below.').waitFor();
    expect(await page.getByLabel('Slide time (seconds)').isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: 'Save Display Settings' }).count()).toBe(0);

    // New Event: required fields first.
    await page.getByRole('button', { name: 'New Event' }).first().click();
    const form = page.locator('form', { has: page.getByRole('heading', { name: 'New Event' }) });
    await form.waitFor();
    await form.getByRole('button', { name: 'Create Event' }).click();
    await expectToast(page, 'Required Fields', 'Please fill in all required fields');

    // The default start is the next day at 10:00; the permanent toggle clears and restores it.
    const today = isoDateIn(siteConfig.timeZone, new Date());
    const start = form.getByLabel('Start date and time');
    const defaultStart = await start.inputValue();
    expect(defaultStart).toMatch(/T10:00$/);
    expect(defaultStart > today).toBe(true);
    expect(await form.getByLabel('Category').inputValue()).toBe('community');
    await form.getByLabel('Permanent event (no dates)').check();
    expect(await start.inputValue()).toBe('');
    expect(await start.isDisabled()).toBe(true);
    await form.getByLabel('Permanent event (no dates)').uncheck();
    expect(await start.inputValue()).toBe(defaultStart);

    await form.getByLabel('Title').fill('E2E Iftar Night');
    await form.getByLabel('Description').fill('Community iftar in the main hall.');
    await form.getByLabel('Category').selectOption('ramadan');
    await form.getByLabel('Location').fill('Main hall');
    await form.getByLabel('Registration required').check();
    await form.getByLabel('Max attendees (optional)').fill('80');
    expect(await form.getByRole('note').innerText()).toContain('limited to 80 attendees');

    // Upload: image/* only, a preview and progress, then the stored image is the event's.
    await form.getByLabel('Upload', { exact: true }).check();
    const fileInput = form.getByLabel('Upload an image');
    expect(await fileInput.getAttribute('accept')).toBe('image/*');
    await fileInput.setInputFiles({
      name: 'iftar.png',
      mimeType: 'image/png',
      buffer: Buffer.from(await realImage('png', 600, 400)),
    });
    const preview = form.getByRole('img', { name: 'Selected event image' });
    await preview.waitFor();
    const imageUrl = await preview.getAttribute('src');
    expect(imageUrl).toMatch(/^\/api\/uploads\/[0-9a-f-]{36}\.png$/);
    const served = await fetch(`${site.origin}${imageUrl}`);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await axeViolations(page), 'axe with the event form open').toEqual([]);

    await form.getByRole('button', { name: 'Create Event' }).click();
    await expectToast(page, 'Event created');
    const created = row(page, 'event-row', 'E2E Iftar Night');
    await created.waitFor();
    expect(await created.locator('img').getAttribute('src')).toBe(imageUrl);
    expect(await created.innerText()).toContain('limited to 80 attendees');

    // Edit: the button reads 'Update Event'; the gallery offers the uploaded photo (about 12rem high).
    await created.getByRole('button', { name: 'Edit E2E Iftar Night' }).click();
    const edit = page.locator('form', { has: page.getByRole('heading', { name: 'Edit event: E2E Iftar Night' }) });
    await edit.waitFor();
    expect(await edit.getByRole('button', { name: 'Create Event' }).count()).toBe(0);
    await edit.getByLabel('Gallery').check();
    const gallery = edit.getByRole('group', { name: 'Gallery photos' });
    await gallery.waitFor();
    expect(await gallery.evaluate((el) => getComputedStyle(el).maxHeight)).toBe('192px');
    await gallery.getByRole('button', { name: /Use iftar\.png/ }).click();
    await edit.getByLabel('Title').fill('E2E Iftar Night (moved)');
    await edit.getByRole('button', { name: 'Update Event' }).click();
    await expectToast(page, 'Event updated');
    await row(page, 'event-row', 'E2E Iftar Night (moved)').waitFor();

    const publicEvents = (await (await fetch(`${site.origin}/api/events`)).json()) as Record<string, unknown>[];
    const stored = publicEvents.find((e) => e.title === 'E2E Iftar Night (moved)');
    expect(stored).toMatchObject({
      category: 'ramadan',
      imageUrl,
      maxAttendees: 80,
      registrationRequired: true,
      isPermanent: false,
    });
    expect(stored).not.toHaveProperty('createdBy');

    // Delete, after a confirmation.
    await row(page, 'event-row', 'E2E Iftar Night (moved)')
      .getByRole('button', { name: 'Delete E2E Iftar Night (moved)' })
      .click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete event?' });
    await confirm.getByRole('button', { name: 'Delete Event' }).click();
    await expectToast(page, 'Event deleted');
    await row(page, 'event-row', 'E2E Iftar Night (moved)').waitFor({ state: 'detached' });

    // An announcement, from the quick action.
    await page.getByRole('button', { name: 'New Announcement' }).first().click();
    const announcement = page.locator('form', { has: page.getByRole('heading', { name: 'New Announcement' }) });
    await announcement.getByLabel('Title').fill('E2E Jumuah parking');
    await announcement.getByLabel('Content').fill('Please use the overflow lot on Fridays.');
    await announcement.getByLabel('Priority (0-10)').fill('7');
    expect(await axeViolations(page), 'axe with the announcement form open').toEqual([]);
    await announcement.getByRole('button', { name: 'Create Announcement' }).click();
    await expectToast(page, 'Announcement created');
    const shown = row(page, 'announcement-row', 'E2E Jumuah parking');
    await shown.waitFor();
    expect(await shown.innerText()).toContain('Priority 7');
    const visible = (await (await fetch(`${site.origin}/api/announcements`)).json()) as { title: string }[];
    expect(visible.map((a) => a.title)).toContain('E2E Jumuah parking');

    // The message: unread (a dot), then read with 'Mark as Read' disabled.
    await openTab(page, 'Messages');
    const message = row(page, 'message-row', 'E2E Visitor');
    await message.waitFor();
    expect(await message.getAttribute('data-unread')).toBe('true');
    await message.getByRole('button', { name: 'Mark as Read' }).click();
    await expectToast(page, 'Message marked as read');
    await expect.poll(() => message.getByRole('button', { name: 'Mark as Read' }).isDisabled()).toBe(true);
    expect(await message.getAttribute('data-unread')).toBeNull();

    // Analytics: today's views, then the week from the most recent Sunday, then the month.
    await openTab(page, 'Analytics');
    const date = page.getByLabel('Date', { exact: true });
    expect(await date.getAttribute('max')).toBe(today);
    const report = page.getByTestId('analytics-report');
    await report.waitFor();
    await expect.poll(async () => report.innerText()).toContain('/about');
    expect(await report.getByRole('listitem').filter({ hasText: '/about' }).innerText()).toContain('2 views');
    await page.getByLabel('Weekly').check();
    expect(await page.getByLabel('Week starting').inputValue()).toBe(mostRecentSunday(today));
    await expect.poll(async () => report.innerText()).toContain(`${mostRecentSunday(today)} to`);
    await page.getByRole('img', { name: /Page views per day/ }).waitFor();
    await page.getByLabel('Monthly').check();
    await expect.poll(async () => report.innerText()).toContain(`${today.slice(0, 7)}-01 to`);
    expect(await axeViolations(page), 'axe on the analytics report with its chart').toEqual([]);
    await page.context().close();
  });

  it('admin: uploads a prayer-times CSV through the preview, sees row errors, downloads', async () => {
    const page = await signIn(ADMIN.username, ADMIN.password);
    expect(await page.getByRole('tab', { name: 'User Management' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Add User' }).count()).toBe(0);
    await page.getByRole('button', { name: 'Prayer Times CSV' }).click();
    const panel = page.getByRole('region', { name: 'Prayer Times CSV' });
    await panel.waitFor();

    // Nothing chosen, then a file that is not a CSV.
    await panel.getByRole('button', { name: 'Preview Changes' }).click();
    await expectToast(page, 'No File Selected');
    await panel
      .getByLabel('CSV file')
      .setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
    await expectToast(page, 'Invalid File Type', 'Please select a CSV file');

    const year = yearIn(siteConfig.timeZone, new Date());
    const header = 'date,fajr,sunrise,dhuhr,asr,maghrib,isha';
    const bad = `${header}\n${year}-02-10,25:99,06:45,12:15,15:28,18:45,20:12\n`;
    await panel
      .getByLabel('CSV file')
      .setInputFiles({ name: 'bad.csv', mimeType: 'text/csv', buffer: Buffer.from(bad) });
    await panel.getByRole('button', { name: 'Preview Changes' }).click();
    const errors = panel.getByRole('alert');
    await errors.waitFor();
    expect(await errors.getByRole('listitem').count()).toBeGreaterThan(0);
    await expectToast(page, 'Error', 'The file has 1 error');

    const good = [
      header,
      `${year}-02-10,05:01,06:31,12:11,15:21,18:31,20:01`,
      `${year}-02-11,05:02,06:32,12:12,15:22,18:32,20:02`,
    ].join('\n');
    await panel
      .getByLabel('CSV file')
      .setInputFiles({ name: 'times.csv', mimeType: 'text/csv', buffer: Buffer.from(`${good}\n`) });
    await panel.getByRole('button', { name: 'Preview Changes' }).click();
    const preview = panel.getByTestId('csv-preview');
    await preview.waitFor();
    expect(await preview.innerText()).toContain('nothing was saved');
    expect(
      await preview
        .getByRole('row')
        .filter({ hasText: `${year}-02-10` })
        .innerText(),
    ).toContain('05:01');
    expect(await axeViolations(page), 'axe with the CSV preview').toEqual([]);
    // The preview stored nothing yet.
    const before = (await (await page.request.get(`${site.origin}/api/prayer-times/yearly/${year}`)).json()) as {
      date: string;
      fajrAdhan: string;
    }[];
    expect(before.find((d) => d.date === `${year}-02-10`)?.fajrAdhan).not.toBe('05:01');

    await preview.getByRole('button', { name: 'Apply Upload' }).click();
    await expectToast(page, 'Prayer times uploaded', 'Imported 2 days');
    const after = (await (await page.request.get(`${site.origin}/api/prayer-times/yearly/${year}`)).json()) as {
      date: string;
      fajrAdhan: string;
    }[];
    expect(after.find((d) => d.date === `${year}-02-10`)?.fajrAdhan).toBe('05:01');

    // Downloads: the current year, and a chosen one of the last six (and next year from November 1).
    const current = page.waitForEvent('download');
    await panel.getByRole('button', { name: 'Download Current CSV' }).click();
    expect((await current).suggestedFilename()).toMatch(/\.csv$/);
    const yearOptions = await panel.getByLabel('Year', { exact: true }).locator('option').allInnerTexts();
    expect(yearOptions).toEqual(csvDownloadYears(isoDateIn(siteConfig.timeZone, new Date())).map(String));
    expect(yearOptions.slice(-6)).toEqual(Array.from({ length: 6 }, (_, i) => String(year - i)));
    await panel.getByLabel('Year', { exact: true }).selectOption(String(year - 1));
    const yearly = page.waitForEvent('download');
    await panel.getByRole('button', { name: `Download ${year - 1} CSV` }).click();
    expect((await yearly).suggestedFilename()).toContain(String(year - 1));
    await page.context().close();
  });
});
