import { describe, expect, it } from 'vitest';
import { PIXEL_SHIFT_MAX_PX, PIXEL_SHIFT_STEP_MINUTES, pixelShiftAt } from './pixel-shift.ts';

const START = Date.UTC(2026, 10, 25, 0, 0, 0);
const STEP_MS = PIXEL_SHIFT_STEP_MINUTES * 60_000;

describe('pixelShiftAt', () => {
  const day = Array.from({ length: (24 * 60) / PIXEL_SHIFT_STEP_MINUTES }, (_, i) => pixelShiftAt(new Date(START + i * STEP_MS)));

  it(`stays within ±${PIXEL_SHIFT_MAX_PX} px`, () => {
    for (const { x, y } of day) {
      expect(Math.abs(x)).toBeLessThanOrEqual(PIXEL_SHIFT_MAX_PX);
      expect(Math.abs(y)).toBeLessThanOrEqual(PIXEL_SHIFT_MAX_PX);
    }
  });

  it('moves at most one pixel per axis per step, never within a step', () => {
    for (let i = 1; i < day.length; i++) {
      expect(Math.abs(day[i]!.x - day[i - 1]!.x)).toBeLessThanOrEqual(1);
      expect(Math.abs(day[i]!.y - day[i - 1]!.y)).toBeLessThanOrEqual(1);
    }
    expect(pixelShiftAt(new Date(START + STEP_MS - 1))).toEqual(pixelShiftAt(new Date(START)));
  });

  it('visits most of the square in a day, not one line', () => {
    const visited = new Set(day.map(({ x, y }) => `${x},${y}`));
    expect(visited.size).toBeGreaterThan(((2 * PIXEL_SHIFT_MAX_PX + 1) ** 2) / 2);
  });

  it('is still with no room to move', () => {
    expect(pixelShiftAt(new Date(START + 7 * STEP_MS), 0)).toEqual({ x: 0, y: 0 });
  });
});
