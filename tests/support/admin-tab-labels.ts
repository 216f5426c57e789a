/** SPEC 2's admin tabs in order, as a super_admin sees them (issue 13 adds Prayer Settings, issue 19 Display, issue 24 the content tabs and the Audit Log). */
export const ADMIN_TAB_LABELS = [
  'Overview',
  'Events',
  'Sign-ups',
  'Announcements',
  'Messages',
  'Analytics',
  'Prayer Settings',
  'Display',
  'Programs',
  'Pages',
  'Site facts',
  'Campaigns',
  'Security',
  'Audit Log',
  'Security Log',
  'User Management',
] as const;

/** The least role that sees each tab (SPEC 6; editors read Prayer Settings and Display without changing them). */
export const ADMIN_TAB_MINIMUM_ROLE: Record<(typeof ADMIN_TAB_LABELS)[number], 'editor' | 'admin' | 'super_admin'> = {
  Overview: 'editor',
  Events: 'editor',
  'Sign-ups': 'editor',
  Announcements: 'editor',
  Programs: 'editor',
  Messages: 'editor',
  Analytics: 'editor',
  'Prayer Settings': 'editor',
  Display: 'editor',
  Pages: 'editor',
  'Site facts': 'editor',
  Campaigns: 'editor',
  Security: 'editor',
  'Audit Log': 'admin',
  'Security Log': 'super_admin',
  'User Management': 'super_admin',
};

const RANK = ['editor', 'admin', 'super_admin'] as const;

/** The tabs `role` sees, in order. */
export function tabsSeenBy(role: (typeof RANK)[number]): string[] {
  return ADMIN_TAB_LABELS.filter((label) => RANK.indexOf(ADMIN_TAB_MINIMUM_ROLE[label]) <= RANK.indexOf(role));
}
