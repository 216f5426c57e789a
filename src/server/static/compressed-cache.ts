import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * Compressed copies of the built site's files, kept on disk by the hash of their content, so a start or a
 * rebuild compresses only the files that changed: brotli at its best level costs about 2 s of CPU for the
 * whole site, which a restart would otherwise spend before its first answer (issue 17). Keyed by content,
 * one cache serves every build and every DATA_DIR; a missing or unreadable entry is compressed again.
 */
export interface CompressedVariants {
  brotli: Uint8Array;
  gzip: Uint8Array;
}

export interface CompressedCache {
  get(key: string): Promise<CompressedVariants | undefined>;
  /** Best effort: a cache that cannot be written only costs time. */
  put(key: string, variants: CompressedVariants): Promise<void>;
  /** Removes entries not in `keep` that are older than `graceMs` (another server may have just written them). */
  prune(keep: ReadonlySet<string>, graceMs?: number): Promise<void>;
}

const KEY = /^[A-Za-z0-9_-]+$/;

export function filesystemCompressedCache(dir: string): CompressedCache {
  const file = (key: string, ext: 'br' | 'gz') => {
    if (!KEY.test(key)) throw new Error(`not a cache key: ${key}`);
    return path.join(dir, `${key}.${ext}`);
  };
  const writeAtomically = async (target: string, data: Uint8Array) => {
    const temporary = `${target}.${process.pid}.tmp`;
    await writeFile(temporary, data);
    await rename(temporary, target);
  };
  return {
    async get(key) {
      try {
        const [brotli, gzip] = await Promise.all([readFile(file(key, 'br')), readFile(file(key, 'gz'))]);
        return { brotli: new Uint8Array(brotli), gzip: new Uint8Array(gzip) };
      } catch {
        return undefined;
      }
    },
    async put(key, variants) {
      try {
        await mkdir(dir, { recursive: true });
        await Promise.all([writeAtomically(file(key, 'br'), variants.brotli), writeAtomically(file(key, 'gz'), variants.gzip)]);
      } catch {
        // read-only or full disk: the next load compresses again
      }
    },
    async prune(keep, graceMs = 60 * 60_000) {
      const names = await readdir(dir).catch(() => [] as string[]);
      const now = Date.now();
      for (const name of names) {
        if (keep.has(name.replace(/\.(br|gz)(\.\d+\.tmp)?$/, ''))) continue;
        const full = path.join(dir, name);
        const info = await stat(full).catch(() => undefined);
        if (info && now - info.mtimeMs > graceMs) await rm(full, { force: true });
      }
    },
  };
}
