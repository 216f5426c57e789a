import { useStore } from '@nanostores/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { api } from '../../lib/api-client.ts';
import { throwIfNotOk } from '../../lib/api-response.ts';
import { serverMessage } from '../../lib/server-message.ts';
import { $session, ensureSessionLoaded, isStaff, type SignedInUser } from '../../lib/session-store.ts';
import { toast } from '../../lib/toast-store.ts';
import Toaster from '../../ui/toaster.tsx';
import { adminHash, canEdit, parseAdminHash, tabsFor, type AdminRoute } from './admin-route.ts';
import { AdminConfigContext, DEFAULT_LANGUAGES, DEFAULT_TIME_ZONE, type AdminConfig } from './config.tsx';
import { createAdminQueryClient } from './query-client.ts';
import { ADMIN_TABS, type AdminTab } from './registry.ts';
import { TabPanel } from './tab-panel.tsx';
import { Tabs } from './ui/tabs.tsx';
import { goToHash, useLocationHash } from './use-admin-route.ts';

const ACCESS_DENIED_REDIRECT_MS = 1_500;
const SetupRequiredScreen = lazy(() => import('./security/setup-required-screen.tsx'));
// Signed-in staff never see these two before they ask: the sign-in form (its second-factor step, the
// passkey button, the zod schemas) and the change-password form load when shown, not before Overview.
const SignInForm = lazy(() => import('../../ui/sign-in-form.tsx'));
const ChangePasswordForm = lazy(() => import('../../ui/change-password-form.tsx'));

/**
 * /admin: loading, the sign-in screen when signed out, access denied for non-staff, else the dashboard.
 * `timeZone` is the masjid's (site config), passed by the page: it decides "today" and the date inputs;
 * `contactSection` the home page's contact wording, for the Site facts preview; `languages` the site's
 * enabled languages, the default first (Admin → Display's screen languages; translations beside staff text).
 */
export default function AdminApp({
  timeZone = DEFAULT_TIME_ZONE,
  contactSection,
  languages = DEFAULT_LANGUAGES,
}: {
  timeZone?: string;
  contactSection: AdminConfig['contactSection'];
  languages?: AdminConfig['languages'];
}) {
  const session = useStore($session);
  const config = useMemo(() => ({ timeZone, contactSection, languages }), [timeZone, contactSection, languages]);
  useEffect(ensureSessionLoaded, []);

  let body;
  if (session.status === 'loading') {
    body = <Loading />;
  } else if (!session.user) {
    body = (
      <Suspense fallback={<Loading />}>
        <SignInForm />
      </Suspense>
    );
  } else if (!isStaff(session.user)) {
    body = <AccessDenied />;
  } else if (session.user.secondFactorSetupRequired) {
    body = (
      <Suspense fallback={<Loading />}>
        <SetupRequiredScreen user={session.user} />
      </Suspense>
    );
  } else {
    body = <Dashboard user={session.user} />;
  }
  return (
    <AdminConfigContext.Provider value={config}>
      {body}
      <Toaster />
    </AdminConfigContext.Provider>
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

const quickAction =
  'rounded-md border border-ink-300 bg-white px-3 py-2 font-medium text-ink-900 hover:bg-ink-50 focus-visible:outline-2 focus-visible:outline-offset-2';

/**
 * The dashboard (SPEC 2, 6): header, quick actions per role, and the tabs of the registry the role may
 * see. The open tab and quick action are the URL's hash (`/admin#events/new`): Back, reload and shared
 * links work, and a quick action is a navigation the tab's panel reads.
 */
function Dashboard({ user }: { user: SignedInUser }) {
  const [queryClient] = useState(createAdminQueryClient);
  const [tabs] = useState(() => tabsFor(user.role, ADMIN_TABS));
  const route = parseAdminHash(useLocationHash(), tabs);
  const [showPassword, setShowPassword] = useState(false);
  useFocusTabOnNavigation(route);

  function renderPanel(id: string) {
    const tab = tabs.find((t) => t.id === id)!;
    return (
      <TabPanel
        tab={tab}
        user={user}
        canEdit={canEdit(user.role, tab)}
        action={tab === route.tab ? route.action : null}
        startAction={(action) => goToHash(adminHash(tab.id, action))}
        onActionDone={() => goToHash(adminHash(tab.id), { replace: true })}
      />
    );
  }

  return (
    <QueryClientProvider client={queryClient}>
      <div className="admin-dashboard mx-auto max-w-6xl px-4 py-6">
        <header className="flex flex-wrap items-center justify-between gap-4 border-b border-ink-200 pb-4">
          <div>
            <h1 className="text-2xl font-bold text-ink-900">Admin Dashboard</h1>
            <p className="text-ink-700">
              Signed in as <strong>{user.firstName || user.username}</strong> ({ROLE_LABEL[user.role]})
            </p>
          </div>
          <nav aria-label="Admin" className="flex items-center gap-3">
            <a href="/" className="rounded-md border border-ink-300 px-3 py-2 font-medium text-ink-900 hover:bg-ink-50">
              Public Site
            </a>
            <button
              type="button"
              onClick={() => void logout()}
              className="rounded-md bg-ink-900 px-3 py-2 font-medium text-white hover:bg-ink-700 focus-visible:outline-2 focus-visible:outline-offset-2"
            >
              Logout
            </button>
          </nav>
        </header>
        <div>
          <QuickActions tabs={tabs} onChangePassword={() => setShowPassword(true)} />
          <div className="mt-8">
            <Tabs
              tabs={tabs}
              selected={route.tab.id}
              onSelect={(id) => goToHash(adminHash(id))}
              label="Admin sections"
              renderPanel={renderPanel}
            />
          </div>
        </div>
        <ChangePasswordDialog open={showPassword} onClose={() => setShowPassword(false)} />
      </div>
    </QueryClientProvider>
  );
}

/** SPEC 2's quick actions the role may use, in the registry's order: each goes to its tab's URL. */
function QuickActions({ tabs, onChangePassword }: { tabs: readonly AdminTab[]; onChangePassword: () => void }) {
  return (
    <section aria-labelledby="quick-actions" className="mt-6">
      <h2 id="quick-actions" className="text-lg font-semibold text-ink-900">
        Quick actions
      </h2>
      <div className="mt-3 flex flex-wrap gap-3">
        {tabs.flatMap((tab) =>
          tab.quickActions.map((action) => (
            <button
              key={`${tab.id}/${action.id}`}
              type="button"
              className={quickAction}
              onClick={() => goToHash(adminHash(tab.id, action.id))}
            >
              {action.label}
            </button>
          )),
        )}
        <button type="button" onClick={onChangePassword} className={quickAction}>
          Change Password
        </button>
      </div>
    </section>
  );
}

function ChangePasswordDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    if (open) dialog.current?.showModal();
    else dialog.current?.close();
  }, [open]);
  return (
    <dialog
      ref={dialog}
      onClose={onClose}
      aria-labelledby="change-password-title"
      className="m-auto w-full max-w-md rounded-xl p-6 backdrop:bg-black/40"
    >
      <div className="flex items-start justify-between">
        <h2 id="change-password-title" className="text-xl font-semibold text-ink-900">
          Change Password
        </h2>
        <button type="button" onClick={onClose} aria-label="Close" className="px-2 text-xl">
          ×
        </button>
      </div>
      <div className="mt-4">
        {open && (
          <Suspense fallback={<Loading />}>
            <ChangePasswordForm onDone={onClose} />
          </Suspense>
        )}
      </div>
    </dialog>
  );
}

/**
 * Back, Forward or a link moved to another tab: the focus follows to that tab, where arrow keys go on.
 * Not on arrival (the page starts at the top) and not when a quick action opened a form (it takes the
 * focus itself).
 */
function useFocusTabOnNavigation(route: AdminRoute) {
  const arrived = useRef(false);
  const tabId = route.tab.id;
  const hasAction = route.action !== null;
  useEffect(() => {
    if (!arrived.current) {
      arrived.current = true;
      return;
    }
    if (!hasAction) document.getElementById(`admin-tab-${tabId}`)?.focus();
  }, [tabId, hasAction]);
}
