import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { api } from '../../../lib/api-client.ts';
import { refreshSession, type SignedInUser } from '../../../lib/session-store.ts';
import { createAdminQueryClient } from '../query-client.ts';
import { PasskeysSection } from './passkeys-section.tsx';
import { TwoFactorSection } from './two-factor-section.tsx';

/**
 * The whole admin while the account's role requires a second factor it does not have yet (issue 25):
 * the session can reach nothing else until one is set up: an authenticator app or a passkey.
 */
export default function SetupRequiredScreen({ user }: { user: SignedInUser }) {
  const [queryClient] = useState(createAdminQueryClient);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <QueryClientProvider client={queryClient}>
      <div className="mx-auto max-w-2xl space-y-6 px-4 py-10">
        <h1 ref={heading} tabIndex={-1} className="text-2xl font-bold text-ink-900">
          Set up a second factor
        </h1>
        <p className="text-ink-800">
          Assalamu alaikum {user.firstName || user.username}. To protect the site, your role now needs a second
          step at sign-in: a code from an authenticator app on your phone (or a passkey). Set it up to continue
          to the dashboard.
        </p>
        <TwoFactorSection onEnrolled={() => void refreshSession()} />
        <PasskeysSection onAdded={() => void refreshSession()} />
        <button
          type="button"
          className="rounded-md border border-ink-300 px-3 py-2 font-medium text-ink-900 hover:bg-ink-50"
          onClick={() => void api.api.logout.$post().finally(() => window.location.assign('/'))}
        >
          Sign out
        </button>
      </div>
    </QueryClientProvider>
  );
}
