import { Hono } from 'hono';
import { IMAGE_TYPES, type ImageInfo } from '../../domain/images/image-info.ts';
import {
  checkImageFile,
  cleanFileName,
  DEFAULT_GALLERY_NAME,
  GALLERY_NAME_RULE,
  tooLargeMessage,
  UPLOAD_LIMITS,
  validGalleryName,
} from '../../domain/images/upload-rules.ts';
import { findOrCreateGallery } from '../db/repositories/galleries.ts';
import { insertPhotos, type NewPhoto } from '../db/repositories/photos.ts';
import type { AppEnv } from '../env.ts';
import { ApiError } from '../middleware/errors.ts';
import { requireRole, STAFF } from '../middleware/require-role.ts';

export const NO_IMAGE_SELECTED = 'No image selected: choose one or more images to upload';

/** Where an uploaded image is served from (src/server/routes/uploads.ts). */
export const uploadUrl = (key: string) => `/api/uploads/${key}`;

type CheckedFile = { name: string; bytes: Uint8Array; info: ImageInfo };

function formText(value: unknown, field: string, max: number): string | null {
  if (value === undefined) return null;
  if (typeof value !== 'string')
    throw new ApiError(400, `${field} must be text`, { fields: { [field]: 'Must be text' } });
  const text = value.trim();
  if (text.length > max) {
    throw new ApiError(400, `${field} must be at most ${max} characters`, {
      fields: { [field]: `At most ${max} characters` },
    });
  }
  return text === '' ? null : text;
}

/**
 * POST /upload (staff): multipart with one or more files in `photos`, and `galleryName` and
 * `description`. Every file is checked by its bytes (JPEG, PNG, WebP, AVIF or GIF; no SVG), its size and
 * its pixel count before any is stored; then all are stored under server-made keys and recorded in the
 * gallery, or none is.
 */
export const photoRoutes = new Hono<AppEnv>().post('/upload', requireRole(STAFF), async (c) => {
  if (!/^multipart\/form-data\s*;/i.test(c.req.header('content-type') ?? '')) {
    throw new ApiError(415, 'Content-Type must be multipart/form-data with the images in the field "photos"');
  }
  let form: Record<string, string | File | (string | File)[]>;
  try {
    form = await c.req.parseBody({ all: true });
  } catch {
    throw new ApiError(400, 'The upload could not be read as multipart/form-data');
  }

  const field = form['photos'];
  const values = field === undefined ? [] : Array.isArray(field) ? field : [field];
  const files = values.filter((v): v is File => v instanceof File && !(v.size === 0 && v.name === ''));
  if (files.length === 0 || files.length !== values.length) {
    throw new ApiError(400, files.length === 0 ? NO_IMAGE_SELECTED : 'Every "photos" value must be a file', {
      fields: { photos: 'No image selected' },
    });
  }
  if (files.length > UPLOAD_LIMITS.maxFilesPerUpload) {
    throw new ApiError(400, `Upload at most ${UPLOAD_LIMITS.maxFilesPerUpload} images at a time`, {
      fields: { photos: `At most ${UPLOAD_LIMITS.maxFilesPerUpload} images` },
    });
  }

  const rawName = formText(form['galleryName'], 'galleryName', 500);
  const galleryName = rawName === null ? DEFAULT_GALLERY_NAME : validGalleryName(rawName);
  if (galleryName === null) throw new ApiError(400, GALLERY_NAME_RULE, { fields: { galleryName: GALLERY_NAME_RULE } });
  const description = formText(form['description'], 'description', UPLOAD_LIMITS.description);

  const checked: CheckedFile[] = [];
  for (const file of files) {
    if (file.size > UPLOAD_LIMITS.maxFileBytes) {
      const message = tooLargeMessage(file.name, file.size);
      throw new ApiError(413, message, { fields: { photos: message } });
    }
    const bytes = new Uint8Array(await file.arrayBuffer());
    const result = checkImageFile(file.name, bytes);
    if (!result.ok) throw new ApiError(result.status, result.message, { fields: { photos: result.message } });
    checked.push({
      name: cleanFileName(file.name) || `image.${IMAGE_TYPES[result.info.format].extension}`,
      bytes,
      info: result.info,
    });
  }

  const { db, storage, now } = c.env.services;
  const stored: string[] = [];
  const removeStored = () => Promise.allSettled(stored.map((key) => storage.delete(key)));
  try {
    const rows: Omit<NewPhoto, 'galleryId'>[] = [];
    for (const file of checked) {
      const type = IMAGE_TYPES[file.info.format];
      const key = `${crypto.randomUUID()}.${type.extension}`;
      await storage.put(key, file.bytes, type.contentType);
      stored.push(key);
      rows.push({
        url: uploadUrl(key),
        storageKey: key,
        originalName: file.name,
        contentType: type.contentType,
        sizeBytes: file.bytes.length,
        width: file.info.width,
        height: file.info.height,
        createdAt: now(),
      });
    }
    const { gallery, photos } = await db.transaction().execute(async (trx) => {
      const gallery = await findOrCreateGallery(trx, galleryName, description);
      const photos = await insertPhotos(
        trx,
        rows.map((row) => ({ ...row, galleryId: gallery.id })),
      );
      return { gallery, photos };
    });
    const count = photos.length;
    return c.json(
      { message: `Uploaded ${count} image${count === 1 ? '' : 's'} to ${gallery.name}`, gallery, photos },
      201,
    );
  } catch (error) {
    await removeStored();
    throw error;
  }
});
