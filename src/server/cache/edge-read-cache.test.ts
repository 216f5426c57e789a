import { describe, expect, it, vi } from 'vitest';
import { edgeReadCache, EDGE_READ_WINDOW_MS, type CacheLike } from './edge-read-cache.ts';

/**
 * The keying rules of the edge's read cache, over a stand-in for one data center's Cache API that keeps
 * responses in a Map (workerd's real cache is exercised by tests/api/read-cache.test.ts on the edge).
 */
function dataCenter(options: { failing?: boolean } = {}) {
  const stored = new Map<string, string>();
  const cache: CacheLike = {
    async match(key) {
      if (options.failing) throw new Error('cache unavailable');
      const body = stored.get(key);
      return body === undefined ? undefined : new Response(body);
    },
    async put(key, response) {
      if (options.failing) throw new Error('cache unavailable');
      stored.set(key, await response.text());
    },
  };
  return { cache, stored };
}

function request(cache: CacheLike, at: number) {
  const before: Array<Promise<unknown>> = [];
  const after: Array<Promise<unknown>> = [];
  const readCache = edgeReadCache({
    cache,
    origin: 'https://masjid.example.org',
    now: () => new Date(at),
    beforeResponse: (work) => void before.push(work),
    background: (work) => void after.push(work),
  });
  return { readCache, done: () => Promise.all([...before, ...after]) };
}

function source() {
  let calls = 0;
  return {
    load: async () => ({ answer: ++calls }),
    get calls() {
      return calls;
    },
  };
}

const minute = Date.parse('2026-11-23T18:00:00Z');

describe('edgeReadCache', () => {
  it.each([
    { name: 'the same request', later: 0, reads: 1 },
    { name: 'a later request in the same window', later: EDGE_READ_WINDOW_MS - 1, reads: 1 },
    { name: 'a request in the next window', later: EDGE_READ_WINDOW_MS, reads: 2 },
  ])('$name reads the database $reads time(s) in all', async ({ later, reads }) => {
    const { cache } = dataCenter();
    const database = source();
    const first = request(cache, minute);
    expect(await first.readCache.read('events', database.load)).toEqual({ answer: 1 });
    await first.done();
    const second = request(cache, minute + later);
    expect(await second.readCache.read('events', database.load)).toEqual({ answer: reads });
    expect(database.calls).toBe(reads);
  });

  it('a staff change (clear) renews every answer of the data center before its response', async () => {
    const { cache } = dataCenter();
    const database = source();
    const reader = request(cache, minute);
    await reader.readCache.read('announcements', database.load);
    await reader.done();
    const staff = request(cache, minute + 1_000);
    staff.readCache.clear();
    await staff.done();
    const next = request(cache, minute + 2_000);
    expect(await next.readCache.read('announcements', database.load)).toEqual({ answer: 2 });
  });

  it('keeps keys apart and stores them under the site’s own origin', async () => {
    const { cache, stored } = dataCenter();
    const r = request(cache, minute);
    expect(await r.readCache.read('prayer-times:yearly:2026', async () => [2026])).toEqual([2026]);
    expect(await r.readCache.read('prayer-times:yearly:2027', async () => [2027])).toEqual([2027]);
    await r.done();
    expect([...stored.keys()].every((key) => key.startsWith('https://masjid.example.org/__read-cache/'))).toBe(true);
    expect(stored.size).toBe(2);
  });

  it('reads the database when the cache fails, and never fails the read', async () => {
    const { cache } = dataCenter({ failing: true });
    const database = source();
    const r = request(cache, minute);
    expect(await r.readCache.read('events', database.load)).toEqual({ answer: 1 });
    r.readCache.clear();
    await r.done();
    expect(await r.readCache.read('events', database.load)).toEqual({ answer: 2 });
  });

  it('concurrent misses in one isolate share the first reader’s answer', async () => {
    const { cache } = dataCenter();
    let calls = 0;
    let release: () => void = () => undefined;
    const slow = () =>
      new Promise<{ answer: number }>((resolve) => {
        calls++;
        release = () => resolve({ answer: calls });
      });
    const first = request(cache, minute);
    const second = request(cache, minute);
    const a = first.readCache.read('today', slow);
    await new Promise((resolve) => setTimeout(resolve, 5));
    const b = second.readCache.read('today', slow);
    await new Promise((resolve) => setTimeout(resolve, 5));
    release();
    expect(await a).toEqual({ answer: 1 });
    await first.done();
    expect(await b).toEqual({ answer: 1 });
    expect(calls).toBe(1);
  });

  it('a reader whose lookup comes back empty just after the first reader stored the answer looks once more', async () => {
    // Fake timers: the interleaving below is set by the test's clock, not by how busy the machine is.
    vi.useFakeTimers();
    try {
      // A slow cache: a lookup answers 100 ms after it was asked, with what was stored when it was asked.
      const stored = new Map<string, string>();
      const cache: CacheLike = {
        async match(key) {
          const body = stored.get(key);
          await new Promise((resolve) => setTimeout(resolve, 100));
          return body === undefined ? undefined : new Response(body);
        },
        async put(key, response) {
          const body = await response.text();
          await new Promise((resolve) => setTimeout(resolve, 20));
          stored.set(key, body);
        },
      };
      let calls = 0;
      let release: () => void = () => undefined;
      const slow = () => {
        calls++;
        if (calls > 1) return Promise.resolve({ answer: calls });
        return new Promise<{ answer: number }>((resolve) => {
          release = () => resolve({ answer: 1 });
        });
      };
      const first = request(cache, minute);
      const second = request(cache, minute);
      const a = first.readCache.read('today', slow);
      await vi.advanceTimersByTimeAsync(150);
      const b = second.readCache.read('today', slow);
      // The second reader's lookup begins before the answer is stored and comes back empty after it.
      await vi.advanceTimersByTimeAsync(150);
      release();
      await vi.advanceTimersByTimeAsync(1_000);
      expect(await a).toEqual({ answer: 1 });
      expect(await b).toEqual({ answer: 1 });
      expect(calls).toBe(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('a failed load is not stored, and the next read tries again', async () => {
    const { cache } = dataCenter();
    const r = request(cache, minute);
    await expect(r.readCache.read('events', () => Promise.reject(new Error('database down')))).rejects.toThrow(
      'database down',
    );
    expect(await r.readCache.read('events', async () => 'back')).toBe('back');
  });
});
