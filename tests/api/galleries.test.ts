import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { GALLERY_NAME_RULE, UPLOAD_LIMITS } from '../../src/domain/images/upload-rules.ts';
import { NO_IMAGE_SELECTED } from '../../src/server/routes/photos.ts';
import { memoryStorage, type BlobStorage } from '../../src/server/storage/blob-storage.ts';
import {
  bigJpegLike,
  jpegDeclaring,
  pngDeclaring,
  pngHeaderWithGarbage,
  realImage,
  svgImage,
  truncatedPng,
  type Format,
} from '../fixtures/images/generate.ts';
import { createTestApp, onEdge, TEST_ORIGIN, type TestApp } from '../support/test-app.ts';

/** Storage that records what was put and deleted, and can be told to fail. */
function spyStorage() {
  const inner = memoryStorage();
  const puts: string[] = [];
  const deletes: string[] = [];
  let failOnPut: number | undefined;
  const storage: BlobStorage = {
    async put(key, body, type) {
      if (failOnPut !== undefined && puts.length + 1 === failOnPut) throw new Error('storage is full');
      puts.push(key);
      await inner.put(key, body, type);
    },
    get: (key) => inner.get(key),
    async delete(key) {
      deletes.push(key);
      await inner.delete(key);
    },
  };
  return {
    storage,
    puts,
    deletes,
    failOnPut(n: number | undefined) {
      failOnPut = n;
    },
  };
}

const spy = spyStorage();
let t: TestApp;
let editor: string;

beforeAll(async () => {
  // On the edge the photos go to miniflare's local R2 inside workerd, which no spy can wrap: there the
  // tests read what the bucket holds instead.
  t = await createTestApp(onEdge ? {} : { storage: spy.storage });
  editor = (await t.signInAs('editor')).cookie;
});
afterAll(() => t.drop());
beforeEach(async () => {
  await t.db.deleteFrom('photos').execute();
  await t.db.deleteFrom('galleries').execute();
  spy.puts.length = 0;
  spy.deletes.length = 0;
  spy.failOnPut(undefined);
  if (t.edge) {
    const bucket = await t.edge.uploads();
    for (const object of (await bucket.list()).objects) await bucket.delete(object.key);
  }
});

/** The blobs storage holds now: what was put and not deleted (Node), or the R2 bucket's keys (edge). */
async function keysStored(): Promise<string[]> {
  if (t.edge) return (await (await t.edge.uploads()).list()).objects.map((object) => object.key);
  return spy.puts.filter((key) => !spy.deletes.includes(key));
}

type Upload = { name: string; bytes: Uint8Array; type?: string };

async function upload(
  files: Upload[],
  fields: Record<string, string> = {},
  cookie: string | null = editor,
): Promise<Response> {
  const form = new FormData();
  for (const file of files)
    form.append('photos', new File([new Uint8Array(file.bytes)], file.name, { type: file.type ?? 'image/png' }));
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  const headers: Record<string, string> = { origin: TEST_ORIGIN };
  if (cookie) headers.cookie = cookie;
  return t.request('/api/photos/upload', { method: 'POST', headers, body: form });
}

async function errorOf(res: Response) {
  return { status: res.status, ...((await res.json()) as { message: string; fields?: Record<string, string> }) };
}

/** Nothing stored: no blob written (or all removed again) and no row. */
async function expectNothingStored(): Promise<void> {
  expect(await keysStored()).toEqual([]);
  expect(await t.db.selectFrom('photos').select('id').execute()).toEqual([]);
}

const CONTENT_TYPES: Record<Format, string> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  avif: 'image/avif',
  gif: 'image/gif',
};

describe('POST /api/photos/upload', () => {
  it.each(['jpeg', 'png', 'webp', 'avif', 'gif'] as const)(
    'stores a %s under a server-made key and serves it back with its type and long caching',
    async (format) => {
      const bytes = await realImage(format, 80, 60);
      // The name and the browser's type lie: only the bytes count.
      const res = await upload([{ name: 'holiday.txt', bytes, type: 'application/octet-stream' }], {
        galleryName: 'Eid 2026',
      });
      expect(res.status, await res.clone().text()).toBe(201);
      const body = (await res.json()) as {
        photos: { url: string; originalName: string; contentType: string; width: number; height: number }[];
        gallery: { name: string };
      };
      expect(body.gallery.name).toBe('Eid 2026');
      const [photo] = body.photos;
      expect(photo).toMatchObject({
        originalName: 'holiday.txt',
        contentType: CONTENT_TYPES[format],
        width: 80,
        height: 60,
      });
      expect(photo!.url).toMatch(/^\/api\/uploads\/[0-9a-f-]{36}\.(jpg|png|webp|avif|gif)$/);
      expect(photo).not.toHaveProperty('storageKey');

      const served = await t.request(photo!.url);
      expect(served.status).toBe(200);
      expect(served.headers.get('content-type')).toBe(CONTENT_TYPES[format]);
      expect(served.headers.get('x-content-type-options')).toBe('nosniff');
      expect(served.headers.get('content-disposition')).toBe('inline');
      expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(new Uint8Array(await served.arrayBuffer())).toEqual(bytes);
    },
  );

  it('stores several files at once into one gallery, which GET /api/galleries lists with its photos', async () => {
    const files = [
      { name: 'a.jpg', bytes: await realImage('jpeg') },
      { name: 'b.png', bytes: await realImage('png') },
    ];
    const res = await upload(files, { galleryName: 'Ramadan Iftar', description: 'Community iftar photos' });
    expect(res.status).toBe(201);
    expect(((await res.json()) as { message: string }).message).toBe('Uploaded 2 images to Ramadan Iftar');
    expect(await keysStored()).toHaveLength(2);
    await upload([{ name: 'c.gif', bytes: await realImage('gif') }], { galleryName: 'ramadan iftar' });

    const list = await t.call('GET', '/api/galleries', { cookie: editor });
    expect(list.status).toBe(200);
    const galleries = (await list.json()) as {
      name: string;
      description: string | null;
      photos: { originalName: string; url: string }[];
    }[];
    expect(galleries).toHaveLength(1);
    expect(galleries[0]).toMatchObject({ name: 'Ramadan Iftar', description: 'Community iftar photos' });
    expect(galleries[0]!.photos.map((p) => p.originalName).sort()).toEqual(['a.jpg', 'b.png', 'c.gif']);
  });

  it('puts uploads without a gallery name into the default gallery and strips folder parts from names', async () => {
    // On the edge, workerd's multipart parser reads a backslash in the quoted file name as an escape, so a
    // Windows path arrives there without its backslashes; browsers send the base name anyway (HTML's file
    // upload), so the edge is checked with a forward-slash path.
    const name = onEdge ? 'Users/me/flyer.png' : 'C:\\Users\\me\\flyer.png';
    const res = await upload([{ name, bytes: await realImage('png') }]);
    expect(res.status).toBe(201);
    const body = (await res.json()) as { gallery: { name: string }; photos: { originalName: string }[] };
    expect(body.gallery.name).toBe('Event Images');
    expect(body.photos[0]!.originalName).toBe('flyer.png');
  });

  it('refuses a PNG header followed by garbage', async () => {
    const error = await errorOf(await upload([{ name: 'broken.png', bytes: pngHeaderWithGarbage() }]));
    expect(error).toMatchObject({
      status: 400,
      message: '"broken.png" looks like a PNG image but is damaged or incomplete',
    });
    expect(error.fields?.photos).toBe(error.message);
    await expectNothingStored();
  });

  it('refuses a PNG cut short', async () => {
    const error = await errorOf(await upload([{ name: 'cut.png', bytes: await truncatedPng() }]));
    expect(error.status).toBe(400);
    expect(error.message).toMatch(/damaged or incomplete/);
    await expectNothingStored();
  });

  it('refuses an SVG, whatever it is called', async () => {
    for (const name of ['logo.svg', 'logo.png']) {
      const error = await errorOf(await upload([{ name, bytes: svgImage(), type: 'image/svg+xml' }]));
      expect(error).toMatchObject({
        status: 415,
        message: `"${name}" is an SVG image, which is not accepted: upload a JPEG, PNG, WebP, AVIF or GIF image`,
      });
    }
    await expectNothingStored();
  });

  it('refuses files that are not images at all', async () => {
    const html = new TextEncoder().encode('<html><script>alert(1)</script></html>');
    const error = await errorOf(await upload([{ name: 'photo.jpg', bytes: html, type: 'image/jpeg' }]));
    expect(error).toMatchObject({
      status: 415,
      message: '"photo.jpg" is not an image we accept: upload a JPEG, PNG, WebP, AVIF or GIF image',
    });
    expect((await errorOf(await upload([{ name: 'empty.png', bytes: new Uint8Array(0) }]))).status).toBe(400);
    await expectNothingStored();
  });

  it('refuses a 20,000 × 20,000 pixel image with a clear message, PNG or JPEG', async () => {
    const png = await errorOf(await upload([{ name: 'huge.png', bytes: pngDeclaring(20_000, 20_000) }]));
    expect(png).toMatchObject({
      status: 400,
      message: '"huge.png" is 20,000 × 20,000 pixels (400 megapixels); the limit is 40 megapixels',
    });
    const jpeg = await errorOf(await upload([{ name: 'huge.jpg', bytes: jpegDeclaring(20_000, 20_000) }]));
    expect(jpeg.message).toBe('"huge.jpg" is 20,000 × 20,000 pixels (400 megapixels); the limit is 40 megapixels');
    await expectNothingStored();
  });

  it('accepts an image just inside the pixel limit', async () => {
    expect((await upload([{ name: 'ok.png', bytes: pngDeclaring(8_000, 5_000) }])).status).toBe(201);
  });

  it('refuses a 20 MB request with 413 before reading it', async () => {
    const error = await errorOf(await upload([{ name: 'big.jpg', bytes: bigJpegLike(20 * 1024 * 1024) }]));
    expect(error).toEqual({ status: 413, message: 'Request body is too large' });
    await expectNothingStored();
  });

  it('refuses a file over 10 MB within the request limit with 413 naming it', async () => {
    const error = await errorOf(
      await upload([{ name: 'big.jpg', bytes: bigJpegLike(UPLOAD_LIMITS.maxFileBytes + 1024) }]),
    );
    expect(error).toMatchObject({ status: 413, message: '"big.jpg" is 10.0 MB; each image may be at most 10.0 MB' });
    await expectNothingStored();
  });

  it('stores none of a batch when one file is bad', async () => {
    const res = await upload([
      { name: 'good.jpg', bytes: await realImage('jpeg') },
      { name: 'bad.svg', bytes: svgImage() },
    ]);
    expect(res.status).toBe(415);
    await expectNothingStored();
  });

  // Node only: a storage that fails on the second file needs the spy; R2 in workerd cannot be told to
  // fail. The clean-up is the route's, over the same BlobStorage interface on both adapters.
  it.skipIf(onEdge)('removes what it stored when storage fails part way', async () => {
    spy.failOnPut(2);
    const res = await upload([
      { name: 'one.jpg', bytes: await realImage('jpeg') },
      { name: 'two.jpg', bytes: await realImage('jpeg') },
    ]);
    expect(res.status).toBe(500);
    expect(spy.puts).toHaveLength(1);
    expect(spy.deletes).toEqual(spy.puts);
    expect(await t.db.selectFrom('photos').select('id').execute()).toEqual([]);
  });

  it.each(['../etc', 'a/b', 'a\\b', '.hidden', '<script>', 'x'.repeat(101), '   '])(
    'refuses the gallery name %j',
    async (galleryName) => {
      const error = await errorOf(await upload([{ name: 'a.png', bytes: await realImage('png') }], { galleryName }));
      if (galleryName.trim() === '') {
        // An empty name means the default gallery.
        expect(error.status).toBe(201);
        return;
      }
      expect(error).toMatchObject({
        status: 400,
        message: GALLERY_NAME_RULE,
        fields: { galleryName: GALLERY_NAME_RULE },
      });
      await expectNothingStored();
    },
  );

  it('needs at least one file in "photos" and multipart', async () => {
    expect(await errorOf(await upload([]))).toMatchObject({ status: 400, message: NO_IMAGE_SELECTED });
    const json = await t.call('POST', '/api/photos/upload', { body: { photos: [] }, cookie: editor });
    expect(json.status).toBe(415);
    const tooMany = Array.from({ length: 11 }, (_, i) => ({ name: `${i}.png`, bytes: pngDeclaring(10, 10) }));
    expect(await errorOf(await upload(tooMany))).toMatchObject({
      status: 400,
      message: 'Upload at most 10 images at a time',
    });
    await expectNothingStored();
  });

  it('is staff only, and GET /api/galleries too', async () => {
    expect(await errorOf(await upload([{ name: 'a.png', bytes: await realImage('png') }], {}, null))).toEqual({
      status: 401,
      message: 'Unauthorized',
    });
    await expectNothingStored();
    expect((await t.call('GET', '/api/galleries')).status).toBe(401);
  });
});

describe('GET /api/uploads/:key', () => {
  it('answers 404 for keys it did not make or does not have', async () => {
    for (const key of [
      'nope.png',
      '..%2F..%2Fpackage.json',
      '00000000-0000-0000-0000-000000000000.png',
      '00000000-0000-0000-0000-000000000000.svg',
    ]) {
      const res = await t.request(`/api/uploads/${key}`);
      expect(res.status).toBe(404);
      expect(res.headers.get('cache-control')).toBe('no-store');
    }
  });

  it('serves the type of the checked format even if storage recorded another', async () => {
    const key = '11111111-2222-4333-8444-555555555555.png';
    await t.services.storage.put(key, await realImage('png'), 'text/html');
    const res = await t.request(`/api/uploads/${key}`);
    expect(res.headers.get('content-type')).toBe('image/png');
  });
});
