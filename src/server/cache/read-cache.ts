import type { RebuildTrigger } from '../rebuild/rebuild-trigger.ts';

/**
 * Public answers that every visitor shares (today's prayer times, the announcements, the events), kept in
 * memory for a few seconds so a crowd minutes before the adhan costs the database one query per key, not
 * one per visitor. Entries are dropped at once when staff change content (the same signal that asks for a
 * rebuild), so an edit shows immediately; the time limit only bounds time-driven changes such as an
 * announcement passing its expiry. Per process: a second server on the same database sees another
 * process's edits within the time limit.
 */
export interface ReadCache {
  /** The fresh cached value for `key`, or `load()`'s, stored; concurrent misses share one load. */
  read<T>(key: string, load: () => Promise<T>): Promise<T>;
  /** Forgets everything, including loads still running (they are not stored). */
  clear(): void;
}

/** How long `npm start` reuses a shared public answer when nothing changed (expiries are the only drift). */
export const READ_CACHE_TTL_MS = 5_000;

/** No caching: most API tests (the adapters each wire their own: memory on Node, Cloudflare's cache on the edge). */
export const noReadCache: ReadCache = {
  read: (_key, load) => load(),
  clear: () => undefined,
};

export function memoryReadCache(options: { ttlMs: number; now?: () => number; maxEntries?: number }): ReadCache {
  const now = options.now ?? Date.now;
  const maxEntries = options.maxEntries ?? 1_000;
  const entries = new Map<string, { value: unknown; storedAt: number }>();
  const loading = new Map<string, Promise<unknown>>();
  let generation = 0;

  return {
    async read<T>(key: string, load: () => Promise<T>): Promise<T> {
      const entry = entries.get(key);
      const age = entry ? now() - entry.storedAt : Infinity;
      if (entry && age >= 0 && age < options.ttlMs) return entry.value as T;
      const inFlight = loading.get(key);
      if (inFlight) return inFlight as Promise<T>;
      const startedIn = generation;
      const promise = load()
        .then((value) => {
          if (startedIn === generation) {
            if (entries.size >= maxEntries) entries.delete(entries.keys().next().value!);
            entries.set(key, { value, storedAt: now() });
          }
          return value;
        })
        .finally(() => {
          if (loading.get(key) === promise) loading.delete(key);
        });
      loading.set(key, promise);
      return promise;
    },
    clear() {
      generation++;
      entries.clear();
      loading.clear();
    },
  };
}

/** A rebuild trigger that first drops the cached public answers: one signal for "content changed". */
export function invalidatingRebuild(cache: ReadCache, rebuild: RebuildTrigger): RebuildTrigger {
  return {
    request(reason) {
      cache.clear();
      rebuild.request(reason);
    },
  };
}
