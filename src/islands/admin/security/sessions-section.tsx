import { useEndOtherSessions, useEndSession, useSessions, type StaffSession } from '../api/sessions.ts';
import { useAdminConfig } from '../config.tsx';
import { formatStamp } from '../content/content-status.tsx';
import { reportError, success } from '../errors.ts';
import { useConfirm } from '../ui/confirm-dialog.tsx';
import { LoadError, smallDanger, smallOutline, Spinner } from '../ui/fields.tsx';

/**
 * Sessions (issue 25): every browser signed in to this account — device, address, when it signed in and
 * was last used — and a way to end any other one, or all of them (a lost phone, a shared computer).
 */
export function SessionsSection() {
  const { timeZone } = useAdminConfig();
  const sessions = useSessions();
  const endOne = useEndSession();
  const endOthers = useEndOtherSessions();
  const { confirm, element: confirmDialog } = useConfirm();
  const others = sessions.data?.filter((s) => !s.current) ?? [];

  function askEnd(session: StaffSession) {
    confirm({
      title: 'End this session?',
      message: `${session.device} will be signed out at once.`,
      confirmLabel: 'End Session',
      onConfirm: () =>
        endOne.mutateAsync(session.id).then(
          () => success('Session ended', `${session.device} has been signed out.`),
          (error: unknown) => void reportError(error, 'Failed to end the session'),
        ),
    });
  }

  function askEndOthers() {
    confirm({
      title: 'Sign out everywhere else?',
      message: 'Every other browser signed in to your account will be signed out at once. This one stays signed in.',
      confirmLabel: 'Sign Out Others',
      onConfirm: () =>
        endOthers.mutateAsync().then(
          (r) => success('Other sessions ended', `${r.ended} session${r.ended === 1 ? '' : 's'} signed out.`),
          (error: unknown) => void reportError(error, 'Failed to end the other sessions'),
        ),
    });
  }

  return (
    <section aria-labelledby="sessions-heading" className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3 id="sessions-heading" className="text-lg font-semibold text-ink-900">
          Sessions
        </h3>
        {others.length > 0 && (
          <button type="button" className={smallDanger} onClick={askEndOthers}>
            Sign out all other sessions
          </button>
        )}
      </div>
      <p className="text-sm text-ink-700">Where your account is signed in. End any session you do not recognise.</p>
      {sessions.isPending ? (
        <Spinner label="Loading your sessions..." />
      ) : sessions.isError ? (
        <LoadError message="Failed to fetch your sessions" onRetry={() => void sessions.refetch()} />
      ) : (
        <ul className="divide-y divide-ink-200 rounded-md border border-ink-200" aria-label="Your sessions">
          {sessions.data.map((session) => (
            <li key={session.id} className="flex flex-wrap items-center justify-between gap-3 px-4 py-3" data-testid="session-row">
              <div className="text-sm">
                <p className="font-semibold text-ink-900">
                  {session.device}
                  {session.current && <span className="ml-2 font-normal text-primary-800">(this browser)</span>}
                </p>
                <p className="text-ink-700">
                  {session.address ?? 'Unknown address'} · signed in {formatStamp(session.signedInAt, timeZone)} · last used{' '}
                  {formatStamp(session.lastUsedAt, timeZone)}
                </p>
              </div>
              {!session.current && (
                <button
                  type="button"
                  className={smallOutline}
                  onClick={() => askEnd(session)}
                  aria-label={`End session on ${session.device}`}
                >
                  End session
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      {confirmDialog}
    </section>
  );
}
