import { assertSafeKey, type BlobStorage } from './blob-storage.ts';

/** The slice of Cloudflare's R2Bucket binding this app uses. */
export interface R2BucketLike {
  put(key: string, value: Uint8Array, options: { httpMetadata: { contentType: string } }): Promise<unknown>;
  get(key: string): Promise<{ body: ReadableStream<Uint8Array>; size: number; httpMetadata?: { contentType?: string } } | null>;
  delete(key: string): Promise<void>;
}

export function r2Storage(bucket: R2BucketLike): BlobStorage {
  return {
    async put(key, body, contentType) {
      assertSafeKey(key);
      await bucket.put(key, body, { httpMetadata: { contentType } });
    },
    async get(key) {
      assertSafeKey(key);
      const object = await bucket.get(key);
      if (!object) return null;
      return {
        body: object.body,
        size: object.size,
        contentType: object.httpMetadata?.contentType ?? 'application/octet-stream',
      };
    },
    async delete(key) {
      assertSafeKey(key);
      await bucket.delete(key);
    },
  };
}
