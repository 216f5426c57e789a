import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { site } from '../../src/config/site.ts';
import { listAudit } from '../../src/server/db/repositories/audit-log.ts';
import { memoryReadCache } from '../../src/server/cache/read-cache.ts';
import { seedDefaultContent } from '../../src/server/seed/default-content.ts';
import { DEFAULT_SITE_FACTS } from '../../src/views/site-facts/build/default-facts.ts';
import { createTestApp, onEdge, type TestApp } from '../support/test-app.ts';

/** Issue 24 item 3: GET/PUT /api/site, drafts, revisions and restore, the audit log and Overview's notice. */
const NOW = new Date('2026-11-26T20:00:00Z');
const NEW_PHONE = '(650) 555-0199';
const NEW_PAYPAL = 'https://www.paypal.com/donate/?hosted_button_id=NEW';
let t: TestApp;
let admin: { cookie: string; username: string };
let superAdmin: string;
let editor: string;

type Facts = typeof DEFAULT_SITE_FACTS;
interface AdminItem {
  id: number;
  slug: string;
  draft: Facts | null;
  published: Facts;
  publishedBy: string | null;
  defaults: Facts;
}

beforeAll(async () => {
  t = await createTestApp(onEdge ? {} : { readCache: memoryReadCache({ ttlMs: 60_000 }) });
  t.setNow(NOW);
  const a = await t.signInAs('admin');
  admin = { cookie: a.cookie, username: a.user.username };
  superAdmin = (await t.signInAs('super_admin')).cookie;
  editor = (await t.signInAs('editor')).cookie;
});
afterAll(() => t.drop());
beforeEach(async () => {
  await t.db.deleteFrom('contentItems').where('kind', '=', 'site').execute();
  await t.db.deleteFrom('contentSeeds').where('kind', '=', 'site').execute();
  await t.db.deleteFrom('auditLog').execute();
  await seedDefaultContent(t.db, new Date('2026-11-01T12:00:00Z'));
  t.services.readCache.clear();
  t.rebuilds.length = 0;
});

const getFacts = async () => (await (await t.call('GET', '/api/site')).json()) as Facts;
const adminItem = async (cookie = admin.cookie) => ((await (await t.call('GET', '/api/admin/site', { cookie })).json()) as AdminItem[])[0]!;

describe('GET /api/site', () => {
  it("answers the config file's facts after the seed, for anyone", async () => {
    const res = await t.call('GET', '/api/site');
    expect(res.status).toBe(200);
    const facts = (await res.json()) as Facts;
    expect(facts).toEqual(DEFAULT_SITE_FACTS);
    expect(facts.contacts.imam.phone).toBe(site.contacts.imam.phone);
  });

  it('answers the defaults before the seed ever ran', async () => {
    await t.db.deleteFrom('contentItems').where('kind', '=', 'site').execute();
    expect(await getFacts()).toEqual(DEFAULT_SITE_FACTS);
  });
});

describe('PUT /api/site', () => {
  it('merges a partial object, publishes it at once (public read included), rebuilds and writes the audit log', async () => {
    await getFacts(); // the cached answer must not outlive the change
    const res = await t.call('PUT', '/api/site', { cookie: admin.cookie, body: { contacts: { imam: { phone: NEW_PHONE } } } });
    expect(res.status, await res.clone().text()).toBe(200);
    const item = (await res.json()) as AdminItem;
    expect(item.published.contacts.imam).toEqual({ ...DEFAULT_SITE_FACTS.contacts.imam, phone: NEW_PHONE });
    expect(item.draft).toBeNull();
    expect(item.publishedBy).toBe(admin.username);
    const facts = await getFacts();
    expect(facts.contacts.imam.phone).toBe(NEW_PHONE);
    expect(facts.contacts.imam.name).toBe(site.contacts.imam.name);
    expect(facts.donations).toEqual(DEFAULT_SITE_FACTS.donations);
    expect(t.rebuilds).toEqual(['site facts published']);
    const [entry] = await listAudit(t.db, { limit: 5, actionPrefix: 'site.' });
    expect(entry).toMatchObject({ action: 'site.publish', target: 'site:site', summary: 'Site facts changed: contacts', username: admin.username });
    // Only what differs from the config file is stored: the rest keeps following src/config.
    const row = await t.db.selectFrom('contentItems').select('published').where('kind', '=', 'site').executeTakeFirstOrThrow();
    expect(row.published).toEqual({ contacts: { imam: { phone: NEW_PHONE } } });
  });

  it('also answers by key (the admin content kit): the id or "site"', async () => {
    const { id } = await adminItem();
    for (const key of [String(id), 'site']) {
      const res = await t.call('PUT', `/api/site/${key}`, { cookie: superAdmin, body: { rental: { rate: `$1${key.length}0/hour` } } });
      expect(res.status, await res.clone().text()).toBe(200);
    }
    expect((await getFacts()).rental.rate).toBe('$140/hour');
    expect((await t.call('PUT', '/api/site/999999', { cookie: admin.cookie, body: {} })).status).toBe(404);
  });

  it('names a donation change in the audit log ("PayPal link changed") and shows it to admins in Overview', async () => {
    const res = await t.call('PUT', '/api/site', { cookie: admin.cookie, body: { donations: { paypalUrl: NEW_PAYPAL, ein: '12-3456789' }, contacts: { general: { phone: NEW_PHONE } } } });
    expect(res.status, await res.clone().text()).toBe(200);
    const [entry] = await listAudit(t.db, { limit: 1, actionPrefix: 'site.' });
    expect(entry!.summary).toBe('PayPal link and EIN changed; contacts changed');
    const overview = (await (await t.call('GET', '/api/admin/overview', { cookie: superAdmin })).json()) as { donationChanges: { text: string }[] };
    expect(overview.donationChanges.map((c) => c.text)).toEqual([`PayPal link and EIN changed by ${admin.username}, on Nov 26, 2026`]);
    const forEditor = (await (await t.call('GET', '/api/admin/overview', { cookie: editor })).json()) as { donationChanges: unknown[] };
    expect(forEditor.donationChanges).toEqual([]);
  });

  it('keeps Overview free of changes that touched no donation field, and of those older than 30 days', async () => {
    t.setNow(new Date('2026-10-01T20:00:00Z'));
    await t.call('PUT', '/api/site', { cookie: admin.cookie, body: { donations: { zelle: 'give@example.org' } } });
    t.setNow(NOW);
    await t.call('PUT', '/api/site', { cookie: admin.cookie, body: { serviceHours: { weekdays: 'Daily 10 AM to Isha' } } });
    const overview = (await (await t.call('GET', '/api/admin/overview', { cookie: admin.cookie })).json()) as { donationChanges: unknown[] };
    expect(overview.donationChanges).toEqual([]);
  });

  const invalid: [string, unknown, string, string][] = [
    ['a phone with no digits', { contacts: { imam: { phone: 'ask at the desk' } } }, 'contacts.imam.phone', 'Imam phone must be a phone number such as (650) 555-0142'],
    ['an http PayPal link', { donations: { paypalUrl: 'http://paypal.example.com' } }, 'donations.paypalUrl', 'PayPal link must be an https:// link'],
    ['a fee as text', { donations: { paypalFeePercent: '2%' } }, 'donations.paypalFeePercent', 'PayPal fee must be a number from 0 to 100'],
    ['an empty street', { address: { street: ' ' } }, 'address.street', 'Street is required'],
    ['an unknown fact', { contacts: { imam: { fax: '1' } } }, 'contacts.imam.fax', 'Not a site fact'],
    ['a draft flag that is not a boolean', { draft: 'yes' }, 'draft', 'draft must be true or false'],
  ];
  it.each(invalid)('refuses %s with 400 and the field, changing nothing', async (_name, body, field, message) => {
    const res = await t.call('PUT', '/api/site', { cookie: admin.cookie, body });
    expect(res.status).toBe(400);
    const answer = (await res.json()) as { message: string; fields: Record<string, string> };
    expect(answer.fields[field]).toBe(message);
    expect(await getFacts()).toEqual(DEFAULT_SITE_FACTS);
    expect(t.rebuilds).toEqual([]);
  });

  it('refuses a body that is not a JSON object (400) or not JSON (415)', async () => {
    expect((await t.call('PUT', '/api/site', { cookie: admin.cookie, body: [1] })).status).toBe(400);
    const res = await t.request('/api/site', { method: 'PUT', headers: { origin: 'http://127.0.0.1:4321', cookie: admin.cookie, 'content-type': 'text/plain' }, body: 'x' });
    expect(res.status).toBe(415);
  });

  it('is for admins: an editor reads the facts in the admin but may not change them (not even progress-like fields)', async () => {
    expect((await t.call('PUT', '/api/site', { cookie: editor, body: { contacts: { imam: { phone: NEW_PHONE } } } })).status).toBe(403);
    expect((await t.call('PUT', '/api/site', { cookie: editor, body: { donations: { paypalUrl: NEW_PAYPAL } } })).status).toBe(403);
    expect((await t.call('PUT', '/api/site', { body: { donations: { paypalUrl: NEW_PAYPAL } } })).status).toBe(401);
    const item = await adminItem(editor);
    expect(item.published).toEqual(DEFAULT_SITE_FACTS);
    expect(item.defaults).toEqual(DEFAULT_SITE_FACTS);
  });

  it("removes staff's map link with ''", async () => {
    await t.call('PUT', '/api/site', { cookie: admin.cookie, body: { address: { mapUrl: 'https://maps.example.com/masjid' } } });
    expect((await getFacts()).address.mapUrl).toBe('https://maps.example.com/masjid');
    await t.call('PUT', '/api/site', { cookie: admin.cookie, body: { address: { mapUrl: '' } } });
    expect((await getFacts()).address).not.toHaveProperty('mapUrl');
  });
});

describe('drafts, publishing and revisions', () => {
  it('keeps a draft out of the public answer until it is published; edits build on the draft', async () => {
    let res = await t.call('PUT', '/api/site', { cookie: admin.cookie, body: { draft: true, contacts: { imam: { phone: NEW_PHONE } } } });
    expect(res.status).toBe(200);
    res = await t.call('PUT', '/api/site', { cookie: admin.cookie, body: { draft: true, donations: { venmo: '@New-Venmo' } } });
    const item = (await res.json()) as AdminItem;
    expect(item.draft?.contacts.imam.phone).toBe(NEW_PHONE);
    expect(item.draft?.donations.venmo).toBe('@New-Venmo');
    expect(item.published).toEqual(DEFAULT_SITE_FACTS);
    expect(await getFacts()).toEqual(DEFAULT_SITE_FACTS);
    expect(t.rebuilds).toEqual([]);
    const [draftEntry] = await listAudit(t.db, { limit: 1, actionPrefix: 'site.' });
    expect(draftEntry).toMatchObject({ action: 'site.draft', summary: 'Draft: Venmo account changed; contacts changed' });

    expect((await t.call('POST', `/api/site/${item.id}/publish`, { cookie: editor })).status).toBe(403);
    res = await t.call('POST', `/api/site/${item.id}/publish`, { cookie: admin.cookie });
    expect(res.status).toBe(200);
    const facts = await getFacts();
    expect(facts.contacts.imam.phone).toBe(NEW_PHONE);
    expect(facts.donations.venmo).toBe('@New-Venmo');
    expect(t.rebuilds).toEqual(['site facts published']);
    const [published] = await listAudit(t.db, { limit: 1, actionPrefix: 'site.' });
    expect(published).toMatchObject({ action: 'site.publish', summary: 'Venmo account changed; contacts changed' });
    expect((await t.call('POST', `/api/site/${item.id}/publish`, { cookie: admin.cookie })).status).toBe(409);
  });

  it('drops a draft', async () => {
    await t.call('PUT', '/api/site', { cookie: admin.cookie, body: { draft: true, rental: { rate: '$120/hour' } } });
    const res = await t.call('DELETE', '/api/site/site/draft', { cookie: admin.cookie });
    expect(res.status).toBe(200);
    expect(((await res.json()) as AdminItem).draft).toBeNull();
    expect((await adminItem()).draft).toBeNull();
  });

  it('lists revisions as whole facts with what each changed, and restores one (a new revision)', async () => {
    await t.call('PUT', '/api/site', { cookie: admin.cookie, body: { donations: { paypalUrl: NEW_PAYPAL } } });
    await t.call('PUT', '/api/site', { cookie: admin.cookie, body: { contacts: { imam: { phone: NEW_PHONE } } } });
    const revisions = (await (await t.call('GET', '/api/site/site/revisions', { cookie: editor })).json()) as {
      id: number;
      publishedBy: string;
      data: Facts;
      summary: string | null;
    }[];
    expect(revisions.map((r) => r.summary)).toEqual(['Site facts changed: contacts', 'PayPal link changed', null]);
    expect(revisions[0]!.data.contacts.imam.phone).toBe(NEW_PHONE);
    expect(revisions[2]!.publishedBy).toBe('config');

    // Back to the config file's facts (the seed's revision): a donation change again, for Overview too.
    const seed = revisions[2]!;
    expect((await t.call('POST', `/api/site/site/revisions/${seed.id}/restore`, { cookie: editor })).status).toBe(403);
    const res = await t.call('POST', `/api/site/site/revisions/${seed.id}/restore`, { cookie: admin.cookie });
    expect(res.status, await res.clone().text()).toBe(200);
    expect(await getFacts()).toEqual(DEFAULT_SITE_FACTS);
    const [entry] = await listAudit(t.db, { limit: 1, actionPrefix: 'site.' });
    expect(entry!.summary).toMatch(/^Restored the site facts published by config at 2026-11-01 12:00 UTC: PayPal link changed; contacts changed$/);
    const overview = (await (await t.call('GET', '/api/admin/overview', { cookie: admin.cookie })).json()) as { donationChanges: { text: string }[] };
    expect(overview.donationChanges.map((c) => c.text)).toEqual([
      `PayPal link changed by ${admin.username}, on Nov 26, 2026`,
      `PayPal link changed by ${admin.username}, on Nov 26, 2026`,
    ]);
    expect((await t.call('POST', '/api/site/site/revisions/999999/restore', { cookie: admin.cookie })).status).toBe(404);
  });
});
