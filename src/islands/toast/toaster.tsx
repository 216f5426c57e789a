import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { $toast, dismissToast } from '../../lib/toast-store.ts';

const VISIBLE_MS = 5_000;

/** The single toast region (SPEC 4, 9: one at a time, at most 420 px wide). */
export default function Toaster() {
  const current = useStore($toast);
  useEffect(() => {
    if (!current) return;
    const timer = setTimeout(() => dismissToast(current.id), VISIBLE_MS);
    return () => clearTimeout(timer);
  }, [current]);
  return (
    <div
      aria-live="polite"
      role="region"
      aria-label="Notifications"
      className="pointer-events-none fixed inset-x-0 bottom-0 z-50 flex justify-center p-4 sm:inset-x-auto sm:right-0 sm:justify-end"
    >
      {current && (
        <div
          role={current.variant === 'destructive' ? 'alert' : 'status'}
          data-testid="toast"
          className={`pointer-events-auto flex w-full max-w-[420px] items-start gap-3 rounded-lg border p-4 shadow-lg ${
            current.variant === 'destructive'
              ? 'border-red-800 bg-red-700 text-white'
              : 'border-slate-200 bg-white text-slate-900'
          }`}
        >
          <div className="flex-1">
            <p className="font-semibold">{current.title}</p>
            {current.description && <p className="mt-1 text-sm">{current.description}</p>}
          </div>
          <button
            type="button"
            onClick={() => dismissToast(current.id)}
            className="rounded px-2 text-lg leading-none focus-visible:outline-2 focus-visible:outline-offset-2"
            aria-label="Dismiss notification"
          >
            ×
          </button>
        </div>
      )}
    </div>
  );
}
