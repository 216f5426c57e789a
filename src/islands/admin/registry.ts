import type { ComponentType } from 'react';
import type { PanelProps, StaffRole } from './panel.ts';

export interface QuickAction {
  /** The second part of the URL's hash: `/admin#<tab>/<id>`. */
  id: string;
  label: string;
  minimumRole: StaffRole;
}

export interface AdminTab {
  /** The URL's hash: `/admin#<id>`. */
  id: string;
  label: string;
  minimumRole: StaffRole;
  /** Below it the panel is shown read-only; the tab's minimumRole when absent. */
  minimumEditRole?: StaffRole;
  /** Loads the panel's code on demand, a chunk of its own: the first tab shows without the others'. */
  panel: () => Promise<ComponentType<PanelProps>>;
  quickActions: readonly QuickAction[];
}

/**
 * The admin's tabs, in SPEC 2's order, with the roles of SPEC 6 (issue 13 adds Prayer Settings and
 * issue 19 Display, read-only for editors). Adding a tab is one entry here and the tab's own files.
 * Quick actions show in this order too: New Event, New Announcement, Prayer Times CSV, Add User (Change
 * Password is the dashboard's own, a dialog of every page).
 */
export const ADMIN_TABS: readonly AdminTab[] = [
  {
    id: 'overview',
    label: 'Overview',
    minimumRole: 'editor',
    panel: () => import('./overview-tab.tsx').then((m) => m.OverviewTab),
    quickActions: [],
  },
  {
    id: 'events',
    label: 'Events',
    minimumRole: 'editor',
    panel: () => import('./events-tab.tsx').then((m) => m.EventsTab),
    quickActions: [{ id: 'new', label: 'New Event', minimumRole: 'editor' }],
  },
  {
    id: 'sign-ups',
    label: 'Sign-ups',
    minimumRole: 'editor',
    panel: () => import('./sign-ups/sign-ups-tab.tsx').then((m) => m.SignUpsTab),
    quickActions: [],
  },
  {
    id: 'announcements',
    label: 'Announcements',
    minimumRole: 'editor',
    panel: () => import('./announcements-tab.tsx').then((m) => m.AnnouncementsTab),
    quickActions: [{ id: 'new', label: 'New Announcement', minimumRole: 'editor' }],
  },
  {
    id: 'messages',
    label: 'Messages',
    minimumRole: 'editor',
    panel: () => import('./messages-tab.tsx').then((m) => m.MessagesTab),
    quickActions: [],
  },
  {
    id: 'analytics',
    label: 'Analytics',
    minimumRole: 'editor',
    panel: () => import('./analytics-tab.tsx').then((m) => m.AnalyticsTab),
    quickActions: [],
  },
  {
    id: 'prayer-settings',
    label: 'Prayer Settings',
    minimumRole: 'editor',
    minimumEditRole: 'admin',
    panel: () => import('./prayer-settings/prayer-settings-tab.tsx').then((m) => m.PrayerSettingsTab),
    quickActions: [{ id: 'csv', label: 'Prayer Times CSV', minimumRole: 'admin' }],
  },
  {
    id: 'display',
    label: 'Display',
    minimumRole: 'editor',
    minimumEditRole: 'admin',
    panel: () => import('./display-tab.tsx').then((m) => m.DisplayTab),
    quickActions: [],
  },
  {
    id: 'programs',
    label: 'Programs',
    minimumRole: 'editor',
    panel: () => import('./programs-tab.tsx').then((m) => m.ProgramsTab),
    quickActions: [],
  },
  {
    id: 'pages',
    label: 'Pages',
    minimumRole: 'editor',
    panel: () => import('./pages-tab.tsx').then((m) => m.PagesTab),
    quickActions: [],
  },
  {
    id: 'site-facts',
    label: 'Site facts',
    minimumRole: 'editor',
    minimumEditRole: 'admin',
    panel: () => import('./site-facts-tab.tsx').then((m) => m.SiteFactsTab),
    quickActions: [],
  },
  {
    id: 'campaigns',
    label: 'Campaigns',
    minimumRole: 'editor',
    panel: () => import('./campaigns-tab.tsx').then((m) => m.CampaignsTab),
    quickActions: [],
  },
  {
    id: 'security',
    label: 'Security',
    minimumRole: 'editor',
    panel: () => import('./security/security-tab.tsx').then((m) => m.SecurityTab),
    quickActions: [],
  },
  {
    id: 'audit-log',
    label: 'Audit Log',
    minimumRole: 'admin',
    panel: () => import('./audit-log-tab.tsx').then((m) => m.AuditLogTab),
    quickActions: [],
  },
  {
    id: 'security-log',
    label: 'Security Log',
    minimumRole: 'super_admin',
    panel: () => import('./security-log-tab.tsx').then((m) => m.SecurityLogTab),
    quickActions: [],
  },
  {
    id: 'users',
    label: 'User Management',
    minimumRole: 'super_admin',
    panel: () => import('./users-tab.tsx').then((m) => m.UsersTab),
    quickActions: [{ id: 'new', label: 'Add User', minimumRole: 'super_admin' }],
  },
];
