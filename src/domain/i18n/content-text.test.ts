import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { contentTranslationsSchema, foreignTranslationIssues, localize } from './content-text.ts';
import { campaignSchema } from '../campaigns/campaign.ts';
import { pageDocumentSchema } from '../page-blocks/page-blocks.ts';

const fields = { title: { label: 'Title', max: 10 }, body: { label: 'Body', max: 50 } };
const schema = z.object({ translations: contentTranslationsSchema(fields) });

describe('contentTranslationsSchema', () => {
  it.each([
    [{}, undefined],
    [{ translations: null }, undefined],
    [{ translations: { tr: { title: '  ' } } }, undefined],
    [{ translations: { tr: { title: ' Başlık ' } } }, { tr: { title: 'Başlık' } }],
    [{ translations: { tr: { title: 'A' }, ar: { body: 'ب' } } }, { tr: { title: 'A' }, ar: { body: 'ب' } }],
  ])('%j reads as %j', (input, expected) => {
    expect(z.parse(schema, input).translations).toEqual(expected);
  });

  it.each([
    [{ translations: { tr: { title: 'x'.repeat(11) } } }, ['translations', 'tr', 'title'], 'Title must be at most 10 characters'],
    [{ translations: { TR: { title: 'x' } } }, ['translations', 'TR'], 'A translation is named by its language code, such as tr'],
    [{ translations: { tr: 'x' } }, ['translations', 'tr'], 'A translation must be an object of texts'],
    [{ translations: [] }, ['translations'], 'Translations must be an object with one entry per language'],
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
  it.each([
    ['tr', 'en', { title: 'Yaz Okulu', body: 'Text' }, { title: 'tr', body: 'en' }],
    ['ar', 'en', { title: 'Summer School', body: 'Text' }, { title: 'en', body: 'en' }],
    [undefined, undefined, { title: 'Summer School', body: 'Text' }, {}],
  ])('in %s', (lang, textLang, texts, langs) => {
    const out = localize(item, ['title', 'body', 'missing'], lang, textLang);
    expect(out.item).toMatchObject({ ...texts, count: 3 });
    expect(out.langs).toEqual(langs);
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
