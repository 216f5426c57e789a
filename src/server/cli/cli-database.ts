import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Db } from '../db/client.ts';
import { createDb, nodeDbConfig, type NodeDbConfig } from '../db/client-node.ts';
import { claimDataDir } from '../pid-lock.ts';

export interface CliDatabase {
  db: Db;
  config: NodeDbConfig;
  dataDir: string;
  close(): Promise<void>;
}

/**
 * The database for a command-line tool, as `npm start` would open it. The embedded database allows one
 * process only, so on PGlite the tool claims DATA_DIR first and refuses while the server runs on it.
 */
export async function openCliDatabase(env: NodeJS.ProcessEnv = process.env): Promise<CliDatabase> {
  const dataDir = path.resolve(env.DATA_DIR?.trim() || '.data');
  const config = nodeDbConfig({ DATABASE_URL: env.DATABASE_URL, DATA_DIR: dataDir });
  if (config.kind === 'pglite') mkdirSync(dataDir, { recursive: true });
  const release = config.kind === 'pglite' ? claimDataDir(dataDir) : () => undefined;
  try {
    const db = await createDb(config);
    return {
      db,
      config,
      dataDir,
      async close() {
        await db.destroy();
        release();
      },
    };
  } catch (error) {
    release();
    throw error;
  }
}

/** Runs a tool's body, printing a failure as one line (no stack trace) and setting the exit code. */
export async function runCli(body: () => Promise<void>): Promise<void> {
  try {
    await body();
  } catch (error) {
    console.error((error as Error).message ?? String(error));
    process.exitCode = 1;
  }
}
