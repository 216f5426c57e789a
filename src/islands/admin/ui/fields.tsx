import type { ReactNode } from 'react';

/** A labelled field with its error under it (aria-describedby), as every admin form uses. */
export function Field({
  id,
  label,
  error,
  hint,
  required,
  children,
}: {
  id: string;
  label: string;
  error?: string | undefined;
  hint?: ReactNode;
  required?: boolean;
  children: ReactNode;
}) {
  return (
    <div>
      <label htmlFor={id} className="field-label">
        {label}
        {required && (
          <span className="text-red-700" aria-hidden="true">
            {' '}
            *
          </span>
        )}
      </label>
      {children}
      {hint && !error && (
        <p id={`${id}-hint`} className="mt-1 text-sm text-ink-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

/** aria attributes for the input inside a Field. */
export function describedBy(id: string, error: string | undefined, hint?: boolean) {
  return {
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? `${id}-error` : hint ? `${id}-hint` : undefined,
  } as const;
}

export function Spinner({ label = 'Loading...' }: { label?: string }) {
  return (
    <p role="status" className="flex items-center gap-3 py-6 text-ink-700">
      <span
        className="h-5 w-5 animate-spin rounded-full border-2 border-primary-700 border-t-transparent motion-reduce:animate-none"
        aria-hidden="true"
      />
      {label}
    </p>
  );
}

export function LoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div role="alert" className="rounded-lg border border-red-300 bg-red-50 p-4 text-red-900">
      <p>{message}</p>
      <button type="button" onClick={onRetry} className="mt-2 font-semibold underline">
        Try again
      </button>
    </div>
  );
}

export const smallButton =
  'inline-flex min-h-9 items-center justify-center rounded-md border px-3 py-1.5 text-sm font-semibold disabled:cursor-not-allowed disabled:opacity-60';
export const smallOutline = `${smallButton} border-ink-300 bg-white text-ink-900 hover:bg-ink-50`;
export const smallDanger = `${smallButton} border-red-700 bg-white text-red-800 hover:bg-red-50`;
export const smallPrimary = `${smallButton} border-primary-700 bg-primary-700 text-white hover:bg-primary-800`;
