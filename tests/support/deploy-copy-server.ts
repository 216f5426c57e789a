import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { serve, type ServerType } from '@hono/node-server';
import { Hono } from 'hono';
import { pageSecurityHeaders } from '../../src/server/security-headers.ts';
import { serveStaticSite } from '../../src/server/static/serve-static.ts';
import { loadStaticSite, type StaticSite } from '../../src/server/static/static-site.ts';
import { freePort } from './processes.ts';

/**
 * A copy of the built site served the way the Node adapter serves it, with /api passed through to a
 * running `npm start`, so a test can "deploy" a new build under a screen that is running: `deploy()`
 * changes the display's version in the copy (as a rebuild with changed code would) and serves it.
 */
export interface DeployCopyServer {
  origin: string;
  deploy(version: string): Promise<void>;
  close(): Promise<void>;
}

export async function startDeployCopyServer(distDir: string, apiOrigin: string): Promise<DeployCopyServer> {
  const root = await mkdtemp(path.join(tmpdir(), 'display-deploy-'));
  await cp(distDir, root, { recursive: true });
  let site: StaticSite = await loadStaticSite(root);
  const app = new Hono()
    .all('/api/*', async (c) => {
      const url = new URL(c.req.url);
      const answer = await fetch(`${apiOrigin}${url.pathname}${url.search}`, { method: c.req.method });
      const headers = new Headers();
      for (const name of ['content-type', 'cache-control']) {
        const value = answer.headers.get(name);
        if (value) headers.set(name, value);
      }
      return new Response(await answer.arrayBuffer(), { status: answer.status, headers });
    })
    .use(serveStaticSite(() => site, (c) => new Headers(pageSecurityHeaders(false, new URL(c.req.url).pathname))));
  const port = await freePort();
  const server: ServerType = await new Promise((resolve) => {
    const started = serve({ fetch: app.fetch, port, hostname: '127.0.0.1' }, () => resolve(started));
  });
  return {
    origin: `http://127.0.0.1:${port}`,
    async deploy(version) {
      const replace = async (file: string, pattern: RegExp, value: string) => {
        const full = path.join(root, file);
        const text = await readFile(full, 'utf8');
        if (!pattern.test(text)) throw new Error(`no version in ${file}`);
        await writeFile(full, text.replace(pattern, value));
      };
      await replace('display.html', /<meta name="display-build" content="[^"]*">/, `<meta name="display-build" content="${version}">`);
      await replace('display-sw.js', /^const DISPLAY_SW_VERSION = "[^"]*";/m, `const DISPLAY_SW_VERSION = "${version}";`);
      await writeFile(path.join(root, 'display-build.json'), `${JSON.stringify({ version })}\n`);
      site = await loadStaticSite(root);
    },
    async close() {
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        (server as { closeAllConnections?: () => void }).closeAllConnections?.();
      });
      await rm(root, { recursive: true, force: true });
    },
  };
}
