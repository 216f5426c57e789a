import { axeViolations } from '../support/axe.ts';
import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openAdminTab, signInAdmin } from '../support/admin-screens.ts';
import type { StartedSite } from '../support/npm-start.ts';
import { siteInChromium } from '../support/site-in-chromium.ts';

/**
 * Online sign-ups in Chromium against `npm start` (issue 27): staff turn sign-ups on for the demo potluck
 * (4 seats, at most 3 a sign-up, a waiting list); a visitor on / opens the event's dialog, signs up, sees
 * the confirmation and opens the private link, changes the party size and cancels; the party waiting
 * behind is moved up and its own private link shows it confirmed; at the door, on a 390 px phone, staff
 * find that party by name and tick it arrived, and add a walk-in. axe finds nothing on the form, the
 * private link's page or the Sign-ups tab.
 */

const EVENT = 'Community Potluck Dinner';
const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: 390, height: 844 };

let site: StartedSite;
let browser: Browser;

siteInChromium((started, chromium) => {
  site = started;
  browser = chromium;
});


async function visitorPage(viewport = DESKTOP): Promise<Page> {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  return page;
}

/** The potluck's id, from the public list. */
async function potluckId(): Promise<number> {
  const events = (await (await fetch(`${site.origin}/api/events`)).json()) as {
    id: number;
    title: string;
    seatsLeft?: number;
    signUpState?: string;
  }[];
  const event = events.find((e) => e.title === EVENT);
  if (!event) throw new Error(`${EVENT} is not in GET /api/events`);
  return event.id;
}

/** A sign-up as a second browser would send it (a second visitor in a rush). */
async function signUpByApi(id: number, body: Record<string, unknown>) {
  const res = await fetch(`${site.origin}/api/events/${id}/registrations`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: site.origin },
    body: JSON.stringify(body),
  });
  return {
    status: res.status,
    body: (await res.json()) as { status: string; token: string; position: number | null; seats: number },
  };
}

describe('online sign-ups', () => {
  let yusufToken = '';

  it('staff turn sign-ups on for an event in its form', async () => {
    const page = await signInAdmin(browser, site.origin, DESKTOP);
    const panel = await openAdminTab(page, 'Events');
    await panel.getByRole('button', { name: `Edit ${EVENT}` }).click();
    const form = page.locator('form', { has: page.getByRole('heading', { name: `Edit event: ${EVENT}` }) });
    await form.waitFor();
    await form.getByLabel('Max attendees (optional)').fill('4');
    const signUps = form.getByRole('group', { name: 'Sign-ups' });
    await signUps.getByLabel('Take sign-ups online').check();
    await signUps.getByLabel('Most seats one sign-up may take').fill('3');
    await signUps.getByLabel('Waiting list when full').check();
    await signUps.getByLabel('Ask for notes').check();
    expect(await axeViolations(page, { include: 'form' }), 'axe on the event form with its Sign-ups section').toEqual([]);
    await form.getByRole('button', { name: 'Update Event' }).click();
    await form.waitFor({ state: 'detached' });

    const id = await potluckId();
    const state = (await (await fetch(`${site.origin}/api/events/${id}/sign-up`)).json()) as Record<string, unknown>;
    expect(state).toMatchObject({
      state: 'open',
      seatsLeft: 4,
      capacity: 4,
      maxSeatsPerSignUp: 3,
      waitingList: true,
      askNotes: true,
    });
    await page.context().close();
  });

  it('a visitor signs up from the event dialog on /, then changes and cancels through the private link; the waiting party moves up', async () => {
    const page = await visitorPage();
    // The carousel starts from the build's list; the live one (with signUpState) replaces it.
    const live = page.waitForResponse((res) => new URL(res.url()).pathname === '/api/events');
    await page.goto(`${site.origin}/#events`);
    await page.locator('#events').scrollIntoViewIfNeeded();
    await live;
    const carousel = page.locator('[data-events-carousel]');
    await carousel.waitFor();
    await carousel.getByRole('button', { name: /^Show event \d: Community Potluck Dinner$/ }).click();
    // The flyer says how many seats are left, from the live list.
    expect(await carousel.locator('[data-event-slide]:not([inert]) [data-seats-left]').innerText()).toBe(
      '4 seats left',
    );
    await page.locator('[data-event-slide]:not([inert]) [data-event-flyer]').click();
    const dialog = page.getByRole('dialog', { name: EVENT });
    await dialog.waitFor();
    const form = dialog.locator('[data-sign-up-form]');
    await form.waitFor();
    expect(await dialog.locator('[data-seats-left]').innerText()).toBe('4 seats left');
    expect(await dialog.innerText()).toContain('deleted 30 days after the event');
    // The honeypot is out of sight, out of the tab order and hidden from assistive technology.
    const honeypot = dialog.locator('input[name="website"]');
    expect(await honeypot.getAttribute('tabindex')).toBe('-1');
    expect(await honeypot.getAttribute('autocomplete')).toBe('off');
    expect(await honeypot.evaluate((el) => el.getBoundingClientRect().right < 0)).toBe(true);

    // Neither an e-mail nor a phone: the shared rule's words under the e-mail field, nothing sent.
    await form.getByLabel('Name (required)').fill('Fatima Khan');
    await form.getByRole('button', { name: 'Sign up' }).click();
    expect(await form.getByText('Enter an e-mail address or a phone number').count()).toBe(1);
    expect(await form.getByLabel('E-mail').getAttribute('aria-invalid')).toBe('true');
    expect(await axeViolations(page, { include: 'dialog' }), 'axe on the sign-up form with an error').toEqual([]);

    await form.getByLabel('E-mail').fill('fatima@example.org');
    await form.getByLabel('Seats').selectOption('2');
    await form.getByLabel('Notes (optional)').fill('One wheelchair place, please.');
    await form.getByRole('button', { name: 'Sign up' }).click();
    const confirmation = dialog.locator('[data-sign-up-confirmation]');
    await confirmation.waitFor();
    expect(await confirmation.getByRole('heading').innerText()).toBe('You are signed up');
    expect(await confirmation.locator('[data-sign-up-status]').innerText()).toBe('Confirmed: 2 seats reserved.');
    const link = await confirmation.locator('[data-private-link]').inputValue();
    expect(link).toMatch(new RegExp(`^${site.origin}/registration#[A-Za-z0-9_-]{40,}$`));
    const token = link.split('#')[1]!;
    expect(await confirmation.locator('[data-sign-up-calendar]').getAttribute('href')).toBe(
      `/api/registrations/${token}/calendar.ics`,
    );
    expect(await axeViolations(page, { include: 'dialog' }), 'axe on the confirmation').toEqual([]);

    // The private link: confirmed, 2 seats; change to 3.
    await page.goto(link);
    const status = page.locator('[data-registration-status]');
    await status.waitFor();
    expect(await status.innerText()).toBe('Confirmed: 2 seats reserved.');
    expect(await page.locator('[data-registration-title]').innerText()).toBe(EVENT);
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toContain('noindex');
    expect(await axeViolations(page), 'axe on /registration').toEqual([]);
    await page.getByLabel('Seats').selectOption('3');
    await page.getByRole('button', { name: 'Change seats' }).click();
    await expect.poll(() => status.innerText()).toBe('Confirmed: 3 seats reserved.');

    // Now 1 seat is left: a party of 2 waits.
    const id = await potluckId();
    const yusuf = await signUpByApi(id, { name: 'Yusuf Ali', phone: '(650) 555-0142', seats: 2 });
    expect(yusuf.status).toBe(201);
    expect(yusuf.body).toMatchObject({ status: 'waitlisted', position: 1, seats: 2 });
    yusufToken = yusuf.body.token;

    // Cancel, after a confirm step that starts on "Keep my sign-up".
    await page.getByRole('button', { name: 'Cancel my sign-up' }).click();
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Keep my sign-up');
    await page.getByRole('button', { name: 'Yes, cancel it' }).click();
    await expect.poll(() => status.innerText()).toBe('Cancelled.');
    expect(await page.getByRole('button', { name: 'Change seats' }).count()).toBe(0);

    // The waiting party was moved up: its private link shows it confirmed.
    await page.goto(`${site.origin}/registration#${yusufToken}`);
    await expect
      .poll(() => page.locator('[data-registration-status]').innerText())
      .toBe('Confirmed: 2 seats reserved.');

    // An unknown token says so.
    await page.goto(`${site.origin}/registration#${'x'.repeat(43)}`);
    await page.reload();
    await page.locator('[data-registration-unknown]').waitFor();
    await page.context().close();
  });

  it('staff check the waiting party in at the door on a 390 px phone, and add a walk-in', async () => {
    const page = await signInAdmin(browser, site.origin, PHONE);
    const panel = await openAdminTab(page, 'Sign-ups');
    await panel.getByRole('button', { name: `Open the sign-ups of ${EVENT}` }).click();
    const list = panel.locator('[data-sign-up-list]');
    await list.locator('[data-sign-up-counts]').waitFor();
    expect(await list.locator('[data-sign-up-counts]').innerText()).toMatch(
      /Confirmed\s+2\s+Waiting\s+0\s+Seats left\s+2/,
    );
    expect(await list.getByRole('link', { name: 'Export CSV' }).getAttribute('href')).toBe(
      `/api/events/${await potluckId()}/registrations.csv`,
    );
    expect(await axeViolations(page), 'axe on the Sign-ups tab (list)').toEqual([]);

    await list.getByRole('button', { name: 'Check-in mode' }).click();
    const door = list.locator('[data-check-in]');
    await door.getByLabel('Search by name').fill('yus');
    await expect.poll(() => door.locator('[data-check-in-results]').innerText()).toBe('1 party found');
    const tick = door.getByRole('button', { name: 'Yusuf Ali (2 seats): mark arrived' });
    const box = await tick.boundingBox();
    expect(box!.width).toBeGreaterThanOrEqual(44);
    await tick.click();
    const ticked = door.getByRole('button', { name: 'Yusuf Ali (2 seats): arrived. Press to undo' });
    await ticked.waitFor();
    expect(await ticked.getAttribute('aria-pressed')).toBe('true');

    await door.getByLabel('Search by name').fill('');
    const walkIn = door.locator('[data-walk-in]');
    await walkIn.getByLabel('Name').fill('Omar Walk-in');
    await walkIn.getByLabel('Seats').selectOption('2');
    await walkIn.getByRole('button', { name: 'Add walk-in' }).click();
    // The event is now full: no more walk-ins.
    await door.locator('[data-walk-in-full]').waitFor();
    expect(await door.getByRole('button', { name: 'Omar Walk-in (2 seats): arrived. Press to undo' }).count()).toBe(1);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    expect(await axeViolations(page), 'axe on the check-in mode').toEqual([]);

    const server = (await (await fetch(`${site.origin}/api/events/${await potluckId()}/sign-up`)).json()) as {
      state: string;
      seatsLeft: number;
    };
    expect(server).toMatchObject({ state: 'waiting-list', seatsLeft: 0 });
    await page.context().close();
  });

  it("a program's page takes sign-ups online once staff choose that method: children's names and ages asked", async () => {
    const page = await signInAdmin(browser, site.origin, DESKTOP);
    const panel = await openAdminTab(page, 'Programs');
    const summer = panel.locator('[data-program="summer-school"]');
    await summer.getByRole('button', { name: 'Edit Summer School 2025' }).click();
    const form = panel.locator('[data-program-form]');
    await form.locator('#program-title').fill('Summer School 2027');
    await form.locator('#program-term').fill('Summer 2027');
    await form.locator('#program-startDate').fill('2027-06-14');
    await form.locator('#program-endDate').fill('2027-07-23');
    await form.locator('#program-registrationOpens').fill('');
    await form.locator('#program-registrationCloses').fill('');
    await form.getByLabel('Online sign-up on this site').check();
    const settings = form.locator('[data-program-sign-up-settings]');
    await settings.getByLabel('Seats in all (capacity)').fill('10');
    await settings.getByLabel("Ask for children's names and ages").check();
    expect(await axeViolations(page, { include: '[data-program-form]' }), 'axe on the program form with online sign-up').toEqual([]);
    await form.getByRole('button', { name: 'Publish' }).click();
    await page.getByTestId('toast').filter({ hasText: 'Program published' }).waitFor();
    await page.context().close();

    // The page is rebuilt with its sign-up island; the seats are read live.
    await expect
      .poll(async () => (await (await fetch(`${site.origin}/summer-school`)).text()).includes('id="sign-up"'), {
        timeout: 240_000,
        interval: 1_000,
      })
      .toBe(true);
    const visitor = await visitorPage(PHONE);
    await visitor.goto(`${site.origin}/summer-school`);
    await visitor.getByRole('link', { name: 'Register Now' }).first().click();
    const section = visitor.locator('#sign-up');
    const signUp = section.locator('[data-sign-up-form]');
    await signUp.waitFor();
    expect(await section.locator('[data-seats-left]').innerText()).toBe('10 seats left');
    expect(await section.innerText()).toContain('deleted 30 days after the program ends');
    await signUp.getByLabel('Name (required)').fill('Maryam Siddiqui');
    await signUp.getByLabel('Phone').fill('(650) 555-0110');
    await signUp.getByLabel('Seats').selectOption('2');
    await signUp.getByRole('button', { name: 'Add a child' }).click();
    await signUp.getByLabel('Child 1: name').fill('Zaid');
    await signUp.getByLabel('Age').fill('19');
    await signUp.getByRole('button', { name: 'Sign up' }).click();
    // The shared rule refuses 19 under the age field; nothing is sent.
    expect(await signUp.getByText('Age must be a whole number from 0 to 17').count()).toBe(1);
    await signUp.getByLabel('Age').fill('9');
    await signUp.getByRole('button', { name: 'Sign up' }).click();
    const confirmation = section.locator('[data-sign-up-confirmation]');
    await confirmation.waitFor();
    expect(await confirmation.locator('[data-sign-up-status]').innerText()).toBe('Confirmed: 2 seats reserved.');
    expect(await axeViolations(visitor), 'axe on the program page after signing up').toEqual([]);
    expect(await visitor.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await visitor.context().close();
  });
});
