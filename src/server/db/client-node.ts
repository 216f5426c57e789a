import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { PostgresDialect } from 'kysely';
import pg from 'pg';
import { kyselyFor, PG_TYPE, type Db } from './client.ts';
import { initPgliteDataDir } from './pglite-data-dir.ts';
import { PGliteDialect } from './pglite-dialect.ts';
import { pgliteStartParams } from './pglite-settings.ts';

export type NodeDbConfig =
  | { kind: 'pglite'; dataDir: string | null }
  | { kind: 'postgres'; url: string };

/** DATABASE_URL (postgres://) selects a real Postgres; otherwise PGlite in DATA_DIR/pgdata. */
export function nodeDbConfig(env: { DATABASE_URL?: string | undefined; DATA_DIR?: string | undefined }): NodeDbConfig {
  const url = env.DATABASE_URL?.trim();
  if (url) {
    if (!/^postgres(ql)?:\/\//.test(url)) throw new Error('DATABASE_URL must be a postgres:// URL');
    return { kind: 'postgres', url };
  }
  return { kind: 'pglite', dataDir: path.resolve(env.DATA_DIR ?? '.data', 'pgdata') };
}

/** The database for a Node process (server, scripts, tests): PGlite embedded, or Postgres via pg. */
export async function createDb(config: NodeDbConfig): Promise<Db> {
  if (config.kind === 'postgres') {
    const pool = new pg.Pool({
      connectionString: config.url,
      max: 10,
      // Every call has a deadline, so an unreachable or stuck database answers 503 instead of holding requests:
      // connecting (or waiting for a free connection) 5 s, a statement 15 s on the server, 20 s seen from here.
      connectionTimeoutMillis: 5_000,
      idleTimeoutMillis: 30_000,
      statement_timeout: 15_000,
      query_timeout: 20_000,
      keepAlive: true,
      types: {
        getTypeParser: ((id: number, format?: string) =>
          id === PG_TYPE.date
            ? (v: string) => v
            : id === PG_TYPE.int8
              ? (v: string) => Number(v)
              : pg.types.getTypeParser(id, format as 'text')) as typeof pg.types.getTypeParser,
      },
    });
    // A connection that loses its server (restart, pg_terminate_backend, network) must not take the process
    // down: the pool reports it for idle clients, and a checked-out client emits it on itself, where an
    // unheard 'error' event would crash Node. The query in flight fails and answers 503; the pool reconnects.
    pool.on('error', (error) => console.warn(`[db] idle connection error: ${error.message}`));
    pool.on('connect', (client) => client.on('error', (error) => console.warn(`[db] connection error: ${error.message}`)));
    return kyselyFor(new PostgresDialect({ pool }));
  }
  // A new cluster is made in a child process, so this process only ever opens an existing one (ADR 013).
  if (config.dataDir) await initPgliteDataDir(config.dataDir);
  const pglite = await PGlite.create({
    ...(config.dataDir ? { dataDir: config.dataDir } : {}),
    startParams: pgliteStartParams(),
    parsers: { [PG_TYPE.date]: (v: string) => v, [PG_TYPE.int8]: (v: string) => Number(v) },
  });
  return kyselyFor(new PGliteDialect(pglite));
}
