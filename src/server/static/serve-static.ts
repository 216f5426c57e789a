import type { Context, MiddlewareHandler } from 'hono';
import { chooseEncoding, resolveStaticPath, type StaticFile, type StaticSite } from './static-site.ts';

function respond(file: StaticFile, status: number, request: Request, extraHeaders: Headers): Response {
  const headers = new Headers(extraHeaders);
  headers.set('Content-Type', file.contentType);
  headers.set('Cache-Control', status === 404 ? 'no-store' : file.cacheControl);
  headers.set('ETag', file.etag);
  if (file.brotli || file.gzip) headers.set('Vary', 'Accept-Encoding');
  if (status === 200 && request.headers.get('if-none-match') === file.etag) {
    return new Response(null, { status: 304, headers });
  }
  const encoding = chooseEncoding(file, request.headers.get('accept-encoding') ?? undefined);
  const body = encoding === 'br' ? file.brotli : encoding === 'gzip' ? file.gzip : file.body;
  if (encoding) headers.set('Content-Encoding', encoding);
  headers.set('Content-Length', String(body!.byteLength));
  return new Response(request.method === 'HEAD' ? null : (body as Uint8Array<ArrayBuffer>), { status, headers });
}

/**
 * Serves the in-memory site; unknown paths get the site's 404 page with status 404, like Pages does.
 * `current` is read per request so a rebuild can swap the site without a restart.
 */
export function serveStaticSite(current: () => StaticSite, securityHeaders: (c: Context) => Headers): MiddlewareHandler {
  return async (c) => {
    const method = c.req.method;
    if (method !== 'GET' && method !== 'HEAD') {
      return c.text('Method Not Allowed', 405, { Allow: 'GET, HEAD' });
    }
    const site = current();
    const url = new URL(c.req.url);
    if (url.pathname.length > 1 && url.pathname.endsWith('/') && !site.files.has(`${url.pathname}index.html`)) {
      const target = url.pathname.replace(/\/+$/, '') || '/';
      if (resolveStaticPath(site, target)) return c.redirect(target + url.search, 301);
    }
    const filePath = resolveStaticPath(site, url.pathname);
    const file = filePath ? site.files.get(filePath) : undefined;
    if (file) return respond(file, 200, c.req.raw, securityHeaders(c));
    // A language's own 404 page under its prefix (/tr/404.html), as Pages serves the nearest 404.html.
    const notFound = site.files.get(`/${url.pathname.split('/')[1] ?? ''}/404.html`) ?? site.notFound;
    if (notFound) return respond(notFound, 404, c.req.raw, securityHeaders(c));
    return c.text('Not Found', 404);
  };
}
