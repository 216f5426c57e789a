import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import { preferredEncoding } from './static-site.ts';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

const COMPRESSIBLE = /^(application\/(json|javascript|xml)|text\/)/i;
/** Below this a compressed body saves less than the headers it adds. */
export const MIN_COMPRESS_BYTES = 1_024;

function withVary(headers: Headers): Headers {
  const vary = headers.get('vary');
  if (!vary) headers.set('Vary', 'Accept-Encoding');
  else if (!/(^|,)\s*accept-encoding\s*(,|$)/i.test(vary)) headers.set('Vary', `${vary}, Accept-Encoding`);
  return headers;
}

/**
 * Compresses an API answer on the Node adapter (Cloudflare compresses at its edge): JSON and text of at
 * least 1 KB, brotli at a dynamic-content quality or gzip, off the event loop. Images, streams already
 * encoded and HEAD answers pass through untouched.
 */
export async function compressResponse(request: Request, response: Response): Promise<Response> {
  const type = response.headers.get('content-type') ?? '';
  if (!response.body || request.method === 'HEAD' || response.headers.has('content-encoding') || !COMPRESSIBLE.test(type)) {
    return response;
  }
  if (/(^|,)\s*no-transform\s*(,|$)/i.test(response.headers.get('cache-control') ?? '')) return response;
  const headers = withVary(new Headers(response.headers));
  const init = { status: response.status, statusText: response.statusText, headers };
  const encoding = preferredEncoding(request.headers.get('accept-encoding') ?? undefined);
  const body = new Uint8Array(await response.arrayBuffer());
  if (!encoding || body.byteLength < MIN_COMPRESS_BYTES) return new Response(body, init);
  const encoded =
    encoding === 'br'
      ? await brotli(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5, [zlib.BROTLI_PARAM_SIZE_HINT]: body.byteLength } })
      : await gzipAsync(body, { level: 6 });
  headers.set('Content-Encoding', encoding);
  headers.delete('Content-Length');
  return new Response(new Uint8Array(encoded), init);
}
