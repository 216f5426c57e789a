import { useSecurityLog } from './api/sessions.ts';
import { useAdminConfig } from './config.tsx';
import { formatStamp } from './content/content-status.tsx';
import { PagedLog } from './ui/paged-log.tsx';

/** What each kind of security event is called in the list. */
const EVENT_LABEL: Record<string, string> = {
  'security.signin': 'Signed in',
  'security.signin.failed': 'Failed sign-in',
  'security.signout': 'Signed out',
  'security.password.changed': 'Password changed',
  'security.session.ended': 'Session ended',
  'security.sessions.ended': 'Sessions ended',
  'security.user.created': 'User created',
  'security.user.deleted': 'User deleted',
  'security.role.changed': 'Role changed',
  'security.totp.enabled': 'Authenticator app on',
  'security.totp.disabled': 'Authenticator app off',
  'security.recovery_codes.regenerated': 'New recovery codes',
  'security.recovery_code.used': 'Recovery code used',
  'security.second_factor.requirement': 'Second-factor requirement changed',
  'security.second_factor.reset': 'Second factor reset',
  'security.passkey.added': 'Passkey added',
  'security.passkey.renamed': 'Passkey renamed',
  'security.passkey.removed': 'Passkey removed',
};

/**
 * Security Log (super_admin, issue 25): sign-ins and failures, password and role changes, accounts created
 * and deleted, sessions ended — who, when and from where; kept 400 days.
 */
export function SecurityLogTab() {
  const { timeZone } = useAdminConfig();
  return (
    <PagedLog
      id="security-log-heading"
      heading="Security Log"
      caption="Security events, newest first"
      noun="the security log"
      empty="No security events yet."
      log={useSecurityLog()}
      rowTestId="security-log-row"
      columns={[
        { header: 'When', cell: (entry) => formatStamp(entry.at, timeZone), nowrap: true },
        { header: 'Event', cell: (entry) => EVENT_LABEL[entry.action] ?? entry.action },
        { header: 'Account', cell: (entry) => entry.target },
        { header: 'By', cell: (entry) => entry.username ?? '—' },
        { header: 'Details', cell: (entry) => entry.summary },
        { header: 'From', cell: (entry) => entry.address ?? '—' },
      ]}
    />
  );
}
