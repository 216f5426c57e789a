import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PageBlocks } from '../../src/components/blocks/page-blocks.tsx';
import { ALT_RULE, IMAGE_RULE, LINK_RULE, pageDocumentSchema, type PageBlock } from '../../src/domain/page-blocks/page-blocks.ts';
import { RESERVED_RULE } from '../../src/domain/page-blocks/page-slug.ts';
import { unknownPlaceholders } from '../../src/domain/page-blocks/fact-placeholders.ts';
import { listAudit } from '../../src/server/db/repositories/audit-log.ts';
import { seedDefaultContent } from '../../src/server/seed/default-content.ts';
import { XSS_CORPUS } from '../support/xss-corpus.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

/** Issue 24, item 4: pages as blocks through /api/pages, and the menu through /api/menus. */
const NOW = new Date('2026-11-20T18:00:00Z');
let t: TestApp;
let editor: string;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  t.setNow(NOW);
  editor = (await t.signInAs('editor')).cookie;
  admin = (await t.signInAs('admin')).cookie;
});
afterAll(() => t.drop());
beforeEach(async () => {
  await t.db.deleteFrom('contentItems').where('kind', 'in', ['page', 'menu']).execute();
  t.rebuilds.length = 0;
});

const page = { slug: 'open-house', title: 'Open House', blocks: [{ type: 'markdown', markdown: 'Everyone is **welcome**.' }] };

async function errorOf(res: Response) {
  return { status: res.status, ...((await res.json()) as { message: string; fields?: Record<string, string> }) };
}

async function create(body: unknown = page, cookie = editor): Promise<Response> {
  return t.call('POST', '/api/pages', { body, cookie });
}

describe('POST /api/pages', () => {
  it('publishes a page of blocks at once and asks for a rebuild', async () => {
    const res = await create();
    expect(res.status).toBe(201);
    expect(await res.json()).toMatchObject({ slug: 'open-house', draft: null, published: page, publishedBy: expect.any(String) });
    expect(t.rebuilds).toEqual(['page published']);
    const read = await t.call('GET', '/api/pages/open-house');
    expect(await read.json()).toMatchObject({ slug: 'open-house', path: '/open-house', title: 'Open House', blocks: page.blocks, description: null, lead: null });
    const [entry] = await listAudit(t.db, { limit: 1 });
    expect(entry).toMatchObject({ summary: 'Created page /open-house ("Open House")' });
  });

  const blocks: Array<[string, PageBlock]> = [
    ['markdown', { type: 'markdown', heading: 'Hello', markdown: 'Text', style: 'callout', badge: 'New', icon: 'star' }],
    ['list', { type: 'list', heading: 'We Will', items: ['Pray', 'Teach'], columns: true }],
    ['cards', { type: 'cards', heading: 'Mission', cards: [{ title: 'Worship', text: 'x', icon: 'moon', links: [{ label: 'About', href: '/about' }] }] }],
    ['timeline', { type: 'timeline', heading: 'Journey', entries: [{ label: '2016', title: 'First', text: 'x' }] }],
    ['image', { type: 'image', src: '/api/uploads/0b8f2c1e.png', alt: 'The hall' }],
    ['cta', { type: 'cta', heading: 'Visit', text: 'Come', button: { label: 'Directions', href: 'https://maps.example.org/x' } }],
  ];

  it.each(blocks)('accepts a %s block and gives it back', async (_type, block) => {
    const res = await create({ ...page, blocks: [block] });
    expect(res.status, await res.clone().text()).toBe(201);
    expect(((await (await t.call('GET', '/api/pages/open-house')).json()) as { blocks: unknown[] }).blocks).toEqual([block]);
  });

  it.each<[string, unknown, string, string]>([
    ['a reserved slug', { ...page, slug: 'api' }, 'slug', RESERVED_RULE],
    ['the admin', { ...page, slug: 'admin' }, 'slug', RESERVED_RULE],
    ['a built-in route', { ...page, slug: 'monthly-prayer-times' }, 'slug', RESERVED_RULE],
    ['a program route', { ...page, slug: 'programs' }, 'slug', RESERVED_RULE],
    ['an empty list', { ...page, blocks: [{ type: 'list', heading: 'h', items: [] }] }, 'blocks.0.items', 'Add at least one item'],
    ['a card link to javascript:', { ...page, blocks: [{ type: 'cards', cards: [{ title: 't', text: 'x', links: [{ label: 'l', href: 'javascript:alert(1)' }] }] }] }, 'blocks.0.cards.0.links.0.href', LINK_RULE],
    ['a timeline without entries', { ...page, blocks: [{ type: 'timeline', heading: 'h', entries: [] }] }, 'blocks.0.entries', 'Add at least one entry'],
    ['an image without alt text', { ...page, blocks: [{ type: 'image', src: '/api/uploads/a.png' }] }, 'blocks.0.alt', ALT_RULE],
    ['an image from elsewhere', { ...page, blocks: [{ type: 'image', src: 'https://evil.example/a.png', alt: 'a' }] }, 'blocks.0.src', IMAGE_RULE],
    ['a button to data:', { ...page, blocks: [{ type: 'cta', heading: 'h', text: 't', button: { label: 'b', href: 'data:text/html,x' } }] }, 'blocks.0.button.href', LINK_RULE],
    ['markdown without text', { ...page, blocks: [{ type: 'markdown' }] }, 'blocks.0.markdown', 'Text is required'],
    ['an unknown block', { ...page, blocks: [{ type: 'html', html: '<b>x</b>' }] }, 'blocks.0.type', "A block's type is one of: markdown, list, cards, timeline, image, cta"],
    ['no title', { ...page, title: ' ' }, 'title', 'Title is required'],
  ])('refuses %s with 400 and the field', async (_label, body, field, message) => {
    const error = await errorOf(await create(body));
    expect(error.status).toBe(400);
    expect(error.fields?.[field]).toBe(message);
    expect(t.rebuilds).toEqual([]);
  });

  it('refuses a NUL character (which a JSON document cannot store) with 400, storing nothing', async () => {
    const error = await errorOf(await create({ ...page, title: '\u0000Open House' }));
    expect(error).toMatchObject({ status: 400, message: 'A value contains a character that is not allowed' });
    expect((await t.call('GET', '/api/pages/open-house')).status).toBe(404);
  });

  it('refuses a taken slug with 409', async () => {
    await create();
    const error = await errorOf(await create({ ...page, title: 'Another' }));
    expect(error).toMatchObject({ status: 409, fields: { slug: 'A page with this slug already exists' } });
  });

  it('asks for a sign-in, and lets editors create but not delete', async () => {
    expect((await t.call('POST', '/api/pages', { body: page })).status).toBe(401);
    expect((await create()).status).toBe(201);
    expect((await t.call('DELETE', '/api/pages/open-house', { cookie: editor })).status).toBe(403);
    expect((await t.call('DELETE', '/api/pages/open-house', { cookie: admin })).status).toBe(200);
    expect((await t.call('GET', '/api/pages/open-house')).status).toBe(404);
  });
});

describe('drafts, publishing and restoring', () => {
  it('keeps a draft from visitors until it is published', async () => {
    const draft = await create({ ...page, draft: true });
    expect(draft.status).toBe(201);
    expect(t.rebuilds).toEqual([]);
    expect((await t.call('GET', '/api/pages/open-house')).status).toBe(404);
    expect(await (await t.call('GET', '/api/pages')).json()).toEqual([]);
    const staffList = (await (await t.call('GET', '/api/admin/pages', { cookie: editor })).json()) as Array<{ slug: string; draft: unknown; published: unknown }>;
    expect(staffList).toMatchObject([{ slug: 'open-house', draft: page, published: null }]);

    expect((await t.call('POST', '/api/pages/open-house/publish', { cookie: editor })).status).toBe(200);
    expect(t.rebuilds).toEqual(['page published']);
    expect(((await (await t.call('GET', '/api/pages/open-house')).json()) as { title: string }).title).toBe('Open House');
  });

  it('changes a published page by a draft, visitors keeping the old text meanwhile', async () => {
    await create();
    const res = await t.call('PUT', '/api/pages/open-house', { body: { title: 'Open Day', draft: true }, cookie: editor });
    expect(res.status).toBe(200);
    expect(((await (await t.call('GET', '/api/pages/open-house')).json()) as { title: string }).title).toBe('Open House');
    await t.call('POST', '/api/pages/open-house/publish', { cookie: editor });
    expect(((await (await t.call('GET', '/api/pages/open-house')).json()) as { title: string }).title).toBe('Open Day');
  });

  it('restores an earlier revision as a new one', async () => {
    await create();
    await t.call('PUT', '/api/pages/open-house', { body: { blocks: [{ type: 'markdown', markdown: 'Changed text' }] }, cookie: editor });
    const revisions = (await (await t.call('GET', '/api/pages/open-house/revisions', { cookie: editor })).json()) as Array<{ id: number; data: { blocks: PageBlock[] } }>;
    expect(revisions.map((r) => (r.data.blocks[0] as { markdown: string }).markdown)).toEqual(['Changed text', 'Everyone is **welcome**.']);
    const restored = await t.call('POST', `/api/pages/open-house/revisions/${revisions[1]!.id}/restore`, { cookie: editor });
    expect(restored.status).toBe(200);
    const now = (await (await t.call('GET', '/api/pages/open-house')).json()) as { blocks: PageBlock[] };
    expect(now.blocks).toEqual(page.blocks);
    expect(t.rebuilds.at(-1)).toBe('page restored');
  });

  it('keeps a built-in page at its slug', async () => {
    await seedDefaultContent(t.db, NOW, { page: () => [{ slug: 'about', data: { slug: 'about', title: 'About Us', blocks: [] } }] });
    const error = await errorOf(await t.call('PUT', '/api/pages/about', { body: { slug: 'about-us' }, cookie: editor }));
    expect(error).toMatchObject({ status: 403, message: 'The about page keeps its slug' });
    expect((await t.call('PUT', '/api/pages/about', { body: { title: 'Who We Are' }, cookie: editor })).status).toBe(200);
  });
});

describe('the seeded built-in pages and menu', () => {
  it('are valid documents that read as the config files', async () => {
    await t.db.deleteFrom('contentSeeds').where('kind', 'in', ['page', 'menu']).execute();
    await seedDefaultContent(t.db, NOW);
    const pages = (await (await t.call('GET', '/api/pages')).json()) as Array<{ slug: string; blocks: PageBlock[] }>;
    expect(pages.map((p) => p.slug)).toEqual(['home', 'about', 'services']);
    const about = pages.find((p) => p.slug === 'about')!;
    expect(about.blocks.map((b) => b.id)).toEqual(['grand-opening', 'need', undefined, 'mission', 'we-will', 'journey', 'activities', 'vision', 'imam', 'name', 'visit']);
    const services = pages.find((p) => p.slug === 'services')!;
    expect(services.blocks[0]).toMatchObject({ type: 'cards', style: 'tabs' });
    expect((services.blocks[0] as { cards: unknown[] }).cards).toHaveLength(8);
    const menu = (await (await t.call('GET', '/api/menus/main')).json()) as { header: Array<{ label: string }> };
    expect(menu.header.map((link) => link.label)).toEqual(['Home', 'Prayer Times', 'Events', 'About', 'Services', 'Saturday School', 'Contact']);
  });
});

describe('/api/menus', () => {
  const menu = { slug: 'main', header: [{ label: 'About', path: '/about' }], footer: [{ heading: 'Resources', links: [{ label: 'Donate', path: '/donate' }] }] };

  it('lets admins, not editors, choose the links', async () => {
    expect((await t.call('POST', '/api/menus', { body: menu, cookie: editor })).status).toBe(403);
    expect((await t.call('POST', '/api/menus', { body: menu, cookie: admin })).status).toBe(201);
    expect((await t.call('PUT', '/api/menus/main', { body: { header: [] }, cookie: editor })).status).toBe(403);
    const put = await t.call('PUT', '/api/menus/main', { body: { header: [{ label: 'Open House', path: '/open-house' }] }, cookie: admin });
    expect(put.status).toBe(200);
    expect(await (await t.call('GET', '/api/menus')).json()).toMatchObject([{ slug: 'main', header: [{ label: 'Open House', path: '/open-house' }], footer: menu.footer }]);
  });

  it('refuses a link off the site', async () => {
    const error = await errorOf(await t.call('POST', '/api/menus', { body: { ...menu, header: [{ label: 'x', path: 'https://evil.example' }] }, cookie: admin }));
    expect(error.status).toBe(400);
    expect(Object.keys(error.fields ?? {})).toEqual(['header.0.path']);
  });
});

/** Every text field of every block type, holding `text`. */
function everyBlockWith(text: string): PageBlock[] {
  return [
    { type: 'markdown', heading: text, badge: text.slice(0, 80), markdown: `${text}\n\n[link](${text}) ![img](${text})`, style: 'callout' },
    { type: 'markdown', heading: text, markdown: text, style: 'band' },
    { type: 'markdown', heading: text, markdown: text, style: 'card', contact: 'imam' },
    { type: 'markdown', heading: text, markdown: text },
    { type: 'image', src: '/api/uploads/a.png', alt: text, caption: text, beside: true },
    { type: 'list', heading: text, items: [text, `[x](${text})`] },
    { type: 'list', heading: text, items: [text], columns: true },
    { type: 'cards', heading: text, intro: text, cards: [{ title: text, text, items: [text], itemsHeading: text, links: [{ label: text.slice(0, 80), href: '/about' }] }] },
    { type: 'cards', style: 'tabs', heading: text, cards: [{ title: text, tab: text.slice(0, 80), text, contact: { who: 'general', button: text.slice(0, 80), subject: text, body: text } }] },
    { type: 'timeline', heading: text, entries: [{ label: text.slice(0, 40), title: text, text }] },
    { type: 'cta', heading: text, text, button: { label: text.slice(0, 80), href: '/about' } },
  ];
}

describe('the XSS corpus in every block', () => {
  it.each(XSS_CORPUS.map((payload, i) => [i, payload] as const))('payload %i is stored as text and rendered inert', async (i, payload) => {
    const body = { slug: `xss-${i}`, title: payload.slice(0, 120), blocks: everyBlockWith(payload) };
    const res = await create(body);
    if (unknownPlaceholders(payload).length > 0) {
      // A template payload ({{constructor…}}) names no site fact: refused where it is typed, never stored or rendered.
      expect(res.status).toBe(400);
      expect(((await res.json()) as { fields: Record<string, string> }).fields['blocks.0.markdown']).toMatch(/is not a site fact/);
      expect((await t.call('GET', `/api/pages/xss-${i}`)).status).toBe(404);
      return;
    }
    expect(res.status, await res.clone().text()).toBe(201);
    const stored = (await (await t.call('GET', `/api/pages/xss-${i}`)).json()) as { blocks: unknown };
    const parsed = pageDocumentSchema.parse({ slug: `xss-${i}`, title: 'x', blocks: stored.blocks });
    const html = renderToStaticMarkup(
      createElement(PageBlocks, { blocks: parsed.blocks, contacts: { imam: { name: payload, title: payload, email: 'imam@example.org', phone: '(650) 555-0100' }, general: { name: 'x', email: 'info@example.org' } } }),
    );
    // React quotes every attribute with " and escapes it inside values: without the values, what is left
    // is the markup itself, where no tag of the payload may appear and no handler attribute.
    const markup = html.replace(/="[^"]*"/g, '=""');
    expect(markup).not.toMatch(/<script/i);
    expect(markup).not.toMatch(/<(iframe|object|embed|details|body|input|meta|style|math|textarea|noscript)\b/i);
    expect(markup).not.toMatch(/<[a-z][^>]*\s(on[a-z]+|srcdoc|formaction)\s*=/i);
    expect(html).not.toMatch(/(href|src)\s*=\s*"\s*(javascript|data|vbscript):/i);
    for (const [, src] of html.matchAll(/<img[^>]*\ssrc="([^"]*)"/g)) expect(src).toMatch(/^\/api\/uploads\//);
    for (const svg of html.match(/<svg[^>]*>/g) ?? []) expect(svg).toContain('aria-hidden="true"');
  });
});

describe('the page-view beacon', () => {
  it('counts a published staff page, and not a draft one', async () => {
    await t.db.deleteFrom('pageViews').execute();
    await create();
    await create({ ...page, slug: 'draft-page', draft: true });
    const track = (path: string) => t.call('POST', '/api/analytics/track', { body: { sessionId: 'b7f3c2d1-4e5f-4a6b-8c7d-9e0f1a2b3c4d', page: path }, clientIp: '203.0.113.77' });
    expect((await track('/open-house/')).status).toBe(204);
    expect((await track('/draft-page')).status).toBe(204);
    const pages = (await t.db.selectFrom('pageViews').select('page').execute()).map((row) => row.page);
    expect(pages).toEqual(['/open-house']);
  });
});
