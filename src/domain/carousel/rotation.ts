/** SPEC 4 and 9: carousels and announcements advance every 4000 ms, wrapping; the slide takes 500 ms. */
export const ROTATION_MS = 4000;
export const SLIDE_MS = 500;

/** `index` brought into 0…total-1, wrapping both ways (previous from the first is the last). */
export function wrapIndex(index: number, total: number): number {
  if (total <= 0) return 0;
  return ((index % total) + total) % total;
}

/** A position message in the page's language ('{n} of {total}') for the slide at `index` (0-based): '2 of 3'. */
export function positionLabel(message: string, index: number, total: number): string {
  return message.replace('{n}', String(wrapIndex(index, total) + 1)).replace('{total}', String(total));
}
