import { readFile } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { pgliteStartParams } from './pglite-settings.ts';

/**
 * Run by initPgliteDataDir (pglite-data-dir.ts) in a short-lived process of its own: creates a new
 * database cluster in the directory given and exits, so the ~500 MB that PGlite's initdb needs for a
 * few seconds (a second Postgres instance and a copy of its memory) is returned to the system at once
 * instead of staying with the server.
 */
const dir = process.argv[2];
if (!dir) {
  console.error('usage: node pglite-init-child.ts DIR');
  process.exit(2);
}

const compile = async (file: string) =>
  WebAssembly.compile(await readFile(new URL(file, import.meta.resolve('@electric-sql/pglite'))));
// initdb runs in a second PGlite instance: one compiled module serves both, so its code is there once.
const pglite = await PGlite.create({
  dataDir: dir,
  startParams: pgliteStartParams(),
  pgliteWasmModule: await compile('pglite.wasm'),
  initdbWasmModule: await compile('initdb.wasm'),
});
await pglite.close();
