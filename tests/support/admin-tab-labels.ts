/** SPEC 2's admin tabs in order, as a super_admin sees them (issue 13 adds Prayer Settings, issue 19 Display). */
export const ADMIN_TAB_LABELS = [
  'Overview',
  'Events',
  'Announcements',
  'Messages',
  'Analytics',
  'Prayer Settings',
  'Display',
  'Site facts',
  'Campaigns',
  'User Management',
] as const;
