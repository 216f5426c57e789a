import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openAdminTab, signInAdmin } from '../support/admin-screens.ts';
import type { StartedSite } from '../support/npm-start.ts';
import { siteInChromium } from '../support/site-in-chromium.ts';

/**
 * Issue 26: the words the islands show after an interaction load with their code in the page's language
 * (ADR 023's addendum). On /tr a visitor opens an event that takes sign-ups and meets the form in Turkish,
 * its refusal of an empty name in Turkish, signs up and lands on /tr/registration in Turkish; on /ar the
 * contact form refuses empty fields in Arabic. The pages' HTML carries none of the English these words
 * replaced.
 */

const EVENT = 'Community Potluck Dinner';
const DESKTOP = { width: 1280, height: 900 };

let site: StartedSite;
let browser: Browser;

siteInChromium((started, chromium) => {
  site = started;
  browser = chromium;
});

async function visitorPage(): Promise<Page> {
  const context = await browser.newContext({ viewport: DESKTOP });
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  return page;
}

/** The English words that used to travel as props, and the forms' and dialog's English ones. */
const MOVED_ENGLISH = [
  'Required Fields',
  'Please fill in all fields',
  'Message Sent',
  "We'll get back to you soon",
  'Failed to send message',
  'Email Required',
  'Please enter your email address',
  'Redirecting...',
  'Please enter a valid email address',
  'Flyer: ',
  'Add to calendar',
  'downloads a calendar file',
  'Loading the sign-up form',
];

describe('island words in the page language', () => {
  it('staff turn sign-ups on for an event', async () => {
    const page = await signInAdmin(browser, site.origin, DESKTOP);
    const panel = await openAdminTab(page, 'Events');
    await panel.getByRole('button', { name: `Edit ${EVENT}` }).click();
    const form = page.locator('form', { has: page.getByRole('heading', { name: `Edit event: ${EVENT}` }) });
    await form.waitFor();
    await form.getByLabel('Max attendees (optional)').fill('4');
    await form.getByRole('group', { name: 'Sign-ups' }).getByLabel('Take sign-ups online').check();
    await form.getByRole('button', { name: 'Update Event' }).click();
    await form.waitFor({ state: 'detached' });
    await page.context().close();
  });

  it('/tr: the sign-up form, its refusal and /tr/registration in Turkish', async () => {
    const page = await visitorPage();
    const live = page.waitForResponse((res) => new URL(res.url()).pathname === '/api/events');
    await page.goto(`${site.origin}/tr#events`);
    await page.locator('#events').scrollIntoViewIfNeeded();
    await live;
    const carousel = page.locator('[data-events-carousel]');
    await carousel.waitFor();
    await carousel.locator('[data-event-dot]', { hasText: EVENT }).click();
    await page.locator('[data-event-slide]:not([inert]) [data-event-flyer]').click();
    const dialog = page.getByRole('dialog', { name: EVENT });
    await dialog.waitFor();
    expect(await dialog.getByRole('link', { name: /Takvime ekle/ }).count()).toBe(1);
    const form = dialog.locator('[data-sign-up-form]');
    await form.waitFor();
    expect(await dialog.locator('[data-seats-left]').innerText()).toBe('4 yer kaldı');
    expect(await form.innerText()).toContain('etkinlikten 30 gün sonra silinir');

    // An empty name and no contact: the shared rules' refusals, in Turkish, nothing sent.
    await form.getByRole('button', { name: 'Kaydol' }).click();
    expect(await form.getByText('Ad gereklidir').count()).toBe(1);
    expect(await form.getByText('Bir e-posta adresi veya telefon numarası girin').count()).toBe(1);
    expect(await form.getByLabel('Ad Soyad (zorunlu)').getAttribute('aria-invalid')).toBe('true');
    expect(await form.innerText()).not.toMatch(/is required|Enter an e-mail/);

    await form.getByLabel('Ad Soyad (zorunlu)').fill('Ayşe Yılmaz');
    await form.getByLabel('Telefon').fill('(650) 555-0199');
    await form.getByRole('button', { name: 'Kaydol' }).click();
    const confirmation = dialog.locator('[data-sign-up-confirmation]');
    await confirmation.waitFor();
    expect(await confirmation.getByRole('heading').innerText()).toBe('Kaydınız alındı');
    expect(await confirmation.locator('[data-sign-up-status]').innerText()).toBe('Onaylandı: 1 kişilik yer ayrıldı.');
    const link = await confirmation.locator('[data-private-link]').inputValue();
    expect(link).toMatch(new RegExp(`^${site.origin}/tr/registration#[A-Za-z0-9_-]{40,}$`));

    await page.goto(link);
    const status = page.locator('[data-registration-status]');
    await status.waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('tr');
    expect(await page.locator('h1').innerText()).toBe('Kaydınız');
    expect(await status.innerText()).toBe('Onaylandı: 1 kişilik yer ayrıldı.');
    expect(await page.getByRole('button', { name: 'Kaydımı iptal et' }).count()).toBe(1);
    expect(await page.locator('main').innerText()).not.toMatch(/Seats|Cancel my sign-up|Add to calendar|Loading/);
    await page.context().close();
  });

  it('/ar: the contact form refuses empty fields in Arabic', async () => {
    const page = await visitorPage();
    await page.goto(`${site.origin}/ar#contact`);
    const form = page.locator('#contact-form');
    await form.scrollIntoViewIfNeeded();
    const submit = form.getByRole('button', { name: 'أرسل الرسالة' });
    await expect.poll(() => submit.isEnabled(), { timeout: 20_000 }).toBe(true);
    await submit.click();
    const toast = page.getByTestId('toast');
    await toast.waitFor();
    expect(await toast.innerText()).toContain('حقول مطلوبة');
    expect(await toast.innerText()).toContain('يُرجى ملء جميع الحقول');
    await page.context().close();
  });

  it("the translated home pages' HTML carries none of the English words that load with the code", async () => {
    for (const path of ['/tr', '/ar']) {
      const html = await (await fetch(`${site.origin}${path}`)).text();
      for (const english of MOVED_ENGLISH) expect(html, `${path} has '${english}'`).not.toContain(english);
    }
  });
});
