import type { InferRequestType } from 'hono/client';
import type { ApiClient } from './site-api.ts';
/**
 * Page-view tracking (SPEC 4, 7): one POST /api/analytics/track per page view with a session id kept in
 * sessionStorage. Failures are only a console warning. Off when the visitor sends Do Not Track or Global
 * Privacy Control. JSON over fetch with keepalive: sendBeacon cannot send application/json, which the
 * API requires (with the same origin) for every write.
 */
export const SESSION_KEY = 'analyticsSessionId';
const SESSION_ID = /^[A-Za-z0-9_-]{8,64}$/;

type PrivacyNavigator = Navigator & { globalPrivacyControl?: boolean; doNotTrack?: string | null; msDoNotTrack?: string };

export function trackingRefused(nav: PrivacyNavigator = navigator, win: { doNotTrack?: string } = window as { doNotTrack?: string }): boolean {
  return nav.globalPrivacyControl === true || nav.doNotTrack === '1' || nav.doNotTrack === 'yes' || nav.msDoNotTrack === '1' || win.doNotTrack === '1';
}

function randomId(): string {
  // getRandomValues works on plain http too (randomUUID needs a secure context).
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** Generated once per browser session; a fresh one per page when storage is unavailable. */
export function analyticsSessionId(): string {
  try {
    const stored = sessionStorage.getItem(SESSION_KEY);
    if (stored && SESSION_ID.test(stored)) return stored;
    const id = randomId();
    sessionStorage.setItem(SESSION_KEY, id);
    return id;
  } catch {
    return randomId();
  }
}

/** '/about.html' → '/about', '/index.html' → '/', no trailing slash. */
export function pagePath(pathname: string): string {
  let path = pathname.replace(/\.html$/, '').replace(/\/index$/, '/');
  if (path.length > 1) path = path.replace(/\/+$/, '');
  return (path || '/').slice(0, 200);
}

/** The beacon's body as the route validates it (sent with keepalive, which the typed clients do not set). */
type PageViewInput = InferRequestType<ApiClient['api']['analytics']['track']['$post']>['json'];

export function trackPageView(): void {
  if (trackingRefused()) return;
  const view: PageViewInput = {
    sessionId: analyticsSessionId(),
    page: pagePath(location.pathname),
    userAgent: navigator.userAgent,
    referrer: document.referrer,
  };
  const body = JSON.stringify(view);
  fetch('/api/analytics/track', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body,
    credentials: 'same-origin',
    keepalive: true,
  })
    .then((res) => {
      if (!res.ok) console.warn(`Page-view tracking failed: ${res.status}`);
    })
    .catch((error: unknown) => console.warn('Page-view tracking failed', error));
}
