import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { site as siteConfig } from '../../config/site.ts';
import type { Db } from '../db/client.ts';
import { loadContentSnapshot, serializeSnapshot } from '../content/snapshot.ts';
import { yearIn } from '../../domain/dates/zoned.ts';

/** Written into the output so a later start knows what the build was made from. */
export const STAMP_FILE = '.build-stamp';
const SOURCE_ENTRIES = ['src', 'public', 'migrations', 'astro.config.mjs', 'package-lock.json', 'tsconfig.json'];

async function fingerprintSources(projectRoot: string): Promise<string> {
  const hash = createHash('sha256');
  const visit = async (entry: string): Promise<void> => {
    const full = path.join(projectRoot, entry);
    const info = await stat(full).catch(() => undefined);
    if (!info) return;
    if (info.isDirectory()) {
      for (const child of (await readdir(full)).sort()) await visit(path.join(entry, child));
    } else {
      hash.update(`${entry}:${info.size}:${info.mtimeMs}\n`);
    }
  };
  for (const entry of SOURCE_ENTRIES) await visit(entry);
  return hash.digest('hex');
}

export interface BuildInput {
  projectRoot: string;
  /** Where the served site lives (dist/). */
  outDir: string;
  /** Scratch space for snapshots and builds in progress. */
  workDir: string;
  db: Db;
  now: Date;
  /** Aborting stops the build (the server is shutting down); dist/ is left as it was. */
  signal?: AbortSignal | undefined;
}

/** The snapshot and the stamp a build from the current sources and content would carry. */
export async function currentBuildStamp(input: BuildInput) {
  const snapshot = serializeSnapshot(await loadContentSnapshot(input.db, input.now, yearIn(siteConfig.timeZone, input.now)));
  const { generatedAt: _generatedAt, ...content } = snapshot;
  const stamp = createHash('sha256')
    .update(await fingerprintSources(input.projectRoot))
    .update(JSON.stringify(content))
    .digest('hex');
  return { snapshot, stamp };
}

export async function readBuildStamp(outDir: string): Promise<string | undefined> {
  return readFile(path.join(outDir, STAMP_FILE), 'utf8').catch(() => undefined);
}

/**
 * The build runs beside the server, so its peak adds to the server's on a small machine (ADR 013). V8's
 * young generation grows to tens of megabytes per semi-space in a bundler's burst of allocations; 4 MB
 * semi-spaces cost more frequent scavenges (no slower here) and take ~100 MB off the build's peak.
 */
export const ASTRO_BUILD_NODE_FLAGS = ['--max-semi-space-size=4'] as const;

/**
 * Most of the rest of the build's peak is native: the bundler's Rust thread pools and the memory its
 * allocator (mimalloc) keeps after a burst. One worker thread each and memory returned at once took the
 * build's peak from ~520 MB to ~415 MB for ~0.3 s more build time (ADR 013); a rebuild is background work.
 * The operator's own settings of these win.
 */
export const ASTRO_BUILD_ENV = { MIMALLOC_PURGE_DELAY: '0', RAYON_NUM_THREADS: '1', TOKIO_WORKER_THREADS: '1' } as const;

function runAstroBuild(projectRoot: string, env: NodeJS.ProcessEnv, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    const astro = path.join(projectRoot, 'node_modules/astro/bin/astro.mjs');
    const child = spawn(process.execPath, [...ASTRO_BUILD_NODE_FLAGS, astro, 'build', '--silent'], {
      cwd: projectRoot,
      env: { ...ASTRO_BUILD_ENV, ...env },
      stdio: ['ignore', 'inherit', 'pipe'],
      ...(signal ? { signal, killSignal: 'SIGTERM' as const } : {}),
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => {
      stderr = (stderr + chunk.toString()).slice(-4000);
    });
    child.on('error', reject);
    child.on('exit', (code, signal) =>
      code === 0 ? resolve() : reject(new Error(`astro build failed (${signal ?? `exit ${code}`}): ${stderr.trim()}`)),
    );
  });
}

/**
 * Builds the site from the current content into a fresh directory, then swaps it in for outDir. A failed
 * build leaves outDir as it was. Returns the stamp of the new build.
 */
export async function buildSite(input: BuildInput): Promise<string> {
  const { snapshot, stamp } = await currentBuildStamp(input);
  const id = `${Date.now()}-${process.pid}`;
  await mkdir(input.workDir, { recursive: true });
  const snapshotFile = path.join(input.workDir, `content-${id}.json`);
  const nextDir = path.join(input.workDir, `dist-${id}`);
  await writeFile(snapshotFile, JSON.stringify(snapshot));
  try {
    await runAstroBuild(input.projectRoot, {
      ...process.env,
      // What is served is a production build, whatever the server's own NODE_ENV (a test runner sets
      // 'test', which would otherwise ship React's development build).
      NODE_ENV: 'production',
      CONTENT_SNAPSHOT: snapshotFile,
      ASTRO_OUT_DIR: nextDir,
      ASTRO_TELEMETRY_DISABLED: '1',
    }, input.signal);
    await writeFile(path.join(nextDir, STAMP_FILE), stamp);
    const oldDir = path.join(input.workDir, `old-${id}`);
    await rename(input.outDir, oldDir).catch((error: NodeJS.ErrnoException) => {
      if (error.code !== 'ENOENT') throw error;
    });
    await rename(nextDir, input.outDir);
    await rm(oldDir, { recursive: true, force: true });
    return stamp;
  } finally {
    await rm(snapshotFile, { force: true });
    await rm(nextDir, { recursive: true, force: true });
  }
}
