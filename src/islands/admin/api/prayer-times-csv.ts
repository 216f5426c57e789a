import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { throwIfNotOk } from '../../../lib/api-response.ts';

/** What POST /api/prayer-times/upload-csv?dryRun=1 answers: the days the file would add or change. */
export interface CsvDayChange {
  date: string;
  before: Record<string, string> | null;
  after: Record<string, string>;
  changedFields: string[];
}

export interface CsvUploadSummary {
  message: string;
  dryRun: boolean;
  layout: string;
  inserted: number;
  replaced: number;
  years: number[];
  firstDate: string;
  lastDate: string;
  imported: number;
  year: number;
  /** Rows with a Fajr of '00:00' or empty (SPEC 3: no data); present only when there are some. */
  daysWithoutTimes?: number;
  /** Of those, the days that had times stored: cleared (a dry run: would be cleared). */
  cleared: number;
  /** Dry runs only. */
  unchanged?: number;
  changed?: number;
  changes?: CsvDayChange[];
}

async function uploadCsv({
  file,
  year,
  dryRun,
}: {
  file: File;
  year: number;
  dryRun: boolean;
}): Promise<CsvUploadSummary> {
  const res = await api.api['prayer-times']['upload-csv'].$post({
    form: { csv: file, year: String(year) },
    query: dryRun ? { dryRun: '1' } : {},
  });
  await throwIfNotOk(res);
  return (await res.json()) as CsvUploadSummary;
}

export const usePreviewCsv = () =>
  useMutation({ mutationFn: (input: { file: File; year: number }) => uploadCsv({ ...input, dryRun: true }) });
export const useApplyCsv = () =>
  useMutation({ mutationFn: (input: { file: File; year: number }) => uploadCsv({ ...input, dryRun: false }) });

/** The file name in a Content-Disposition header, or `fallback`. */
export function fileNameFrom(disposition: string | null, fallback: string): string {
  const match = /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(disposition ?? '');
  return match?.[1] ? decodeURIComponent(match[1]) : fallback;
}

/** GET a CSV download and hand it to the browser as a file; throws an ApiError (SPEC 8). */
export async function downloadCsv(year: number | null): Promise<string> {
  const res =
    year === null
      ? await api.api['prayer-times']['download-csv'].$get()
      : await api.api['prayer-times']['download-yearly-csv'][':year'].$get({ param: { year: String(year) } });
  await throwIfNotOk(res);
  const blob = await res.blob();
  const name = fileNameFrom(res.headers.get('content-disposition'), `prayer-times-${year ?? 'current'}.csv`);
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
  return name;
}
