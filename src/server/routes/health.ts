import { Hono } from 'hono';
import { sql } from 'kysely';
import type { AppEnv } from '../env.ts';

/** Liveness and database reachability, for uptime checks and the deploy checklist. */
export const healthRoutes = new Hono<AppEnv>().get('/', async (c) => {
  const started = performance.now();
  try {
    await sql`select 1`.execute(c.env.services.db);
    return c.json({ status: 'ok' as const, database: 'up' as const, latencyMs: Math.round(performance.now() - started) }, 200, {
      'Cache-Control': 'no-store',
    });
  } catch (error) {
    console.error(`[health] database check failed: ${(error as Error).message}`);
    return c.json({ status: 'degraded' as const, database: 'down' as const, message: 'The database is unreachable' }, 503, {
      'Cache-Control': 'no-store',
    });
  }
});
