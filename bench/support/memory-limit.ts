import { execFile } from 'node:child_process';
import { mkdir, readFile, rmdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/**
 * A memory limit for a command and everything it starts, the strictest this machine allows:
 * - a systemd scope with MemoryMax (systemd-run, when systemd runs the machine);
 * - else a cgroup v2 group of our own with memory.max (a root shell in a container with its own
 *   cgroup namespace can make one);
 * - else a watchdog: the caller samples the process tree and kills it past the limit. An address-space
 *   limit (prlimit --as) is no option: V8 reserves gigabytes of address space it never touches, and Node
 *   does not start under 1 GB of it.
 * The kernel-enforced modes also count the page cache the processes fill; the watchdog counts resident
 * memory only.
 */
export interface MemoryLimit {
  /** Short: 'systemd scope', 'cgroup v2' or 'watchdog'. */
  mode: string;
  /** What enforces the limit, for the log. */
  detail: string;
  /** Put before the command (empty for the watchdog). */
  launcher: string[];
  /** True when the caller must enforce the limit itself. */
  watchdog: boolean;
  /** The kernel's own peak for the group (cgroup v2 memory.peak), when it keeps one. */
  kernelPeakMb(): Promise<number | undefined>;
  /** Removes the group once its processes are gone. */
  cleanup(): Promise<void>;
}

async function systemdRunning(): Promise<boolean> {
  try {
    const { stdout } = await run('systemctl', ['is-system-running'], { timeout: 5_000 });
    return /^(running|degraded)/.test(stdout.trim());
  } catch (error) {
    return /^(running|degraded)/.test(String((error as { stdout?: string }).stdout ?? '').trim());
  }
}

/** Our own cgroup v2 directory, when the unified hierarchy is mounted and has the memory controller. */
async function ownCgroupV2(): Promise<string | undefined> {
  const mounts = await readFile('/proc/self/mountinfo', 'utf8').catch(() => '');
  const mount = mounts
    .split('\n')
    .map((line) => line.split(' '))
    .find((fields) => fields[fields.indexOf('-') + 1] === 'cgroup2')?.[4];
  if (!mount) return undefined;
  const own = (await readFile('/proc/self/cgroup', 'utf8').catch(() => ''))
    .split('\n')
    .find((line) => line.startsWith('0::'))
    ?.slice(3);
  if (own === undefined) return undefined;
  const dir = path.join(mount, own);
  const controllers = await readFile(path.join(dir, 'cgroup.controllers'), 'utf8').catch(() => '');
  return controllers.split(/\s+/).includes('memory') ? dir : undefined;
}

async function cgroupV2Limit(bytes: number): Promise<MemoryLimit | undefined> {
  const parent = await ownCgroupV2();
  if (!parent) return undefined;
  const group = path.join(parent, `masjid-bench-${process.pid}`);
  try {
    await writeFile(path.join(parent, 'cgroup.subtree_control'), '+memory').catch(() => undefined);
    await mkdir(group);
    await writeFile(path.join(group, 'memory.max'), String(bytes));
    await writeFile(path.join(group, 'memory.swap.max'), '0').catch(() => undefined);
  } catch {
    await rmdir(group).catch(() => undefined);
    return undefined;
  }
  return {
    mode: 'cgroup v2',
    detail: `memory.max in ${group}`,
    // The shell moves itself into the group, then becomes the command: all it starts stays inside.
    launcher: ['sh', '-c', `echo $$ > '${group}/cgroup.procs' && exec "$@"`, 'sh'],
    watchdog: false,
    async kernelPeakMb() {
      const peak = await readFile(path.join(group, 'memory.peak'), 'utf8').catch(() => '');
      return peak.trim() ? Number(peak) / 2 ** 20 : undefined;
    },
    async cleanup() {
      for (let i = 0; i < 20; i++) {
        if (await rmdir(group).then(() => true, () => false)) return;
        await new Promise((r) => setTimeout(r, 250));
      }
    },
  };
}

export async function memoryLimit(megabytes: number): Promise<MemoryLimit> {
  const bytes = megabytes * 2 ** 20;
  if (await systemdRunning()) {
    return {
      mode: 'systemd scope',
      detail: `systemd-run --scope -p MemoryMax=${megabytes}M`,
      launcher: ['systemd-run', '--scope', '--quiet', '--collect', '-p', `MemoryMax=${bytes}`, '-p', 'MemorySwapMax=0', '--'],
      watchdog: false,
      kernelPeakMb: async () => undefined,
      cleanup: async () => undefined,
    };
  }
  const cgroup = await cgroupV2Limit(bytes);
  if (cgroup) return cgroup;
  return {
    mode: 'watchdog',
    detail: 'no systemd or cgroup v2 memory controller here: the tree is sampled every 25 ms and killed past the limit',
    launcher: [],
    watchdog: true,
    kernelPeakMb: async () => undefined,
    cleanup: async () => undefined,
  };
}
