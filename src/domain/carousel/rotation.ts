/** SPEC 4 and 9: carousels and announcements advance every 4000 ms, wrapping; the slide takes 500 ms. */
export const ROTATION_MS = 4000;
export const SLIDE_MS = 500;

/** `index` brought into 0…total-1, wrapping both ways (previous from the first is the last). */
export function wrapIndex(index: number, total: number): number {
  if (total <= 0) return 0;
  return ((index % total) + total) % total;
}

/** 'N of M' for the slide at `index` (0-based). */
export function positionLabel(index: number, total: number): string {
  return `${wrapIndex(index, total) + 1} of ${total}`;
}
