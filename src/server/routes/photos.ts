import { Hono } from 'hono';
import { z } from 'zod';
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
import { ApiError, issueWithFieldText } from '../middleware/errors.ts';
import { requireRole, STAFF } from '../middleware/require-role.ts';
import { multipartBody } from '../middleware/validate.ts';

export const NO_IMAGE_SELECTED = 'No image selected: choose one or more images to upload';

/** Where an uploaded image is served from (src/server/routes/uploads.ts). */
export const uploadUrl = (key: string) => `/api/uploads/${key}`;

type CheckedFile = { name: string; bytes: Uint8Array; info: ImageInfo };

/** An optional text field of the form, trimmed; empty means none. */
const formText = (field: string, max: number) =>
  z.unknown().optional().transform((value, ctx) => {
    if (value === undefined) return null;
    if (typeof value !== 'string') {
      ctx.addIssue(issueWithFieldText(`${field} must be text`, 'Must be text'));
      return z.NEVER;
    }
    const text = value.trim();
    if (text.length > max) {
      ctx.addIssue(issueWithFieldText(`${field} must be at most ${max} characters`, `At most ${max} characters`));
      return z.NEVER;
    }
    return text === '' ? null : text;
  });

/** The upload form: one or more image files in `photos`, an optional gallery name and description. */
export const photoUploadSchema = z.object({
  photos: z.unknown().optional().transform((field, ctx) => {
    const values = field === undefined ? [] : Array.isArray(field) ? field : [field];
    const files = values.filter((v): v is File => v instanceof File && !(v.size === 0 && v.name === ''));
    if (files.length === 0) ctx.addIssue(issueWithFieldText(NO_IMAGE_SELECTED, 'No image selected'));
    else if (files.length !== values.length)
      ctx.addIssue(issueWithFieldText('Every "photos" value must be a file', 'No image selected'));
    else if (files.length > UPLOAD_LIMITS.maxFilesPerUpload) {
      ctx.addIssue(
        issueWithFieldText(
          `Upload at most ${UPLOAD_LIMITS.maxFilesPerUpload} images at a time`,
          `At most ${UPLOAD_LIMITS.maxFilesPerUpload} images`,
        ),
      );
    } else return files;
    return z.NEVER;
  }),
  galleryName: formText('galleryName', 500).transform((name, ctx) => {
    const valid = name === null ? DEFAULT_GALLERY_NAME : validGalleryName(name);
    if (valid !== null) return valid;
    ctx.addIssue({ code: 'custom', message: GALLERY_NAME_RULE });
    return z.NEVER;
  }),
  description: formText('description', UPLOAD_LIMITS.description),
});

/**
 * POST /upload (staff): multipart with one or more files in `photos`, and `galleryName` and
 * `description`. Every file is checked by its bytes (JPEG, PNG, WebP, AVIF or GIF; no SVG), its size and
 * its pixel count before any is stored; then all are stored under server-made keys and recorded in the
 * gallery, or none is.
 */
export const photoRoutes = new Hono<AppEnv>().post(
  '/upload',
  requireRole(STAFF),
  multipartBody(photoUploadSchema, 'Content-Type must be multipart/form-data with the images in the field "photos"'),
  async (c) => {
    const { photos: files, galleryName, description } = c.req.valid('form');

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
  },
);
