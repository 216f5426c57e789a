import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PROJECT_ROOT, startSite, type StartedSite } from '../../tests/support/npm-start.ts';
import { freePort, spawnLogged, type Spawned } from '../../tests/support/processes.ts';

export const DIST_DIR = path.join(PROJECT_ROOT, 'dist');

/**
 * The resident memory of a process in MB, from /proc/<pid>/status (Linux only): VmRSS now, or VmHWM, the
 * peak since the process started.
 */
export async function residentMb(pid: number, field: 'VmRSS' | 'VmHWM' = 'VmRSS'): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const match = new RegExp(`^${field}:\\s+(\\d+)\\s+kB$`, 'm').exec(status);
  if (!match) throw new Error(`no ${field} for process ${pid}`);
  return Number(match[1]) / 1024;
}

/**
 * The pid of the process that serves: `npm start` runs npm, which runs node; the server writes its own pid
 * to DATA_DIR/server.pid (src/server/pid-lock.ts). Checked against its command line, so a stale file or
 * the npm process is never measured instead.
 */
export async function serverPid(dataDir: string): Promise<number> {
  const pid = Number((await readFile(path.join(dataDir, 'server.pid'), 'utf8')).trim());
  if (!Number.isInteger(pid) || pid <= 0) throw new Error(`no server pid in ${dataDir}/server.pid`);
  const cmdline = (await readFile(`/proc/${pid}/cmdline`, 'utf8')).split('\0').join(' ');
  if (!cmdline.includes('src/server/start.ts')) throw new Error(`process ${pid} is not the server: ${cmdline}`);
  return pid;
}

export interface TimedStart {
  origin: string;
  dataDir: string;
  spawned: Spawned;
  /** From spawning `npm start` to the first 200 from GET /. */
  firstOkMs: number;
  /** True when the start served the existing dist/ and began a rebuild (content or sources changed). */
  rebuilding(): boolean;
  /** Resolves when a rebuild the start began has finished (at once when none began). */
  waitForBuild(timeoutMs?: number): Promise<void>;
  stop(): Promise<void>;
}

/**
 * `npm start` as a user runs it on `dataDir` and a free port, timed from the spawn to the first 200 from
 * GET / (polled every 20 ms). The demo seed is on, as it is by default. `launcher` goes before `npm start`
 * (e.g. a memory limit's systemd-run).
 */
export async function startTimed(
  dataDir: string,
  env: Record<string, string> = {},
  options: { timeoutMs?: number; launcher?: readonly string[]; onSpawn?: (spawned: Spawned) => void } = {},
): Promise<TimedStart> {
  const timeoutMs = options.timeoutMs ?? 120_000;
  const [command, ...args] = [...(options.launcher ?? []), 'npm', 'start'];
  const port = await freePort();
  const childEnv: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    ADMIN_USERNAME: 'bench_admin',
    ADMIN_PASSWORD: 'bench-pass-123',
    ...env,
  };
  if (!env.DATABASE_URL) delete childEnv.DATABASE_URL;
  const origin = `http://127.0.0.1:${port}`;
  const started = performance.now();
  const spawned = spawnLogged(command!, args, { cwd: PROJECT_ROOT, env: childEnv });
  options.onSpawn?.(spawned);
  const stop = async () => {
    const pid = Number(await readFile(path.join(dataDir, 'server.pid'), 'utf8').catch(() => '0'));
    if (pid > 0) {
      try {
        process.kill(pid, 'SIGTERM');
      } catch {
        // already gone
      }
    }
    const settled = await Promise.race([spawned.exited, new Promise<'running'>((r) => setTimeout(() => r('running'), 15_000))]);
    if (settled === 'running') await spawned.stop('SIGTERM');
  };
  let firstOkMs: number | undefined;
  try {
    const deadline = Date.now() + timeoutMs;
    while (firstOkMs === undefined) {
      if (spawned.child.exitCode !== null) throw new Error(`npm start exited with ${spawned.child.exitCode}:\n${spawned.output()}`);
      if (Date.now() > deadline) throw new Error(`GET / did not answer 200 within ${timeoutMs} ms:\n${spawned.output()}`);
      const status = await fetch(`${origin}/`, { signal: AbortSignal.timeout(2_000) }).then(
        async (res) => {
          await res.arrayBuffer();
          return res.status;
        },
        () => 0,
      );
      if (status === 200) firstOkMs = performance.now() - started;
      else await new Promise((r) => setTimeout(r, 20));
    }
  } catch (error) {
    await stop();
    throw error;
  }
  const rebuilding = () => spawned.output().includes('while a new one builds');
  return {
    origin,
    dataDir,
    spawned,
    firstOkMs,
    rebuilding,
    async waitForBuild(buildTimeoutMs = 300_000) {
      const deadline = Date.now() + buildTimeoutMs;
      for (;;) {
        const output = spawned.output();
        if (!rebuilding() || output.includes('rebuilt the site')) return;
        if (output.includes('[rebuild] failed')) throw new Error(`the rebuild failed:\n${output}`);
        if (Date.now() > deadline) throw new Error(`the rebuild did not finish within ${buildTimeoutMs} ms:\n${output}`);
        await new Promise((r) => setTimeout(r, 250));
      }
    },
    stop,
  };
}

/**
 * Makes sure dist/ holds a build of this checkout: when there is none, one `npm start` on a scratch DATA_DIR
 * builds it (and is stopped). A dist/ whose content is older than a fresh seed is fine: it is current for
 * the sources, and every start below serves it at once.
 */
export async function ensureBuilt(log: (message: string) => void): Promise<void> {
  if (existsSync(path.join(DIST_DIR, 'index.html'))) return;
  log('no dist/: building it once with npm start');
  const site = await startSiteCleanly();
  try {
    await site.stop();
  } finally {
    await site.cleanup();
  }
}

/**
 * tests/support's startSite on a DATA_DIR of the bench's own, so nothing is left behind when the start
 * fails: the server (if it got as far as DATA_DIR/server.pid) is stopped and the directory removed.
 */
export async function startSiteCleanly(env: Record<string, string> = {}): Promise<StartedSite> {
  const dir = await mkdtemp(path.join(tmpdir(), 'masjid-bench-site-'));
  try {
    return await startSite(env, dir);
  } catch (error) {
    const pid = Number(await readFile(path.join(dir, 'server.pid'), 'utf8').catch(() => '0'));
    if (pid > 0) {
      try {
        process.kill(pid, 'SIGTERM');
      } catch {
        // already gone
      }
      await new Promise((r) => setTimeout(r, 2_000));
    }
    await rm(dir, { recursive: true, force: true });
    throw error;
  }
}
