import { createHash } from 'node:crypto';
import { cp, mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { StartedSite } from '../tests/support/npm-start.ts';
import { freePort, spawnLogged, waitForHttp, type Spawned } from '../tests/support/processes.ts';
import type { BenchSuite, SuiteContext } from './harness.ts';
import { describeLoad, runLoad, type LoadFigures } from './support/load.ts';
import { DIST_DIR, ensureBuilt, startSiteCleanly } from './support/server.ts';

/**
 * Static serving (issue 7): the Node adapter (`npm start`, the built site held in memory with brotli and
 * gzip variants, src/server/static/) against a minimal sirv server on node:http serving the same build from
 * disk, on the same machine in the same run. Both get `accept-encoding: br, gzip`; autocannon, 50
 * connections, 5 s after a 1 s warm-up, per path and server, sirv first.
 *
 * sirv serves a private copy of dist/ taken when the Node adapter loaded it: any `npm start` on another
 * DATA_DIR rebuilds and swaps dist/, and sirv, which reads its file list and sizes once at start, would
 * then send stale lengths (or crash on a vanished file). The copy is checked byte for byte against what the
 * Node adapter serves, path by path. The Node adapter starts with BUILD_ON_START=false: it serves dist/ as
 * it is (a build is not what is measured here).
 *
 * Budget: the Node adapter keeps at least 80% of sirv's throughput on every path. Before the load, one
 * request per path checks that both servers send the same file, and that the Node adapter's answer is
 * compressed (content-encoding br) and carries Cache-Control and an ETag; a path that fails those fails.
 */
export const STATIC_BUDGET = { shareOfSirv: 0.8 } as const;

const LOAD = { durationS: 5, warmupS: 1 } as const;
const PAGES = ['/', '/donate', '/about'] as const;
const ACCEPT = { 'accept-encoding': 'br, gzip' };

/**
 * The hashed stylesheet the home page links, and the largest hashed script it names (the page-scripts file
 * today). Not the most named one: island modules that only re-export a shared chunk are a few dozen bytes,
 * below the size worth compressing, and would measure nothing of the compressed path.
 */
export async function hashedAssets(root: string): Promise<{ css: string; js: string }> {
  const html = await readFile(path.join(root, 'index.html'), 'utf8');
  const css = /\/_astro\/[^"'\s)]+\.css/.exec(html)?.[0];
  const scripts = [...new Set([...html.matchAll(/\/_astro\/[^"'\s)]+\.js/g)].map((match) => match[0]))];
  const sized = await Promise.all(scripts.map(async (js) => ({ js, size: (await stat(path.join(root, js))).size })));
  const js = sized.sort((a, b) => b.size - a.size)[0]?.js;
  if (!css || !js) throw new Error('index.html links no hashed CSS or JS under /_astro/');
  return { css, js };
}

interface Answer {
  status: number;
  headers: Headers;
  /** The body as the client received it, before decoding. */
  raw: Buffer;
  /** The decoded body. */
  body: Buffer;
}

/** One request with the raw body kept (fetch would decode it and hide the size on the wire). */
async function get(origin: string, urlPath: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request(`${origin}${urlPath}`, { headers: ACCEPT, timeout: 10_000 }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const raw = Buffer.concat(chunks);
        const encoding = res.headers['content-encoding'];
        const body = encoding === 'br' ? brotliDecompressSync(raw) : encoding === 'gzip' ? gunzipSync(raw) : raw;
        const headers = new Headers();
        for (const [name, value] of Object.entries(res.headers)) {
          if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : value);
        }
        resolve({ status: res.statusCode ?? 0, headers, raw, body });
      });
      res.on('error', reject);
    });
    req.on('timeout', () => req.destroy(new Error(`GET ${urlPath} timed out`)));
    req.on('error', reject);
    req.end();
  });
}

const sha = (b: Buffer) => createHash('sha256').update(b).digest('hex');
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

/** What both servers must answer before their speed means anything. */
async function checkPath(nodeOrigin: string, sirvOrigin: string, urlPath: string): Promise<string> {
  const [node, sirv] = await Promise.all([get(nodeOrigin, urlPath), get(sirvOrigin, urlPath)]);
  if (node.status !== 200) throw new Error(`the Node adapter answered ${node.status}`);
  if (sirv.status !== 200) throw new Error(`sirv answered ${sirv.status}`);
  if (sha(node.body) !== sha(sirv.body)) throw new Error('the two servers sent different files (was dist/ rebuilt meanwhile?)');
  const problems: string[] = [];
  const encoding = node.headers.get('content-encoding');
  if (encoding !== 'br') problems.push(`content-encoding ${encoding ?? 'none'}, not br`);
  const cache = node.headers.get('cache-control');
  if (!cache || !/max-age=\d+/.test(cache)) problems.push(`Cache-Control ${cache ?? 'missing'}`);
  if (urlPath.startsWith('/_astro/') && !cache?.includes('immutable')) problems.push(`hashed asset not immutable: ${cache}`);
  if (!node.headers.get('etag')) problems.push('no ETag');
  if (!node.headers.get('vary')?.toLowerCase().includes('accept-encoding')) problems.push('no Vary: Accept-Encoding');
  if (problems.length > 0) throw new Error(`the Node adapter's answer: ${problems.join('; ')}`);
  return (
    `${urlPath}: Node adapter ${kb(node.raw.length)} ${encoding} (${cache}), ` +
    `sirv ${kb(sirv.raw.length)} ${sirv.headers.get('content-encoding') ?? 'identity'} (${sirv.headers.get('cache-control') ?? 'no Cache-Control'})`
  );
}

async function startSirv(root: string): Promise<{ origin: string; spawned: Spawned }> {
  const port = await freePort();
  const script = path.join(import.meta.dirname, 'support', 'sirv-server.ts');
  const spawned = spawnLogged(process.execPath, [script, root, String(port)], { cwd: path.dirname(DIST_DIR), env: process.env });
  const origin = `http://127.0.0.1:${port}`;
  try {
    await waitForHttp(`${origin}/`, spawned, 30_000);
  } catch (error) {
    await spawned.stop();
    throw error;
  }
  return { origin, spawned };
}

async function comparePath(ctx: SuiteContext, nodeOrigin: string, sirvOrigin: string, urlPath: string): Promise<void> {
  let sirv: LoadFigures | undefined;
  let node: LoadFigures | undefined;
  let failure: unknown;
  try {
    ctx.log(await checkPath(nodeOrigin, sirvOrigin, urlPath));
    sirv = await runLoad({ origin: sirvOrigin, requests: { path: urlPath, headers: ACCEPT }, ...LOAD });
    ctx.log(describeLoad(`sirv ${urlPath}`, sirv));
    node = await runLoad({ origin: nodeOrigin, requests: { path: urlPath, headers: ACCEPT }, ...LOAD });
    ctx.log(describeLoad(`Node adapter ${urlPath}`, node));
  } catch (error) {
    failure = error;
  }
  const from = (figures: LoadFigures | undefined) => () => {
    if (!figures) throw failure instanceof Error ? failure : new Error(String(failure));
    return figures.reqPerSec;
  };
  await ctx.figure({
    name: `sirv ${urlPath}: req/s`,
    unit: 'req/s',
    better: 'higher',
    budgetNote: sirv ? `the reference; p50 ${sirv.p50Ms} ms, p99 ${sirv.p99Ms} ms` : 'the reference',
    measure: from(sirv),
  });
  await ctx.figure({
    name: `Node adapter ${urlPath}: req/s`,
    unit: 'req/s',
    better: 'higher',
    budget: sirv ? sirv.reqPerSec * STATIC_BUDGET.shareOfSirv : undefined,
    budgetNote: sirv
      ? `${Math.round(STATIC_BUDGET.shareOfSirv * 100)}% of sirv ${Math.round(sirv.reqPerSec).toLocaleString('en-US')}${node ? `; p50 ${node.p50Ms} ms, p99 ${node.p99Ms} ms` : ''}`
      : undefined,
    measure: from(node),
  });
}

/** True when every path answers the same bytes from both servers. */
async function sameBuild(nodeOrigin: string, copy: string, paths: readonly string[]): Promise<boolean> {
  for (const urlPath of paths) {
    const served = await get(nodeOrigin, urlPath);
    const file = urlPath === '/' ? 'index.html' : urlPath.startsWith('/_astro/') ? urlPath.slice(1) : `${urlPath.slice(1)}.html`;
    const copied = await readFile(path.join(copy, file)).catch(() => undefined);
    if (served.status !== 200 || !copied || sha(served.body) !== sha(copied)) return false;
  }
  return true;
}

/** npm start on the build a fresh copy of dist/ holds; retried when dist/ was swapped in between. */
async function startOnCopy(ctx: SuiteContext, copy: string): Promise<{ site: StartedSite; paths: string[] }> {
  for (let attempt = 1; ; attempt++) {
    await rm(copy, { recursive: true, force: true });
    await cp(DIST_DIR, copy, { recursive: true });
    const started = performance.now();
    const site = await startSiteCleanly({ BUILD_ON_START: 'false' });
    ctx.log(`npm start up in ${Math.round(performance.now() - started)} ms at ${site.origin}`);
    try {
      const { css, js } = await hashedAssets(copy);
      const paths = [...PAGES, css, js];
      if (await sameBuild(site.origin, copy, paths)) return { site, paths };
    } catch (error) {
      await site.stop();
      await site.cleanup();
      throw error;
    }
    await site.stop();
    await site.cleanup();
    if (attempt === 3) throw new Error('dist/ kept changing while npm start loaded it (other npm starts rebuild it)');
    ctx.log('dist/ changed while npm start loaded it: copying it again');
  }
}

export const staticBench: BenchSuite = {
  name: 'static',
  async run(ctx) {
    await ensureBuilt((m) => ctx.log(m));
    const dir = await mkdtemp(path.join(tmpdir(), 'masjid-bench-static-'));
    try {
      const copy = path.join(dir, 'dist');
      const { site, paths } = await startOnCopy(ctx, copy);
      try {
        const sirv = await startSirv(copy);
        ctx.log(`sirv up at ${sirv.origin} on a copy of dist/ (${copy}), the build the Node adapter serves`);
        try {
          for (const urlPath of paths) await comparePath(ctx, site.origin, sirv.origin, urlPath);
        } finally {
          await sirv.spawned.stop();
        }
      } finally {
        await site.stop();
        await site.cleanup();
      }
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  },
};
