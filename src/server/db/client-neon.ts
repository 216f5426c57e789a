import { neonConfig, Pool, types } from '@neondatabase/serverless';
import { PostgresDialect } from 'kysely';
import { kyselyFor, PG_TYPE, type Db } from './client.ts';

types.setTypeParser(PG_TYPE.date, (v: string) => v);
types.setTypeParser(PG_TYPE.int8, (v: string) => Number(v));

/**
 * Neon over its WebSocket driver, for Cloudflare Pages Functions: one Pool per request (Workers may not
 * share I/O objects between requests), closed by the caller after the response.
 * `wsProxy` is only for local tests against a plain Postgres through a WebSocket-to-TCP proxy.
 */
export function createNeonDb(url: string, options: { wsProxy?: string | undefined } = {}): Db {
  if (options.wsProxy) {
    const proxy = options.wsProxy;
    neonConfig.wsProxy = (host, port) => `${proxy}/v1?address=${host}:${port}`;
    neonConfig.useSecureWebSocket = false;
    neonConfig.forceDisablePgSSL = true;
    neonConfig.pipelineConnect = false;
  }
  const pool = new Pool({ connectionString: url, max: 1, connectionTimeoutMillis: 5_000, statement_timeout: 15_000, query_timeout: 20_000 });
  pool.on('error', (error: Error) => console.warn(`[db] neon connection error: ${error.message}`));
  // A checked-out client's own 'error' event, unheard, would throw out of the isolate (see client-node.ts).
  pool.on('connect', (client: { on(event: 'error', listener: (error: Error) => void): unknown }) =>
    client.on('error', (error) => console.warn(`[db] neon connection error: ${error.message}`)),
  );
  return kyselyFor(new PostgresDialect({ pool: pool as never }));
}
