import { mkdir, mkdtemp, readdir, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { filesystemCompressedCache } from './compressed-cache.ts';
import { loadStaticSite } from './static-site.ts';

let dir: string;
let dist: string;
let cacheDir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'masjid-static-site-'));
  dist = path.join(dir, 'dist');
  cacheDir = path.join(dir, 'cache');
  await mkdir(path.join(dist, '_astro'), { recursive: true });
  await writeFile(path.join(dist, 'index.html'), `<!doctype html><title>Home</title>${'<p>Prayer times for today.</p>'.repeat(60)}`);
  await writeFile(path.join(dist, '_astro', 'app.js'), `console.log(${JSON.stringify('islands '.repeat(200))});`);
  await writeFile(path.join(dist, 'robots.txt'), 'User-agent: *\n');
});
afterEach(() => rm(dir, { recursive: true, force: true }));

const entries = async () => (await readdir(cacheDir)).sort();

describe('loadStaticSite with a compressed cache', () => {
  it('compresses each compressible file once and keeps the copies by content hash', async () => {
    const site = await loadStaticSite(dist, { cache: filesystemCompressedCache(cacheDir) });
    const home = site.files.get('/index.html')!;
    expect(brotliDecompressSync(home.brotli!).toString()).toBe(Buffer.from(home.body).toString());
    expect(gunzipSync(home.gzip!).toString()).toBe(Buffer.from(home.body).toString());
    // Two files over 512 bytes, each with a .br and a .gz copy; robots.txt is too small to compress.
    expect(await entries()).toHaveLength(4);
    expect(site.files.get('/robots.txt')!.brotli).toBeUndefined();
  });

  it('serves the cached copies on the next load instead of compressing again', async () => {
    const cache = filesystemCompressedCache(cacheDir);
    const first = await loadStaticSite(dist, { cache });
    const key = (await entries()).find((name) => name.endsWith('.br'))!.replace(/\.br$/, '');
    const marker = { brotli: new Uint8Array([1, 2, 3]), gzip: new Uint8Array([4, 5, 6]) };
    await cache.put(key, marker);
    const second = await loadStaticSite(dist, { cache });
    const changed = [...second.files.values()].filter((f) => f.brotli && f.brotli.byteLength === 3);
    expect(changed).toHaveLength(1);
    expect([...changed[0]!.gzip!]).toEqual([4, 5, 6]);
    expect(second.files.size).toBe(first.files.size);
  });

  it('compresses a changed file again and prunes copies no file uses once they are old', async () => {
    const cache = filesystemCompressedCache(cacheDir);
    await loadStaticSite(dist, { cache });
    const before = await entries();
    await writeFile(path.join(dist, 'index.html'), `<!doctype html><title>Home</title>${'<p>New times.</p>'.repeat(80)}`);
    const site = await loadStaticSite(dist, { cache });
    expect(brotliDecompressSync(site.files.get('/index.html')!.brotli!).toString()).toContain('New times.');
    // The old copies stay for an hour (another server may still be loading them), then go.
    expect(await entries()).toEqual(expect.arrayContaining(before));
    expect(await entries()).toHaveLength(6);
    const old = new Date(Date.now() - 2 * 60 * 60_000);
    for (const name of await entries()) await utimes(path.join(cacheDir, name), old, old);
    await loadStaticSite(dist, { cache });
    const after = await entries();
    expect(after).toHaveLength(4);
    // app.js did not change: its copies stay; the old home page's are gone.
    expect(after.filter((name) => before.includes(name))).toHaveLength(2);
  });

  it('still serves every file compressed when the cache cannot be written', async () => {
    await writeFile(cacheDir, 'a file where the cache directory should be');
    const site = await loadStaticSite(dist, { cache: filesystemCompressedCache(cacheDir) });
    expect(gunzipSync(site.files.get('/_astro/app.js')!.gzip!).toString()).toContain('islands');
  });

  it('without a cache, compresses in memory as before', async () => {
    const site = await loadStaticSite(dist);
    expect(brotliDecompressSync(site.files.get('/_astro/app.js')!.brotli!).toString()).toContain('islands');
  });
});

describe('filesystemCompressedCache', () => {
  it('answers undefined for a key it does not hold and refuses a key that is not a content hash', async () => {
    const cache = filesystemCompressedCache(cacheDir);
    expect(await cache.get('abc_DEF-123')).toBeUndefined();
    await expect(cache.get('../escape')).resolves.toBeUndefined();
    await cache.put('../escape', { brotli: new Uint8Array([1]), gzip: new Uint8Array([2]) });
    expect(await readdir(dir)).not.toContain('escape.br');
  });
});
