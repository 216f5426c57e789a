import { spawn } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { mkdir, rename, rm, rmdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGLITE_NODE_FLAGS } from './pglite-settings.ts';

// From the project root, three levels up both here (src/server/db) and where the Astro build bundles this
// module (dist/.prerender/chunks), like MIGRATIONS_DIR: a path relative to this file breaks once bundled.
const CHILD = fileURLToPath(new URL('../../../src/server/db/pglite-init-child.ts', import.meta.url));
const INIT_TIMEOUT_MS = 300_000;

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Staging directories of initialisations whose process is gone (killed mid-way). */
async function removeAbandonedStaging(dataDir: string): Promise<void> {
  const parent = path.dirname(dataDir);
  const prefix = `${path.basename(dataDir)}.init-`;
  for (const name of readdirSync(parent)) {
    if (!name.startsWith(prefix)) continue;
    const pid = Number(name.slice(prefix.length));
    if (Number.isInteger(pid) && pid > 0 && !isAlive(pid)) await rm(path.join(parent, name), { recursive: true, force: true });
  }
}

function runInitChild(staging: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [...PGLITE_NODE_FLAGS, CHILD, staging], {
      stdio: ['ignore', 'ignore', 'pipe'],
      timeout: INIT_TIMEOUT_MS,
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => {
      stderr = (stderr + chunk.toString()).slice(-4_000);
    });
    child.on('error', reject);
    child.on('exit', (code, signal) =>
      code === 0
        ? resolve()
        : reject(new Error(`creating the embedded database failed (${signal ?? `exit ${code}`}): ${stderr.trim()}`)),
    );
  });
}

/**
 * Makes sure `dataDir` holds a PGlite database cluster. A new one is created in a short-lived child
 * process (ADR 013) in a staging directory beside it and renamed into place when complete, so an
 * interrupted start never leaves half a cluster where the next start would look for one. Returns true
 * when it created the cluster.
 */
export async function initPgliteDataDir(dataDir: string): Promise<boolean> {
  if (existsSync(path.join(dataDir, 'PG_VERSION'))) return false;
  if (existsSync(dataDir) && readdirSync(dataDir).length > 0) {
    throw new Error(`${dataDir} holds files but no database (no PG_VERSION); move it aside and start again`);
  }
  await mkdir(path.dirname(dataDir), { recursive: true });
  await removeAbandonedStaging(dataDir);
  const staging = `${dataDir}.init-${process.pid}`;
  await rm(staging, { recursive: true, force: true });
  try {
    await runInitChild(staging);
    if (!existsSync(path.join(staging, 'PG_VERSION'))) throw new Error('creating the embedded database left no PG_VERSION');
    if (existsSync(dataDir)) await rmdir(dataDir);
    await rename(staging, dataDir);
  } catch (error) {
    await rm(staging, { recursive: true, force: true });
    throw error;
  }
  return true;
}
