import type { SignedInUser } from '../../lib/session-store.ts';

export type StaffRole = SignedInUser['role'];

/** What the dashboard gives every tab's panel (each panel takes only the props it uses). */
export interface PanelProps {
  user: SignedInUser;
  /** Whether the signed-in role may change what the tab shows (the API refuses the others anyway). */
  canEdit: boolean;
  /** The tab's quick action named in the URL (`/admin#events/new` → 'new'), or null. */
  action: string | null;
  /** Opens one of the tab's quick actions: a new history entry, as the quick-action buttons make. */
  startAction: (action: string) => void;
  /** The action's form or panel closed: the URL names the tab alone again (in place, no new entry). */
  onActionDone: () => void;
}

/** The part of PanelProps a tab with quick actions uses. */
export type QuickActionProps = Pick<PanelProps, 'action' | 'startAction' | 'onActionDone'>;
