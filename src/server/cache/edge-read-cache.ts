import type { ReadCache } from './read-cache.ts';

/** The slice of Cloudflare's Cache API (`caches.default`) this module uses. */
export interface CacheLike {
  match(request: string): Promise<Response | undefined>;
  put(request: string, response: Response): Promise<void>;
}

/**
 * A staff change is visible everywhere within this window: cached answers are keyed by the window they
 * were read in (and expire with it), so a data center that did not see the change reads afresh at the
 * next window at the latest.
 */
export const EDGE_READ_WINDOW_MS = 60_000;
/** The content stamp outlives any answer; if it is evicted, answers fall back to the window's limit. */
const STAMP_MAX_AGE_SECONDS = 86_400;
/** A concurrent miss in the same isolate waits this long for the first reader's answer, then reads itself. */
const SHARE_WAIT_MS = 5_000;
const SHARE_POLL_MS = 20;

/**
 * What this isolate knows of a key (see `read`): a request is reading it now, or one stored its answer.
 * 'stored' matters to a reader whose lookup began before the answer landed and came back empty.
 */
const inIsolate = new Map<string, 'loading' | 'stored'>();
const MAX_REMEMBERED = 1_000;

/**
 * The edge's read cache (ADR 011): shared public answers in Cloudflare's cache of the data center.
 * Keys name the content stamp and the minute: a staff change puts a new stamp (before its response is
 * sent), so that member of staff, and every visitor served by the same data center, read the change at
 * once; elsewhere answers expire with their window. Cache trouble never fails a read: it reads the
 * database instead.
 */
export function edgeReadCache(options: {
  cache: CacheLike;
  /** The site's origin: cache keys live under the hostname the site is served from. */
  origin: string;
  now: () => Date;
  beforeResponse: (work: Promise<unknown>) => void;
  background: (work: Promise<unknown>) => void;
  windowMs?: number;
}): ReadCache {
  const windowMs = options.windowMs ?? EDGE_READ_WINDOW_MS;
  const stampKey = `${options.origin}/__read-cache/stamp`;
  const currentStamp = async () => (await options.cache.match(stampKey))?.text() ?? '0';

  const lookup = async (key: string): Promise<{ found: true; value: unknown } | { found: false }> => {
    const hit = await options.cache.match(key);
    return hit ? { found: true, value: await hit.json() } : { found: false };
  };

  return {
    async read<T>(key: string, load: () => Promise<T>): Promise<T> {
      let cacheKey: string;
      try {
        const window = Math.floor(options.now().getTime() / windowMs);
        cacheKey = `${options.origin}/__read-cache/${encodeURIComponent(await currentStamp())}/${window}/${encodeURIComponent(key)}`;
        const hit = await lookup(cacheKey);
        if (hit.found) return hit.value as T;
        // A crowd's first requests all miss together: those in this isolate wait for the first reader's
        // answer rather than each asking the database (promises cannot be shared between requests).
        const deadline = Date.now() + SHARE_WAIT_MS;
        while (inIsolate.get(cacheKey) === 'loading' && Date.now() < deadline) {
          await new Promise((resolve) => setTimeout(resolve, SHARE_POLL_MS));
          const shared = await lookup(cacheKey);
          if (shared.found) return shared.value as T;
        }
        // Stored since this request looked (or while it waited): one more look before reading.
        if (inIsolate.get(cacheKey) === 'stored') {
          const shared = await lookup(cacheKey);
          if (shared.found) return shared.value as T;
        }
      } catch (error) {
        console.warn(`[cache] read of ${key} skipped the cache: ${(error as Error).message}`);
        return load();
      }
      // The first miss owns the key until its answer is stored; one that waited in vain reads on its own.
      const owner = inIsolate.get(cacheKey) !== 'loading';
      if (owner) {
        if (inIsolate.size >= MAX_REMEMBERED) inIsolate.clear();
        inIsolate.set(cacheKey, 'loading');
      }
      const settle = (state: 'stored' | undefined) => {
        if (!owner) return;
        if (state) inIsolate.set(cacheKey, state);
        else inIsolate.delete(cacheKey);
      };
      let value: T;
      try {
        value = await load();
      } catch (error) {
        settle(undefined);
        throw error;
      }
      // The key ends freshness with the window; the cache may keep the answer a window longer, for a
      // request that read its clock just before the window ended (a busy isolate starts late).
      const maxAge = Math.max(1, Math.ceil((2 * windowMs) / 1000));
      const stored = new Response(JSON.stringify(value), {
        headers: { 'Content-Type': 'application/json', 'Cache-Control': `public, max-age=${maxAge}` },
      });
      options.background(
        options.cache.put(cacheKey, stored).then(
          () => settle('stored'),
          (error: unknown) => {
            settle(undefined);
            console.warn(`[cache] could not store ${key}: ${(error as Error).message}`);
          },
        ),
      );
      return value;
    },
    clear() {
      const stamp = crypto.randomUUID();
      options.beforeResponse(
        options.cache
          .put(
            stampKey,
            new Response(stamp, { headers: { 'Cache-Control': `public, max-age=${STAMP_MAX_AGE_SECONDS}` } }),
          )
          .catch((error: unknown) =>
            console.warn(`[cache] could not renew the content stamp: ${(error as Error).message}`),
          ),
      );
    },
  };
}
