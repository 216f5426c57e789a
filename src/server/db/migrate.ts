import { promises as fs } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { FileMigrationProvider, Migrator, sql, type MigrationResultSet } from 'kysely';
import type { Db } from './client.ts';

export const MIGRATIONS_DIR = fileURLToPath(new URL('../../../migrations', import.meta.url));

/** Brings the schema to the latest migration; throws with the failing migration's name. */
export async function migrateToLatest(db: Db): Promise<MigrationResultSet> {
  const result = await (await migrator(db)).migrateToLatest();
  if (result.error) {
    const failed = result.results?.find((r) => r.status === 'Error')?.migrationName ?? 'unknown';
    throw new Error(`Migration ${failed} failed: ${String((result.error as Error).message ?? result.error)}`);
  }
  return result;
}

/**
 * Kysely looks for its bookkeeping tables in every schema unless told which, so a database holding another
 * schema with migrations (a second site, the test suite's parallel schemas) would be misread: pin the
 * schema this connection works in.
 */
async function migrator(db: Db): Promise<Migrator> {
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
  return new Migrator({
    db,
    provider: new FileMigrationProvider({ fs, path, migrationFolder: MIGRATIONS_DIR }),
    migrationTableSchema: rows[0]!.schema,
  });
}

/** The names of the migrations this version of the code has, in order. */
export async function knownMigrations(): Promise<string[]> {
  return (await fs.readdir(MIGRATIONS_DIR))
    .filter((f) => /\.ts$/.test(f) && !f.endsWith('.d.ts'))
    .map((f) => f.replace(/\.ts$/, ''))
    .sort();
}

/** Brings an empty or older schema up to `name` exactly (a restore matches the backup's schema first). */
export async function migrateTo(db: Db, name: string): Promise<void> {
  const result = await (await migrator(db)).migrateTo(name);
  if (result.error)
    throw new Error(`Migration to ${name} failed: ${String((result.error as Error).message ?? result.error)}`);
}
