import { describe, expect, it } from 'vitest';
import { pickTexts } from './picked-texts.ts';

const FIELDS = ['title', 'description', 'location'] as const;
const event = {
  id: 1,
  title: 'Family night',
  description: 'Dinner and games',
  location: null as string | null,
  translations: { tr: { title: 'Aile gecesi' }, ar: { title: 'ليلة العائلة', description: 'عشاء وألعاب', location: 'القاعة' } },
};

describe('pickTexts', () => {
  it.each([
    {
      name: 'a partial translation: the translated field in the language, the rest in the default',
      language: 'tr',
      want: { title: 'Aile gecesi', description: 'Dinner and games', location: null, lang: { title: 'tr', description: 'en' } },
    },
    {
      name: 'a translated location where the default has none shows the translation',
      language: 'ar',
      want: {
        title: 'ليلة العائلة',
        description: 'عشاء وألعاب',
        location: 'القاعة',
        lang: { title: 'ar', description: 'ar', location: 'ar' },
      },
    },
    {
      name: 'the default language: the text as written, marked with it',
      language: 'en',
      want: { title: 'Family night', description: 'Dinner and games', location: null, lang: { title: 'en', description: 'en' } },
    },
    {
      name: 'a language nobody translated into: the default text',
      language: 'ur',
      want: { title: 'Family night', description: 'Dinner and games', location: null, lang: { title: 'en', description: 'en' } },
    },
  ])('$name', ({ language, want }) => {
    const picked = pickTexts(event, FIELDS, language, 'en');
    expect(picked).toEqual({ id: 1, ...want });
    expect(picked).not.toHaveProperty('translations');
  });

  it('a blank translation is no translation', () => {
    const picked = pickTexts({ title: 'Eid', translations: { tr: { title: '  ' } } }, ['title'], 'tr', 'en');
    expect(picked).toEqual({ title: 'Eid', lang: { title: 'en' } });
  });

  it('no translations at all (null, as an old row may have)', () => {
    expect(pickTexts({ title: 'Eid', translations: null }, ['title'], 'tr', 'en')).toEqual({ title: 'Eid', lang: { title: 'en' } });
  });
});
