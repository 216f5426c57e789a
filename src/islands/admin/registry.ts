import type { StaffRole } from './panel.ts';
import { panelFrom, type PanelLoader } from './panel-loader.ts';

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
  panel: PanelLoader;
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
    panel: panelFrom(() => import('./overview-tab.tsx'), (m) => m.OverviewTab),
    quickActions: [],
  },
  {
    id: 'events',
    label: 'Events',
    minimumRole: 'editor',
    panel: panelFrom(() => import('./events-tab.tsx'), (m) => m.EventsTab),
    quickActions: [{ id: 'new', label: 'New Event', minimumRole: 'editor' }],
  },
  {
    id: 'sign-ups',
    label: 'Sign-ups',
    minimumRole: 'editor',
    panel: panelFrom(() => import('./sign-ups/sign-ups-tab.tsx'), (m) => m.SignUpsTab),
    quickActions: [],
  },
  {
    id: 'announcements',
    label: 'Announcements',
    minimumRole: 'editor',
    panel: panelFrom(() => import('./announcements-tab.tsx'), (m) => m.AnnouncementsTab),
    quickActions: [{ id: 'new', label: 'New Announcement', minimumRole: 'editor' }],
  },
  {
    id: 'messages',
    label: 'Messages',
    minimumRole: 'editor',
    panel: panelFrom(() => import('./messages-tab.tsx'), (m) => m.MessagesTab),
    quickActions: [],
  },
  {
    id: 'analytics',
    label: 'Analytics',
    minimumRole: 'editor',
    panel: panelFrom(() => import('./analytics-tab.tsx'), (m) => m.AnalyticsTab),
    quickActions: [],
  },
  {
    id: 'prayer-settings',
    label: 'Prayer Settings',
    minimumRole: 'editor',
    minimumEditRole: 'admin',
    panel: panelFrom(() => import('./prayer-settings/prayer-settings-tab.tsx'), (m) => m.PrayerSettingsTab),
    quickActions: [{ id: 'csv', label: 'Prayer Times CSV', minimumRole: 'admin' }],
  },
  {
    id: 'display',
    label: 'Display',
    minimumRole: 'editor',
    minimumEditRole: 'admin',
    panel: panelFrom(() => import('./display-tab.tsx'), (m) => m.DisplayTab),
    quickActions: [],
  },
  {
    id: 'programs',
    label: 'Programs',
    minimumRole: 'editor',
    panel: panelFrom(() => import('./programs-tab.tsx'), (m) => m.ProgramsTab),
    quickActions: [],
  },
  {
    id: 'pages',
    label: 'Pages',
    minimumRole: 'editor',
    panel: panelFrom(() => import('./pages-tab.tsx'), (m) => m.PagesTab),
    quickActions: [],
  },
  {
    id: 'site-facts',
    label: 'Site facts',
    minimumRole: 'editor',
    minimumEditRole: 'admin',
    panel: panelFrom(() => import('./site-facts-tab.tsx'), (m) => m.SiteFactsTab),
    quickActions: [],
  },
  {
    id: 'campaigns',
    label: 'Campaigns',
    minimumRole: 'editor',
    panel: panelFrom(() => import('./campaigns-tab.tsx'), (m) => m.CampaignsTab),
    quickActions: [],
  },
  {
    id: 'security',
    label: 'Security',
    minimumRole: 'editor',
    panel: panelFrom(() => import('./security/security-tab.tsx'), (m) => m.SecurityTab),
    quickActions: [],
  },
  {
    id: 'audit-log',
    label: 'Audit Log',
    minimumRole: 'admin',
    panel: panelFrom(() => import('./audit-log-tab.tsx'), (m) => m.AuditLogTab),
    quickActions: [],
  },
  {
    id: 'security-log',
    label: 'Security Log',
    minimumRole: 'super_admin',
    panel: panelFrom(() => import('./security-log-tab.tsx'), (m) => m.SecurityLogTab),
    quickActions: [],
  },
  {
    id: 'users',
    label: 'User Management',
    minimumRole: 'super_admin',
    panel: panelFrom(() => import('./users-tab.tsx'), (m) => m.UsersTab),
    quickActions: [{ id: 'new', label: 'Add User', minimumRole: 'super_admin' }],
  },
];
