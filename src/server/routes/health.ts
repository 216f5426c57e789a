import { Hono } from 'hono';
import { sql } from 'kysely';
import type { AppEnv } from '../env.ts';

/**
 * GET /api/health: readiness (the database answers), for uptime checks and the deploy checklist.
 * GET /api/health/live: liveness only, a constant answer that touches nothing (process supervisors, and
 * the benchmarks' measure of what the server itself can do).
 */
export const healthRoutes = new Hono<AppEnv>()
  .get('/live', (c) => c.json({ status: 'ok' as const }, 200, { 'Cache-Control': 'no-store' }))
  .get('/', async (c) => {
    const started = performance.now();
    try {
      await sql`select 1`.execute(c.env.services.db);
      return c.json(
        { status: 'ok' as const, database: 'up' as const, latencyMs: Math.round(performance.now() - started) },
        200,
        {
          'Cache-Control': 'no-store',
        },
      );
    } catch (error) {
      console.error(`[health] database check failed: ${(error as Error).message}`);
      return c.json(
        { status: 'degraded' as const, database: 'down' as const, message: 'The database is unreachable' },
        503,
        {
          'Cache-Control': 'no-store',
        },
      );
    }
  });
