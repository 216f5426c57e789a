import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState } from 'react';
import { api, serverMessage, throwIfNotOk } from '../../lib/api-client.ts';
import { $session, ensureSessionLoaded, isStaff, type SignedInUser } from '../../lib/session-store.ts';
import { toast } from '../../lib/toast-store.ts';
import ChangePasswordForm from '../auth/change-password-form.tsx';
import SignInForm from '../auth/sign-in-form.tsx';
import Toaster from '../toast/toaster.tsx';

const ACCESS_DENIED_REDIRECT_MS = 1_500;

/** /admin: loading, the sign-in screen when signed out, access denied for non-staff, else the dashboard. */
export default function AdminApp() {
  const session = useStore($session);
  useEffect(ensureSessionLoaded, []);

  let body;
  if (session.status === 'loading') {
    body = <Loading />;
  } else if (!session.user) {
    body = <SignInForm />;
  } else if (!isStaff(session.user)) {
    body = <AccessDenied />;
  } else {
    body = <Dashboard user={session.user} />;
  }
  return (
    <>
      {body}
      <Toaster />
    </>
  );
}

function Loading() {
  return (
    <div role="status" className="flex items-center justify-center gap-3 py-24 text-slate-700">
      <span
        className="h-6 w-6 animate-spin rounded-full border-2 border-emerald-800 border-t-transparent motion-reduce:animate-none"
        aria-hidden="true"
      />
      Loading...
    </div>
  );
}

function AccessDenied() {
  useEffect(() => {
    toast({
      title: 'Access Denied',
      description: "You don't have permission to access the admin panel.",
      variant: 'destructive',
    });
    const timer = setTimeout(() => window.location.assign('/'), ACCESS_DENIED_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, []);
  return <p className="py-24 text-center text-slate-800">You don&apos;t have permission to access the admin panel.</p>;
}

async function logout() {
  try {
    await throwIfNotOk(await api.api.logout.$post());
    $session.set({ status: 'ready', user: null });
    toast({ title: 'Logged out successfully', description: 'You have been signed out' });
    window.location.assign('/');
  } catch (error) {
    toast({ title: 'Logout failed', description: serverMessage(error, 'Please try again'), variant: 'destructive' });
  }
}

const ROLE_LABEL: Record<SignedInUser['role'], string> = {
  super_admin: 'Super Admin',
  admin: 'Admin',
  editor: 'Editor',
};

function Dashboard({ user }: { user: SignedInUser }) {
  const [showPassword, setShowPassword] = useState(false);
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    if (showPassword) dialog.current?.showModal();
    else dialog.current?.close();
  }, [showPassword]);

  return (
    <div className="mx-auto max-w-6xl px-4 py-6">
      <header className="flex flex-wrap items-center justify-between gap-4 border-b border-slate-200 pb-4">
        <div>
          <h1 className="text-2xl font-bold text-slate-900">Admin Dashboard</h1>
          <p className="text-slate-700">
            Signed in as <strong>{user.firstName || user.username}</strong> ({ROLE_LABEL[user.role]})
          </p>
        </div>
        <nav aria-label="Admin" className="flex items-center gap-3">
          <a
            href="/"
            className="rounded-md border border-slate-300 px-3 py-2 font-medium text-slate-900 hover:bg-slate-50"
          >
            Public Site
          </a>
          <button
            type="button"
            onClick={() => void logout()}
            className="rounded-md bg-slate-900 px-3 py-2 font-medium text-white hover:bg-slate-700 focus-visible:outline-2 focus-visible:outline-offset-2"
          >
            Logout
          </button>
        </nav>
      </header>
      <section aria-labelledby="quick-actions" className="mt-6">
        <h2 id="quick-actions" className="text-lg font-semibold text-slate-900">
          Quick actions
        </h2>
        <div className="mt-3 flex flex-wrap gap-3">
          <button
            type="button"
            onClick={() => setShowPassword(true)}
            className="rounded-md border border-slate-300 px-3 py-2 font-medium text-slate-900 hover:bg-slate-50"
          >
            Change Password
          </button>
        </div>
      </section>
      <dialog
        ref={dialog}
        onClose={() => setShowPassword(false)}
        aria-labelledby="change-password-title"
        className="m-auto w-full max-w-md rounded-xl p-6 backdrop:bg-black/40"
      >
        <div className="flex items-start justify-between">
          <h2 id="change-password-title" className="text-xl font-semibold text-slate-900">
            Change Password
          </h2>
          <button type="button" onClick={() => setShowPassword(false)} aria-label="Close" className="px-2 text-xl">
            ×
          </button>
        </div>
        <div className="mt-4">{showPassword && <ChangePasswordForm onDone={() => setShowPassword(false)} />}</div>
      </dialog>
    </div>
  );
}
