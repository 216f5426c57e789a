import { useStore } from '@nanostores/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { api } from '../../lib/api-client.ts';
import { throwIfNotOk } from '../../lib/api-response.ts';
import { serverMessage } from '../../lib/server-message.ts';
import { $session, ensureSessionLoaded, isStaff, type SignedInUser } from '../../lib/session-store.ts';
import { toast } from '../../lib/toast-store.ts';
import ChangePasswordForm from '../../ui/change-password-form.tsx';
import SignInForm from '../../ui/sign-in-form.tsx';
import Toaster from '../../ui/toaster.tsx';
import { AnalyticsTab } from './analytics-tab.tsx';
import { AnnouncementsTab } from './announcements-tab.tsx';
import { DisplayTab } from './display-tab.tsx';
import { AdminConfigContext, DEFAULT_TIME_ZONE } from './config.tsx';
import { EventsTab } from './events-tab.tsx';
import { MessagesTab } from './messages-tab.tsx';
import { OverviewTab } from './overview-tab.tsx';
import { PrayerSettingsTab } from './prayer-settings/prayer-settings-tab.tsx';
import { PrayerTimesCsvPanel } from './prayer-times-csv.tsx';
import { createAdminQueryClient } from './query-client.ts';
import { Tabs, type TabDef } from './ui/tabs.tsx';
import { UsersTab } from './users-tab.tsx';

const ACCESS_DENIED_REDIRECT_MS = 1_500;

/**
 * /admin: loading, the sign-in screen when signed out, access denied for non-staff, else the dashboard.
 * `timeZone` is the masjid's (site config), passed by the page: it decides "today" and the date inputs.
 */
export default function AdminApp({ timeZone = DEFAULT_TIME_ZONE }: { timeZone?: string }) {
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
    <AdminConfigContext.Provider value={{ timeZone }}>
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

type TabId = 'overview' | 'events' | 'announcements' | 'messages' | 'analytics' | 'prayer-settings' | 'display' | 'users';

const BASE_TABS: TabDef<TabId>[] = [
  { id: 'overview', label: 'Overview' },
  { id: 'events', label: 'Events' },
  { id: 'announcements', label: 'Announcements' },
  { id: 'messages', label: 'Messages' },
  { id: 'analytics', label: 'Analytics' },
  { id: 'prayer-settings', label: 'Prayer Settings' },
  { id: 'display', label: 'Display' },
];

const quickAction =
  'rounded-md border border-ink-300 bg-white px-3 py-2 font-medium text-ink-900 hover:bg-ink-50 focus-visible:outline-2 focus-visible:outline-offset-2';

/**
 * The dashboard (SPEC 2, 6): header, quick actions per role, and the tabs; User Management and the
 * prayer-times CSV tools only for the roles that may use them (the API refuses the others anyway).
 */
function Dashboard({ user }: { user: SignedInUser }) {
  const [queryClient] = useState(createAdminQueryClient);
  const [tab, setTab] = useState<TabId>('overview');
  const [newEvent, setNewEvent] = useState(0);
  const [newAnnouncement, setNewAnnouncement] = useState(0);
  const [addUser, setAddUser] = useState(0);
  const [csvOpen, setCsvOpen] = useState(false);
  const [showPassword, setShowPassword] = useState(false);
  const dialog = useRef<HTMLDialogElement>(null);
  const isAdmin = user.role === 'admin' || user.role === 'super_admin';
  const isSuperAdmin = user.role === 'super_admin';
  const tabs = isSuperAdmin ? [...BASE_TABS, { id: 'users' as const, label: 'User Management' }] : BASE_TABS;

  useEffect(() => {
    if (showPassword) dialog.current?.showModal();
    else dialog.current?.close();
  }, [showPassword]);

  function renderPanel(id: TabId) {
    switch (id) {
      case 'overview':
        return <OverviewTab />;
      case 'events':
        return <EventsTab newRequest={newEvent} />;
      case 'announcements':
        return <AnnouncementsTab newRequest={newAnnouncement} />;
      case 'messages':
        return <MessagesTab />;
      case 'analytics':
        return <AnalyticsTab />;
      case 'prayer-settings':
        // Editors see the settings read-only; the API refuses their changes anyway (SPEC 6, issue 13).
        return <PrayerSettingsTab canEdit={isAdmin} />;
      case 'display':
        return <DisplayTab canEdit={isAdmin} />;
      case 'users':
        return isSuperAdmin ? <UsersTab addRequest={addUser} currentUserId={user.id} /> : null;
    }
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
          <section aria-labelledby="quick-actions" className="mt-6">
            <h2 id="quick-actions" className="text-lg font-semibold text-ink-900">
              Quick actions
            </h2>
            <div className="mt-3 flex flex-wrap gap-3">
              <button
                type="button"
                className={quickAction}
                onClick={() => {
                  setTab('events');
                  setNewEvent((n) => n + 1);
                }}
              >
                New Event
              </button>
              <button
                type="button"
                className={quickAction}
                onClick={() => {
                  setTab('announcements');
                  setNewAnnouncement((n) => n + 1);
                }}
              >
                New Announcement
              </button>
              {isAdmin && (
                <button
                  type="button"
                  className={quickAction}
                  aria-expanded={csvOpen}
                  onClick={() => setCsvOpen((open) => !open)}
                >
                  Prayer Times CSV
                </button>
              )}
              {isSuperAdmin && (
                <button
                  type="button"
                  className={quickAction}
                  onClick={() => {
                    setTab('users');
                    setAddUser((n) => n + 1);
                  }}
                >
                  Add User
                </button>
              )}
              <button type="button" onClick={() => setShowPassword(true)} className={quickAction}>
                Change Password
              </button>
            </div>
          </section>
          {isAdmin && csvOpen && (
            <div className="mt-6">
              <PrayerTimesCsvPanel onClose={() => setCsvOpen(false)} />
            </div>
          )}
          <div className="mt-8">
            <Tabs tabs={tabs} selected={tab} onSelect={setTab} label="Admin sections" renderPanel={renderPanel} />
          </div>
        </div>
        <dialog
          ref={dialog}
          onClose={() => setShowPassword(false)}
          aria-labelledby="change-password-title"
          className="m-auto w-full max-w-md rounded-xl p-6 backdrop:bg-black/40"
        >
          <div className="flex items-start justify-between">
            <h2 id="change-password-title" className="text-xl font-semibold text-ink-900">
              Change Password
            </h2>
            <button type="button" onClick={() => setShowPassword(false)} aria-label="Close" className="px-2 text-xl">
              ×
            </button>
          </div>
          <div className="mt-4">{showPassword && <ChangePasswordForm onDone={() => setShowPassword(false)} />}</div>
        </dialog>
      </div>
    </QueryClientProvider>
  );
}
