import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appliedMigrations, restoreRows, writeBackup } from '../../src/server/backup/backup.ts';
import { migrateTo } from '../../src/server/db/migrate.ts';
import { findContentItem } from '../../src/server/db/repositories/content-items.ts';
import { createTestApp, onEdge, type TestApp } from '../support/test-app.ts';
import { createTestDb } from '../support/test-db.ts';

/**
 * Issue 26 item 4: programs, campaigns and pages (with their blocks) keep optional translations in their
 * documents, through drafts, publish, revisions and backups; a wrong one is a 400 named like
 * `translations.tr.title`, and a language the site has not enabled is refused.
 */
let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  t.setNow(new Date('2026-11-26T18:00:00Z'));
  admin = (await t.signInAs('admin')).cookie;
});
afterAll(() => t.drop());

const json = async <T = Record<string, unknown>>(res: Response) => (await res.json()) as T;
type Item = { id: number; draft: Record<string, unknown> | null; published: Record<string, unknown> | null };

const program = {
  title: 'Quran Study Circle',
  slug: 'tr-quran-circle',
  summary: 'Reading and reflection for adults.',
  term: 'Fall 2026',
  startDate: '2026-09-06',
  endDate: '2026-12-20',
  body: 'We read **together**.',
};
const campaign = { title: 'Roof Fund', goal: 100_000, raised: 42_000, startDate: '2026-11-01', endDate: '2026-12-31', description: 'A new roof.', url: 'https://donate.example.org/roof' };
const page = { slug: 'tr-youth', title: 'Youth', lead: 'For young people', blocks: [{ type: 'markdown', heading: 'Welcome', markdown: 'Come to {{address}}.' }, { type: 'list', heading: 'Bring', items: ['A notebook'] }] };

describe('programs', () => {
  let id: number;
  it('saves a draft with translations, keeps the published text, and publishes them', async () => {
    const created = await t.call('POST', '/api/programs', { cookie: admin, body: program });
    expect(created.status, await created.clone().text()).toBe(201);
    const first = await json<Item>(created);
    id = first.id;
    expect(first.published).not.toHaveProperty('translations');

    const translations = { tr: { title: ' Kuran Halkası ', summary: 'Yetişkinler için okuma.', feesNote: '' }, ar: { title: 'حلقة القرآن' } };
    const draft = await t.call('PUT', `/api/programs/${id}`, { cookie: admin, body: { translations, draft: true } });
    expect(draft.status, await draft.clone().text()).toBe(200);
    const saved = await json<Item>(draft);
    expect(saved.draft!.translations).toEqual({ tr: { title: 'Kuran Halkası', summary: 'Yetişkinler için okuma.' }, ar: { title: 'حلقة القرآن' } });
    expect(saved.published).not.toHaveProperty('translations');

    expect((await t.call('POST', `/api/programs/${id}/publish`, { cookie: admin })).status).toBe(200);
    const stored = await findContentItem(t.db, 'program', id);
    expect((stored!.published as Record<string, unknown>).translations).toEqual(saved.draft!.translations);
  });

  it.each([
    [{ tr: { title: 'x'.repeat(121) } }, 'translations.tr.title', 'Title must be at most 120 characters'],
    [{ de: { title: 'Koran' } }, 'translations.de', 'Translations are for tr, ar only'],
    [{ Turkish: { title: 'x' } }, 'translations.Turkish', 'A translation is named by its language code, such as tr'],
    [{ tr: { title: 42 } }, 'translations.tr.title', 'Title must be text'],
    ['Kuran', 'translations', 'Translations must be an object with one entry per language'],
  ])('refuses %j with 400 at %s', async (translations, field, message) => {
    const res = await t.call('PUT', `/api/programs/${id}`, { cookie: admin, body: { translations } });
    expect(res.status).toBe(400);
    expect((await json<{ fields: Record<string, string> }>(res)).fields).toMatchObject({ [field]: message });
  });

  it('restores a revision with the translations it had, and a PUT replaces them whole', async () => {
    const put = await t.call('PUT', `/api/programs/${id}`, { cookie: admin, body: { translations: { ar: { summary: 'قراءة' } } } });
    expect((await json<Item>(put)).published!.translations).toEqual({ ar: { summary: 'قراءة' } });
    const revisions = await json<{ id: number }[]>(await t.call('GET', `/api/programs/${id}/revisions`, { cookie: admin }));
    const restored = await t.call('POST', `/api/programs/${id}/revisions/${revisions[1]!.id}/restore`, { cookie: admin });
    expect(restored.status).toBe(200);
    expect((await json<Item>(restored)).published!.translations).toMatchObject({ tr: { title: 'Kuran Halkası' } });
  });

  it('answers the public GETs in a language with ?lang=, each text naming its language', async () => {
    const one = await json(await t.call('GET', '/api/programs/tr-quran-circle?lang=tr'));
    expect(one).toMatchObject({ title: 'Kuran Halkası', term: 'Fall 2026', lang: { title: 'tr', term: 'en' } });
    expect(one).not.toHaveProperty('translations');
    const list = await json<Record<string, unknown>[]>(await t.call('GET', '/api/programs?lang=ar'));
    expect(list.find((p) => p.slug === 'tr-quran-circle')).toMatchObject({ title: 'حلقة القرآن', term: 'Fall 2026', lang: { title: 'ar', term: 'en' } });
    expect(await json(await t.call('GET', '/api/programs/tr-quran-circle'))).not.toHaveProperty('lang');
    for (const path of ['/api/programs?lang=de', '/api/programs/tr-quran-circle?lang=xx-nope']) {
      const res = await t.call('GET', path);
      expect(res.status, path).toBe(400);
      expect((await json<{ message: string }>(res)).message, path).toMatch(/en, tr, ar/);
    }
  });
});

describe('campaigns', () => {
  it('publishes the title and description in Turkish and refuses a long translated title', async () => {
    const res = await t.call('POST', '/api/campaigns', { cookie: admin, body: { ...campaign, translations: { tr: { title: 'Çatı Fonu', description: 'Yeni bir **çatı**.' } } } });
    expect(res.status, await res.clone().text()).toBe(201);
    expect((await json<Item>(res)).published!.translations).toEqual({ tr: { title: 'Çatı Fonu', description: 'Yeni bir **çatı**.' } });
    const bad = await t.call('POST', '/api/campaigns', { cookie: admin, body: { ...campaign, title: 'Other', translations: { tr: { title: 'x'.repeat(121) } } } });
    expect(bad.status).toBe(400);
    expect((await json<{ fields: Record<string, string> }>(bad)).fields).toMatchObject({ 'translations.tr.title': 'Title must be at most 120 characters' });
  });

  it('gives its title and description in Turkish with ?lang=tr, and 400 for a language the site does not have', async () => {
    const [roof] = await json<Record<string, unknown>[]>(await t.call('GET', '/api/campaigns?lang=tr'));
    expect(roof).toMatchObject({ slug: 'roof-fund', title: 'Çatı Fonu', description: 'Yeni bir **çatı**.', lang: { title: 'tr', description: 'tr' }, progressText: '$42,000 of $100,000 · 42%' });
    expect(await json(await t.call('GET', '/api/campaigns/roof-fund?lang=ar'))).toMatchObject({ title: 'Roof Fund', lang: { title: 'en', description: 'en' } });
    expect((await t.call('GET', '/api/campaigns/roof-fund?lang=fr')).status).toBe(400);
  });
});

describe('pages', () => {
  it("keeps the page's and each block's translations, checked by the block's rules", async () => {
    const body = {
      ...page,
      translations: { tr: { title: 'Gençlik', lead: 'Gençler için' } },
      blocks: [{ ...page.blocks[0], translations: { tr: { heading: 'Hoş geldiniz', markdown: '{{address}} adresine gelin.' } } }, { ...page.blocks[1], translations: { ar: { heading: 'أحضروا' } } }],
    };
    const res = await t.call('POST', '/api/pages', { cookie: admin, body: { ...body, draft: true } });
    expect(res.status, await res.clone().text()).toBe(201);
    const item = await json<Item>(res);
    expect(item.draft).toMatchObject({ translations: body.translations, blocks: [{ translations: body.blocks[0]!.translations }, { translations: body.blocks[1]!.translations }] });
    expect((await t.call('POST', `/api/pages/${item.id}/publish`, { cookie: admin })).status).toBe(200);
    expect(((await findContentItem(t.db, 'page', item.id))!.published as typeof body).blocks[0]!.translations).toEqual(body.blocks[0]!.translations);
  });

  it.each([
    [{ tr: { heading: 'x'.repeat(201) } }, 'blocks.0.translations.tr.heading', 'Heading must be at most 200 characters'],
    [{ fr: { heading: 'Bienvenue' } }, 'blocks.0.translations.fr', 'Translations are for tr, ar only'],
  ])('refuses a block translation %j at %s', async (translations, field, message) => {
    const res = await t.call('POST', '/api/pages', { cookie: admin, body: { ...page, slug: 'tr-youth-2', blocks: [{ ...page.blocks[0], translations }] } });
    expect(res.status).toBe(400);
    expect((await json<{ fields: Record<string, string> }>(res)).fields).toMatchObject({ [field]: message });
  });

  const itemsPage = {
    slug: 'tr-services-items',
    title: 'Services',
    blocks: [
      { type: 'list', heading: 'We Will', items: ['Pray', 'Learn', 'Serve'], translations: { tr: { items: 'Namaz kılacağız\n\nHizmet edeceğiz' } } },
      {
        type: 'cards',
        cards: [
          { title: 'Nikah', text: 'Marriage', items: ['Counselling'], links: [{ label: 'Book', href: '/services' }], translations: { tr: { title: 'Nikâh', items: 'Danışmanlık', links: 'Randevu' } } },
          { title: 'Funeral', text: 'Janazah' },
        ],
      },
      { type: 'timeline', heading: 'Our Journey', entries: [{ label: '1998', title: 'Founded', text: 'In a garage', translations: { ar: { title: 'التأسيس' } } }] },
      { type: 'cta', heading: 'Give', text: 'Support us', button: { label: 'Donate', href: '/donate' }, translations: { tr: { buttonLabel: 'Bağış yap' } } },
    ],
  };

  it("keeps each list's, card's, timeline entry's and button's translation, through publish", async () => {
    const res = await t.call('POST', '/api/pages', { cookie: admin, body: itemsPage });
    expect(res.status, await res.clone().text()).toBe(201);
    const item = await json<Item>(res);
    expect(item.published).toMatchObject({
      blocks: [
        { translations: itemsPage.blocks[0]!.translations },
        { cards: [{ translations: { tr: { title: 'Nikâh', items: 'Danışmanlık', links: 'Randevu' } } }, { title: 'Funeral' }] },
        { entries: [{ translations: { ar: { title: 'التأسيس' } } }] },
        { button: { label: 'Donate' }, translations: { tr: { buttonLabel: 'Bağış yap' } } },
      ],
    });
    expect(((item.published as typeof itemsPage).blocks[1] as { cards: object[] }).cards[1]).not.toHaveProperty('translations');
    expect(((await findContentItem(t.db, 'page', item.id))!.published as typeof itemsPage).blocks).toEqual((item.published as typeof itemsPage).blocks);
  });

  const card = (translations: unknown) => ({ type: 'cards', cards: [{ title: 'Nikah', text: 'Marriage', items: ['Counselling'], translations }] });
  it.each([
    [card({ tr: { title: 'x'.repeat(201) } }), 'blocks.0.cards.0.translations.tr.title', 'Card title must be at most 200 characters'],
    [card({ de: { title: 'Ehe' } }), 'blocks.0.cards.0.translations.de', 'Translations are for tr, ar only'],
    [card({ tr: { items: 'a\n' + 'x'.repeat(1001) } }), 'blocks.0.cards.0.translations.tr.items', 'List items: line 2 must be at most 1000 characters'],
    [card({ tr: { text: '{{adres}}' } }), 'blocks.0.cards.0.translations.tr.text', undefined],
    [{ type: 'list', heading: 'h', items: ['a'], translations: { tr: { items: Array.from({ length: 61 }, () => 'x').join('\n') } } }, 'blocks.0.translations.tr.items', 'Items may have at most 60 lines'],
    [{ type: 'timeline', heading: 'h', entries: [{ label: '1998', title: 't', text: 'x', translations: { tr: { label: 'x'.repeat(41) } } }] }, 'blocks.0.entries.0.translations.tr.label', 'Year or date must be at most 40 characters'],
  ])('refuses an item translation (%#) at %s, and saves nothing', async (block, field, message) => {
    const res = await t.call('POST', '/api/pages', { cookie: admin, body: { ...page, slug: 'tr-items-bad', blocks: [block] } });
    expect(res.status).toBe(400);
    const fields = (await json<{ fields: Record<string, string> }>(res)).fields;
    expect(Object.keys(fields)).toContain(field);
    if (message) expect(fields[field]).toBe(message);
    expect(await findContentItem(t.db, 'page', 'tr-items-bad')).toBeFalsy();
  });

  it('refuses an unknown fact inside a translation', async () => {
    const res = await t.call('POST', '/api/pages', { cookie: admin, body: { ...page, slug: 'tr-youth-3', blocks: [{ ...page.blocks[0], translations: { tr: { markdown: '{{adres}}' } } }] } });
    expect(res.status).toBe(400);
    expect(Object.keys((await json<{ fields: Record<string, string> }>(res)).fields)).toContain('blocks.0.translations.tr.markdown');
  });
});

// Node only (backups are a Node server's command-line tools, README "Backups").
describe.skipIf(onEdge)('backups', () => {
  it('carry the translations of programs, campaigns and pages', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'content-translations-'));
    const target = await createTestDb({ migrate: false });
    try {
      const file = path.join(dir, 'backup.jsonl.gz');
      await writeBackup(t.db, path.join(dir, 'uploads'), file);
      await migrateTo(target.db, (await appliedMigrations(t.db)).at(-1)!);
      await restoreRows(target.db, file);
      for (const [kind, slug] of [['program', 'tr-quran-circle'], ['campaign', 'roof-fund'], ['page', 'tr-youth']] as const) {
        const before = (await findContentItem(t.db, kind, slug))!.published as { translations?: unknown };
        const after = (await findContentItem(target.db, kind, slug))!.published as { translations?: unknown };
        expect(before.translations, kind).toBeDefined();
        expect(after, kind).toEqual(before);
      }
    } finally {
      await target.drop();
      await rm(dir, { recursive: true, force: true });
    }
  });
});
