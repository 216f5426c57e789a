import { axeViolations } from '../support/axe.ts';
import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { StartedSite } from '../support/npm-start.ts';
import { siteInChromium } from '../support/site-in-chromium.ts';
import { signInAdmin, SUPER_ADMIN } from '../support/admin-screens.ts';

/**
 * Issue 24, item 4 on `npm start`: an editor writes a page of their own, an admin puts it in the header
 * menu, and after the rebuild it is a static page (no island) linked from every page's header; a restore
 * brings back the text it had.
 */
const SUPER = SUPER_ADMIN;
const EDITOR = { username: 'e2e_page_editor', password: 'editor-pass-1', email: 'e2e_page_editor@example.org' };
const STEP_MS = 15_000;
const REBUILD_MS = 240_000;

let site: StartedSite;
let browser: Browser;

siteInChromium((started, chromium) => {
  site = started;
  browser = chromium;
});

/** Staff sign in as the admin screens do (tests/support/admin-screens.ts). */
async function signIn(username: string, password: string): Promise<Page> {
  const page = await signInAdmin(browser, site.origin, { width: 1280, height: 900 }, { username, password });
  page.setDefaultTimeout(STEP_MS);
  return page;
}

async function openPages(page: Page) {
  await page.getByRole('tab', { name: 'Pages' }).click();
  const panel = page.getByRole('tabpanel', { name: 'Pages' });
  await panel.getByRole('list', { name: 'All pages' }).waitFor();
  return panel;
}

/** WCAG 2.1 A and AA problems axe finds on the page as it is. */

async function html(path: string): Promise<{ status: number; text: string }> {
  const res = await fetch(`${site.origin}${path}`);
  return { status: res.status, text: await res.text() };
}

describe('a page of staff’s own', () => {
  it('an editor writes it, an admin adds it to the header, and a restore brings back its first text', async () => {
    const login = await fetch(`${site.origin}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: site.origin },
      body: JSON.stringify(SUPER),
    });
    const cookie = login.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
    const registered = await fetch(`${site.origin}/api/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: site.origin, cookie },
      body: JSON.stringify({ ...EDITOR, role: 'editor' }),
    });
    expect(registered.status, await registered.clone().text()).toBe(201);

    // The editor writes the page: the preview shows the text as the block components draw it.
    const editor = await signIn(EDITOR.username, EDITOR.password);
    let panel = await openPages(editor);
    expect(await panel.getByRole('list', { name: 'All pages' }).innerText()).toContain('About Us');
    await panel.getByRole('button', { name: 'New Page' }).click();
    await panel.getByRole('textbox', { name: 'Title', exact: true }).fill('Open House');
    await panel.getByLabel('Address (slug)').fill('open-house');
    await panel.getByLabel('Text (Markdown)').fill('Visit us on **Saturday**: tea and a tour for neighbours.');
    const preview = panel.locator('[data-page-preview]');
    await preview.locator('strong', { hasText: 'Saturday' }).waitFor();
    // Every block type's fields, with the editor's own labels and reorder buttons, pass axe.
    for (const type of ['List', 'Cards', 'Timeline', 'Image', 'Call to action']) {
      await panel.getByLabel('New block').selectOption({ label: type });
      await panel.getByRole('button', { name: 'Add block' }).click();
    }
    expect(await axeViolations(editor), 'axe with every block type in the editor').toEqual([]);
    for (let block = 6; block >= 2; block--) await panel.getByRole('button', { name: `Remove block ${block}` }).click();
    // A reserved address is refused before anything is sent.
    await panel.getByLabel('Address (slug)').fill('admin');
    await panel.getByRole('button', { name: 'Publish', exact: true }).click();
    await panel.getByText('This address is already a page or route of the site; choose another slug').waitFor();
    await panel.getByLabel('Address (slug)').fill('open-house');
    await panel.getByRole('button', { name: 'Publish', exact: true }).click();
    await editor.getByTestId('toast').filter({ hasText: 'Page published' }).waitFor();
    // Editors do not choose the menus.
    expect(await panel.getByRole('heading', { name: 'Header and footer menus' }).count()).toBe(0);

    // The admin adds it to the header.
    const admin = await signIn(SUPER.username, SUPER.password);
    panel = await openPages(admin);
    const menu = panel.getByRole('region', { name: 'Header and footer menus' });
    expect(await axeViolations(admin), 'axe with the menu editor').toEqual([]);
    await menu.getByRole('button', { name: 'Add header link' }).click();
    await menu.getByLabel('Header link 8 text').fill('Open House');
    await menu.getByLabel('Header link 8 goes to').selectOption('/open-house');
    await menu.getByRole('button', { name: 'Move header link 8 up' }).click();
    await menu.getByRole('button', { name: 'Publish', exact: true }).click();
    await admin.getByTestId('toast').filter({ hasText: 'Menu published' }).waitFor();

    // After the rebuild: the page is static HTML with no island, and every header links to it.
    await expect
      .poll(async () => (await html('/about')).text.includes('href="/open-house"'), { timeout: REBUILD_MS, interval: 1_000 })
      .toBe(true);
    const built = await html('/open-house');
    expect(built.status).toBe(200);
    expect(built.text).toContain('<strong>Saturday</strong>');
    expect(built.text).not.toContain('<astro-island');
    const home = (await html('/')).text;
    const nav = home.slice(home.indexOf('<nav aria-label="Main"'), home.indexOf('</nav>'));
    const headerLinks = [...nav.matchAll(/<a href="([^"]+)"/g)].map((m) => m[1]);
    expect(headerLinks).toEqual(['/', '/#prayer-times', '/#events', '/about', '/services', '/saturday-school', '/open-house', '/#contact']);
    expect((await html('/sitemap.xml')).text).toContain('/open-house</loc>');
    // The pages drawn from blocks pass axe, as the pages they replace did.
    const visitorContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const visitor = await visitorContext.newPage();
    for (const path of ['/about', '/services', '/open-house']) {
      await visitor.goto(`${site.origin}${path}`);
      expect(await axeViolations(visitor), `axe on ${path}`).toEqual([]);
    }
    await visitorContext.close();

    // A change, then a restore of the first version.
    const editorPanel = await openPages(editor);
    const changed = await fetch(`${site.origin}/api/pages/open-house`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', origin: site.origin, cookie },
      body: JSON.stringify({ blocks: [{ type: 'markdown', markdown: 'Cancelled this year.' }] }),
    });
    expect(changed.status).toBe(200);
    await expect
      .poll(async () => (await html('/open-house')).text.includes('Cancelled this year.'), { timeout: REBUILD_MS, interval: 1_000 })
      .toBe(true);
    await editor.reload();
    await editor.getByRole('tab', { name: 'Overview' }).waitFor();
    await openPages(editor);
    await editorPanel.getByRole('button', { name: 'Edit Open House' }).click();
    const restore = editorPanel.getByRole('button', { name: /^Restore the version published/ });
    await restore.waitFor();
    await restore.click();
    await editor.getByRole('alertdialog').getByRole('button', { name: 'Restore' }).click();
    await editor.getByTestId('toast').filter({ hasText: 'Version restored' }).waitFor();
    await expect
      .poll(async () => (await html('/open-house')).text.includes('<strong>Saturday</strong>'), { timeout: REBUILD_MS, interval: 1_000 })
      .toBe(true);
    expect((await html('/open-house')).text).not.toContain('Cancelled this year.');
  });
});
