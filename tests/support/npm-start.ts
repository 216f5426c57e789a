import { cp, mkdtemp, readFile, rename, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { readBuildStamp } from '../../src/server/build/site-builder.ts';
import { freePort, spawnLogged, waitForHttp, type Spawned } from './processes.ts';

export const PROJECT_ROOT = fileURLToPath(new URL('../..', import.meta.url));

export interface StartedSite {
  origin: string;
  dataDir: string;
  process: Spawned;
  stop(): Promise<number | null>;
  cleanup(): Promise<void>;
}

/**
 * npm start serves an existing dist/ at once and rebuilds in the background when sources or content
 * changed; journeys must see the build of this checkout and this database, so they wait for it.
 */
async function waitForCurrentBuild(spawned: Spawned, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const output = spawned.output();
    if (!output.includes('while a new one builds') || output.includes('rebuilt the site')) return;
    if (output.includes('[rebuild] failed') || Date.now() > deadline) throw new Error(`the site did not rebuild:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

/** `npm start` as a user runs it, on a fresh temporary DATA_DIR and a free port, once its build is current. */
export async function startSite(env: Record<string, string> = {}, dataDir?: string): Promise<StartedSite> {
  const dir = dataDir ?? (await mkdtemp(path.join(tmpdir(), 'masjid-e2e-')));
  const port = await freePort();
  const childEnv: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dir,
    ADMIN_USERNAME: 'e2e_admin',
    ADMIN_PASSWORD: 'e2e-pass-123',
    ...env,
  };
  delete childEnv.DATABASE_URL;
  if (env.DATABASE_URL) childEnv.DATABASE_URL = env.DATABASE_URL;
  const spawned = spawnLogged('npm', ['start'], { cwd: PROJECT_ROOT, env: childEnv });
  const origin = `http://127.0.0.1:${port}`;
  await waitForHttp(`${origin}/api/health`, spawned, 280_000);
  await waitForCurrentBuild(spawned, 280_000);
  return {
    origin,
    dataDir: dir,
    process: spawned,
    async stop() {
      // SIGTERM to the server itself, as a process supervisor would; npm then exits with its code.
      const pid = Number(await readFile(path.join(dir, 'server.pid'), 'utf8').catch(() => '0'));
      if (pid > 0) {
        try {
          process.kill(pid, 'SIGTERM');
        } catch {
          // already gone
        }
      }
      const settled = await Promise.race([spawned.exited, new Promise<'running'>((r) => setTimeout(() => r('running'), 15_000))]);
      return settled === 'running' ? spawned.stop('SIGTERM') : settled;
    },
    cleanup: () => rm(dir, { recursive: true, force: true }),
  };
}

/**
 * A site as `npm start` leaves it on an empty DATA_DIR (migrated, seeded, its first super_admin made, its
 * build current), kept to be copied: seeding and building again for every journey file costs the same
 * 10-30 s each time and tests nothing new.
 */
export interface FreshSiteTemplate {
  /** The stopped site's DATA_DIR. */
  dataDir: string;
  /** dist/ as built for that content. */
  dist: string;
  /** That build's stamp: equal to dist/'s when dist/ still holds it. */
  stamp: string;
}

const DIST = path.join(PROJECT_ROOT, 'dist');
const readStamp = async (dir: string) => (await readBuildStamp(dir)) ?? '';

/** `npm start` on an empty DATA_DIR, stopped once its build is current, and kept as a template in `dir`. */
export async function makeFreshSiteTemplate(dir: string): Promise<FreshSiteTemplate> {
  const site = await startSite();
  const code = await site.stop();
  if (code !== 0) throw new Error(`npm start for the fresh-site template exited with ${code}:\n${site.process.output()}`);
  const template = { dataDir: path.join(dir, 'data'), dist: path.join(dir, 'dist'), stamp: await readStamp(DIST) };
  // The build's scratch space and the pid file are the stopped server's own.
  await cp(site.dataDir, template.dataDir, { recursive: true, filter: (source) => !/[/\\](build|server\.pid)$/.test(source) });
  await cp(DIST, template.dist, { recursive: true });
  await site.cleanup();
  return template;
}

/**
 * `npm start` on a copy of the template's DATA_DIR, with dist/ put back to the template's build if a
 * journey before has rebuilt it: the server then finds its build current and serves at once. Journeys
 * run one file at a time, so no server is serving dist/ while it is swapped.
 */
export async function startSiteFrom(template: FreshSiteTemplate): Promise<StartedSite> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'masjid-e2e-'));
  await cp(template.dataDir, dataDir, { recursive: true });
  if ((await readStamp(DIST)) !== template.stamp) {
    const next = `${DIST}.next-${process.pid}`;
    const old = `${DIST}.old-${process.pid}`;
    await cp(template.dist, next, { recursive: true });
    await rename(DIST, old).catch(() => undefined);
    await rename(next, DIST);
    await rm(old, { recursive: true, force: true });
  }
  return startSite({}, dataDir);
}

export { path };
