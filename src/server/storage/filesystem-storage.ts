import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { assertSafeKey, type BlobStorage } from './blob-storage.ts';

/** Files under DATA_DIR/uploads, each with a sidecar .type file; writes are atomic (temp + rename). */
export function filesystemStorage(root: string): BlobStorage {
  const fileFor = (key: string) => {
    assertSafeKey(key);
    return path.join(root, key);
  };
  return {
    async put(key, body, contentType) {
      const file = fileFor(key);
      await mkdir(path.dirname(file), { recursive: true });
      const temp = `${file}.${process.pid}.${Date.now()}.tmp`;
      await writeFile(temp, body);
      await writeFile(`${file}.type`, contentType);
      await rename(temp, file);
    },
    async get(key) {
      const file = fileFor(key);
      try {
        const [body, contentType] = await Promise.all([readFile(file), readFile(`${file}.type`, 'utf8')]);
        return { body: new Uint8Array(body), contentType, size: body.byteLength };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async delete(key) {
      const file = fileFor(key);
      await rm(file, { force: true });
      await rm(`${file}.type`, { force: true });
    },
  };
}
