import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { createDb } from '../src/server/db/client-node.ts';
import type { Db } from '../src/server/db/client.ts';
import { migrateToLatest } from '../src/server/db/migrate.ts';

/** A freshly migrated database a benchmark may fill and throw away. */
export interface BenchDatabase {
  label: string;
  db: Db;
  close(): Promise<void>;
}

export type DatabaseKind = 'pglite-memory' | 'pglite-disk' | 'postgres';

/**
 * The databases a benchmark runs on: PGlite in memory (what the API tests use), PGlite in a temp dir
 * (what `npm start` uses), and, when DATABASE_URL is set, a throwaway schema in that Postgres (as
 * tests/support/test-db.ts does), dropped afterwards. Unavailable kinds come back with a reason.
 */
export function benchDatabaseKinds(): { kind: DatabaseKind; skip?: string }[] {
  const url = process.env.DATABASE_URL?.trim();
  return [
    { kind: 'pglite-memory' },
    { kind: 'pglite-disk' },
    url ? { kind: 'postgres' } : { kind: 'postgres', skip: 'DATABASE_URL is not set' },
  ];
}

export async function openBenchDatabase(kind: DatabaseKind): Promise<BenchDatabase> {
  if (kind === 'pglite-memory') {
    const db = await createDb({ kind: 'pglite', dataDir: null });
    await migrateToLatest(db);
    return { label: 'PGlite (memory)', db, close: () => db.destroy() };
  }
  if (kind === 'pglite-disk') {
    const dir = await mkdtemp(path.join(tmpdir(), 'masjid-bench-'));
    const db = await createDb({ kind: 'pglite', dataDir: dir });
    await migrateToLatest(db);
    return {
      label: 'PGlite (disk)',
      db,
      async close() {
        await db.destroy();
        await rm(dir, { recursive: true, force: true });
      },
    };
  }
  const url = process.env.DATABASE_URL?.trim();
  if (!url) throw new Error('DATABASE_URL is not set');
  const schema = `bench_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = await createDb({ kind: 'postgres', url });
  try {
    await sql`create schema ${sql.id(schema)}`.execute(admin);
  } finally {
    await admin.destroy();
  }
  const scopedUrl = new URL(url);
  scopedUrl.searchParams.set('options', `-c search_path=${schema}`);
  const db = await createDb({ kind: 'postgres', url: scopedUrl.toString() });
  try {
    await migrateToLatest(db);
  } catch (error) {
    await sql`drop schema ${sql.id(schema)} cascade`.execute(db);
    await db.destroy();
    throw error;
  }
  return {
    label: 'PostgreSQL',
    db,
    async close() {
      try {
        await sql`drop schema ${sql.id(schema)} cascade`.execute(db);
      } finally {
        await db.destroy();
      }
    },
  };
}
