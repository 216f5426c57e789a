/**
 * Public addresses outside /api that the API answers, because they take query parameters a static file
 * cannot honour: /prayer-times.ics?prayers=fajr,isha&adhan=1. Both adapters send them to the API under
 * its own path (src/server/node.ts; src/server/edge.ts with functions/prayer-times.ics.ts on Pages).
 */
export const PUBLIC_API_PATHS: Readonly<Record<string, string>> = {
  '/prayer-times.ics': '/api/prayer-times.ics',
};

/** The URL the API should see: a public alias rewritten to its /api path (query kept), anything else unchanged. */
export function toApiUrl(href: string): string {
  const url = new URL(href);
  const target = PUBLIC_API_PATHS[url.pathname];
  if (!target) return href;
  url.pathname = target;
  return url.href;
}

/** The request the API should see (toApiUrl); the same request object when nothing changes. */
export function toApiRequest(request: Request): Request {
  const href = toApiUrl(request.url);
  return href === request.url ? request : new Request(href, request);
}
