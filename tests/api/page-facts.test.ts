import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { blockContacts, builtInPage, staffPages } from '../../src/components/blocks/page-content.ts';
import { PageBlocks } from '../../src/components/blocks/page-blocks.tsx';
import { loadContentSnapshot, serializeSnapshot } from '../../src/server/content/snapshot.ts';
import { seedDefaultContent } from '../../src/server/seed/default-content.ts';
import { siteFactsOf } from '../../src/views/site-facts/site-facts.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

/**
 * Issue 24, item 3 ("one change shows everywhere the fact appears"): the pages name the site facts as
 * {{address}}, {{rental.rate}} …; a fact changed through PUT /api/site reaches the pages' HTML as the build
 * renders it (the published snapshot, the page documents, the block components), with no page edited.
 */
const NOW = new Date('2026-11-26T20:00:00Z');
let t: TestApp;
let admin: string;
let editor: string;

beforeAll(async () => {
  t = await createTestApp();
  t.setNow(NOW);
  admin = (await t.signInAs('admin')).cookie;
  editor = (await t.signInAs('editor')).cookie;
});
afterAll(() => t.drop());
beforeEach(async () => {
  await t.db.deleteFrom('contentItems').where('kind', 'in', ['site', 'page']).execute();
  await t.db.deleteFrom('contentSeeds').where('kind', 'in', ['site', 'page']).execute();
  await seedDefaultContent(t.db, new Date('2026-11-01T12:00:00Z'));
});

/** A page's HTML as the build renders it from what is published now. */
async function builtHtml(slug: 'about' | 'services' | 'open-house'): Promise<string> {
  const snapshot = serializeSnapshot(await loadContentSnapshot(t.db, NOW, 2026));
  const page = slug === 'open-house' ? staffPages(snapshot).find((p) => p.slug === slug)! : builtInPage(snapshot, slug);
  const contacts = blockContacts(siteFactsOf(snapshot.content.site));
  return `<p>${page.lead ?? ''}</p>${renderToStaticMarkup(createElement(PageBlocks, { blocks: page.blocks, contacts }))}`;
}

describe('site facts inside page text', () => {
  it('a fresh site reads as the config files say', async () => {
    expect(await builtHtml('about')).toContain('The masjid is at 100 Hazel Ave, Redwood City, CA 94061.');
    expect(await builtHtml('services')).toContain('$100/hour, $75/hour for members, plus any specialised service fee');
  });

  it('an address and a rental rate published in Site facts change About and Services, no page edited', async () => {
    const res = await t.call('PUT', '/api/site', { cookie: admin, body: { address: { street: '200 Cedar St', postalCode: '94063' }, rental: { rate: '$120/hour' } } });
    expect(res.status).toBe(200);
    const about = await builtHtml('about');
    expect(about).toContain('The masjid is at 200 Cedar St, Redwood City, CA 94063.');
    expect(about).toContain('a permanent home at 200 Cedar St in Redwood City');
    expect(about).not.toContain('100 Hazel Ave');
    const services = await builtHtml('services');
    expect(services).toContain('$120/hour, $75/hour for members');
    expect(services).not.toContain('$100/hour');
  });

  it('a draft of the facts reaches no page', async () => {
    await t.call('PUT', '/api/site', { cookie: admin, body: { address: { street: '200 Cedar St' }, draft: true } });
    expect(await builtHtml('about')).toContain('100 Hazel Ave');
  });

  it("a staff page names facts, and a page naming an unknown one is refused under the block's field", async () => {
    const page = { slug: 'open-house', title: 'Open House', lead: 'At {{address.street}}', blocks: [{ type: 'markdown', markdown: 'Call the imam at {{imam.phone}}.' }] };
    expect((await t.call('POST', '/api/pages', { cookie: editor, body: page })).status).toBe(201);
    expect(await builtHtml('open-house')).toMatch(/<p>At 100 Hazel Ave<\/p>.*Call the imam at \(650\)/s);
    await t.call('PUT', '/api/site', { cookie: admin, body: { contacts: { imam: { phone: '(650) 555-0199' } } } });
    expect(await builtHtml('open-house')).toContain('Call the imam at (650) 555-0199.');

    const refused = await t.call('PUT', '/api/pages/open-house', { cookie: editor, body: { blocks: [{ type: 'markdown', markdown: 'At {{adress}}' }] } });
    expect(refused.status).toBe(400);
    const body = (await refused.json()) as { fields: Record<string, string> };
    expect(body.fields['blocks.0.markdown']).toMatch(/^\{\{adress\}\} is not a site fact: use one of \{\{address\}\}/);
  });
});
