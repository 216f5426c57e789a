import type { CsvDayChange, CsvUploadSummary } from '../api/prayer-times-csv.ts';

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

/** 'New day', or each changed field as 'Fajr adhan: 05:10 → 05:12'. */
function describeChange(change: CsvDayChange): string {
  if (change.before === null) return 'New day';
  return change.changedFields
    .map((field) => `${FIELD_LABELS[field] ?? field}: ${change.before?.[field] ?? '—'} → ${change.after[field] ?? '—'}`)
    .join('; ');
}

/** What applying does to the saved days the file says have no times. */
function clearedNote(cleared: number): string {
  if (!(cleared > 0)) return '; none has times saved, so nothing is cleared';
  const one = cleared === 1;
  return `; ${one ? '1 day has' : `${cleared} days have`} times saved, which will be cleared (like any day without a timetable, ${one ? 'it' : 'they'} then show${one ? 's' : ''} the fallback times)`;
}

function PreviewCounts({ summary }: { summary: CsvUploadSummary }) {
  return (
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
          {clearedNote(summary.cleared)}
        </li>
      ) : null}
    </ul>
  );
}

function ChangesTable({ changes, more }: { changes: CsvDayChange[]; more: number }) {
  return (
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
              <td className="px-3 py-2">{describeChange(change)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The API's dry run of an upload: its counts, the days that change, and Apply or Discard. */
export function CsvPreview({
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
      <PreviewCounts summary={summary} />
      {changes.length > 0 && <ChangesTable changes={changes} more={more} />}
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
