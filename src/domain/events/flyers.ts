/** SPEC 2: the carousel shows only events with a non-empty imageUrl, in the list's order. */
export function flyerEvents<T extends { imageUrl?: string | null }>(events: readonly T[]): (T & { imageUrl: string })[] {
  return events.filter((e): e is T & { imageUrl: string } => typeof e.imageUrl === 'string' && e.imageUrl.trim() !== '');
}
