import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Claims DATA_DIR for this process: the embedded database must never be opened by two servers at once.
 * The file also tells operators (and tests) which process to signal. Returns the release function.
 */
export function claimDataDir(dataDir: string): () => void {
  const file = path.join(dataDir, 'server.pid');
  let existing: number | undefined;
  try {
    existing = Number(readFileSync(file, 'utf8').trim());
  } catch {
    existing = undefined;
  }
  if (existing && existing !== process.pid && isAlive(existing)) {
    throw new Error(`DATA_DIR ${dataDir} is in use by process ${existing}; stop it first or choose another DATA_DIR`);
  }
  writeFileSync(file, String(process.pid));
  return () => rmSync(file, { force: true });
}
