import { useEffect, useId, useRef, useState } from 'react';
import { isoDateIn, yearIn } from '../../domain/dates/zoned.ts';
import { csvDownloadYears } from '../../domain/schedule/schedule-years.ts';
import { useAdminConfig } from './config.tsx';
import { CsvPreview } from './prayer-times-csv/csv-preview.tsx';
import { DownloadSection } from './prayer-times-csv/download-section.tsx';
import { RowErrors, UploadForm } from './prayer-times-csv/upload-form.tsx';
import { useCsvUpload } from './prayer-times-csv/use-csv-upload.ts';

export { isCsvFile } from './prayer-times-csv/use-csv-upload.ts';

/** Years a yearly CSV can be downloaded for (SPEC 7): the current one and the previous five. */
const DOWNLOAD_YEARS = 6;

/**
 * Prayer Times CSV (admin and super_admin): choose a file and the year its Day/Month rows belong to,
 * preview what would change (the API's dry run), then apply it; per-row errors are listed. Downloads of
 * the current year and of each of the last six years, and from November 1 of next year.
 */
export function PrayerTimesCsvPanel({ onClose }: { onClose: () => void }) {
  const { timeZone } = useAdminConfig();
  const id = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const [currentYear] = useState(() => yearIn(timeZone, new Date()));
  // From November 1 next year's too: the API serves it with the calculated days.
  const [downloadYears] = useState(() => csvDownloadYears(isoDateIn(timeZone, new Date())));
  const upload = useCsvUpload(currentYear);

  useEffect(() => {
    heading.current?.focus();
  }, []);

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
      <UploadForm
        id={id}
        fileInputRef={upload.fileInput}
        onFile={upload.chooseFile}
        year={upload.year}
        years={uploadYears}
        onYear={upload.setYear}
        onPreview={upload.onPreview}
        previewing={upload.previewing}
        busy={upload.previewing || upload.applying}
      />
      {upload.rowErrors.length > 0 && <RowErrors errors={upload.rowErrors} />}
      {upload.preview && (
        <CsvPreview
          summary={upload.preview}
          onApply={upload.onApply}
          applying={upload.applying}
          onCancel={upload.reset}
        />
      )}
      <DownloadSection id={id} currentYear={currentYear} downloadYears={downloadYears} />
    </section>
  );
}
