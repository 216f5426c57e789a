/**
 * Public addresses outside /api that the API answers, because they take query parameters a static file
 * cannot honour: /prayer-times.ics?prayers=fajr,isha&adhan=1. Both adapters send them to the API under
 * its own path (src/server/node.ts; src/server/edge.ts with functions/prayer-times.ics.ts on Pages).
 */
export const PUBLIC_API_PATHS: Readonly<Record<string, string>> = {
  '/prayer-times.ics': '/api/prayer-times.ics',
};

/** The request the API should see: a public alias rewritten to its /api path (query kept), anything else unchanged. */
export function toApiRequest(request: Request): Request {
  const url = new URL(request.url);
  const target = PUBLIC_API_PATHS[url.pathname];
  if (!target) return request;
  url.pathname = target;
  return new Request(url, request);
}
