import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { startSite, type StartedSite } from '../../support/npm-start.ts';

/** The account startSite() bootstraps (a super_admin). */
export const ADMIN = { username: 'e2e_admin', password: 'e2e-pass-123' } as const;

/** The signing secret of every server these suites start (one per test file, so it survives a restart). */
export const JWT_SECRET = randomBytes(36).toString('base64url');

/**
 * `npm start` for a reliability suite, configured as deployed: NODE_ENV=production (a rebuild the
 * server starts must not inherit the test runner's NODE_ENV=test) with its JWT_SECRET. The dist/ that
 * exists is served as it is (no waiting for a start-up rebuild; staff edits still rebuild it).
 */
export function startServer(env: Record<string, string> = {}, dataDir?: string): Promise<StartedSite> {
  return startSite({ BUILD_ON_START: 'false', NODE_ENV: 'production', JWT_SECRET, ...env }, dataDir);
}

/** The Node server's own pid (not npm's), from DATA_DIR/server.pid. */
export async function serverPid(site: Pick<StartedSite, 'dataDir'>): Promise<number> {
  const pid = Number((await readFile(path.join(site.dataDir, 'server.pid'), 'utf8')).trim());
  if (!Number.isInteger(pid) || pid <= 0) throw new Error(`no server pid in ${site.dataDir}/server.pid`);
  return pid;
}

/** Resident memory of a process in MB, from /proc/<pid>/status (VmRSS). */
export async function residentMb(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const kb = /^VmRSS:\s+(\d+)\s+kB/m.exec(status);
  if (!kb) throw new Error(`no VmRSS for ${pid}`);
  return Number(kb[1]) / 1024;
}

/** What the resident memory is made of (anonymous, file-backed, shared), MB: tells a heap or arena from mapped files. */
export async function memoryComposition(pid: number): Promise<Record<string, number>> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const composition: Record<string, number> = {};
  for (const match of status.matchAll(/^(VmRSS|VmHWM|RssAnon|RssFile|RssShmem|VmData):\s+(\d+)\s+kB/gm)) {
    composition[match[1]!] = Math.round(Number(match[2]) / 1024);
  }
  return composition;
}

export function portOf(site: Pick<StartedSite, 'origin'>): number {
  return Number(new URL(site.origin).port);
}

/** Stops what startSite() spawned, whatever state it is in, and removes its DATA_DIR. */
export async function stopAndClean(site: StartedSite | undefined): Promise<void> {
  if (!site) return;
  await site.stop().catch(() => undefined);
  killGroup(site);
  await site.cleanup();
}

/** SIGKILL to the process group startSite() started (npm, the server, a build it spawned). */
export function killGroup(site: StartedSite): void {
  try {
    process.kill(-site.process.child.pid!, 'SIGKILL');
  } catch {
    // already gone
  }
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls `check` until it returns true or `timeoutMs` passes; returns whether it did. */
export async function waitFor(
  check: () => Promise<boolean> | boolean,
  timeoutMs: number,
  intervalMs = 250,
): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (await check()) return true;
    if (Date.now() > deadline) return false;
    await sleep(intervalMs);
  }
}

export type { StartedSite };
