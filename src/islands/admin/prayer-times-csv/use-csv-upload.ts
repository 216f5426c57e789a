import { useRef, useState, type SyntheticEvent } from 'react';
import { errorBody } from '../../../lib/server-message.ts';
import { toast } from '../../../lib/toast-store.ts';
import { useApplyCsv, usePreviewCsv, type CsvUploadSummary } from '../api/prayer-times-csv.ts';
import { reportError, success } from '../errors.ts';

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

/**
 * The upload's steps: a chosen CSV file and the year of its rows, the API's dry run as a preview, then
 * applying it; the rows the server refused are kept to list beside the form.
 */
export function useCsvUpload(currentYear: number) {
  const fileInput = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [year, setYearState] = useState(currentYear);
  const [preview, setPreview] = useState<CsvUploadSummary | null>(null);
  const [rowErrors, setRowErrors] = useState<string[]>([]);
  const previewCsv = usePreviewCsv();
  const applyCsv = useApplyCsv();

  function reset() {
    setPreview(null);
    setRowErrors([]);
  }

  function clearFile() {
    setFile(null);
    if (fileInput.current) fileInput.current.value = '';
  }

  function chooseFile(chosen: File | undefined) {
    reset();
    if (!chosen) {
      setFile(null);
      return;
    }
    if (!isCsvFile(chosen)) {
      toast({ title: 'Invalid File Type', description: 'Please select a CSV file', variant: 'destructive' });
      clearFile();
      return;
    }
    setFile(chosen);
  }

  function setYear(chosen: number) {
    setYearState(chosen);
    reset();
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
    previewCsv.mutate({ file, year }, { onSuccess: setPreview, onError: reportCsvError });
  }

  function onApply() {
    if (!file) return;
    applyCsv.mutate(
      { file, year },
      {
        onSuccess: (result) => {
          success('Prayer times uploaded', result.message);
          reset();
          clearFile();
        },
        onError: reportCsvError,
      },
    );
  }

  return {
    fileInput,
    year,
    setYear,
    chooseFile,
    preview,
    rowErrors,
    reset,
    onPreview,
    onApply,
    previewing: previewCsv.isPending,
    applying: applyCsv.isPending,
  };
}
