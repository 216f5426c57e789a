import { api } from '../../../lib/api-client.ts';
import { ApiError } from '../../../lib/api-response.ts';

export interface UploadedPhoto {
  id: number;
  url: string;
  originalName: string;
}

/**
 * POST /api/photos/upload through XMLHttpRequest, whose upload events report progress (fetch has none).
 * A non-ok answer rejects with an ApiError, like throwIfNotOk.
 */
export function uploadPhoto(
  file: File,
  options: { galleryName?: string; onProgress?: (fraction: number) => void; signal?: AbortSignal } = {},
): Promise<UploadedPhoto> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', api.api.photos.upload.$url().pathname);
    xhr.withCredentials = true;
    xhr.responseType = 'text';
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) options.onProgress?.(event.loaded / event.total);
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        try {
          const body = JSON.parse(xhr.responseText) as { photos: UploadedPhoto[] };
          const photo = body.photos[0];
          if (photo) {
            options.onProgress?.(1);
            resolve(photo);
            return;
          }
        } catch {
          // fall through: an ok answer we cannot read
        }
        reject(new ApiError(xhr.status, xhr.responseText || xhr.statusText));
        return;
      }
      reject(new ApiError(xhr.status, xhr.responseText || xhr.statusText));
    };
    xhr.onerror = () => reject(new Error('Network error: the upload did not reach the server'));
    xhr.onabort = () => reject(new Error('The upload was cancelled'));
    options.signal?.addEventListener('abort', () => xhr.abort());
    const form = new FormData();
    form.append('photos', file);
    form.append('galleryName', options.galleryName ?? 'Event Images');
    xhr.send(form);
  });
}
