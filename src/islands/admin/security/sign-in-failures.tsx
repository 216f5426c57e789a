/** What GET /api/admin/overview tells admins about failed sign-ins (issue 25). */
export interface SignInFailureSpike {
  lastHour: number;
  lastMinute: number;
  ceilingPerMinute: number;
  paced: boolean;
  targeted: readonly { username: string; failures: number }[];
}

/** Below this many failures in an hour, Overview stays quiet: a few typos are not an attack. */
export const SPIKE_SHOWN_FROM = 10;

/**
 * Overview (admins): a spike of failed sign-ins, whether sign-ins from new browsers are being slowed, and
 * which existing accounts were targeted (unknown usernames are never stored, so never shown).
 */
export function SignInFailures({ spike }: { spike: SignInFailureSpike }) {
  if (!spike.paced && spike.lastHour < SPIKE_SHOWN_FROM) return null;
  return (
    <section aria-labelledby="overview-signin-failures-heading" className="card mt-8 border-red-300 bg-red-50 p-5" data-testid="overview-signin-failures">
      <h3 id="overview-signin-failures-heading" className="text-lg font-semibold text-ink-900">
        Failed sign-ins: {spike.lastHour.toLocaleString('en-US')} in the last hour
      </h3>
      <p className="mt-1 text-sm text-ink-900">
        {spike.paced
          ? `${spike.lastMinute} in the last minute, past the ceiling of ${spike.ceilingPerMinute}: sign-ins from browsers not seen before are being slowed. Staff signing in from their usual browser are not.`
          : `${spike.lastMinute} in the last minute (sign-ins from new browsers are slowed past ${spike.ceilingPerMinute} a minute).`}
      </p>
      {spike.targeted.length > 0 && (
        <>
          <p className="mt-3 text-sm font-semibold text-ink-900">Accounts targeted</p>
          <ul className="mt-1 list-disc space-y-1 pl-5 text-sm text-ink-900">
            {spike.targeted.map((account) => (
              <li key={account.username}>
                {account.username}: {account.failures} failed attempt{account.failures === 1 ? '' : 's'}
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
