import { handle } from 'hono/cloudflare-pages';
import { app } from '../src/server/edge.ts';

// /prayer-times.ics takes ?prayers= and ?adhan=, so the API answers it (src/server/public-api-paths.ts).
export const onRequest = handle(app);
