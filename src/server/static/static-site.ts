import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import { DISPLAY_UPDATE_CACHE_CONTROL, DISPLAY_UPDATE_FILES } from '../security-headers.ts';
import type { CompressedCache, CompressedVariants } from './compressed-cache.ts';

/**
 * The built site held in memory: each file with its ETag, cache policy and pre-compressed variants.
 * dist/ is a few megabytes, so serving from memory is both the simplest and the fastest option, and a
 * rebuild swaps the whole object at once, so no request ever sees half of an old and half of a new site.
 */
export interface StaticFile {
  body: Uint8Array;
  brotli: Uint8Array | undefined;
  gzip: Uint8Array | undefined;
  contentType: string;
  etag: string;
  cacheControl: string;
}

export interface StaticSite {
  root: string;
  files: Map<string, StaticFile>;
  notFound: StaticFile | undefined;
}

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.webmanifest': 'application/manifest+json',
  '.csv': 'text/csv; charset=utf-8',
  '.pdf': 'application/pdf',
  '.ics': 'text/calendar; charset=utf-8',
};

const COMPRESSIBLE = /^(text\/|application\/(json|xml|manifest\+json)|image\/svg\+xml)/;

/** Files Pages treats as configuration, not content. */
const NOT_SERVED = new Set(['/_headers', '/_redirects', '/_routes.json']);

export function cacheControlFor(urlPath: string): string {
  if (urlPath.startsWith('/_astro/')) return 'public, max-age=31536000, immutable';
  if ((DISPLAY_UPDATE_FILES as readonly string[]).includes(urlPath)) return DISPLAY_UPDATE_CACHE_CONTROL;
  if (urlPath.endsWith('.html') || urlPath === '/') return 'public, max-age=0, must-revalidate';
  return 'public, max-age=3600';
}

async function* walk(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(full);
    else if (entry.isFile()) yield full;
  }
}

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Brotli at its best level and gzip -9, on libuv's thread pool: a rebuild never stalls the requests in flight. */
async function compress(body: Uint8Array): Promise<CompressedVariants> {
  const [brotli, gzipped] = await Promise.all([
    brotliAsync(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11, [zlib.BROTLI_PARAM_SIZE_HINT]: body.byteLength } }),
    gzipAsync(body, { level: 9 }),
  ]);
  return { brotli: new Uint8Array(brotli), gzip: new Uint8Array(gzipped) };
}

/** Compressed copies from the cache when it has them, else compressed now (and cached). */
async function variantsFor(body: Uint8Array, key: string, cache: CompressedCache | undefined): Promise<CompressedVariants> {
  const cached = await cache?.get(key);
  if (cached) return cached;
  const fresh = await compress(body);
  await cache?.put(key, fresh);
  return fresh;
}

/**
 * Reads the built site into memory with each file's ETag and compressed variants; `cache` keeps the
 * compressed copies between starts and rebuilds (entries no longer used are pruned after an hour).
 */
export async function loadStaticSite(root: string, options: { cache?: CompressedCache } = {}): Promise<StaticSite> {
  const files = new Map<string, StaticFile>();
  const keys = new Set<string>();
  const loads: Promise<void>[] = [];
  for await (const file of walk(root)) {
    const urlPath = '/' + path.relative(root, file).split(path.sep).join('/');
    if (NOT_SERVED.has(urlPath)) continue;
    loads.push(
      (async () => {
        const body = new Uint8Array(await readFile(file));
        const contentType = CONTENT_TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream';
        const digest = createHash('sha1').update(body).digest('base64url');
        const etag = `"${digest.slice(0, 22)}"`;
        const compressible = COMPRESSIBLE.test(contentType) && body.byteLength > 512;
        if (compressible) keys.add(digest);
        const variants = compressible ? await variantsFor(body, digest, options.cache) : undefined;
        files.set(urlPath, {
          body,
          brotli: variants?.brotli,
          gzip: variants?.gzip,
          contentType,
          etag,
          cacheControl: cacheControlFor(urlPath),
        });
      })(),
    );
  }
  await Promise.all(loads);
  await options.cache?.prune(keys);
  return { root, files, notFound: files.get('/404.html') };
}

/** Maps a request path to a built file: /about → /about.html, / → /index.html, /x/ → /x/index.html. */
export function resolveStaticPath(site: StaticSite, pathname: string): string | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return undefined;
  }
  if (decoded.includes('\0') || decoded.includes('..')) return undefined;
  const candidates = decoded.endsWith('/')
    ? [`${decoded}index.html`]
    : [decoded, `${decoded}.html`, `${decoded}/index.html`];
  return candidates.find((candidate) => site.files.has(candidate));
}

export type ContentEncoding = 'br' | 'gzip';

/** The best encoding the client accepts (a `q=0` refuses one) among those available; brotli first. */
export function preferredEncoding(
  acceptEncoding: string | undefined,
  available: Record<ContentEncoding, boolean> = { br: true, gzip: true },
): ContentEncoding | undefined {
  if (!acceptEncoding) return undefined;
  const accepts = (name: string) => new RegExp(`(^|[\\s,])${name}(?!;\\s*q=0(\\.0*)?(\\s|,|$))`).test(acceptEncoding);
  if (available.br && accepts('br')) return 'br';
  if (available.gzip && accepts('gzip')) return 'gzip';
  return undefined;
}

export function chooseEncoding(file: StaticFile, acceptEncoding: string | undefined): ContentEncoding | undefined {
  return preferredEncoding(acceptEncoding, { br: !!file.brotli, gzip: !!file.gzip });
}
