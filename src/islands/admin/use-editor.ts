import { useState } from 'react';
import type { QuickActionProps } from './panel.ts';

export type Editor<T> = { kind: 'closed' } | { kind: 'new' } | { kind: 'edit'; item: T };

/**
 * A list tab's one form: new (the tab's quick action 'new', so `#events/new` opens it) or editing an
 * item (the tab's own state). Closing the new form returns the URL to the tab alone.
 */
export function useEditor<T>({ action, startAction, onActionDone }: QuickActionProps) {
  const [editing, setEditing] = useState<T | null>(null);
  const editor: Editor<T> =
    action === 'new' ? { kind: 'new' } : editing !== null ? { kind: 'edit', item: editing } : { kind: 'closed' };
  return {
    editor,
    openNew: () => startAction('new'),
    edit(item: T) {
      setEditing(item);
      if (action !== null) onActionDone();
    },
    close() {
      setEditing(null);
      if (action !== null) onActionDone();
    },
    /** An item was deleted: its edit form closes. */
    forget(isDeleted: (item: T) => boolean) {
      setEditing((current) => (current !== null && isDeleted(current) ? null : current));
    },
  };
}
