import { describe, expect, it } from 'vitest';
import { median } from '../harness.ts';
import { DISPLAY_BUDGET, injectedLeakKbPerDay } from '../display.ts';
import { heapSlopeKbPerDay, leastSquaresSlope, type DaySample } from './heap-slope.ts';

const KB = 1024;

/** Days 0..14: a flat 3.5 MB heap, plus `leakKb` per day, plus each day's noise in KB (by day). */
function run(leakKb: number, noiseKb: Record<number, number> = {}): DaySample[] {
  return Array.from({ length: 15 }, (_, day) => ({
    day,
    heapBytes: 3.5 * 1024 * KB + day * leakKb * KB + (noiseKb[day] ?? 0) * KB,
  }));
}

describe('heap slope (display bench)', () => {
  it('is the least-squares slope: exact on a line, the fitted line through scattered points', () => {
    expect(
      leastSquaresSlope([
        { x: 0, y: 1 },
        { x: 1, y: 3 },
        { x: 2, y: 5 },
      ]),
    ).toBe(2);
    // y = 1, 2, 2, 4 at x = 0..3: the fitted slope is (3·(-1.5)... ) = 0.9.
    expect(
      leastSquaresSlope([
        { x: 0, y: 1 },
        { x: 1, y: 2 },
        { x: 2, y: 2 },
        { x: 3, y: 4 },
      ]),
    ).toBeCloseTo(0.9, 10);
    expect(() => leastSquaresSlope([{ x: 1, y: 1 }])).toThrow(RangeError);
    expect(() =>
      leastSquaresSlope([
        { x: 1, y: 1 },
        { x: 1, y: 2 },
      ]),
    ).toThrow(RangeError);
  });

  it('reads a leak of 50 KB a day as 50 KB a day, and a flat heap as 0, over days 2 to 14', () => {
    expect(heapSlopeKbPerDay(run(50), 2, 14)).toBeCloseTo(50, 10);
    expect(heapSlopeKbPerDay(run(0), 2, 14)).toBeCloseTo(0, 10);
  });

  it('uses only the days of its range, and every one of them', () => {
    // A big first-days warm-up (days 0 and 1) is outside the range and changes nothing.
    expect(heapSlopeKbPerDay(run(0, { 0: -900, 1: -400 }), 2, 14)).toBeCloseTo(0, 10);
    const missing = run(0).filter((x) => x.day !== 9);
    expect(() => heapSlopeKbPerDay(missing, 2, 14)).toThrow(/no heap sample for day 9/);
    expect(() => heapSlopeKbPerDay(run(0), 5, 5)).toThrow(RangeError);
  });

  it("keeps one noisy day's jump inside the budget, where the day 2 → 7 difference took all of it", () => {
    // The noise the old figure saw: day 7 470 KB up (a collection that could not yet free something).
    const noisy = run(0, { 7: 470 });
    expect((noisy[7]!.heapBytes - noisy[2]!.heapBytes) / KB).toBe(470);
    expect(Math.abs(heapSlopeKbPerDay(noisy, 2, 14))).toBeLessThan(DISPLAY_BUDGET.heapSlopeKbPerDay);
    // The same day's jump on a 50 KB/day leak still fails.
    expect(heapSlopeKbPerDay(run(50, { 7: 470 }), 2, 14)).toBeGreaterThan(DISPLAY_BUDGET.heapSlopeKbPerDay);
  });

  it('the median of three runs drops one run that noise pushed over the budget, not a leak seen in all three', () => {
    const quiet = [run(0, { 4: 30, 11: -20 }), run(0, { 13: 700, 14: 700 }), run(1, { 6: 15 })];
    const slopes = quiet.map((samples) => heapSlopeKbPerDay(samples, 2, 14));
    expect(slopes[1]).toBeGreaterThan(DISPLAY_BUDGET.heapSlopeKbPerDay);
    expect(median(slopes)).toBeLessThan(DISPLAY_BUDGET.heapSlopeKbPerDay);
    const leaking = [run(50, { 4: 30 }), run(50, { 13: -600, 14: -600 }), run(50)];
    expect(median(leaking.map((samples) => heapSlopeKbPerDay(samples, 2, 14)))).toBeGreaterThan(
      DISPLAY_BUDGET.heapSlopeKbPerDay,
    );
  });

  it('takes the deliberate leak from BENCH_DISPLAY_LEAK_KB_PER_DAY (none when unset), and refuses a bad value', () => {
    expect(injectedLeakKbPerDay({})).toBe(0);
    expect(injectedLeakKbPerDay({ BENCH_DISPLAY_LEAK_KB_PER_DAY: '' })).toBe(0);
    expect(injectedLeakKbPerDay({ BENCH_DISPLAY_LEAK_KB_PER_DAY: '50' })).toBe(50);
    expect(() => injectedLeakKbPerDay({ BENCH_DISPLAY_LEAK_KB_PER_DAY: '-5' })).toThrow(/BENCH_DISPLAY_LEAK_KB_PER_DAY/);
    expect(() => injectedLeakKbPerDay({ BENCH_DISPLAY_LEAK_KB_PER_DAY: 'lots' })).toThrow(/BENCH_DISPLAY_LEAK_KB_PER_DAY/);
  });
});
