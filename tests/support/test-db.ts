import { sql } from 'kysely';
import { createDb } from '../../src/server/db/client-node.ts';
import type { Db } from '../../src/server/db/client.ts';
import { migrateToLatest } from '../../src/server/db/migrate.ts';

/**
 * A freshly migrated database for one test file: in-memory PGlite by default, or a private schema in
 * the real Postgres named by DATABASE_URL, so the same API suite proves both.
 */
export async function createTestDb(
  options: { migrate?: boolean } = {},
): Promise<{ db: Db; kind: 'pglite' | 'postgres'; /** The schema's own URL (Postgres only). */ url?: string; drop(): Promise<void> }> {
  const migrate = options.migrate ?? true;
  const url = process.env.DATABASE_URL;
  if (!url) {
    const db = await createDb({ kind: 'pglite', dataDir: null });
    if (migrate) await migrateToLatest(db);
    return { db, kind: 'pglite', drop: () => db.destroy() };
  }
  const schema = `test_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = await createDb({ kind: 'postgres', url });
  await sql`create schema ${sql.id(schema)}`.execute(admin);
  await admin.destroy();
  const scopedUrl = new URL(url);
  scopedUrl.searchParams.set('options', `-c search_path=${schema}`);
  const db = await createDb({ kind: 'postgres', url: scopedUrl.toString() });
  if (migrate) await migrateToLatest(db);
  return {
    db,
    kind: 'postgres',
    url: scopedUrl.toString(),
    async drop() {
      await sql`drop schema ${sql.id(schema)} cascade`.execute(db);
      await db.destroy();
    },
  };
}
