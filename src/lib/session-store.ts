import { atom } from 'nanostores';
import { siteApi } from './site-api.ts';
import { throwIfNotOk } from './api-response.ts';
import { hasSignedInHint, SIGNED_IN_HINT } from './signed-in-hint.ts';

export type Role = 'super_admin' | 'admin' | 'editor';

export interface SignedInUser {
  id: number;
  username: string;
  firstName: string | null;
  email: string;
  role: Role;
  /** Issue 25: a restricted session; the admin shows only second-factor enrolment. */
  secondFactorSetupRequired?: true;
}

/** SPEC 4: the current user is loading, null (signed out or 401), or a user object. */
export type SessionState = { status: 'loading' } | { status: 'ready'; user: SignedInUser | null };

export const $session = atom<SessionState>({ status: 'loading' });

export const STAFF_ROLES: readonly Role[] = ['super_admin', 'admin', 'editor'];

export function isStaff(user: SignedInUser | null): boolean {
  return !!user && STAFF_ROLES.includes(user.role);
}

function clearSignedInHint(): void {
  document.cookie = `${SIGNED_IN_HINT}=; Max-Age=0; Path=/; SameSite=Lax`;
}

/**
 * Loads GET /api/user; a 401 means signed out, not an error (SPEC 7). Without the hint cookie nobody is
 * signed in, so visitors never make the request (nor see a 401 in the console).
 */
export async function refreshSession(): Promise<SignedInUser | null> {
  if (!hasSignedInHint()) {
    $session.set({ status: 'ready', user: null });
    return null;
  }
  try {
    const res = await siteApi.api.user.$get();
    if (res.status === 401) {
      clearSignedInHint();
      $session.set({ status: 'ready', user: null });
      return null;
    }
    await throwIfNotOk(res);
    const user = (await res.json()) as SignedInUser;
    $session.set({ status: 'ready', user });
    return user;
  } catch (error) {
    console.warn('Could not load the signed-in user', error);
    $session.set({ status: 'ready', user: null });
    return null;
  }
}

let started = false;
/** Starts the first load once per page, however many islands ask. */
export function ensureSessionLoaded(): void {
  if (started) return;
  started = true;
  void refreshSession();
}
