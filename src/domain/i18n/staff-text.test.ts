import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { checkInput } from '../forms/check-input.ts';
import { pick, translatedLanguages, translationsSchema } from './staff-text.ts';

const english = { text: 'Eid prayer at 8', lang: 'en' };

describe('pick', () => {
  it.each([
    [
      'the translation in the asked language',
      { tr: { title: 'Bayram namazı 8de' } },
      'tr',
      { text: 'Bayram namazı 8de', lang: 'tr' },
    ],
    ['the default text where none was written', { tr: { title: 'Bayram namazı 8de' } }, 'ar', english],
    ['the default text for another field only', { tr: { content: 'İçerik' } }, 'tr', english],
    ['the default text for a blank translation', { tr: { title: '   ' } }, 'tr', english],
    ['the default text on the default language', { tr: { title: 'Bayram' } }, 'en', english],
    ['the default text without translations', undefined, 'tr', english],
    ['the default text with null translations', null, 'tr', english],
    ['the default text for a language left out', { tr: undefined }, 'tr', english],
    ['Arabic where written', { ar: { title: 'صلاة العيد' } }, 'ar', { text: 'صلاة العيد', lang: 'ar' }],
  ] as const)('%s', (_name, translations, lang, expected) => {
    expect(pick(english.text, english.lang, translations, lang, 'title')).toEqual(expected);
  });
  it('leaves the text unmarked on the default language page (no page language asked)', () => {
    expect(pick(english.text, undefined, { tr: { title: 'Bayram' } }, undefined, 'title')).toEqual({
      text: english.text,
      lang: undefined,
    });
  });
});

describe('translationsSchema', () => {
  const schema = z.object({
    translations: translationsSchema({ title: { label: 'Title', max: 10 }, content: { label: 'Content', max: 20 } }, [
      'tr',
      'ar',
    ]),
  });
  it.each([
    ['absent is none', {}, { translations: {} }],
    ['null is none', { translations: null }, { translations: {} }],
    ['trimmed', { translations: { tr: { title: '  Bayram ' } } }, { translations: { tr: { title: 'Bayram' } } }],
    [
      'empty fields and languages dropped',
      { translations: { tr: { title: ' ', content: '' }, ar: { content: 'نص' } } },
      { translations: { ar: { content: 'نص' } } },
    ],
    [
      'unknown fields dropped',
      { translations: { tr: { title: 'A', colour: 'red' } } },
      { translations: { tr: { title: 'A' } } },
    ],
    ['null language is none', { translations: { tr: null } }, { translations: {} }],
  ] as const)('accepts: %s', (_name, input, expected) => {
    expect(checkInput(schema, input)).toEqual({ ok: true, value: expected });
  });
  it.each([
    [
      'too long',
      { translations: { tr: { title: 'x'.repeat(11) } } },
      { 'translations.tr.title': 'Title must be at most 10 characters' },
    ],
    ['not text', { translations: { ar: { content: 5 } } }, { 'translations.ar.content': 'Content must be text' }],
    [
      'a language not enabled',
      { translations: { fr: { title: 'Aïd' } } },
      { 'translations.fr': 'Translations are for tr, ar only' },
    ],
    [
      'the default language',
      { translations: { en: { title: 'Eid' } } },
      { 'translations.en': 'Translations are for tr, ar only' },
    ],
    [
      'not an object',
      { translations: 'Bayram' },
      { translations: 'Translations must be an object with one entry per language' },
    ],
    [
      'a language not an object',
      { translations: { tr: 'Bayram' } },
      { 'translations.tr': 'A translation must be an object of texts' },
    ],
  ] as const)('refuses: %s', (_name, input, fields) => {
    const checked = checkInput(schema, input);
    expect(checked.ok).toBe(false);
    if (!checked.ok) expect(checked.fields).toEqual(fields);
  });
});

describe('translatedLanguages', () => {
  it.each([
    [undefined, []],
    [{}, []],
    [{ tr: { title: 'A' }, ar: { title: ' ' } }, ['tr']],
    [{ tr: { content: 'B' }, ar: { title: 'ج' } }, ['tr', 'ar']],
  ] as const)('%j → %j', (translations, expected) => {
    expect(translatedLanguages(translations)).toEqual(expected);
  });
});
