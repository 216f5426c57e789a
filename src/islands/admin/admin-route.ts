import type { StaffRole } from './panel.ts';
import type { AdminTab } from './registry.ts';

/** Where the admin is: the open tab and, when one is open, its quick action (`/admin#events/new`). */
export interface AdminRoute {
  tab: AdminTab;
  action: string | null;
}

const RANK: Record<StaffRole, number> = { editor: 0, admin: 1, super_admin: 2 };

export function hasRole(role: StaffRole, minimum: StaffRole): boolean {
  return RANK[role] >= RANK[minimum];
}

/** The tabs a role sees, each with only the quick actions the role may use. */
export function tabsFor(role: StaffRole, tabs: readonly AdminTab[]): AdminTab[] {
  return tabs
    .filter((tab) => hasRole(role, tab.minimumRole))
    .map((tab) => ({ ...tab, quickActions: tab.quickActions.filter((action) => hasRole(role, action.minimumRole)) }));
}

export function canEdit(role: StaffRole, tab: AdminTab): boolean {
  return hasRole(role, tab.minimumEditRole ?? tab.minimumRole);
}

/**
 * Reads `#<tab>` or `#<tab>/<action>` against the tabs a role sees: an unknown tab, or one the role may
 * not see, is the first tab; an unknown action is none. Shared links and old bookmarks never fail.
 */
export function parseAdminHash(hash: string, tabs: readonly AdminTab[]): AdminRoute {
  const [tabId = '', actionId = ''] = hash.replace(/^#/, '').split('/');
  const tab = tabs.find((t) => t.id === tabId);
  if (!tab) return { tab: tabs[0]!, action: null };
  return { tab, action: tab.quickActions.some((a) => a.id === actionId) ? actionId : null };
}

export function adminHash(tabId: string, action: string | null = null): string {
  return action === null ? `#${tabId}` : `#${tabId}/${action}`;
}
