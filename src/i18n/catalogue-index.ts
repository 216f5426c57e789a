/**
 * Makes src/i18n/generated/catalogues.ts and languages.ts from the folders of src/i18n/catalogues/ (ADR 023):
 * one folder per language, a language.json and one JSON file per namespace. `npm run i18n` writes them
 * (generate.ts); a unit test fails when the committed files are not what this makes. Adding a language is
 * adding a folder and running `npm run i18n`: nothing else in the code names a language.
 */
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const LANGUAGE_TAG = /^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$/;
const NAMESPACE = /^[a-z][a-zA-Z0-9]*$/;

export type CatalogueFolder = { language: string; namespaces: string[] };

/** The languages (folders) and their namespaces (JSON files other than language.json), sorted. */
export function readCatalogueFolders(cataloguesDir: string): CatalogueFolder[] {
  return readdirSync(cataloguesDir)
    .filter((name) => statSync(path.join(cataloguesDir, name)).isDirectory())
    .sort()
    .map((language) => {
      if (!LANGUAGE_TAG.test(language))
        throw new Error(`src/i18n/catalogues/${language}: not a language tag (en, tr, pt-BR)`);
      const files = readdirSync(path.join(cataloguesDir, language)).filter((file) => file.endsWith('.json'));
      if (!files.includes('language.json')) throw new Error(`src/i18n/catalogues/${language} has no language.json`);
      const namespaces = files
        .filter((file) => file !== 'language.json')
        .map((file) => file.slice(0, -'.json'.length))
        .sort();
      for (const namespace of namespaces) {
        if (!NAMESPACE.test(namespace))
          throw new Error(`src/i18n/catalogues/${language}/${namespace}.json: name a namespace in camelCase`);
      }
      return { language, namespaces };
    });
}

const identifier = (language: string, name: string) => `${language.replace(/-/g, '_')}_${name}`;

const propertyName = (language: string) => (/^[a-z]+$/.test(language) ? language : `'${language}'`);

const HEADER = '// Made by `npm run i18n` (src/i18n/catalogue-index.ts) from src/i18n/catalogues/: do not edit.\n';

/** The two generated files' text. */
export function renderCatalogueIndex(folders: readonly CatalogueFolder[]): { catalogues: string; languages: string } {
  const imports: string[] = [];
  const entries: string[] = [];
  for (const { language, namespaces } of folders) {
    imports.push(
      `import ${identifier(language, 'language')} from '../catalogues/${language}/language.json' with { type: 'json' };`,
    );
    for (const namespace of namespaces) {
      imports.push(
        `import ${identifier(language, namespace)} from '../catalogues/${language}/${namespace}.json' with { type: 'json' };`,
      );
    }
    const members = namespaces.map((namespace) => `      ${namespace}: ${identifier(language, namespace)},`).join('\n');
    entries.push(
      `  ${propertyName(language)}: {\n    language: ${identifier(language, 'language')},\n    namespaces: {\n${members}\n    },\n  },`,
    );
  }
  const catalogues = `${HEADER}${imports.join('\n')}

// language.json's fields; src/i18n/index.ts checks \`dir\` and \`locale\`.
type Catalogue = {
  language: { name: string; englishName: string; dir: string; locale: string };
  namespaces: Record<string, Record<string, string>>;
};

/** Every language's language.json and namespaces, as the JSON files hold them. */
export const catalogues = {
${entries.join('\n')}
} as const satisfies Record<string, Catalogue>;

export type CatalogueLanguage = keyof typeof catalogues;

type NamespacesOf<L extends CatalogueLanguage> = (typeof catalogues)[L]['namespaces'];

/** 'namespace.key' for every message of any catalogue (the catalogue tests keep them the same everywhere). */
export type MessageKey = {
  [L in CatalogueLanguage]: {
    [N in keyof NamespacesOf<L> & string]: \`\${N}.\${keyof NamespacesOf<L>[N] & string}\`;
  }[keyof NamespacesOf<L> & string];
}[CatalogueLanguage];
`;
  const languages = `${HEADER}
/** The languages with a catalogue folder; site.ts may enable only these. */
export const CATALOGUE_LANGUAGES: readonly string[] = [${folders.map(({ language }) => `'${language}'`).join(', ')}];
`;
  return { catalogues, languages };
}
