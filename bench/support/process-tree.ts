import { readdir, readFile, writeFile } from 'node:fs/promises';

/**
 * Memory of a process together with everything it started (Linux /proc): what a small machine must hold at
 * once while the server initialises its database in a child process or rebuilds the site in another.
 */

/** The pids a process started, at any depth (from /proc/<pid>/task/<tid>/children). */
export async function descendantsOf(pid: number): Promise<number[]> {
  const found: number[] = [];
  const queue = [pid];
  while (queue.length > 0) {
    const current = queue.shift()!;
    const tasks = await readdir(`/proc/${current}/task`).catch(() => [] as string[]);
    for (const tid of tasks) {
      const list = await readFile(`/proc/${current}/task/${tid}/children`, 'utf8').catch(() => '');
      for (const child of list.split(/\s+/).filter(Boolean).map(Number)) {
        if (!found.includes(child)) {
          found.push(child);
          queue.push(child);
        }
      }
    }
  }
  return found;
}

/** VmRSS of one process in MB, 0 when it is gone. */
export async function rssOf(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8').catch(() => '');
  const match = /^VmRSS:\s+(\d+)\s+kB$/m.exec(status);
  return match ? Number(match[1]) / 1024 : 0;
}

/** The summed VmRSS of a process and its descendants, in MB. */
export async function treeRssMb(pid: number): Promise<number> {
  const pids = [pid, ...(await descendantsOf(pid))];
  const sizes = await Promise.all(pids.map(rssOf));
  return sizes.reduce((sum, n) => sum + n, 0);
}

export interface TreeSampler {
  /** The highest sum seen so far, in MB, and how many processes made it. */
  peak(): { mb: number; processes: number };
  /** Stops sampling and returns the peak. */
  stop(): Promise<{ mb: number; processes: number }>;
}

/**
 * Samples the summed VmRSS of `rootPid()` and its descendants every `intervalMs` until stopped. The root is
 * asked for at every sample, so a sampler may start before the process it watches has written its pid.
 * A sum of samples can miss a spike shorter than the interval; the peaks measured here last seconds.
 */
export function sampleTreePeak(rootPid: () => Promise<number | undefined>, intervalMs = 25): TreeSampler {
  let best = { mb: 0, processes: 0 };
  let running = true;
  const loop = (async () => {
    while (running) {
      const root = await rootPid().catch(() => undefined);
      if (root !== undefined) {
        const pids = [root, ...(await descendantsOf(root))];
        const sizes = await Promise.all(pids.map(rssOf));
        const mb = sizes.reduce((sum, n) => sum + n, 0);
        if (mb > best.mb) best = { mb, processes: sizes.filter((n) => n > 0).length };
      }
      await new Promise((resolve) => setTimeout(resolve, intervalMs));
    }
  })();
  return {
    peak: () => best,
    async stop() {
      running = false;
      await loop;
      return best;
    },
  };
}

/**
 * Resets a process's peak resident size (VmHWM) to its current size (`5` to /proc/<pid>/clear_refs), so a
 * phase's own peak can be read afterwards. False when the kernel or permissions refuse.
 */
export async function resetPeakRss(pid: number): Promise<boolean> {
  try {
    await writeFile(`/proc/${pid}/clear_refs`, '5');
    return true;
  } catch {
    return false;
  }
}
