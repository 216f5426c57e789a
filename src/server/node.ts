import { serve, type ServerType } from '@hono/node-server';
import { Hono } from 'hono';
import { app as api } from './app.ts';
import type { AppServices } from './env.ts';
import { serveStaticSite } from './static/serve-static.ts';
import type { StaticSite } from './static/static-site.ts';

export interface NodeServerOptions {
  services: AppServices;
  site: () => StaticSite;
  port: number;
  host: string;
}

export interface RunningServer {
  url: string;
  close(): Promise<void>;
}

/** One Node process: /api through the Hono app, everything else from the built site in memory. */
export function createNodeApp(options: Pick<NodeServerOptions, 'services' | 'site'>) {
  const env = { services: options.services };
  return new Hono()
    .all('/api/*', (c) => api.fetch(c.req.raw, env))
    .all('/api', (c) => api.fetch(c.req.raw, env))
    .use(serveStaticSite(options.site, () => new Headers()));
}

export function startNodeServer(options: NodeServerOptions): Promise<RunningServer> {
  const nodeApp = createNodeApp(options);
  return new Promise((resolve, reject) => {
    let server: ServerType;
    try {
      server = serve({ fetch: nodeApp.fetch, port: options.port, hostname: options.host }, (info) => {
        const host = info.family === 'IPv6' ? `[${info.address}]` : info.address;
        resolve({
          url: `http://${host}:${info.port}`,
          close: () =>
            new Promise<void>((done) => {
              server.close(() => done());
              // Keep-alive sockets would otherwise hold the close open.
              (server as { closeAllConnections?: () => void }).closeAllConnections?.();
            }),
        });
      });
      server.on('error', reject);
    } catch (error) {
      reject(error);
    }
  });
}
