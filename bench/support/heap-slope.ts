/**
 * How fast a long-running page's heap grows: the least-squares slope of the heap after GC against the
 * simulated day, over a range of days. One day's figure moves with the machine (a collection that found a
 * detached screen not yet free, a late optimised compile, a sync still in flight under load); a slope over
 * a dozen days barely feels one such day, and a leak that adds a fixed amount every day shows as exactly
 * that amount per day. The `display` bench reports the median of three runs' slopes.
 */

export interface DaySample {
  day: number;
  /** JS heap in use after a full garbage collection, bytes. */
  heapBytes: number;
}

/** The least-squares slope of y against x (ordinary regression); needs two distinct x values. */
export function leastSquaresSlope(points: readonly { x: number; y: number }[]): number {
  if (points.length < 2) throw new RangeError(`a slope needs at least two points, got ${points.length}`);
  const meanX = points.reduce((sum, p) => sum + p.x, 0) / points.length;
  const meanY = points.reduce((sum, p) => sum + p.y, 0) / points.length;
  let covariance = 0;
  let variance = 0;
  for (const p of points) {
    covariance += (p.x - meanX) * (p.y - meanY);
    variance += (p.x - meanX) ** 2;
  }
  if (variance === 0) throw new RangeError('a slope needs two different x values');
  return covariance / variance;
}

/**
 * The heap's growth in KB (1,024 bytes) per simulated day over days `from` to `to` inclusive: the
 * least-squares slope of the samples of those days. Every day of the range must have been sampled.
 */
export function heapSlopeKbPerDay(samples: readonly DaySample[], from: number, to: number): number {
  if (!(Number.isInteger(from) && Number.isInteger(to) && to > from))
    throw new RangeError(`not a range of days: ${from} to ${to}`);
  const points: { x: number; y: number }[] = [];
  for (let day = from; day <= to; day++) {
    const sample = samples.find((x) => x.day === day);
    if (!sample) throw new RangeError(`no heap sample for day ${day} (days ${from} to ${to} are needed)`);
    points.push({ x: day, y: sample.heapBytes / 1024 });
  }
  return leastSquaresSlope(points);
}
