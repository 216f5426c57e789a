import { handle } from 'hono/cloudflare-pages';
import { app } from '../../src/server/edge.ts';

export const onRequest = handle(app);
