import { useState } from 'react';
import { handleUnauthorized } from '../../../lib/navigation.ts';
import { toast } from '../../../lib/toast-store.ts';
import { downloadCsv } from '../api/prayer-times-csv.ts';
import { success } from '../errors.ts';

/** Downloads of the current year's CSV, or of a chosen year's (SPEC 7). */
export function DownloadSection({
  id,
  currentYear,
  downloadYears,
}: {
  id: string;
  currentYear: number;
  downloadYears: readonly number[];
}) {
  const [downloadYear, setDownloadYear] = useState(currentYear);
  const [downloading, setDownloading] = useState<string | null>(null);

  async function download(target: number | null) {
    setDownloading(target === null ? 'current' : String(target));
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

  return (
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
  );
}
