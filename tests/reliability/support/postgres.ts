import { exec, execFile, execFileSync } from 'node:child_process';
import { promisify } from 'node:util';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';

/**
 * The real PostgreSQL named by DATABASE_URL, for the fault suites: a private database per suite, and a
 * way to stop and start the server itself. The Debian cluster (pg_lsclusters lists it on the URL's
 * port) is stopped and started with pg_ctlcluster; another server (.ci/run's throwaway one) with pg_ctl
 * as the postgres user, started again with the options it was started with (postmaster.opts).
 * RELIABILITY_PG_STOP and RELIABILITY_PG_START override both with shell commands.
 */

export function adminClient(url: string): pg.Client {
  return new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000 });
}

/** A fresh, empty database next to DATABASE_URL's, and its URL; drop() removes it (and its connections). */
export async function privateDatabase(
  url: string,
  prefix: string,
): Promise<{ url: string; name: string; drop(): Promise<void> }> {
  const name = `${prefix}_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 6)}`;
  const admin = adminClient(url);
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const scoped = new URL(url);
  scoped.pathname = `/${name}`;
  return {
    url: scoped.toString(),
    name,
    async drop() {
      const client = adminClient(url);
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

export interface PostgresControl {
  describe: string;
  /** Stops the server (fast shutdown: sessions are ended), resolving once it is down. */
  stop(): Promise<void>;
  start(): Promise<void>;
  /** Whether the server accepts connections now. */
  isUp(): Promise<boolean>;
}

export async function postgresControl(url: string): Promise<PostgresControl> {
  const port = new URL(url).port || '5432';
  const isUp = async () => {
    const client = adminClient(url);
    try {
      await client.connect();
      await client.query('select 1');
      return true;
    } catch {
      return false;
    } finally {
      await client.end().catch(() => undefined);
    }
  };
  // Asynchronous, so the suite's own requests keep flowing (and keep their timings honest) meanwhile.
  const shell = async (command: string) => void (await promisify(exec)(command, { timeout: 60_000 }));

  if (process.env.RELIABILITY_PG_STOP && process.env.RELIABILITY_PG_START) {
    const [stop, start] = [process.env.RELIABILITY_PG_STOP, process.env.RELIABILITY_PG_START];
    return { describe: `${stop} / ${start}`, stop: () => shell(stop), start: () => shell(start), isUp };
  }

  let clusters = '';
  try {
    clusters = execFileSync('pg_lsclusters', ['-h'], { encoding: 'utf8' });
  } catch {
    // Not Debian's tooling.
  }
  const cluster = clusters
    .split('\n')
    .map((line) => line.trim().split(/\s+/))
    .find((fields) => fields[2] === port);
  if (cluster) {
    const [version, name] = cluster as [string, string];
    const ctl = async (action: string) =>
      void (await promisify(execFile)('pg_ctlcluster', ['--skip-systemctl-redirect', version, name, action], {
        timeout: 60_000,
      }));
    return { describe: `pg_ctlcluster ${version} ${name}`, stop: () => ctl('stop'), start: () => ctl('start'), isUp };
  }

  // Any other server we may signal: find its data directory and how it was started.
  const client = adminClient(url);
  await client.connect();
  const dataDir = (
    await client.query<{ setting: string }>(`select setting from pg_settings where name = 'data_directory'`)
  ).rows[0]!.setting;
  await client.end();
  const opts = readFileSync(path.join(dataDir, 'postmaster.opts'), 'utf8').trim();
  const binary = /^(\S+)/.exec(opts)![1]!;
  const pgCtl = path.join(path.dirname(binary), 'pg_ctl');
  if (!existsSync(pgCtl)) throw new Error(`no pg_ctl beside ${binary}`);
  // Everything after the binary, without its -D (pg_ctl passes that itself).
  const options = opts
    .slice(binary.length)
    .replace(/"-D"\s+"[^"]*"/, '')
    .trim();
  const asPostgres = (command: string) =>
    process.getuid?.() === 0 ? `su postgres -c '${command.replace(/'/g, `'\\''`)}'` : command;
  const log = path.join(path.dirname(dataDir), 'reliability-restart.log');
  return {
    describe: `pg_ctl -D ${dataDir}`,
    stop: () => shell(asPostgres(`${pgCtl} -D ${dataDir} -m fast -w stop`)),
    start: () => shell(asPostgres(`${pgCtl} -D ${dataDir} -w -l ${log} -o '${options.replace(/'/g, `'\\''`)}' start`)),
    isUp,
  };
}
