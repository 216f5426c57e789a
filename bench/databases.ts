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
  const schema = await createThrowawaySchema(url);
  const db = await createDb({ kind: 'postgres', url: schema.url });
  try {
    await migrateToLatest(db);
  } catch (error) {
    await db.destroy();
    await schema.drop();
    throw error;
  }
  return {
    label: 'PostgreSQL',
    db,
    async close() {
      try {
        await db.destroy();
      } finally {
        await schema.drop();
      }
    },
  };
}

/** A fresh, empty schema in the Postgres at `url`, and that URL scoped to it (search_path). */
export interface ThrowawaySchema {
  name: string;
  url: string;
  /** Drops the schema and everything in it. */
  drop(): Promise<void>;
}

/** As tests/support/test-db.ts does: a uniquely named schema, so nothing else in the database is touched. */
export async function createThrowawaySchema(url: string): Promise<ThrowawaySchema> {
  const name = `bench_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = await createDb({ kind: 'postgres', url });
  try {
    await sql`create schema ${sql.id(name)}`.execute(admin);
  } finally {
    await admin.destroy();
  }
  const scopedUrl = new URL(url);
  scopedUrl.searchParams.set('options', `-c search_path=${name}`);
  return {
    name,
    url: scopedUrl.toString(),
    async drop() {
      // A few tries: a Postgres that is restarting (a fault test, a supervisor) must not leave the schema behind.
      for (let attempt = 1; ; attempt++) {
        const db = await createDb({ kind: 'postgres', url });
        try {
          await sql`drop schema if exists ${sql.id(name)} cascade`.execute(db);
          return;
        } catch (error) {
          if (attempt === 5) throw error;
        } finally {
          await db.destroy();
        }
        await new Promise((r) => setTimeout(r, 2_000));
      }
    },
  };
}
