import { neonConfig, Pool, types } from '@neondatabase/serverless';
import { PostgresDialect, type PostgresPool } from 'kysely';
import { kyselyFor, PG_TYPE, type Db } from './client.ts';

types.setTypeParser(PG_TYPE.date, (v: string) => v);
types.setTypeParser(PG_TYPE.int8, (v: string) => Number(v));

/** How long closing a request's connection may take before the request lets go of it anyway. */
const CLOSE_TIMEOUT_MS = 5_000;

type NeonClient = {
  on(event: 'error', listener: (error: Error) => void): unknown;
  once(event: 'end', listener: () => void): unknown;
};

/**
 * Neon over its WebSocket driver, for Cloudflare Pages Functions: one Pool per request (Workers may not
 * share I/O objects between requests), closed by the caller after the response.
 * `wsProxy` is only for local tests against a plain Postgres through a WebSocket-to-TCP proxy.
 *
 * Closing is where two things went wrong before (ADR 011): the pool's `end()` resolves as soon as it has
 * *asked* its connections to close, so `waitUntil(db.destroy())` let go of the request while the
 * WebSocket was still closing; and the error listeners stayed on, so the socket's own teardown
 * ("Network connection lost", seen whenever something else, like the deploy hook's fetch, kept the
 * request alive a little longer) was logged as a connection error. Here `destroy()` resolves once every
 * connection has ended, and what a connection reports after we ended it is its teardown, not an error.
 */
export function createNeonDb(url: string, options: { wsProxy?: string | undefined } = {}): Db {
  if (options.wsProxy) {
    const proxy = options.wsProxy;
    neonConfig.wsProxy = (host, port) => `${proxy}/v1?address=${host}:${port}`;
    neonConfig.useSecureWebSocket = false;
    neonConfig.forceDisablePgSSL = true;
    neonConfig.pipelineConnect = false;
  }
  const pool = new Pool({
    connectionString: url,
    max: 1,
    connectionTimeoutMillis: 5_000,
    statement_timeout: 15_000,
    query_timeout: 20_000,
  });
  let ending = false;
  const ended: Array<Promise<void>> = [];
  const report = (error: Error) => {
    if (!ending) console.warn(`[db] neon connection error: ${error.message}`);
  };
  pool.on('error', report);
  // A checked-out client's own 'error' event, unheard, would throw out of the isolate (see client-node.ts).
  pool.on('connect', (client: NeonClient) => {
    client.on('error', report);
    ended.push(new Promise<void>((resolve) => client.once('end', resolve)));
  });
  const closing: PostgresPool = {
    connect: () => pool.connect() as never,
    async end() {
      ending = true;
      await pool.end();
      let timer: ReturnType<typeof setTimeout> | undefined;
      const timeout = new Promise<void>((resolve) => (timer = setTimeout(resolve, CLOSE_TIMEOUT_MS)));
      await Promise.race([Promise.all(ended), timeout]);
      clearTimeout(timer);
    },
  };
  return kyselyFor(new PostgresDialect({ pool: closing }));
}
