import { useState } from 'react';
import { Modal } from './modal.tsx';

export interface ConfirmRequest {
  title: string;
  message: string;
  confirmLabel: string;
  onConfirm: () => Promise<unknown> | void;
}

/**
 * Every destructive action asks first (issue 6): an alert dialog whose safe choice, Cancel, has focus.
 * `useConfirm()` gives a `confirm(request)` to call and the dialog element to render once.
 */
export function useConfirm() {
  const [request, setRequest] = useState<ConfirmRequest | null>(null);
  const [pending, setPending] = useState(false);
  const close = () => {
    if (!pending) setRequest(null);
  };
  const element = (
    <Modal
      open={request !== null}
      onClose={close}
      title={request?.title ?? ''}
      description={request?.message}
      role="alertdialog"
    >
      <div className="flex flex-wrap justify-end gap-3">
        <button type="button" data-autofocus onClick={close} className="btn btn-outline" disabled={pending}>
          Cancel
        </button>
        <button
          type="button"
          disabled={pending}
          onClick={async () => {
            if (!request) return;
            setPending(true);
            try {
              await request.onConfirm();
            } finally {
              setPending(false);
              setRequest(null);
            }
          }}
          className="btn bg-red-700 text-white hover:bg-red-800"
        >
          {pending ? 'Working...' : request?.confirmLabel}
        </button>
      </div>
    </Modal>
  );
  return { confirm: setRequest, element };
}
