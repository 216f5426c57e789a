import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { serverMessage } from '../../lib/server-message.ts';
import { handleUnauthorized } from '../../lib/navigation.ts';
import { toast } from '../../lib/toast-store.ts';
import { galleriesKey, useGalleries } from './api/galleries.ts';
import { uploadPhoto } from './api/upload-photo.ts';
import { describedBy } from './ui/fields.tsx';

export type ImageMode = 'url' | 'upload' | 'gallery';

const MODES: { id: ImageMode; label: string }[] = [
  { id: 'url', label: 'Image URL' },
  { id: 'upload', label: 'Upload' },
  { id: 'gallery', label: 'Gallery' },
];

/**
 * The event image: by URL, by upload (image/*, a preview while it uploads, progress from the upload's
 * events), or picked from the galleries (a list about 12rem high). Empty means the stock image.
 */
export function ImagePicker({
  value,
  onChange,
  error,
  legend = 'Event image',
  hint = 'Without an image the event shows the default picture.',
}: {
  value: string;
  onChange: (url: string) => void;
  error?: string | undefined;
  /** The fieldset's name: a program's flyer uses it too (issue 24). */
  legend?: string;
  /** Under the address field: what an empty value means. */
  hint?: string;
}) {
  const id = useId();
  const [mode, setMode] = useState<ImageMode>('url');
  return (
    <fieldset className="rounded-lg border border-ink-200 p-4">
      <legend className="px-1 text-sm font-semibold text-ink-800">{legend}</legend>
      <div role="radiogroup" aria-label="Image source" className="flex flex-wrap gap-4">
        {MODES.map((m) => (
          <label key={m.id} className="inline-flex items-center gap-2 text-ink-900">
            <input
              type="radio"
              name={`${id}-mode`}
              value={m.id}
              checked={mode === m.id}
              onChange={() => setMode(m.id)}
              className="h-4 w-4 accent-primary-700"
            />
            {m.label}
          </label>
        ))}
      </div>
      <div className="mt-3">
        {mode === 'url' && (
          <div>
            <label htmlFor={`${id}-url`} className="field-label">
              Image URL
            </label>
            <input
              id={`${id}-url`}
              type="text"
              inputMode="url"
              value={value}
              onChange={(e) => onChange(e.target.value)}
              placeholder="https://… (leave empty for the default image)"
              className="field-input"
              {...describedBy(`${id}-url`, error, true)}
            />
            {error ? (
              <p id={`${id}-url-error`} className="mt-1 text-sm text-red-700">
                {error}
              </p>
            ) : (
              <p id={`${id}-url-hint`} className="mt-1 text-sm text-ink-600">
                {hint}
              </p>
            )}
          </div>
        )}
        {mode === 'upload' && <ImageUpload value={value} onUploaded={onChange} />}
        {mode === 'gallery' && <GalleryPicker value={value} onPick={onChange} />}
      </div>
      {value && (
        <div className="mt-3 flex items-start gap-3">
          <img
            src={value}
            alt="Selected event image"
            className="h-24 w-auto max-w-[12rem] rounded border border-ink-200 object-cover"
          />
          <button type="button" onClick={() => onChange('')} className="text-sm font-semibold text-ink-800 underline">
            Remove image
          </button>
        </div>
      )}
    </fieldset>
  );
}

function ImageUpload({ value, onUploaded }: { value: string; onUploaded: (url: string) => void }) {
  const id = useId();
  const client = useQueryClient();
  const [preview, setPreview] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [uploaded, setUploaded] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);

  // The input keeps the uploaded file, so Chromium names it beside the thumbnail instead of "No file
  // chosen"; once the image is removed or replaced, the input is emptied to match.
  useEffect(() => {
    if (uploaded !== null && value !== uploaded && input.current) {
      input.current.value = '';
      setUploaded(null);
    }
  }, [value, uploaded]);

  async function onFile(file: File | undefined) {
    setProblem(null);
    if (!file) return;
    // A data: URL (the page's CSP allows data: images, not blob:) shows the picture while it uploads.
    const reader = new FileReader();
    reader.onload = () => setPreview(typeof reader.result === 'string' ? reader.result : null);
    reader.readAsDataURL(file);
    setProgress(0);
    try {
      const photo = await uploadPhoto(file, { onProgress: setProgress });
      setUploaded(photo.url);
      onUploaded(photo.url);
      void client.invalidateQueries({ queryKey: galleriesKey });
      setPreview(null);
    } catch (error) {
      if (input.current) input.current.value = '';
      if (!handleUnauthorized(error)) {
        setProblem(serverMessage(error, 'Failed to upload image. Please try again.'));
        toast({
          title: 'Upload Failed',
          description: 'Failed to upload image. Please try again.',
          variant: 'destructive',
        });
      }
    } finally {
      setProgress(null);
    }
  }

  return (
    <div>
      <label htmlFor={`${id}-file`} className="field-label">
        Upload an image
      </label>
      <input
        ref={input}
        id={`${id}-file`}
        type="file"
        accept="image/*"
        onChange={(e) => void onFile(e.target.files?.[0])}
        disabled={progress !== null}
        aria-describedby={problem ? `${id}-problem` : `${id}-hint`}
        className="block w-full text-ink-900 file:mr-3 file:rounded-md file:border-0 file:bg-primary-700 file:px-3 file:py-2 file:font-semibold file:text-white"
      />
      <p id={`${id}-hint`} className="mt-1 text-sm text-ink-600">
        JPEG, PNG, WebP, AVIF or GIF, up to 10 MB.
      </p>
      {progress !== null && <UploadProgress id={id} preview={preview} progress={progress} />}
      {problem && (
        <p id={`${id}-problem`} role="alert" className="mt-1 text-sm text-red-700">
          {problem}
        </p>
      )}
    </div>
  );
}

/** The picture being uploaded, if it could be read, and how much of it has gone. */
function UploadProgress({ id, preview, progress }: { id: string; preview: string | null; progress: number }) {
  return (
    <div className="mt-2 flex items-center gap-3">
      {preview && (
        <img src={preview} alt="Image being uploaded" className="h-16 w-auto rounded border border-ink-200" />
      )}
      <label htmlFor={`${id}-progress`} className="text-sm text-ink-800">
        Uploading…
      </label>
      <progress id={`${id}-progress`} max={100} value={Math.round(progress * 100)} className="h-2 w-40">
        {Math.round(progress * 100)}%
      </progress>
      <span className="text-sm text-ink-800" aria-live="polite">
        {Math.round(progress * 100)}%
      </span>
    </div>
  );
}

function GalleryPicker({ value, onPick }: { value: string; onPick: (url: string) => void }) {
  const galleries = useGalleries();
  if (galleries.isPending) return <p className="text-ink-700">Loading galleries…</p>;
  if (galleries.isError) return <p className="text-red-700">Failed to fetch galleries</p>;
  const photos = galleries.data.flatMap((gallery) =>
    gallery.photos.map((photo) => ({ ...photo, gallery: gallery.name })),
  );
  if (photos.length === 0) return <p className="text-ink-700">No photos uploaded yet. Upload one first.</p>;
  return (
    <div
      className="max-h-48 overflow-y-auto rounded-md border border-ink-200 p-2"
      role="group"
      aria-label="Gallery photos"
    >
      <ul className="grid grid-cols-3 gap-2 sm:grid-cols-4">
        {photos.map((photo) => {
          const selected = photo.url === value;
          return (
            <li key={photo.id}>
              <button
                type="button"
                aria-pressed={selected}
                aria-label={`Use ${photo.originalName} (${photo.gallery})`}
                onClick={() => onPick(photo.url)}
                className={`block w-full overflow-hidden rounded border-2 ${selected ? 'border-primary-700' : 'border-transparent hover:border-ink-300'}`}
              >
                <img src={photo.url} alt="" className="h-20 w-full object-cover" loading="lazy" />
              </button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
