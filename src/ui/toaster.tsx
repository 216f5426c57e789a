import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState } from 'react';
import { $toast, dismissToast } from '../lib/toast-store.ts';

const VISIBLE_MS = 5_000;

/**
 * The single toast region (SPEC 4, 9: one at a time, at most 420 px wide). `labels`: its region's and its
 * dismiss button's names in the page's language (issue 26); SPEC's English without.
 */
export default function Toaster({ labels }: { labels?: { region: string; dismiss: string } }) {
  // Empty until mounted, as in the static HTML: on home it hydrates with the form that raised the toast,
  // which may have raised it already (client:interaction).
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  const stored = useStore($toast);
  const current = mounted ? stored : null;
  const layer = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // A toast must show above an open modal <dialog>: both live in the top layer, where the element shown
    // last is on top, so the toast is re-shown as a manual popover each time.
    const el = layer.current;
    if (el && typeof el.showPopover === 'function') {
      if (el.matches(':popover-open')) el.hidePopover();
      if (current) el.showPopover();
    }
    if (!current) return;
    const timer = setTimeout(() => dismissToast(current.id), VISIBLE_MS);
    return () => clearTimeout(timer);
  }, [current]);
  return (
    <div
      ref={layer}
      popover="manual"
      aria-live="polite"
      role="region"
      aria-label={labels?.region ?? 'Notifications'}
      className="pointer-events-none fixed inset-auto end-0 bottom-0 start-0 z-50 m-0 flex w-auto justify-center overflow-visible border-0 bg-transparent p-4 sm:start-auto sm:justify-end [&:not(:popover-open)]:hidden"
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
            aria-label={labels?.dismiss ?? 'Dismiss notification'}
          >
            ×
          </button>
        </div>
      )}
    </div>
  );
}
