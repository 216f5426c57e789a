import path from 'node:path';
import { createDb, nodeDbConfig } from './client-node.ts';
import { migrateToLatest } from './migrate.ts';

/** `npm run db:migrate`: PGlite in DATA_DIR, or the Postgres/Neon database named by DATABASE_URL. */
const config = nodeDbConfig({ DATABASE_URL: process.env.DATABASE_URL, DATA_DIR: path.resolve(process.env.DATA_DIR ?? '.data') });
const db = await createDb(config);
try {
  const result = await migrateToLatest(db);
  const applied = result.results?.filter((r) => r.status === 'Success') ?? [];
  for (const r of applied) console.log(`applied ${r.migrationName}`);
  console.log(applied.length > 0 ? `${applied.length} migration(s) applied` : 'schema is up to date');
} catch (error) {
  console.error((error as Error).message);
  process.exitCode = 1;
} finally {
  await db.destroy();
}
