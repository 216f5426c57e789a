/**
 * The prayer-hall display's service worker (issue 14, ADR 010), served as /display-sw.js with scope
 * /display. The build (build-display-sw.ts) strips the types and puts the deploy's version and the files
 * to precache in front of this script; nothing else of the site is in it, and it imports nothing.
 *
 * - The page and its assets come from the cache of the deploy that installed this worker, so a reload
 *   with the network gone shows the same screen. A new deploy installs a new worker beside it, which
 *   waits until the page says the moment is quiet (skip-waiting), then takes over and drops the old files.
 * - The display's data (settings, this and next year's timetable, announcements, events) goes to the
 *   network first and is kept; without the network the last answer is served, marked with the header
 *   X-Display-Cache (when it was stored) so the page knows it is not fresh.
 * - Flyer images are kept once seen and pruned when the page lists the ones it still shows.
 */

// Put in front of this script by the build.
declare const DISPLAY_SW_VERSION: string;
declare const DISPLAY_SW_PRECACHE: readonly string[];

interface ExtendableEventLike extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface FetchEventLike extends ExtendableEventLike {
  request: Request;
  respondWith(response: Promise<Response>): void;
}
interface MessageEventLike extends ExtendableEventLike {
  data: unknown;
}
interface WorkerScope {
  location: Location;
  registration: { active: unknown };
  clients: { claim(): Promise<void> };
  skipWaiting(): Promise<void>;
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEventLike) => void): void;
  addEventListener(type: 'fetch', listener: (event: FetchEventLike) => void): void;
  addEventListener(type: 'message', listener: (event: MessageEventLike) => void): void;
}

const scope = globalThis as unknown as WorkerScope;

const SHELL_CACHE = `display-shell-${DISPLAY_SW_VERSION}`;
const SHELL_PREFIX = 'display-shell-';
const DATA_CACHE = 'display-data-v1';
const IMAGE_CACHE = 'display-images-v1';
/** Header on a data answer served from the cache: the time it was stored (ISO 8601). */
const FROM_CACHE_HEADER = 'X-Display-Cache';
const STORED_AT_HEADER = 'X-Display-Stored-At';
/** A data request waits this long for the network before the cached answer is used. */
const NETWORK_TIMEOUT_MS = 8_000;
/** Flyers kept at most: an opaque (cross-site) image may cost the browser's quota several MB. */
const MAX_IMAGES = 40;

const PAGE_PATHS = new Set(['/display', '/display.html']);
const DATA_PATHS = [
  /^\/api\/display\/settings$/,
  /^\/api\/display\/prayer-settings$/,
  /^\/api\/display\/timetable\/\d{4}$/,
  /^\/api\/announcements$/,
  /^\/api\/events$/,
];
/** Always from the network: how a new deploy is noticed. */
const NEVER_CACHED = new Set(['/display-sw.js', '/display-build.json']);

scope.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      const cache = await caches.open(SHELL_CACHE);
      await cache.addAll(DISPLAY_SW_PRECACHE.map((path) => new Request(path, { cache: 'reload' })));
      // The first worker takes over at once; a later one waits for the page's quiet moment.
      if (!scope.registration.active) await scope.skipWaiting();
    })(),
  );
});

scope.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      for (const name of await caches.keys()) {
        if (name.startsWith(SHELL_PREFIX) && name !== SHELL_CACHE) await caches.delete(name);
      }
      await scope.clients.claim();
    })(),
  );
});

scope.addEventListener('message', (event) => {
  const data = event.data as { type?: unknown; keep?: unknown } | null;
  if (data?.type === 'skip-waiting') {
    event.waitUntil(scope.skipWaiting());
  } else if (data?.type === 'keep-images' && Array.isArray(data.keep)) {
    event.waitUntil(pruneImages(new Set(data.keep.filter((url): url is string => typeof url === 'string'))));
  }
});

scope.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  const sameOrigin = url.origin === scope.location.origin;
  if (sameOrigin && NEVER_CACHED.has(url.pathname)) return;
  if (sameOrigin && PAGE_PATHS.has(url.pathname)) {
    event.respondWith(fromShell(request, '/display'));
  } else if (sameOrigin && DISPLAY_SW_PRECACHE.includes(url.pathname)) {
    event.respondWith(fromShell(request, url.pathname));
  } else if (sameOrigin && url.pathname.startsWith('/_astro/')) {
    event.respondWith(fromShell(request, url.pathname));
  } else if (sameOrigin && DATA_PATHS.some((pattern) => pattern.test(url.pathname))) {
    event.respondWith(networkFirst(request));
  } else if (request.destination === 'image') {
    event.respondWith(imageFromCache(request));
  }
});

/** This deploy's copy (cached at install, or now), else the network: the page and its assets stay in step. */
async function fromShell(request: Request, key: string): Promise<Response> {
  const cache = await caches.open(SHELL_CACHE);
  const hit = await cache.match(key, { ignoreSearch: true });
  if (hit) return hit;
  const response = await fetch(request);
  // Hashed assets never change under their name: one fetched later (an import of this deploy) is kept too.
  if (response.ok && key.startsWith('/_astro/')) await cache.put(key, response.clone());
  return response;
}

function withHeaders(response: Response, headers: Record<string, string>): Response {
  const merged = new Headers(response.headers);
  for (const [name, value] of Object.entries(headers)) merged.set(name, value);
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers: merged });
}

/** The network's answer (kept for later), else within NETWORK_TIMEOUT_MS the last kept one, marked as such. */
async function networkFirst(request: Request): Promise<Response> {
  const cache = await caches.open(DATA_CACHE);
  const key = new URL(request.url).pathname;
  try {
    const response = await fetchWithTimeout(request, NETWORK_TIMEOUT_MS);
    if (response.ok) {
      await cache.put(key, withHeaders(response.clone(), { [STORED_AT_HEADER]: new Date().toISOString() }));
    }
    return response;
  } catch (error) {
    const kept = await cache.match(key);
    if (!kept) throw error;
    return withHeaders(kept, { [FROM_CACHE_HEADER]: kept.headers.get(STORED_AT_HEADER) ?? 'unknown' });
  }
}

async function fetchWithTimeout(request: Request, ms: number): Promise<Response> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), ms);
  try {
    return await fetch(request, { signal: controller.signal });
  } finally {
    clearTimeout(timer);
  }
}

/** A flyer once seen is shown from the cache from then on; its URL names its content (uploads are never overwritten). */
async function imageFromCache(request: Request): Promise<Response> {
  const cache = await caches.open(IMAGE_CACHE);
  const hit = await cache.match(request.url);
  if (hit) return hit;
  const response = await fetch(request);
  if (response.ok || response.type === 'opaque') {
    await cache.put(request.url, response.clone());
    const keys = await cache.keys();
    for (const old of keys.slice(0, Math.max(0, keys.length - MAX_IMAGES))) await cache.delete(old);
  }
  return response;
}

async function pruneImages(keep: ReadonlySet<string>): Promise<void> {
  const cache = await caches.open(IMAGE_CACHE);
  for (const request of await cache.keys()) {
    if (!keep.has(request.url)) await cache.delete(request);
  }
}
