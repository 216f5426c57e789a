import { migrateToLatest } from '../db/migrate.ts';
import { seedDefaultContent } from '../seed/default-content.ts';
import { openCliDatabase, runCli } from './cli-database.ts';

/** `npm run db:migrate`: PGlite in DATA_DIR, or the Postgres/Neon database named by DATABASE_URL. */
await runCli(async () => {
  const { db, close } = await openCliDatabase();
  try {
    const result = await migrateToLatest(db);
    const applied = result.results?.filter((r) => r.status === 'Success') ?? [];
    for (const r of applied) console.log(`applied ${r.migrationName}`);
    console.log(applied.length > 0 ? `${applied.length} migration(s) applied` : 'schema is up to date');
    const seeded = await seedDefaultContent(db, new Date());
    if (seeded.length > 0) console.log(`seeded ${seeded.join(', ')} from the config files`);
  } finally {
    await close();
  }
});
