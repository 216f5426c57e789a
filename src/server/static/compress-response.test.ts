import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { compressResponse, MIN_COMPRESS_BYTES } from './compress-response.ts';

const bigJson = JSON.stringify({ days: Array.from({ length: 200 }, (_, i) => ({ date: `2026-01-${i}`, fajr: '05:30' })) });
const smallJson = JSON.stringify({ status: 'ok' });

function answer(body: string | Uint8Array<ArrayBuffer>, type: string, extra: Record<string, string> = {}) {
  return new Response(body, { status: 200, headers: { 'content-type': type, 'x-kept': 'yes', ...extra } });
}
const get = (acceptEncoding?: string, method = 'GET') =>
  new Request('http://site.test/api/x', { method, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

describe('compressResponse', () => {
  it.each([
    ['br, gzip', 'br'],
    ['gzip, deflate, br', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['identity', null],
    [undefined, null],
  ])('JSON over %s bytes, Accept-Encoding %s → %s', async (accept, expected) => {
    const res = await compressResponse(get(accept), answer(bigJson, 'application/json; charset=UTF-8'));
    expect(res.headers.get('content-encoding')).toBe(expected);
    expect(res.headers.get('vary')).toBe('Accept-Encoding');
    expect(res.headers.get('x-kept')).toBe('yes');
    const bytes = Buffer.from(await res.arrayBuffer());
    const text = expected === 'br' ? brotliDecompressSync(bytes) : expected === 'gzip' ? gunzipSync(bytes) : bytes;
    expect(text.toString('utf8')).toBe(bigJson);
    if (expected) expect(bytes.byteLength).toBeLessThan(bigJson.length / 4);
  });

  it('leaves a body under the threshold as it is', async () => {
    expect(smallJson.length).toBeLessThan(MIN_COMPRESS_BYTES);
    const res = await compressResponse(get('br'), answer(smallJson, 'application/json'));
    expect(res.headers.get('content-encoding')).toBeNull();
    expect(await res.text()).toBe(smallJson);
  });

  it.each([
    ['an image', get('br'), answer(new Uint8Array(4096), 'image/png')],
    ['a HEAD answer', get('br', 'HEAD'), answer(bigJson, 'application/json')],
    ['a no-transform answer', get('br'), answer(bigJson, 'application/json', { 'cache-control': 'no-store, no-transform' })],
    ['an already encoded answer', get('br'), answer(bigJson, 'application/json', { 'content-encoding': 'gzip' })],
  ])('passes %s through untouched', async (_label, request, response) => {
    const res = await compressResponse(request, response);
    expect(res).toBe(response);
  });

  it('keeps the status and adds to an existing Vary', async () => {
    const res = await compressResponse(get('gzip'), new Response(bigJson, { status: 400, headers: { 'content-type': 'text/csv', vary: 'Cookie' } }));
    expect(res.status).toBe(400);
    expect(res.headers.get('vary')).toBe('Cookie, Accept-Encoding');
    expect(res.headers.get('content-encoding')).toBe('gzip');
  });
});
