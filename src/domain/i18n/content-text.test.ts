import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { contentTranslationsSchema, foreignTranslationIssues, localize, localizeShape, translationsWithin } from './content-text.ts';
import { campaignSchema } from '../campaigns/campaign.ts';
import { pageDocumentSchema } from '../page-blocks/page-blocks.ts';

const fields = { title: { label: 'Title', max: 10 }, body: { label: 'Body', max: 50 }, items: { label: 'Items', max: 5, lines: 3 } };
const schema = z.object({ translations: contentTranslationsSchema(fields) });

describe('contentTranslationsSchema', () => {
  it.each([
    [{}, undefined],
    [{ translations: null }, undefined],
    [{ translations: { tr: { title: '  ' } } }, undefined],
    [{ translations: { tr: { title: ' Başlık ' } } }, { tr: { title: 'Başlık' } }],
    [{ translations: { tr: { title: 'A' }, ar: { body: 'ب' } } }, { tr: { title: 'A' }, ar: { body: 'ب' } }],
    [{ translations: { tr: { items: 'Bir\n\nÜç' } } }, { tr: { items: 'Bir\n\nÜç' } }],
  ])('%j reads as %j', (input, expected) => {
    expect(z.parse(schema, input).translations).toEqual(expected);
  });

  it.each([
    [{ translations: { tr: { title: 'x'.repeat(11) } } }, ['translations', 'tr', 'title'], 'Title must be at most 10 characters'],
    [{ translations: { TR: { title: 'x' } } }, ['translations', 'TR'], 'A translation is named by its language code, such as tr'],
    [{ translations: { tr: 'x' } }, ['translations', 'tr'], 'A translation must be an object of texts'],
    [{ translations: [] }, ['translations'], 'Translations must be an object with one entry per language'],
    [{ translations: { tr: { items: 'a\nb\nc\nd' } } }, ['translations', 'tr', 'items'], 'Items may have at most 3 lines'],
    [{ translations: { tr: { items: 'a\n' + 'x'.repeat(6) } } }, ['translations', 'tr', 'items'], 'Items: line 2 must be at most 5 characters'],
  ])('refuses %j at %j', (input, path, message) => {
    const parsed = z.safeParse(schema, input);
    expect(parsed.success).toBe(false);
    expect(parsed.error!.issues[0]).toMatchObject({ path, message });
  });
});

describe('foreignTranslationIssues', () => {
  it('names every translation in a language the site has not enabled, blocks included', () => {
    const page = { title: 'T', translations: { tr: { title: 'x' }, de: { title: 'y' } }, blocks: [{ type: 'markdown', translations: { fr: { markdown: 'z' } } }] };
    expect(foreignTranslationIssues(page, ['tr', 'ar'])).toEqual([
      { path: ['translations', 'de'], message: 'Translations are for tr, ar only' },
      { path: ['blocks', 0, 'translations', 'fr'], message: 'Translations are for tr, ar only' },
    ]);
    expect(foreignTranslationIssues(page, ['tr', 'de', 'fr'])).toEqual([]);
  });
});

describe('localize', () => {
  const item = { title: 'Summer School', body: 'Text', count: 3, translations: { tr: { title: 'Yaz Okulu' } } };
  const fields = { title: { label: 'Title', max: 100 }, body: { label: 'Body', max: 100 }, missing: { label: 'Missing', max: 100 } };
  it.each([
    ['tr', 'en', { title: 'Yaz Okulu', body: 'Text' }, { title: 'tr', body: 'en' }],
    ['ar', 'en', { title: 'Summer School', body: 'Text' }, { title: 'en', body: 'en' }],
    [undefined, undefined, { title: 'Summer School', body: 'Text' }, {}],
  ])('in %s', (lang, textLang, texts, langs) => {
    const out = localize(item, fields, lang, textLang);
    expect(out.item).toMatchObject({ ...texts, count: 3 });
    expect(out.langs).toEqual(langs);
  });

  const list = {
    items: ['Pray', 'Learn', 'Serve'],
    links: [{ label: 'Donate', href: '/donate' }, { label: 'Visit', href: '/about' }],
    button: { label: 'Join', href: '/join' },
    translations: { tr: { items: 'Namaz\n\nHizmet', links: '\nZiyaret', buttonLabel: 'Katıl' } },
  };
  const listFields = {
    items: { label: 'Items', max: 50, lines: 10 },
    links: { label: 'Link texts', max: 50, lines: 4, of: 'label' },
    buttonLabel: { label: 'Button text', max: 50, path: 'button.label' },
  };
  it.each([
    ['a line per item; a blank line keeps its item', 'items', ['Namaz', 'Learn', 'Hizmet'], { 'items.0': 'tr', 'items.1': 'en', 'items.2': 'tr' }],
    ["a line per link, its text only", 'links', [{ label: 'Donate', href: '/donate' }, { label: 'Ziyaret', href: '/about' }], { 'links.0': 'en', 'links.1': 'tr' }],
    ['a text inside an object, by its path', 'button', { label: 'Katıl', href: '/join' }, { buttonLabel: 'tr' }],
  ])('%s', (_, field, shown, langs) => {
    const out = localize(list, listFields, 'tr', 'en');
    expect((out.item as Record<string, unknown>)[field]).toEqual(shown);
    expect(out.langs).toMatchObject(langs);
    expect(list.items).toEqual(['Pray', 'Learn', 'Serve']);
    expect(list.button.label).toBe('Join');
  });

  it('more translated lines than items are not shown; fewer leave the rest in the default language', () => {
    const out = localize({ items: ['A', 'B'], translations: { tr: { items: 'Bir' } } }, listFields, 'tr', 'en');
    expect(out.item.items).toEqual(['Bir', 'B']);
    expect(localize({ items: ['A'], translations: { tr: { items: 'Bir\nİki' } } }, listFields, 'tr', 'en').item.items).toEqual(['Bir']);
  });
});

describe('localizeShape', () => {
  const shape = { fields: { heading: { label: 'Heading', max: 50 } }, items: { cards: { fields: { title: { label: 'Title', max: 50 } } } } };
  const block = {
    heading: 'Services',
    translations: { tr: { heading: 'Hizmetler' } },
    cards: [{ title: 'Nikah', translations: { tr: { title: 'Nikâh' } } }, { title: 'Funeral' }],
  };
  it('localizes the entries of a translated list with their own translations, each with its langs', () => {
    const tr = localizeShape(block, shape, 'tr', 'en');
    expect(tr).toMatchObject({ heading: 'Hizmetler', langs: { heading: 'tr' } });
    expect(tr.cards).toMatchObject([{ title: 'Nikâh', langs: { title: 'tr' } }, { title: 'Funeral', langs: { title: 'en' } }]);
  });
  it('gives the item back as it is on the default language page', () => {
    expect(localizeShape(block, shape, undefined, undefined)).toBe(block);
  });

  it.each([
    ['its own and its entries’ translations, merged per language', block, { tr: { heading: 'Hizmetler', title: 'Nikâh' } }],
    ['an entry’s only', { heading: 'x', cards: [{ title: 'a' }, { title: 'b', translations: { ar: { title: 'ب' } } }] }, { ar: { title: 'ب' } }],
    ['none', { heading: 'x', cards: [{ title: 'a' }] }, {}],
  ])('translationsWithin: %s', (_, item, expected) => {
    expect(translationsWithin(item as Parameters<typeof translationsWithin>[0], shape)).toEqual(expected);
  });
});

describe('documents with translations', () => {
  it('a campaign keeps its translations; an untranslated one has none', () => {
    const base = { title: 'Roof', goal: 10, raised: 1, startDate: '2026-01-01', endDate: '2026-02-01', description: '', url: 'https://example.org' };
    expect(z.parse(campaignSchema, base)).not.toHaveProperty('translations');
    expect(z.parse(campaignSchema, { ...base, translations: { tr: { title: 'Çatı' } } }).translations).toEqual({ tr: { title: 'Çatı' } });
  });

  it("a page block's translation is checked by its type's rules and for unknown facts", () => {
    const page = (translations: unknown) => ({ slug: 'youth', title: 'Youth', blocks: [{ type: 'markdown', markdown: 'Hi', translations }] });
    expect(z.parse(pageDocumentSchema, page({ tr: { markdown: 'Merhaba {{address}}' } })).blocks[0]!.translations).toEqual({ tr: { markdown: 'Merhaba {{address}}' } });
    const long = z.safeParse(pageDocumentSchema, page({ tr: { heading: 'x'.repeat(201) } }));
    expect(long.error!.issues[0]).toMatchObject({ path: ['blocks', 0, 'translations', 'tr', 'heading'], message: 'Heading must be at most 200 characters' });
    const fact = z.safeParse(pageDocumentSchema, page({ tr: { markdown: '{{nope}}' } }));
    expect(fact.error!.issues[0]!.path).toEqual(['blocks', 0, 'translations', 'tr', 'markdown']);
  });
});
