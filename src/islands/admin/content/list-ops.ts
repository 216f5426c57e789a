/** A list's rows as the content forms change them: moved, replaced, removed (a new list each time). */

/** `list` with the item at `index` moved by `by` (−1 up, +1 down); unchanged at the ends. */
export function moved<T>(list: readonly T[], index: number, by: -1 | 1): T[] {
  const to = index + by;
  if (to < 0 || to >= list.length) return [...list];
  const next = [...list];
  [next[index], next[to]] = [next[to]!, next[index]!];
  return next;
}

export function replaced<T>(list: readonly T[], index: number, item: T): T[] {
  return list.map((current, i) => (i === index ? item : current));
}

export function removed<T>(list: readonly T[], index: number): T[] {
  return list.filter((_, i) => i !== index);
}
