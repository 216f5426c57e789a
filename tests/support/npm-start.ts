import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
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

export { path };
