/** `npm run i18n`: writes src/i18n/generated/ from src/i18n/catalogues/ (catalogue-index.ts). */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { readCatalogueFolders, renderCatalogueIndex } from './catalogue-index.ts';

const cataloguesDir = fileURLToPath(new URL('./catalogues/', import.meta.url));
const generatedDir = new URL('./generated/', import.meta.url);

const files = renderCatalogueIndex(readCatalogueFolders(cataloguesDir));
mkdirSync(generatedDir, { recursive: true });
for (const [name, text] of Object.entries(files)) {
  const target = new URL(`${name}.ts`, generatedDir);
  let current: string | undefined;
  try {
    current = readFileSync(target, 'utf8');
  } catch {
    current = undefined;
  }
  if (current !== text) {
    writeFileSync(target, text);
    console.log(`i18n: wrote src/i18n/generated/${name}.ts`);
  }
}
