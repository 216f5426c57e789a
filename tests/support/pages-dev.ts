import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PROJECT_ROOT } from './npm-start.ts';
import { startHookServer, type HookServer } from './hook-server.ts';
import { freePort, spawnLogged, waitForHttp, type Spawned } from './processes.ts';
import { startWsTcpProxy, type WsTcpProxy, type WsTcpProxyOptions } from './ws-tcp-proxy.ts';

/** Builds dist/ from `databaseUrl` when this checkout has no build yet (`wrangler pages dev` serves dist/). */
export async function ensureBuilt(databaseUrl: string): Promise<void> {
  if (existsSync(path.join(PROJECT_ROOT, 'dist/index.html'))) return;
  const build = spawnLogged(process.execPath, ['node_modules/astro/bin/astro.mjs', 'build'], {
    cwd: PROJECT_ROOT,
    env: { ...process.env, DATABASE_URL: databaseUrl, ASTRO_TELEMETRY_DISABLED: '1' },
  });
  const code = await build.exited;
  if (code !== 0) throw new Error(`astro build failed:\n${build.output()}`);
}

/**
 * What a Cloudflare Pages build does when the deploy hook calls it: `astro build` reading the database
 * (Neon there, `databaseUrl` here) into `outDir`, which a test then serves as the new deployment.
 */
export async function buildSiteInto(databaseUrl: string, outDir: string): Promise<void> {
  const build = spawnLogged(process.execPath, ['node_modules/astro/bin/astro.mjs', 'build'], {
    cwd: PROJECT_ROOT,
    env: { ...process.env, DATABASE_URL: databaseUrl, ASTRO_OUT_DIR: outDir, ASTRO_TELEMETRY_DISABLED: '1' },
  });
  const code = await build.exited;
  if (code !== 0) throw new Error(`astro build failed:\n${build.output()}`);
}

export const EDGE_TEST_JWT_SECRET = 'edge-test-secret-edge-test-secret-0123456789';

export interface PagesDev {
  origin: string;
  proxy: WsTcpProxy;
  process: Spawned;
  /** The local deploy hook it calls (its own, unless `bindings` named another DEPLOY_HOOK_URL). */
  hook: HookServer | undefined;
  /** Where miniflare keeps this run's local R2 bucket and cache. */
  stateDir: string;
  stop(): Promise<void>;
}

/**
 * The production shape on this machine: `wrangler pages dev dist` (workerd serving dist/ and
 * functions/), the real Neon driver reaching the local PostgreSQL through the WebSocket proxy, and
 * miniflare's local R2 bucket, and a local deploy hook (every deployment has one: without it the function
 * answers 503). `bindings` add to or replace DATABASE_URL, JWT_SECRET, NEON_WS_PROXY and DEPLOY_HOOK_URL.
 */
export async function startPagesDev(options: {
  databaseUrl: string;
  bindings?: Record<string, string>;
  proxy?: WsTcpProxyOptions;
  /** The deployment's files: this checkout's dist/ unless given (the edge project's build, or a journey's own). */
  distDir?: string;
}): Promise<PagesDev> {
  const distDir = options.distDir ?? 'dist';
  if (!existsSync(path.resolve(PROJECT_ROOT, distDir, 'index.html')))
    throw new Error(`${distDir}/ is missing: run npm run build first`);
  const proxy = await startWsTcpProxy(options.proxy);
  const hook = options.bindings?.DEPLOY_HOOK_URL ? undefined : await startHookServer();
  const stateDir = await mkdtemp(path.join(tmpdir(), 'masjid-pages-dev-'));
  const port = await freePort();
  const inspectorPort = await freePort();
  const bindings: Record<string, string> = {
    DATABASE_URL: options.databaseUrl,
    JWT_SECRET: EDGE_TEST_JWT_SECRET,
    NEON_WS_PROXY: `127.0.0.1:${proxy.port}`,
    ...(hook ? { DEPLOY_HOOK_URL: hook.url } : {}),
    ...options.bindings,
  };
  const args = [
    'node_modules/wrangler/bin/wrangler.js',
    'pages',
    'dev',
    distDir,
    '--port',
    String(port),
    '--ip',
    '127.0.0.1',
  ];
  args.push('--inspector-port', String(inspectorPort), '--persist-to', stateDir);
  for (const [name, value] of Object.entries(bindings)) args.push('--binding', `${name}=${value}`);
  const spawned = spawnLogged(process.execPath, args, {
    cwd: PROJECT_ROOT,
    env: { ...process.env, WRANGLER_SEND_METRICS: 'false', CI: '1', NO_COLOR: '1', WRANGLER_LOG: 'warn' },
  });
  const origin = `http://127.0.0.1:${port}`;
  try {
    await waitForHttp(`${origin}/api/health/live`, spawned, 180_000);
  } catch (error) {
    await spawned.stop();
    await proxy.close();
    await hook?.close();
    throw error;
  }
  return {
    origin,
    proxy,
    hook,
    process: spawned,
    stateDir,
    async stop() {
      await spawned.stop();
      await proxy.close();
      await hook?.close();
      await rm(stateDir, { recursive: true, force: true });
    },
  };
}
