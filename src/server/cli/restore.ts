import { existsSync, readdirSync } from 'node:fs';
import { rename, rm, rmdir } from 'node:fs/promises';
import path from 'node:path';
import { appliedMigrations, isEmptyForRestore, restoreRows, restoreUploads, verifyBackup } from '../backup/backup.ts';
import { createDb, nodeDbConfig } from '../db/client-node.ts';
import { knownMigrations, migrateTo, migrateToLatest } from '../db/migrate.ts';
import { openCliDatabase, runCli } from './cli-database.ts';

/**
 * `npm run restore FILE`: restores a backup made by `npm run backup`, all or nothing.
 * Embedded database: into an empty (or absent) DATA_DIR, built aside and moved into place only when
 * complete. With DATABASE_URL: into an empty database in one transaction, the uploads into DATA_DIR/uploads.
 */
const file = process.argv[2];

await runCli(async () => {
  if (!file) throw new Error('Usage: npm run restore -- FILE   (a file written by npm run backup)');
  if (!existsSync(file)) throw new Error(`No such file: ${file}`);
  const backup = await verifyBackup(file, await knownMigrations());
  console.log(`Backup of ${backup.createdAt}: ${backup.rows} rows, ${backup.uploads} uploads; checked`);
  const dataDir = path.resolve(process.env.DATA_DIR?.trim() || '.data');
  const target = backup.migrations.at(-1)!;

  if (process.env.DATABASE_URL?.trim()) {
    const { db, close } = await openCliDatabase();
    try {
      if (!(await isEmptyForRestore(db)))
        throw new Error('The database named by DATABASE_URL is not empty; restore only into an empty database');
      // Never migrate down: an empty database already past the backup's schema takes the rows as it is.
      if (!(await appliedMigrations(db)).includes(target)) await migrateTo(db, target);
      await restoreRows(db, file);
      await migrateToLatest(db);
    } finally {
      await close();
    }
    await restoreUploads(file, path.join(dataDir, 'uploads'));
  } else {
    if (existsSync(dataDir) && readdirSync(dataDir).length > 0) {
      throw new Error(
        `DATA_DIR ${dataDir} is not empty; restore only into an empty DATA_DIR (move the old one aside first)`,
      );
    }
    const staging = `${dataDir}.restoring-${process.pid}`;
    try {
      const db = await createDb(nodeDbConfig({ DATA_DIR: staging }));
      try {
        await migrateTo(db, target);
        await restoreRows(db, file);
        await migrateToLatest(db);
      } finally {
        await db.destroy();
      }
      await restoreUploads(file, path.join(staging, 'uploads'));
      if (existsSync(dataDir)) await rmdir(dataDir);
      await rename(staging, dataDir);
    } catch (error) {
      await rm(staging, { recursive: true, force: true });
      throw error;
    }
  }
  console.log(
    `Restored ${backup.rows} rows and ${backup.uploads} uploads${process.env.DATABASE_URL ? '' : ` into ${dataDir}`}.`,
  );
  console.log('Sign-in sessions are not part of a backup: staff sign in again.');
});
