import { describe, expect, it } from 'vitest';
import { invalidatingRebuild, memoryReadCache, noReadCache } from './read-cache.ts';

function counter() {
  let calls = 0;
  return {
    load: async () => ++calls,
    get calls() {
      return calls;
    },
  };
}

describe('memoryReadCache', () => {
  it('reuses a value within its time limit and reloads after it', async () => {
    let clock = 1_000;
    const cache = memoryReadCache({ ttlMs: 5_000, now: () => clock });
    const source = counter();
    expect(await cache.read('k', source.load)).toBe(1);
    clock += 4_999;
    expect(await cache.read('k', source.load)).toBe(1);
    clock += 1;
    expect(await cache.read('k', source.load)).toBe(2);
  });

  it('treats a clock that went backwards as stale', async () => {
    let clock = 10_000;
    const cache = memoryReadCache({ ttlMs: 5_000, now: () => clock });
    const source = counter();
    await cache.read('k', source.load);
    clock = 1_000;
    expect(await cache.read('k', source.load)).toBe(2);
  });

  it('keeps keys apart', async () => {
    const cache = memoryReadCache({ ttlMs: 5_000 });
    expect(await cache.read('a', async () => 'A')).toBe('A');
    expect(await cache.read('b', async () => 'B')).toBe('B');
    expect(await cache.read('a', async () => 'other')).toBe('A');
  });

  it('shares one load among concurrent misses', async () => {
    const cache = memoryReadCache({ ttlMs: 5_000 });
    let release!: (v: string) => void;
    let loads = 0;
    const load = () => {
      loads++;
      return new Promise<string>((resolve) => (release = resolve));
    };
    const reads = [cache.read('k', load), cache.read('k', load), cache.read('k', load)];
    release('value');
    expect(await Promise.all(reads)).toEqual(['value', 'value', 'value']);
    expect(loads).toBe(1);
  });

  it('does not keep a failed load', async () => {
    const cache = memoryReadCache({ ttlMs: 5_000 });
    await expect(cache.read('k', () => Promise.reject(new Error('database down')))).rejects.toThrow('database down');
    expect(await cache.read('k', async () => 'back')).toBe('back');
  });

  it('clear() forgets values, and a load that was running when it cleared is not stored', async () => {
    const cache = memoryReadCache({ ttlMs: 60_000 });
    await cache.read('k', async () => 'old');
    let release!: (v: string) => void;
    const slow = cache.read('k2', () => new Promise<string>((resolve) => (release = resolve)));
    cache.clear();
    release('read before the edit');
    expect(await slow).toBe('read before the edit');
    expect(await cache.read('k', async () => 'new')).toBe('new');
    expect(await cache.read('k2', async () => 'after the edit')).toBe('after the edit');
  });

  it('holds at most maxEntries, dropping the oldest', async () => {
    const cache = memoryReadCache({ ttlMs: 60_000, maxEntries: 2 });
    await cache.read('a', async () => 1);
    await cache.read('b', async () => 2);
    await cache.read('c', async () => 3);
    expect(await cache.read('a', async () => 'reloaded')).toBe('reloaded');
    expect(await cache.read('c', async () => 'reloaded')).toBe(3);
  });
});

describe('invalidatingRebuild', () => {
  it('clears the cache before passing the request on', async () => {
    const cache = memoryReadCache({ ttlMs: 60_000 });
    const reasons: string[] = [];
    const trigger = invalidatingRebuild(cache, { request: (r) => void reasons.push(r) });
    await cache.read('k', async () => 'old');
    trigger.request('event updated');
    expect(reasons).toEqual(['event updated']);
    expect(await cache.read('k', async () => 'new')).toBe('new');
  });
});

describe('noReadCache', () => {
  it('always loads', async () => {
    const source = counter();
    await noReadCache.read('k', source.load);
    await noReadCache.read('k', source.load);
    expect(source.calls).toBe(2);
  });
});
