import { spawn, type ChildProcess } from 'node:child_process';
import { afterEach, describe, expect, it } from 'vitest';
import { descendantsOf, resetPeakRss, rssOf, sampleTreePeak, treeRssMb } from './support/process-tree.ts';
import { residentMb } from './support/server.ts';

/** A child that fills `mb` of memory, says so, frees it when told (a line on stdin), and then waits. */
async function memoryChild(mb: number): Promise<{ child: ChildProcess; release(): Promise<void> }> {
  const script = `
    let held = Buffer.alloc(${mb} * 1024 * 1024, 1);
    process.stdout.write('filled\\n');
    process.stdin.once('data', () => { held = null; globalThis.gc(); process.stdout.write('released\\n'); });
    setInterval(() => {}, 1000);`;
  const child = spawn(process.execPath, ['--expose-gc', '-e', script], { stdio: ['pipe', 'pipe', 'inherit'] });
  children.push(child);
  const line = (text: string) =>
    new Promise<void>((resolve) => child.stdout!.on('data', (chunk: Buffer) => chunk.toString().includes(text) && resolve()));
  await line('filled');
  return {
    child,
    release: () => {
      const done = line('released');
      child.stdin!.write('go\n');
      return done;
    },
  };
}

const children: ChildProcess[] = [];
afterEach(() => {
  for (const child of children.splice(0)) child.kill('SIGKILL');
});

describe('process-tree memory', () => {
  it('finds a child among the descendants and counts its memory in the tree', async () => {
    const { child } = await memoryChild(120);
    expect(await descendantsOf(process.pid)).toContain(child.pid);
    expect(await rssOf(child.pid!)).toBeGreaterThan(120);
    expect(await treeRssMb(process.pid)).toBeGreaterThan((await rssOf(process.pid)) + 120);
    expect(await rssOf(2 ** 22 + 12345)).toBe(0);
  });

  it('keeps the peak of the tree after a child gives its memory back', async () => {
    const { child, release } = await memoryChild(150);
    const sampler = sampleTreePeak(async () => child.pid, 10);
    await new Promise((r) => setTimeout(r, 100));
    await release();
    await new Promise((r) => setTimeout(r, 50));
    const peak = await sampler.stop();
    expect(peak.mb).toBeGreaterThan(150);
    expect(peak.processes).toBe(1);
    expect(await treeRssMb(child.pid!)).toBeLessThan(peak.mb - 100);
  });

  it('resets a process’s VmHWM to its current size', async () => {
    const { child, release } = await memoryChild(150);
    await release();
    const pid = child.pid!;
    expect(await residentMb(pid, 'VmHWM')).toBeGreaterThan(150);
    expect(await resetPeakRss(pid)).toBe(true);
    expect(await residentMb(pid, 'VmHWM')).toBeLessThan(150);
  });
});
