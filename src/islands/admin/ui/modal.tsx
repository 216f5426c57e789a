import { useEffect, useId, useRef, type ReactNode } from 'react';

/**
 * A modal dialog on the native <dialog>: focus moves in and is kept there, Escape closes, and focus
 * returns to where it was when it closes. Children render only while open.
 */
export function Modal({
  open,
  onClose,
  title,
  description,
  role = 'dialog',
  children,
  width = 'max-w-md',
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  description?: ReactNode;
  role?: 'dialog' | 'alertdialog';
  children: ReactNode;
  width?: string;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const descriptionId = useId();
  const returnFocus = useRef<HTMLElement | null>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      returnFocus.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      dialog.showModal();
      dialog.querySelector<HTMLElement>('[data-autofocus]')?.focus();
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [open]);

  return (
    <dialog
      ref={ref}
      role={role === 'alertdialog' ? 'alertdialog' : undefined}
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      onClose={() => {
        onClose();
        returnFocus.current?.focus();
      }}
      className={`m-auto w-[calc(100%-2rem)] ${width} rounded-xl bg-white p-6 text-ink-900 shadow-xl backdrop:bg-black/50`}
    >
      {open && (
        <>
          <div className="flex items-start justify-between gap-4">
            <h2 id={titleId} className="text-xl font-semibold text-ink-900">
              {title}
            </h2>
            <button
              type="button"
              onClick={() => ref.current?.close()}
              aria-label="Close"
              className="-mt-1 rounded px-2 text-2xl leading-none text-ink-700 hover:bg-ink-100"
            >
              ×
            </button>
          </div>
          {description && (
            <div id={descriptionId} className="mt-2 text-ink-700">
              {description}
            </div>
          )}
          <div className="mt-4">{children}</div>
        </>
      )}
    </dialog>
  );
}
