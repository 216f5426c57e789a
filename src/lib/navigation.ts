import { safeRedirectTarget } from '../domain/site-pages.ts';
import { ApiError } from './api-response.ts';
import { serverMessage } from './server-message.ts';
import { toast } from './toast-store.ts';

/** Where the sign-in screen sends staff afterwards (SPEC 2 footer, SPEC 4 post-login). */
export const POST_LOGIN_KEY = 'postLoginRedirect';
export const LOGIN_PATH = '/auth';

export function rememberPostLoginTarget(path: string): void {
  try {
    sessionStorage.setItem(POST_LOGIN_KEY, path);
  } catch {
    // Storage can be disabled; the role-based default still applies.
  }
}

export function takePostLoginTarget(): string | null {
  try {
    const target = sessionStorage.getItem(POST_LOGIN_KEY);
    sessionStorage.removeItem(POST_LOGIN_KEY);
    // Only the site's own pages, as the URL parser resolves them: `/\evil.example` or `/\t/evil.example`
    // start with one slash yet name another host, so sign-in must not become an open redirect.
    return safeRedirectTarget(target, window.location.origin);
  } catch {
    return null;
  }
}

export function peekPostLoginTarget(): string | null {
  try {
    return sessionStorage.getItem(POST_LOGIN_KEY);
  } catch {
    return null;
  }
}

/**
 * SPEC 8's one client rule for expired sessions: a 401 whose message says 'Unauthorized' (not a refused
 * sign-in) shows the 'Unauthorized' toast and goes to the sign-in screen after 500 ms. Returns true when
 * it handled it.
 */
export function handleUnauthorized(error: unknown): boolean {
  if (!(error instanceof ApiError) || error.status !== 401 || !serverMessage(error, '').includes('Unauthorized')) return false;
  toast({ title: 'Unauthorized', description: 'You are logged out. Logging in again...', variant: 'destructive' });
  rememberPostLoginTarget(window.location.pathname + window.location.hash);
  setTimeout(() => window.location.assign(LOGIN_PATH), 500);
  return true;
}
