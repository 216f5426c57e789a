import { sql } from 'kysely';
import { createDb } from '../../src/server/db/client-node.ts';
import type { Db } from '../../src/server/db/client.ts';
import { seedDefaultContent } from '../../src/server/seed/default-content.ts';
import { migrateToLatest } from '../../src/server/db/migrate.ts';

export interface EdgeDatabase {
  /** The database's own URL, for the edge's DATABASE_URL binding. */
  url: string;
  /** A Node connection to it, for setting up and checking what the edge wrote. */
  db: Db;
  drop(): Promise<void>;
}

/**
 * A fresh, migrated PostgreSQL database on the server named by DATABASE_URL, for a `wrangler pages dev`
 * run: the edge reaches it through the Neon driver, the test through `pg`.
 */
export async function createEdgeDatabase(prefix = 'edge'): Promise<EdgeDatabase> {
  const baseUrl = process.env.DATABASE_URL;
  if (!baseUrl) throw new Error('DATABASE_URL is not set');
  const name = `${prefix}_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 6)}`;
  const admin = await createDb({ kind: 'postgres', url: baseUrl });
  await sql`create database ${sql.id(name)}`.execute(admin);
  await admin.destroy();
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  const db = await createDb({ kind: 'postgres', url: url.toString() });
  await migrateToLatest(db);
  // As `npm run db:migrate` leaves a new Neon database: the config's first content seeded.
  await seedDefaultContent(db, new Date());
  return {
    url: url.toString(),
    db,
    async drop() {
      await db.destroy();
      const admin = await createDb({ kind: 'postgres', url: baseUrl });
      await sql`drop database if exists ${sql.id(name)} with (force)`.execute(admin);
      await admin.destroy();
    },
  };
}
