import { ACCEPTED_FORMATS_TEXT, IMAGE_TYPES, sniffImage, type ImageInfo } from './image-info.ts';

/** Limits for staff image uploads (POST /api/photos/upload). */
export const UPLOAD_LIMITS = {
  /** Per file. The request as a whole is capped a little above this (BODY_LIMITS in app.ts). */
  maxFileBytes: 10 * 1024 * 1024,
  /** Width × height: 40 megapixels is above any phone camera and far below a decompression bomb. */
  maxPixels: 40_000_000,
  maxFilesPerUpload: 10,
  galleryName: 100,
  description: 500,
  originalName: 255,
} as const;

export const DEFAULT_GALLERY_NAME = 'Event Images';

export type FileCheck = { ok: true; info: ImageInfo } | { ok: false; status: 400 | 413 | 415; message: string };

const megabytes = (bytes: number) => `${(bytes / (1024 * 1024)).toFixed(1)} MB`;

/** A name for messages: quoted, without control characters, short. */
export function shownName(name: string): string {
  const clean = cleanFileName(name) || 'the file';
  return `"${clean.length > 60 ? `${clean.slice(0, 60)}…` : clean}"`;
}

/** '"flyer.jpg" is 11.2 MB; each image may be at most 10.0 MB'. */
export function tooLargeMessage(name: string, size: number): string {
  return `${shownName(name)} is ${megabytes(size)}; each image may be at most ${megabytes(UPLOAD_LIMITS.maxFileBytes)}`;
}

/** Everything checked about one uploaded file before anything is stored, with the message staff see. */
export function checkImageFile(name: string, bytes: Uint8Array): FileCheck {
  const label = shownName(name);
  if (bytes.length === 0) return { ok: false, status: 400, message: `${label} is empty` };
  if (bytes.length > UPLOAD_LIMITS.maxFileBytes)
    return { ok: false, status: 413, message: tooLargeMessage(name, bytes.length) };
  const sniffed = sniffImage(bytes);
  if (!sniffed.ok) {
    if (sniffed.problem === 'svg') {
      return {
        ok: false,
        status: 415,
        message: `${label} is an SVG image, which is not accepted: upload a ${ACCEPTED_FORMATS_TEXT} image`,
      };
    }
    if (sniffed.problem === 'damaged') {
      const kind = IMAGE_TYPES[sniffed.format!].label;
      return { ok: false, status: 400, message: `${label} looks like a ${kind} image but is damaged or incomplete` };
    }
    return {
      ok: false,
      status: 415,
      message: `${label} is not an image we accept: upload a ${ACCEPTED_FORMATS_TEXT} image`,
    };
  }
  const { width, height } = sniffed.info;
  if (width * height > UPLOAD_LIMITS.maxPixels) {
    const megapixels = Math.round((width * height) / 1_000_000);
    return {
      ok: false,
      status: 400,
      message: `${label} is ${width.toLocaleString('en-US')} × ${height.toLocaleString('en-US')} pixels (${megapixels} megapixels); the limit is ${UPLOAD_LIMITS.maxPixels / 1_000_000} megapixels`,
    };
  }
  return { ok: true, info: sniffed.info };
}

/** The file's own name without any folder part or control characters, for display only. */
export function cleanFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex
  const printable = base.replace(/[\u0000-\u001f\u007f]/g, '');
  return printable.trim().slice(0, UPLOAD_LIMITS.originalName);
}

export const GALLERY_NAME_RULE = `Gallery name must be 1-${UPLOAD_LIMITS.galleryName} characters: letters, digits, spaces and - _ ' , & ( ) .`;

/** A gallery name: letters, digits, spaces and a little punctuation; no slashes, no '..', nothing hidden. */
export function validGalleryName(raw: string): string | null {
  const name = raw.trim().replace(/\s+/g, ' ');
  if (name.length === 0 || name.length > UPLOAD_LIMITS.galleryName) return null;
  if (!/^[\p{L}\p{N}][\p{L}\p{N} _\-',&().]*$/u.test(name) || name.includes('..')) return null;
  return name;
}
