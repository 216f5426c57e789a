import { useId, useState, type SyntheticEvent } from 'react';
import { serverMessage } from '../../../lib/server-message.ts';
import { toast } from '../../../lib/toast-store.ts';
import { formatEventDate } from '../../../domain/dates/event-dates.ts';
import { useAdminConfig } from '../config.tsx';
import { useSecondFactorPolicy, useSaveSecondFactorPolicy, type SecondFactorPolicy } from '../api/second-factor.ts';
import { LoadError, smallPrimary, Spinner } from '../ui/fields.tsx';

const ROLE_LABELS: [keyof SecondFactorPolicy['roles'], string][] = [
  ['super_admin', 'Super admins'],
  ['admin', 'Admins'],
  ['editor', 'Editors'],
];

/**
 * Security tab, super_admin only (issue 25): require a second factor (a passkey or an authenticator app)
 * per role. An account without one is led through enrolment at its next sign-in.
 */
export function SecondFactorPolicySection() {
  const policy = useSecondFactorPolicy();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="card space-y-4">
      <h3 id={headingId} className="text-lg font-semibold text-ink-900">
        Require a second factor
      </h3>
      {policy.isPending ? (
        <Spinner />
      ) : policy.isError ? (
        <LoadError message="Failed to load the second-factor requirement" onRetry={() => void policy.refetch()} />
      ) : (
        <PolicyForm key={policy.data.updatedAt ?? 'never'} policy={policy.data} />
      )}
    </section>
  );
}

function PolicyForm({ policy }: { policy: SecondFactorPolicy }) {
  const [roles, setRoles] = useState(policy.roles);
  const save = useSaveSecondFactorPolicy();
  const { timeZone } = useAdminConfig();
  const id = useId();

  async function onSubmit(event: SyntheticEvent) {
    event.preventDefault();
    try {
      await save.mutateAsync(roles);
      toast({ title: 'Requirement saved', description: 'It applies from each account’s next sign-in.' });
    } catch (caught) {
      toast({ title: 'Could not save', description: serverMessage(caught, 'Please try again'), variant: 'destructive' });
    }
  }

  return (
    <form onSubmit={onSubmit} className="space-y-3">
      <fieldset>
        <legend className="text-ink-800">
          Staff of these roles must have a passkey or an authenticator app. Without one, their next password
          sign-in leads them through setting one up, and they can do nothing else until it is done.
        </legend>
        <div className="mt-3 flex flex-wrap gap-6">
          {ROLE_LABELS.map(([role, label]) => (
            <label key={role} htmlFor={`${id}-${role}`} className="flex items-center gap-2 font-medium text-ink-900">
              <input
                id={`${id}-${role}`}
                type="checkbox"
                checked={roles[role]}
                onChange={(e) => setRoles({ ...roles, [role]: e.target.checked })}
                className="h-5 w-5"
              />
              {label}
            </label>
          ))}
        </div>
      </fieldset>
      {policy.updatedAt && (
        <p className="text-sm text-ink-600">
          Last changed {formatEventDate(policy.updatedAt, timeZone)}
          {policy.updatedBy ? ` by ${policy.updatedBy}` : ''}.
        </p>
      )}
      <button type="submit" className={smallPrimary} disabled={save.isPending}>
        Save requirement
      </button>
    </form>
  );
}
