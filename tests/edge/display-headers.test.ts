import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { freePort, spawnLogged, waitForHttp, type Spawned } from '../support/processes.ts';

/**
 * The prayer-hall display's headers on Cloudflare Pages (ADR 010), from dist/_headers as `wrangler pages
 * dev` applies it: /display may be framed by the site itself (Admin → Display's preview) with one policy,
 * not the site-wide 'none' joined to it; every other page still refuses framing; the service worker and
 * the build file are revalidated on every request. Static files only: no database is needed.
 */
const root = fileURLToPath(new URL('../..', import.meta.url));
// The edge project's own build (made when there is a database), else this checkout's dist/.
const built = inject('edgeSiteDir');
const siteDir = built || path.join(root, 'dist');

describe('the display on Pages (wrangler pages dev)', () => {
  let wrangler: Spawned;
  let origin: string;

  beforeAll(async () => {
    if (!built && !existsSync(path.join(siteDir, 'display-sw.js'))) {
      const build = spawnLogged(process.execPath, ['node_modules/astro/bin/astro.mjs', 'build'], {
        cwd: root,
        env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1' },
      });
      const code = await new Promise<number | null>((resolve) => build.child.once('exit', resolve));
      if (code !== 0) throw new Error(`astro build failed:\n${build.output()}`);
    }
    const port = await freePort();
    const inspectorPort = await freePort();
    wrangler = spawnLogged(
      process.execPath,
      [
        'node_modules/wrangler/bin/wrangler.js',
        'pages',
        'dev',
        siteDir,
        '--port',
        String(port),
        '--ip',
        '127.0.0.1',
        '--inspector-port',
        String(inspectorPort),
        '--persist-to',
        path.join(root, '.wrangler/display-headers-state'),
      ],
      { cwd: root, env: { ...process.env, WRANGLER_SEND_METRICS: 'false', CI: '1', NO_COLOR: '1', WRANGLER_LOG: 'warn' } },
    );
    origin = `http://127.0.0.1:${port}`;
    await waitForHttp(`${origin}/display`, wrangler, 180_000);
  });

  afterAll(async () => {
    await wrangler?.stop();
  });

  it('lets only the site itself frame /display, with a single policy', async () => {
    const res = await fetch(`${origin}/display`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-security-policy')).toBe("frame-ancestors 'self'; base-uri 'self'; object-src 'none'");
    expect(res.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    const version = /<meta name="display-build" content="([0-9a-f]+)">/.exec(await res.text())?.[1];
    expect(version).toBe(JSON.parse(readFileSync(path.join(siteDir, 'display-build.json'), 'utf8')).version);
  });

  it('keeps refusing framing everywhere else', async () => {
    for (const page of ['/', '/admin', '/monthly-prayer-times']) {
      const res = await fetch(`${origin}${page}`);
      expect(res.headers.get('content-security-policy'), page).toBe("frame-ancestors 'none'; base-uri 'self'; object-src 'none'");
      expect(res.headers.get('x-frame-options'), page).toBe('DENY');
    }
  });

  it('serves the worker as JavaScript and revalidates it and the build file on every request', async () => {
    const worker = await fetch(`${origin}/display-sw.js`);
    expect(worker.status).toBe(200);
    expect(worker.headers.get('content-type')).toMatch(/javascript/);
    expect(worker.headers.get('cache-control')).toBe('no-cache');
    const build = await fetch(`${origin}/display-build.json`);
    expect(build.headers.get('cache-control')).toBe('no-cache');
  });
});
