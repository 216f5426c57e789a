import { execFile } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { promisify } from 'node:util';
import { convertV4MiniflareOptions, Miniflare, Response as MiniflareResponse } from 'miniflare';
import { contentStampKey, STAMP_MAX_AGE_SECONDS } from '../../src/server/cache/edge-read-cache.ts';
import { hashPassword } from '../../src/server/auth/password.ts';
import type { Db } from '../../src/server/db/client.ts';
import type { Role } from '../../src/server/db/database.ts';
import { insertUser } from '../../src/server/db/repositories/users.ts';
import { PROJECT_ROOT } from './npm-start.ts';
import { startHookServer, type HookServer } from './hook-server.ts';
import { EDGE_TEST_JWT_SECRET } from './pages-dev.ts';
import { startWsTcpProxy, type WsTcpProxy, type WsTcpProxyOptions } from './ws-tcp-proxy.ts';

/** Where the API suite's worker (tests/edge/support/api-worker.ts) is bundled, once per run. */
const BUNDLE_DIR = path.join(PROJECT_ROOT, '.wrangler/api-edge-test');
export const API_WORKER_BUNDLE = path.join(BUNDLE_DIR, 'api-worker.js');

/** The Pages project's compatibility settings, read from wrangler.toml so the tests run what deploys. */
export function pagesCompatibility(): { compatibilityDate: string; compatibilityFlags: string[] } {
  const toml = readFileSync(path.join(PROJECT_ROOT, 'wrangler.toml'), 'utf8');
  const date = /^compatibility_date\s*=\s*"([^"]+)"/m.exec(toml)?.[1];
  const flags = /^compatibility_flags\s*=\s*\[([^\]]*)\]/m.exec(toml)?.[1];
  if (!date) throw new Error('wrangler.toml has no compatibility_date');
  return { compatibilityDate: date, compatibilityFlags: [...(flags ?? '').matchAll(/"([^"]+)"/g)].map((m) => m[1]!) };
}

/**
 * Bundles the test worker with wrangler's own bundler (the one `wrangler pages deploy` uses for
 * functions/), so the suite runs the same code, polyfills and compatibility settings as production.
 */
export async function bundleApiWorker(): Promise<void> {
  const { compatibilityDate, compatibilityFlags } = pagesCompatibility();
  await mkdir(BUNDLE_DIR, { recursive: true });
  const config = path.join(BUNDLE_DIR, 'wrangler.toml');
  await writeFile(
    config,
    [
      'name = "masjid-api-edge-test"',
      `main = ${JSON.stringify(path.join(PROJECT_ROOT, 'tests/edge/support/api-worker.ts'))}`,
      `compatibility_date = "${compatibilityDate}"`,
      `compatibility_flags = ${JSON.stringify(compatibilityFlags)}`,
      '',
    ].join('\n'),
  );
  const wrangler = path.join(PROJECT_ROOT, 'node_modules/wrangler/bin/wrangler.js');
  await promisify(execFile)(
    process.execPath,
    [wrangler, 'deploy', '--dry-run', '--outdir', BUNDLE_DIR, '--config', config],
    {
      cwd: PROJECT_ROOT,
      env: { ...process.env, WRANGLER_SEND_METRICS: 'false', CI: '1', NO_COLOR: '1' },
    },
  );
  if (!existsSync(API_WORKER_BUNDLE)) throw new Error(`wrangler did not write ${API_WORKER_BUNDLE}`);
}

/**
 * One request to workerd's entry socket over a connection of its own, as a browser's request reaches
 * Cloudflare, to the URL the test meant.
 * (miniflare's dispatchFetch reuses kept-alive connections, and a request sent as workerd closes an idle
 * one failed with "other side closed" about once in a few thousand.)
 */
async function sendToWorkerd(entry: URL, request: Request): Promise<Response> {
  const target = new URL(request.url);
  const headers: Record<string, string | string[]> = {};
  for (const [name, value] of request.headers) headers[name] = value;
  headers.host = target.host;
  // The URL as the worker must see it, scheme included (https tests): how dispatchFetch tells miniflare's
  // entry worker, and unlike X-Forwarded-Proto it leaves the request's own headers alone.
  headers['mf-original-url'] = target.toString();
  const body = ['GET', 'HEAD'].includes(request.method) ? undefined : Buffer.from(await request.arrayBuffer());
  if (body) headers['content-length'] = String(body.length);
  // workerd answers a too-large body (413) and closes before reading it; the reset that follows its close can
  // make the kernel drop the answer before it is read. The request is then sent again: a server that
  // really failed fails every time (three tries).
  for (let attempt = 1; ; attempt++) {
    try {
      return await sendOnce(entry, target, request.method, headers, body);
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (attempt >= 3 || (code !== 'EPIPE' && code !== 'ECONNRESET')) throw error;
    }
  }
}

function sendOnce(
  entry: URL,
  target: URL,
  method: string,
  headers: Record<string, string | string[]>,
  body: Buffer | undefined,
): Promise<Response> {
  return new Promise<Response>((resolve, reject) => {
    const outgoing = http.request(
      {
        host: entry.hostname,
        port: entry.port,
        method,
        path: target.pathname + target.search,
        headers,
        agent: false,
      },
      (incoming) => {
        const chunks: Buffer[] = [];
        incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
        incoming.on('error', reject);
        incoming.on('end', () => {
          const responseHeaders = new Headers();
          for (let i = 0; i < incoming.rawHeaders.length; i += 2)
            responseHeaders.append(incoming.rawHeaders[i]!, incoming.rawHeaders[i + 1]!);
          const status = incoming.statusCode ?? 500;
          const empty = [101, 204, 205, 304].includes(status) || method === 'HEAD';
          resolve(
            new Response(empty ? null : Buffer.concat(chunks), {
              status,
              statusText: incoming.statusMessage ?? '',
              headers: responseHeaders,
            }),
          );
        });
      },
    );
    // workerd may answer (413) and close before it has read a large body: the write then fails, and the
    // answer, already on its way, is what counts.
    outgoing.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'EPIPE' || error.code === 'ECONNRESET') setTimeout(() => reject(error), 2_000);
      else reject(error);
    });
    outgoing.end(body);
  });
}

export interface EdgeApi {
  /** Sends a request into workerd, as Cloudflare would hand it to the Pages function. */
  fetch(request: Request): Promise<Response>;
  /** The local R2 bucket bound as UPLOADS. */
  uploads(): Promise<R2BucketApi>;
  proxy: WsTcpProxy;
  hook: HookServer;
  /** What the worker logged (console.log/warn/error), in order. */
  logs(): string[];
  /**
   * The lines logged after the first `from`, once there are at least `count` of them (or after `timeoutMs`):
   * workerd hands its log lines over after the response, not with it.
   */
  logsAfter(from: number, count: number, timeoutMs?: number): Promise<string[]>;
  /**
   * Renews the content stamp in workerd's cache, as a staff change does: every shared answer of `origin`
   * is read afresh (for tests that change content past the API and then send the change signal).
   */
  renewContentStamp(origin: string): Promise<void>;
  /** The database becomes unreachable from the edge (the proxy stops). */
  cutDatabase(): Promise<void>;
  dispose(): Promise<void>;
}

/** The slice of miniflare's R2 bucket the tests use. */
export interface R2BucketApi {
  put(key: string, value: Uint8Array, options?: { httpMetadata?: { contentType?: string } }): Promise<unknown>;
  get(key: string): Promise<{ arrayBuffer(): Promise<ArrayBuffer>; httpMetadata?: { contentType?: string } } | null>;
  delete(key: string): Promise<void>;
  list(): Promise<{ objects: Array<{ key: string }> }>;
}

/**
 * The Pages adapter in workerd through miniflare: the bundled test worker, the real Neon driver through
 * a WebSocket proxy to `databaseUrl`, miniflare's local R2 as UPLOADS and Cache API, and a local deploy
 * hook. `bindings` add to or replace the defaults (set one to `null` to leave it out).
 */
export async function startEdgeApi(options: {
  databaseUrl: string;
  bindings?: Record<string, string | number | null>;
  proxy?: WsTcpProxyOptions;
  withoutUploads?: boolean;
}): Promise<EdgeApi> {
  if (!existsSync(API_WORKER_BUNDLE)) await bundleApiWorker();
  const proxy = await startWsTcpProxy(options.proxy);
  const hook = await startHookServer();
  const logs: string[] = [];
  const bindings: Record<string, string | number> = {};
  const defaults: Record<string, string | number | null> = {
    DATABASE_URL: options.databaseUrl,
    JWT_SECRET: EDGE_TEST_JWT_SECRET,
    DEPLOY_HOOK_URL: hook.url,
    NEON_WS_PROXY: `127.0.0.1:${proxy.port}`,
    NODE_ENV: 'production',
    ...options.bindings,
  };
  for (const [name, value] of Object.entries(defaults)) if (value !== null) bindings[name] = value;
  // The option shape wrangler itself passes (it converts to miniflare 5's form the same way).
  const mf = new Miniflare(
    convertV4MiniflareOptions({
      name: 'masjid-api-edge-test',
      modules: true,
      scriptPath: API_WORKER_BUNDLE,
      ...pagesCompatibility(),
      bindings,
      ...(options.withoutUploads ? {} : { r2Buckets: ['UPLOADS'] }),
      host: '127.0.0.1',
      port: 0,
      handleStructuredLogs: (log) => void logs.push(`${log.level}: ${log.message}`),
    }),
  );
  const entry = await mf.ready;
  let disposed = false;
  return {
    fetch: async (request) => sendToWorkerd(entry, request),
    uploads: () => mf.getR2Bucket('UPLOADS') as unknown as Promise<R2BucketApi>,
    proxy,
    hook,
    logs: () => [...logs],
    async logsAfter(from, count, timeoutMs = 5_000) {
      const deadline = Date.now() + timeoutMs;
      while (logs.length - from < count && Date.now() < deadline) await new Promise((r) => setTimeout(r, 10));
      return logs.slice(from);
    },
    async renewContentStamp(origin) {
      const caches = (await mf.getCaches()) as unknown as {
        default: { put(key: string, response: unknown): Promise<void> };
      };
      const stamp = new MiniflareResponse(crypto.randomUUID(), {
        headers: { 'Cache-Control': `public, max-age=${STAMP_MAX_AGE_SECONDS}` },
      });
      await caches.default.put(contentStampKey(origin), stamp);
    },
    cutDatabase: () => proxy.close(),
    async dispose() {
      if (disposed) return;
      disposed = true;
      await mf.dispose();
      await proxy.close();
      await hook.close();
    },
  };
}

export const EDGE_ORIGIN = 'http://127.0.0.1:4321';

/** Creates a staff account in `db` and signs it in through the edge; returns the Cookie header value. */
export async function signInOnEdge(edge: EdgeApi, db: Db, role: Role = 'admin'): Promise<string> {
  const username = `edge_${role}_${Math.random().toString(36).slice(2, 8)}`;
  const password = 'edge-test-password-1';
  await insertUser(db, {
    username,
    email: `${username}@example.org`,
    firstName: null,
    role,
    passwordHash: await hashPassword(password, 1_000),
  });
  const res = await edge.fetch(
    new Request(`${EDGE_ORIGIN}/api/login`, {
      method: 'POST',
      headers: { origin: EDGE_ORIGIN, 'content-type': 'application/json' },
      body: JSON.stringify({ username, password }),
    }),
  );
  if (res.status !== 200) throw new Error(`sign-in failed: ${res.status} ${await res.text()}`);
  return res.headers.get('set-cookie')!.split(';')[0]!;
}

/** A same-origin request to the edge, as the site's own pages make it. */
export function edgeCall(
  edge: EdgeApi,
  method: string,
  path: string,
  options: { cookie?: string; body?: unknown; form?: FormData } = {},
): Promise<Response> {
  const headers: Record<string, string> = { origin: EDGE_ORIGIN, 'cf-connecting-ip': '198.51.100.9' };
  if (options.cookie) headers.cookie = options.cookie;
  let body: BodyInit | undefined = options.form;
  if (options.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  return edge.fetch(new Request(`${EDGE_ORIGIN}${path}`, { method, headers, ...(body !== undefined ? { body } : {}) }));
}
