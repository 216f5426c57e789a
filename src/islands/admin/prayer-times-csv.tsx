import { useEffect, useId, useRef, useState, type SyntheticEvent } from 'react';
import { isoDateIn, yearIn } from '../../domain/dates/zoned.ts';
import { csvDownloadYears } from '../../domain/schedule/schedule-years.ts';
import { handleUnauthorized } from '../../lib/navigation.ts';
import { errorBody } from '../../lib/server-message.ts';
import { toast } from '../../lib/toast-store.ts';
import { downloadCsv, useApplyCsv, usePreviewCsv, type CsvUploadSummary } from './api/prayer-times-csv.ts';
import { useAdminConfig } from './config.tsx';
import { reportError, success } from './errors.ts';

/** Years a yearly CSV can be downloaded for (SPEC 7): the current one and the previous five. */
const DOWNLOAD_YEARS = 6;

const CSV_TYPES = [
  'text/csv',
  'application/csv',
  'text/x-csv',
  'application/x-csv',
  'text/comma-separated-values',
  'application/vnd.ms-excel',
];

/** SPEC 5: a text/csv type or a .csv name. */
export function isCsvFile(file: File): boolean {
  return CSV_TYPES.includes(file.type.toLowerCase()) || /\.csv$/i.test(file.name.trim());
}

const FIELD_LABELS: Record<string, string> = {
  fajrAdhan: 'Fajr adhan',
  fajrIqamah: 'Fajr iqamah',
  shouruq: 'Sunrise',
  dhuhrAdhan: 'Dhuhr adhan',
  dhuhrIqamah: 'Dhuhr iqamah',
  asrAdhan: 'Asr adhan',
  asrIqamah: 'Asr iqamah',
  maghribAdhan: 'Maghrib adhan',
  maghribIqamah: 'Maghrib iqamah',
  ishaAdhan: 'Isha adhan',
  ishaIqamah: 'Isha iqamah',
};

/**
 * Prayer Times CSV (admin and super_admin): choose a file and the year its Day/Month rows belong to,
 * preview what would change (the API's dry run), then apply it; per-row errors are listed. Downloads of
 * the current year and of each of the last six years, and from November 1 of next year.
 */
export function PrayerTimesCsvPanel({ onClose }: { onClose: () => void }) {
  const { timeZone } = useAdminConfig();
  const id = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const [currentYear] = useState(() => yearIn(timeZone, new Date()));
  // From November 1 next year's too: the API serves it with the calculated days.
  const [downloadYears] = useState(() => csvDownloadYears(isoDateIn(timeZone, new Date())));
  const [file, setFile] = useState<File | null>(null);
  const [year, setYear] = useState(currentYear);
  const [preview, setPreview] = useState<CsvUploadSummary | null>(null);
  const [rowErrors, setRowErrors] = useState<string[]>([]);
  const [downloadYear, setDownloadYear] = useState(currentYear);
  const [downloading, setDownloading] = useState<string | null>(null);
  const previewCsv = usePreviewCsv();
  const applyCsv = useApplyCsv();

  useEffect(() => {
    heading.current?.focus();
  }, []);

  function reset() {
    setPreview(null);
    setRowErrors([]);
  }

  function chooseFile(chosen: File | undefined) {
    reset();
    if (!chosen) {
      setFile(null);
      return;
    }
    if (!isCsvFile(chosen)) {
      toast({ title: 'Invalid File Type', description: 'Please select a CSV file', variant: 'destructive' });
      setFile(null);
      if (fileInput.current) fileInput.current.value = '';
      return;
    }
    setFile(chosen);
  }

  /** SPEC 8's toast, and the rows the server refused (its body's `errors`) beside the form. */
  function reportCsvError(error: unknown) {
    const errors = errorBody(error)?.errors;
    if (Array.isArray(errors)) setRowErrors(errors.map(String));
    reportError(error, 'Failed to upload CSV');
  }

  function onPreview(e: SyntheticEvent) {
    e.preventDefault();
    reset();
    if (!file) {
      toast({ title: 'No File Selected', description: 'Please select a CSV file to upload', variant: 'destructive' });
      fileInput.current?.focus();
      return;
    }
    previewCsv.mutate(
      { file, year },
      {
        onSuccess: setPreview,
        onError: reportCsvError,
      },
    );
  }

  function onApply() {
    if (!file) return;
    applyCsv.mutate(
      { file, year },
      {
        onSuccess: (result) => {
          success('Prayer times uploaded', result.message);
          reset();
          setFile(null);
          if (fileInput.current) fileInput.current.value = '';
        },
        onError: reportCsvError,
      },
    );
  }

  async function download(target: number | null) {
    const label = target === null ? 'current' : String(target);
    setDownloading(label);
    try {
      const name = await downloadCsv(target);
      success('Download started', name);
    } catch (error) {
      if (!handleUnauthorized(error)) {
        toast({
          title: 'Error',
          description:
            target === null ? 'Failed to download prayer times CSV' : `Failed to download ${target} prayer times CSV`,
          variant: 'destructive',
        });
      }
    } finally {
      setDownloading(null);
    }
  }

  const years = Array.from({ length: DOWNLOAD_YEARS }, (_, i) => currentYear - i);
  const uploadYears = [currentYear + 1, ...years];

  return (
    <section aria-labelledby={`${id}-heading`} className="card space-y-6">
      <div className="flex items-start justify-between gap-4">
        <h2 id={`${id}-heading`} ref={heading} tabIndex={-1} className="text-xl font-semibold text-ink-900">
          Prayer Times CSV
        </h2>
        <button type="button" onClick={onClose} className="btn btn-outline min-h-9 px-3 py-1.5 text-sm">
          Close
        </button>
      </div>

      <form onSubmit={onPreview} noValidate className="space-y-4" aria-label="Upload prayer times">
        <h3 className="font-semibold text-ink-900">Upload</h3>
        <p className="text-sm text-ink-700">
          Either layout works: <code className="break-all">date,fajr,sunrise,dhuhr,asr,maghrib,isha</code> with dates YYYY-MM-DD, or the
          downloaded layout (Day, Month, adhan and iqamah columns) for the year you choose. Leave an iqamah column empty on
          every row to have the Prayer Settings rule give those iqamahs. A row with a Fajr of 00:00 (or no times) says the
          day has no times: times already saved for it are cleared; days not in the file stay as they are. Nothing is saved
          until you apply the preview.
        </p>
        <div className="flex flex-wrap items-end gap-4">
          <div className="max-w-full min-w-0">
            <label htmlFor={`${id}-file`} className="field-label">
              CSV file
            </label>
            <input
              ref={fileInput}
              id={`${id}-file`}
              type="file"
              accept=".csv,text/csv"
              onChange={(e) => chooseFile(e.target.files?.[0])}
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
              onChange={(e) => {
                setYear(Number(e.target.value));
                reset();
              }}
              className="field-input"
            >
              {uploadYears.map((y) => (
                <option key={y} value={y}>
                  {y}
                </option>
              ))}
            </select>
          </div>
          <button type="submit" className="btn btn-outline" disabled={previewCsv.isPending || applyCsv.isPending}>
            {previewCsv.isPending ? 'Checking...' : 'Preview Changes'}
          </button>
        </div>
      </form>

      {rowErrors.length > 0 && (
        <div role="alert" className="rounded-lg border border-red-300 bg-red-50 p-4 text-red-900">
          <p className="font-semibold">The file was not imported. Fix these rows and try again:</p>
          <ul className="mt-2 list-disc space-y-1 pl-5 text-sm">
            {rowErrors.map((error, i) => (
              <li key={i}>{error}</li>
            ))}
          </ul>
        </div>
      )}

      {preview && <CsvPreview summary={preview} onApply={onApply} applying={applyCsv.isPending} onCancel={reset} />}

      <div className="space-y-3 border-t border-ink-200 pt-5">
        <h3 className="font-semibold text-ink-900">Download</h3>
        <div className="flex flex-wrap items-end gap-4">
          <button
            type="button"
            className="btn btn-outline"
            disabled={downloading !== null}
            onClick={() => void download(null)}
          >
            {downloading === 'current' ? 'Downloading...' : 'Download Current CSV'}
          </button>
          <div>
            <label htmlFor={`${id}-download-year`} className="field-label">
              Year
            </label>
            <select
              id={`${id}-download-year`}
              value={downloadYear}
              onChange={(e) => setDownloadYear(Number(e.target.value))}
              className="field-input"
            >
              {downloadYears.map((y) => (
                <option key={y} value={y}>
                  {y}
                </option>
              ))}
            </select>
          </div>
          <button
            type="button"
            className="btn btn-outline"
            disabled={downloading !== null}
            onClick={() => void download(downloadYear)}
          >
            {downloading === String(downloadYear) ? 'Downloading...' : `Download ${downloadYear} CSV`}
          </button>
        </div>
      </div>
    </section>
  );
}

function CsvPreview({
  summary,
  onApply,
  applying,
  onCancel,
}: {
  summary: CsvUploadSummary;
  onApply: () => void;
  applying: boolean;
  onCancel: () => void;
}) {
  const changes = summary.changes ?? [];
  const more = (summary.changed ?? 0) - changes.length;
  return (
    <div className="space-y-4 rounded-lg border border-primary-300 bg-primary-50 p-4" data-testid="csv-preview">
      <h3 className="font-semibold text-ink-900">Preview</h3>
      <p className="text-ink-900" role="status">
        {summary.message}.
      </p>
      <ul className="grid gap-1 text-sm text-ink-900 sm:grid-cols-2">
        <li>
          Days with times in the file: <strong>{summary.imported}</strong> ({summary.firstDate} to {summary.lastDate})
        </li>
        <li>
          New days: <strong>{summary.inserted}</strong>
        </li>
        <li>
          Days that change: <strong>{summary.changed ?? 0}</strong>
        </li>
        <li>
          Days already the same: <strong>{summary.unchanged ?? 0}</strong>
        </li>
        {summary.daysWithoutTimes ? (
          <li className="sm:col-span-2" data-testid="csv-days-without-times">
            Days without times (Fajr 00:00 or empty): <strong>{summary.daysWithoutTimes}</strong>
            {summary.cleared > 0
              ? `; ${summary.cleared === 1 ? '1 day has' : `${summary.cleared} days have`} times saved, which will be cleared (like any day without a timetable, ${summary.cleared === 1 ? 'it' : 'they'} then show${summary.cleared === 1 ? 's' : ''} the fallback times)`
              : '; none has times saved, so nothing is cleared'}
          </li>
        ) : null}
      </ul>
      {changes.length > 0 && (
        <div className="overflow-x-auto">
          <table className="min-w-full bg-white text-left text-sm">
            <caption className="py-1 text-left font-semibold text-ink-900">
              Changes{more > 0 ? ` (first ${changes.length}; ${more} more)` : ''}
            </caption>
            <thead>
              <tr className="border-b border-ink-300">
                <th scope="col" className="px-3 py-2">
                  Date
                </th>
                <th scope="col" className="px-3 py-2">
                  What changes
                </th>
              </tr>
            </thead>
            <tbody>
              {changes.map((change) => (
                <tr key={change.date} className="border-b border-ink-200">
                  <th scope="row" className="px-3 py-2 font-mono font-medium">
                    {change.date}
                  </th>
                  <td className="px-3 py-2">
                    {change.before === null
                      ? 'New day'
                      : change.changedFields
                          .map(
                            (field) =>
                              `${FIELD_LABELS[field] ?? field}: ${change.before?.[field] ?? '—'} → ${change.after[field] ?? '—'}`,
                          )
                          .join('; ')}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <div className="flex flex-wrap gap-3">
        <button type="button" className="btn btn-primary" onClick={onApply} disabled={applying}>
          {applying ? 'Uploading...' : 'Apply Upload'}
        </button>
        <button type="button" className="btn btn-outline" onClick={onCancel} disabled={applying}>
          Discard Preview
        </button>
      </div>
    </div>
  );
}
