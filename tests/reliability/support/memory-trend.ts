import { median } from './http.ts';

/** Resident memory sampled at a steady rate under steady load, MB, oldest first. */
export function memoryTrend(samplesMb: readonly number[]) {
  const third = Math.floor(samplesMb.length / 3);
  const sixth = Math.floor(samplesMb.length / 6);
  const medianOf = (from: number, to?: number) => Math.round(median(samplesMb.slice(from, to)));
  const summary = {
    samples: samplesMb.length,
    firstMb: Math.round(samplesMb[0] ?? 0),
    firstThirdMedianMb: medianOf(0, third),
    secondThirdMedianMb: medianOf(third, 2 * third),
    lastThirdMedianMb: medianOf(2 * third),
    fifthSixthMedianMb: medianOf(4 * sixth, 5 * sixth),
    lastSixthMedianMb: medianOf(5 * sixth),
    maxMb: Math.round(Math.max(...samplesMb)),
    everyTenSamplesMb: samplesMb.filter((_, i) => i % 10 === 0).map(Math.round),
  };
  // Warming up (JIT, caches, the embedded database's pages) is over by the second third; from there on the
  // median may move by noise and a little growth of the data, not by a leak: at most 7% or 48 MB a third.
  // A leak keeps growing at its rate to the end; a one-time step (a heap or an allocator arena enlarged
  // once: seen in CI as +95 MB at 70-90 s of 120, flat for the 40 s after it) stops. So memory keeps growing
  // when it grew past the bound over the last third AND still grew at that rate over the last third's
  // second half.
  const boundMb = Math.max(48, 0.07 * summary.secondThirdMedianMb);
  const keepsGrowing =
    summary.lastThirdMedianMb - summary.secondThirdMedianMb > boundMb &&
    summary.lastSixthMedianMb - summary.fifthSixthMedianMb > boundMb / 2;
  return { ...summary, boundMb: Math.round(boundMb), keepsGrowing };
}
