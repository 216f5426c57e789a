import { serve, type ServerType } from '@hono/node-server';
import { getConnInfo } from '@hono/node-server/conninfo';
import { Hono, type Context } from 'hono';
import { app as api } from './app.ts';
import type { AppServices } from './env.ts';
import { isHttps } from './middleware/session.ts';
import { PUBLIC_API_PATHS, toApiRequest } from './public-api-paths.ts';
import { pageSecurityHeaders } from './security-headers.ts';
import { compressResponse } from './static/compress-response.ts';
import { serveStaticSite } from './static/serve-static.ts';
import type { StaticSite } from './static/static-site.ts';

export interface NodeServerOptions {
  services: AppServices;
  site: () => StaticSite;
  port: number;
  host: string;
  /** Whole-request deadline (headers and body); headers alone get a sixth of it, at least a second. */
  requestTimeoutMs?: number;
}

export interface RunningServer {
  url: string;
  close(): Promise<void>;
}

/** One Node process: /api through the Hono app, everything else from the built site in memory. */
export function createNodeApp(options: Pick<NodeServerOptions, 'services' | 'site'>) {
  const toApi = async (c: Context) => {
    const request = toApiRequest(c.req.raw);
    return compressResponse(request, await api.fetch(request, { services: options.services, clientIp: clientAddress(c) }));
  };
  const app = new Hono().all('/api/*', toApi).all('/api', toApi);
  for (const path of Object.keys(PUBLIC_API_PATHS)) app.all(path, toApi);
  return app.use(serveStaticSite(options.site, (c) => new Headers(pageSecurityHeaders(isHttps(c), new URL(c.req.url).pathname))));
}

/** The peer address of the TCP connection; headers are not trusted for it. */
function clientAddress(c: Context): string | undefined {
  try {
    return getConnInfo(c).remote.address;
  } catch {
    return undefined;
  }
}

export function startNodeServer(options: NodeServerOptions): Promise<RunningServer> {
  const nodeApp = createNodeApp(options);
  return new Promise((resolve, reject) => {
    let server: ServerType;
    try {
      const requestTimeout = options.requestTimeoutMs ?? 120_000;
      const serverOptions = { requestTimeout, headersTimeout: Math.max(1_000, Math.floor(requestTimeout / 6)) };
      server = serve({ fetch: nodeApp.fetch, port: options.port, hostname: options.host, serverOptions }, (info) => {
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
