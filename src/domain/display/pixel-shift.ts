/**
 * A slow drift of the whole screen against burn-in (issue 14: "a slow pixel shift"): every STEP_MINUTES
 * the picture moves by at most a pixel along each axis, wandering over a (2 × max + 1)² square and back,
 * so no edge of text stays on the same pixels for hours, and no move is big enough to notice.
 * It follows the wall clock, so it needs no timer and a reload keeps its place.
 */
export const PIXEL_SHIFT_STEP_MINUTES = 2;
export const PIXEL_SHIFT_MAX_PX = 6;

/** A triangle wave: 0, 1, … max, max-1, … -max, … 0, one pixel per step. */
function wander(step: number, max: number): number {
  const period = 4 * max;
  const phase = ((step % period) + period) % period;
  if (phase <= max) return phase;
  if (phase <= 3 * max) return 2 * max - phase;
  return phase - 4 * max;
}

export function pixelShiftAt(now: Date, max = PIXEL_SHIFT_MAX_PX): { x: number; y: number } {
  if (max <= 0) return { x: 0, y: 0 };
  const step = Math.floor(now.getTime() / (PIXEL_SHIFT_STEP_MINUTES * 60_000));
  // Different periods on the two axes (4·max and 4·max + 2 steps) trace the whole square, not one diagonal.
  return { x: wander(step, max), y: wander(Math.floor((step * (4 * max)) / (4 * max + 2)), max) };
}
