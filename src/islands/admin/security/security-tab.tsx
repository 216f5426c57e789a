import type { PanelProps } from '../panel.ts';
import { SecondFactorPolicySection } from './second-factor-policy-section.tsx';
import { TwoFactorSection } from './two-factor-section.tsx';
import { PasskeysSection } from './passkeys-section.tsx';
import { SessionsSection } from './sessions-section.tsx';

/**
 * Security (every member of staff): their own account's protection, one section each (issue 25).
 * A section is one file beside this one and one line below.
 */
export function SecurityTab({ user }: Pick<PanelProps, 'user'>) {
  return (
    <section aria-labelledby="security-heading" className="space-y-8">
      <h2 id="security-heading" className="text-xl font-semibold text-ink-900">
        Security
      </h2>
      <p className="text-sm text-ink-700">
        Signed in as <strong>{user.username}</strong>.
      </p>
      <TwoFactorSection />
      {user.role === 'super_admin' && <SecondFactorPolicySection />}
      <PasskeysSection />
      <SessionsSection />
    </section>
  );
}
