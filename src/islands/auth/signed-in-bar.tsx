import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { $session, ensureSessionLoaded, isStaff } from '../../lib/session-store.ts';

/**
 * The signed-in variant of the home page (SPEC 2): staff see who they are and a way back to the admin
 * panel; while their state loads, 'Loading...'. Visitors (no sign-in hint) see nothing and cost nothing:
 * the page hydrates it with client:signedin, only where the hint cookie is. The server renders nothing,
 * and so does the hydrating render, so the first client render matches.
 */
export default function SignedInBar() {
  const session = useStore($session);
  const [mounted, setMounted] = useState(false);
  useEffect(() => {
    setMounted(true);
    ensureSessionLoaded();
  }, []);
  if (!mounted) return null;
  if (session.status === 'loading') {
    return (
      <div role="status" className="flex items-center justify-center gap-2 bg-primary-50 px-4 py-2 text-sm text-ink-700">
        <span className="size-4 animate-spin rounded-full border-2 border-primary-700 border-t-transparent motion-reduce:animate-none" aria-hidden="true" />
        Loading...
      </div>
    );
  }
  if (!session.user) return null;
  return (
    <div className="bg-primary-50 px-4 py-2 text-center text-sm text-ink-800">
      Signed in as <strong>{session.user.firstName || session.user.username}</strong>
      {isStaff(session.user) && (
        <>
          {' · '}
          <a href="/admin" className="font-semibold text-primary-800 underline underline-offset-2">
            Admin Dashboard
          </a>
        </>
      )}
    </div>
  );
}
