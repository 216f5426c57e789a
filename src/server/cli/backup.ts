import { existsSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { writeBackup } from '../backup/backup.ts';
import { openCliDatabase, runCli } from './cli-database.ts';

/**
 * `npm run backup [-- --out FILE]`: the whole database and DATA_DIR/uploads in one portable file
 * (default backups/masjid-backup-<UTC time>.jsonl.gz). On the embedded database the server must be
 * stopped (one process at a time); with DATABASE_URL it runs beside the server from one snapshot.
 */
const { values } = parseArgs({ options: { out: { type: 'string' } } });

await runCli(async () => {
  const dataDir = path.resolve(process.env.DATA_DIR?.trim() || '.data');
  if (!process.env.DATABASE_URL?.trim() && !existsSync(path.join(dataDir, 'pgdata'))) {
    throw new Error(
      `Nothing to back up: there is no database in ${dataDir} (set DATA_DIR to the server's data directory)`,
    );
  }
  const stamp = new Date()
    .toISOString()
    .replace(/[:]/g, '')
    .replace(/\.\d+Z$/, 'Z');
  const out = path.resolve(values.out ?? path.join('backups', `masjid-backup-${stamp}.jsonl.gz`));
  const { db, close } = await openCliDatabase();
  try {
    const summary = await writeBackup(db, path.join(dataDir, 'uploads'), out);
    const rows = Object.entries(summary.rows)
      .map(([table, n]) => `${table} ${n}`)
      .join(', ');
    console.log(`Backup written to ${summary.file} (${(summary.bytes / 1024).toFixed(1)} KB)`);
    console.log(`  rows: ${rows}; uploads: ${summary.uploads}`);
  } finally {
    await close();
  }
});
