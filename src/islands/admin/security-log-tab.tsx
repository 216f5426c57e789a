import { useSecurityLog } from './api/sessions.ts';
import { useAdminConfig } from './config.tsx';
import { formatStamp } from './content/content-status.tsx';
import { LoadError, smallOutline, Spinner } from './ui/fields.tsx';

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
  const log = useSecurityLog();
  return (
    <section aria-labelledby="security-log-heading" className="space-y-4">
      <h2 id="security-log-heading" className="text-xl font-semibold text-ink-900">
        Security Log
      </h2>
      {log.isPending ? (
        <Spinner label="Loading the security log..." />
      ) : log.isError ? (
        <LoadError message="Failed to fetch the security log" onRetry={() => void log.refetch()} />
      ) : (
        <>
          <div className="overflow-x-auto" role="region" aria-labelledby="security-log-heading" tabIndex={0}>
            <table className="w-full text-left text-sm">
              <caption className="sr-only">Security events, newest first</caption>
              <thead className="text-xs font-semibold text-ink-700 uppercase">
                <tr>
                  <th scope="col" className="px-3 py-2">When</th>
                  <th scope="col" className="px-3 py-2">Event</th>
                  <th scope="col" className="px-3 py-2">Account</th>
                  <th scope="col" className="px-3 py-2">By</th>
                  <th scope="col" className="px-3 py-2">Details</th>
                  <th scope="col" className="px-3 py-2">From</th>
                </tr>
              </thead>
              <tbody className="divide-y divide-ink-200">
                {log.data.pages.flatMap((page) =>
                  page.entries.map((entry) => (
                    <tr key={entry.id} data-testid="security-log-row">
                      <td className="px-3 py-2 whitespace-nowrap">{formatStamp(entry.at, timeZone)}</td>
                      <td className="px-3 py-2">{EVENT_LABEL[entry.action] ?? entry.action}</td>
                      <td className="px-3 py-2">{entry.target}</td>
                      <td className="px-3 py-2">{entry.username ?? '—'}</td>
                      <td className="px-3 py-2">{entry.summary}</td>
                      <td className="px-3 py-2">{entry.address ?? '—'}</td>
                    </tr>
                  )),
                )}
              </tbody>
            </table>
          </div>
          {log.data.pages[0]?.entries.length === 0 && <p className="text-ink-700">No security events yet.</p>}
          {log.hasNextPage && (
            <button type="button" className={smallOutline} disabled={log.isFetchingNextPage} onClick={() => void log.fetchNextPage()}>
              {log.isFetchingNextPage ? 'Loading...' : 'Show older entries'}
            </button>
          )}
        </>
      )}
    </section>
  );
}
