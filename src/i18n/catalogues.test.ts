/**
 * Catalogues that cannot rot (issue 26 item 7): every language has the default language's keys and no
 * others, no empty message, the same placeholders, messages in the catalogue format, a valid language.json,
 * and the generated index is what `npm run i18n` makes from the folders.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { catalogueProblems } from '../domain/i18n/catalogue.ts';
import { checkMessage } from '../domain/i18n/message-format.ts';
import { direction } from '../domain/i18n/direction.ts';
import { readCatalogueFolders, renderCatalogueIndex } from './catalogue-index.ts';
import { catalogues } from './generated/catalogues.ts';
import { defaultLanguage, enabledLanguages, languageInfo, messagesOf } from './index.ts';

const cataloguesDir = fileURLToPath(new URL('./catalogues/', import.meta.url));
const languages = Object.keys(catalogues);

describe('the generated index', () => {
  it('is what `npm run i18n` makes from src/i18n/catalogues/ (run it after adding a file)', () => {
    const expected = renderCatalogueIndex(readCatalogueFolders(cataloguesDir));
    for (const [name, text] of Object.entries(expected)) {
      expect(
        readFileSync(new URL(`./generated/${name}.ts`, import.meta.url), 'utf8'),
        `src/i18n/generated/${name}.ts`,
      ).toBe(text);
    }
  });
});

describe('every catalogue', () => {
  const reference = messagesOf(defaultLanguage);

  it('the default language’s messages are all well formed', () => {
    for (const [key, message] of Object.entries(reference)) {
      expect(message.trim(), key).not.toBe('');
      expect(() => checkMessage(message), key).not.toThrow();
    }
  });

  it.each(languages.filter((language) => language !== defaultLanguage))(
    '%s has the same keys and placeholders as the default language, and no empty message',
    (language) => {
      expect(catalogueProblems(reference, messagesOf(language))).toEqual([]);
    },
  );

  it.each(languages)('%s: language.json names the language and its direction agrees with its locale', (language) => {
    const info = catalogues[language as keyof typeof catalogues].language;
    expect(info.name.trim()).not.toBe('');
    expect(info.englishName.trim()).not.toBe('');
    expect(Intl.getCanonicalLocales(info.locale)).toHaveLength(1);
    expect(info.dir).toBe(direction(info.locale));
    expect(languageInfo(language).dir).toBe(info.dir);
  });

  it('every namespace file of every language is a flat object of strings', () => {
    for (const { language, namespaces } of readCatalogueFolders(cataloguesDir)) {
      for (const namespace of namespaces) {
        const json: unknown = JSON.parse(
          readFileSync(new URL(`./catalogues/${language}/${namespace}.json`, import.meta.url), 'utf8'),
        );
        expect(json, `${language}/${namespace}.json`).toBeTypeOf('object');
        for (const [key, value] of Object.entries(json as object))
          expect(value, `${language}/${namespace}.json: ${key}`).toBeTypeOf('string');
      }
    }
  });

  it('site.ts enables only languages that have a catalogue, the default first', () => {
    expect(enabledLanguages[0]).toBe(defaultLanguage);
    for (const language of enabledLanguages) expect(languages).toContain(language);
  });
});
