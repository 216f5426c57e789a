import { readFile } from 'node:fs/promises';
import { site } from '../../config/site.ts';
import { yearIn } from '../../domain/dates/zoned.ts';
import { loadContentSnapshot, serializeSnapshot, type SerializedSnapshot } from './snapshot.ts';

let cached: Promise<SerializedSnapshot> | undefined;

/**
 * The content for this build, read once and shared by every page. CONTENT_SNAPSHOT names a JSON file
 * written by the running Node server; without it the build opens the database itself.
 */
export function getBuildContent(): Promise<SerializedSnapshot> {
  cached ??= (async () => {
    const file = process.env.CONTENT_SNAPSHOT;
    if (file) return JSON.parse(await readFile(file, 'utf8')) as SerializedSnapshot;
    const { createDb, nodeDbConfig } = await import('../db/client-node.ts');
    const { migrateToLatest } = await import('../db/migrate.ts');
    const db = await createDb(nodeDbConfig(process.env));
    try {
      await migrateToLatest(db);
      const now = new Date();
      const { seedDefaultContent } = await import('../seed/default-content.ts');
      await seedDefaultContent(db, now);
      return serializeSnapshot(await loadContentSnapshot(db, now, yearIn(site.timeZone, now)));
    } finally {
      await db.destroy();
    }
  })();
  return cached;
}
