import { describe, expect, it } from 'vitest';
import { memoryTrend } from './support/memory-trend.ts';

/** 120 one-second samples made by `at(second)`. */
const run = (at: (second: number) => number) => Array.from({ length: 120 }, (_, second) => at(second));
const warmUp = (second: number) => 240 + Math.min(second, 30) * 2;

describe('memoryTrend: a leak from a one-time step', () => {
  it.each([
    ['flat after warming up', run(warmUp), false],
    ['noise of ±10 MB', run((s) => warmUp(s) + (s % 2 ? 10 : -10)), false],
    ['a leak of 1.5 MB/s from the start', run((s) => warmUp(s) + 1.5 * s), true],
    ['a leak of 1.5 MB/s from the second third on', run((s) => warmUp(s) + 1.5 * Math.max(0, s - 40)), true],
    ['a slow leak of 0.5 MB/s (under the bound)', run((s) => warmUp(s) + 0.5 * s), false],
    ['a +95 MB step at 75 s, flat after (CI, 2026-11-27)', run((s) => warmUp(s) + (s >= 75 ? 95 : 0)), false],
    ['a +95 MB step at 100 s, flat after', run((s) => warmUp(s) + (s >= 100 ? 95 : 0)), false],
    ['a step at 75 s and a leak of 2 MB/s after it', run((s) => warmUp(s) + (s >= 75 ? 60 + 2 * (s - 75) : 0)), true],
  ])('%s → keeps growing: %s', (_, samples, keepsGrowing) => {
    expect(memoryTrend(samples).keepsGrowing).toBe(keepsGrowing);
  });

  it('the CI run of 2026-11-27 (one sample in ten) reads as a step, not a leak', () => {
    const tens = [242, 295, 300, 307, 308, 315, 331, 386, 426, 414, 424, 417];
    const samples = run((s) => tens[Math.floor(s / 10)]! + ((s % 10) * ((tens[Math.floor(s / 10) + 1] ?? tens.at(-1)!) - tens[Math.floor(s / 10)]!)) / 10);
    expect(memoryTrend(samples).keepsGrowing).toBe(false);
  });
});
