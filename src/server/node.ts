import { serve, type ServerType } from '@hono/node-server';
import { getConnInfo } from '@hono/node-server/conninfo';
import { Hono, type Context } from 'hono';
import { app as api } from './app.ts';
import type { AppServices } from './env.ts';
import { forwardedInfo, forwardedUrl, type TrustProxy } from './proxy/trust-proxy.ts';
import { LANGUAGE_QUERY_FILES, languageFileError, languageFileOf } from './feeds/language-files.ts';
import { PUBLIC_API_PATHS, toApiUrl } from './public-api-paths.ts';
import { pageSecurityHeaders } from './security-headers.ts';
import { compressResponse } from './static/compress-response.ts';
import { serveStaticSite } from './static/serve-static.ts';
import type { StaticSite } from './static/static-site.ts';

export interface NodeServerOptions {
  services: AppServices;
  site: () => StaticSite;
  /** TRUST_PROXY: which forwarding headers to believe; off unless set. */
  trustProxy?: TrustProxy;
  port: number;
  host: string;
  /** Whole-request deadline (headers and body); headers alone get a sixth of it, at least a second. */
  requestTimeoutMs?: number;
}

export interface RunningServer {
  url: string;
  close(): Promise<void>;
}

/**
 * One Node process: /api through the Hono app, everything else from the built site in memory. Behind a
 * trusted proxy the app sees the URL the browser asked for (scheme and host) and the visitor's address;
 * otherwise the connection's own, and no forwarding header is believed.
 */
export function createNodeApp(options: Pick<NodeServerOptions, 'services' | 'site' | 'trustProxy'>) {
  const trust = options.trustProxy ?? { kind: 'off' };
  const forwarded = (c: Context) => forwardedInfo(trust, peerAddress(c), c.req.raw.headers);
  const toApi = async (c: Context) => {
    const info = forwarded(c);
    const url = toApiUrl(forwardedUrl(c.req.url, info));
    const request = url === c.req.url ? c.req.raw : requestAt(url, c.req.raw);
    return compressResponse(request, await api.fetch(request, { services: options.services, clientIp: info.clientIp }));
  };
  const staticSite = serveStaticSite(options.site, (c) => {
    const https = (forwarded(c).proto ?? new URL(c.req.url).protocol.slice(0, -1)) === 'https';
    return new Headers(pageSecurityHeaders(https, new URL(c.req.url).pathname));
  });
  const files = new Hono().use(staticSite);
  const app = new Hono().all('/api/*', toApi).all('/api', toApi);
  // Public addresses outside /api that the API answers (/prayer-times.ics with its query).
  for (const path of Object.keys(PUBLIC_API_PATHS)) app.all(path, toApi);
  // Static files with a copy per language: /calendar.ics?lang=tr is /tr/calendar.ics (feeds/language-files.ts).
  for (const path of LANGUAGE_QUERY_FILES)
    app.on(['GET', 'HEAD'], path, async (c, next) => {
      const chosen = languageFileOf(c.req.url);
      if (!chosen.ok) return languageFileError(chosen);
      if (chosen.path === path) return next();
      const url = new URL(c.req.url);
      url.pathname = chosen.path;
      return files.fetch(requestAt(url.href, c.req.raw), c.env);
    });
  return app.use(staticSite);
}

/** The same request at another URL (its body streamed through, not copied). */
function requestAt(url: string, request: Request): Request {
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
  return new Request(url, {
    method: request.method,
    headers: request.headers,
    signal: request.signal,
    ...(hasBody ? { body: request.body, duplex: 'half' } : {}),
  } as RequestInit);
}

/** The peer address of the TCP connection. */
function peerAddress(c: Context): string | undefined {
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
