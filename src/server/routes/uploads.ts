import { Hono } from 'hono';
import { z } from 'zod';
import { IMAGE_TYPES } from '../../domain/images/image-info.ts';
import type { AppEnv } from '../env.ts';
import { ApiError } from '../middleware/errors.ts';

/** The keys POST /photos/upload makes: a random UUID and the format's extension. */
const KEY = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.([a-z]+)$/;
const TYPE_BY_EXTENSION = new Map(Object.values(IMAGE_TYPES).map((t) => [t.extension, t.contentType]));

export const IMMUTABLE = 'public, max-age=31536000, immutable';

/** `:key`: what POST /photos/upload made; anything else is no image (404, not 400: the address names nothing). */
export const uploadKeySchema = z.object({
  key: z
    .string()
    .regex(KEY)
    .describe("The key of an uploaded image, as in an event's imageUrl: a UUID and the image type's extension"),
});

/**
 * GET /:key (public): an uploaded image. The key never changes its bytes, so it is cached for a year;
 * the type comes from the key's checked extension, never from anything the uploader said, and nosniff
 * keeps browsers from guessing another.
 */
export const uploadRoutes = new Hono<AppEnv>().get('/:key', async (c) => {
  const parsed = uploadKeySchema.safeParse(c.req.param());
  const key = parsed.success ? parsed.data.key : '';
  const contentType = TYPE_BY_EXTENSION.get(KEY.exec(key)?.[1] ?? '');
  if (!contentType) throw new ApiError(404, 'Image not found');
  const blob = await c.env.services.storage.get(key);
  if (!blob) throw new ApiError(404, 'Image not found');
  // Storage hands back plain bytes or a stream; either is sent as it is.
  return c.body(blob.body as Uint8Array<ArrayBuffer> | ReadableStream, 200, {
    'Content-Type': contentType,
    'Content-Length': String(blob.size),
    'Content-Disposition': 'inline',
    'X-Content-Type-Options': 'nosniff',
    'Cache-Control': IMMUTABLE,
    ETag: `"${key}"`,
  });
});
