import type { RefObject, SyntheticEvent } from 'react';

/** The upload form: the file, the year its Day/Month rows belong to, and Preview Changes. */
export function UploadForm({
  id,
  fileInputRef,
  onFile,
  year,
  years,
  onYear,
  onPreview,
  previewing,
  busy,
}: {
  id: string;
  fileInputRef: RefObject<HTMLInputElement | null>;
  onFile: (file: File | undefined) => void;
  year: number;
  years: readonly number[];
  onYear: (year: number) => void;
  onPreview: (e: SyntheticEvent) => void;
  previewing: boolean;
  busy: boolean;
}) {
  return (
    <form onSubmit={onPreview} noValidate className="space-y-4" aria-label="Upload prayer times">
      <h3 className="font-semibold text-ink-900">Upload</h3>
      <p className="text-sm text-ink-700">
        Either layout works: <code className="break-all">date,fajr,sunrise,dhuhr,asr,maghrib,isha</code> with dates
        YYYY-MM-DD, or the downloaded layout (Day, Month, adhan and iqamah columns) for the year you choose. Leave an
        iqamah column empty on every row to have the Prayer Settings rule give those iqamahs. A row with a Fajr of 00:00
        (or no times) says the day has no times: times already saved for it are cleared; days not in the file stay as
        they are. Nothing is saved until you apply the preview.
      </p>
      <div className="flex flex-wrap items-end gap-4">
        <div className="max-w-full min-w-0">
          <label htmlFor={`${id}-file`} className="field-label">
            CSV file
          </label>
          <input
            ref={fileInputRef}
            id={`${id}-file`}
            type="file"
            accept=".csv,text/csv"
            onChange={(e) => onFile(e.target.files?.[0])}
            className="block w-full text-ink-900 file:mr-3 file:rounded-md file:border-0 file:bg-primary-700 file:px-3 file:py-2 file:font-semibold file:text-white"
          />
        </div>
        <div>
          <label htmlFor={`${id}-year`} className="field-label">
            Year of the rows
          </label>
          <select
            id={`${id}-year`}
            value={year}
            onChange={(e) => onYear(Number(e.target.value))}
            className="field-input"
          >
            {years.map((y) => (
              <option key={y} value={y}>
                {y}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="btn btn-outline" disabled={busy}>
          {previewing ? 'Checking...' : 'Preview Changes'}
        </button>
      </div>
    </form>
  );
}

/** The rows the server refused, so the file can be fixed. */
export function RowErrors({ errors }: { errors: readonly string[] }) {
  return (
    <div role="alert" className="rounded-lg border border-red-300 bg-red-50 p-4 text-red-900">
      <p className="font-semibold">The file was not imported. Fix these rows and try again:</p>
      <ul className="mt-2 list-disc space-y-1 pl-5 text-sm">
        {errors.map((error, i) => (
          <li key={i}>{error}</li>
        ))}
      </ul>
    </div>
  );
}
