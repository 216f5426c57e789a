import { hc } from 'hono/client';
import type { AppType } from '../server/app.ts';

/**
 * The typed API client: a renamed route or field breaks the build, not the page (ARCHITECTURE). The
 * staff islands use it; the public islands use lib/site-api.ts (the same types, a smaller runtime).
 * Reading responses and errors: lib/api-response.ts.
 */
export const api = hc<AppType>(typeof window === 'undefined' ? 'http://localhost' : window.location.origin, {
  init: { credentials: 'include' },
});
