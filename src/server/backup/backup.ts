import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { pipeline } from 'node:stream/promises';
import { Readable } from 'node:stream';
import { createGunzip, createGzip } from 'node:zlib';
import { sql, type Kysely } from 'kysely';
import type { Db } from '../db/client.ts';

/**
 * A backup is one gzip file of JSON lines: a header, then every row of every kept table, then every upload.
 * It is logical (rows, not database pages), so it restores into PGlite or PostgreSQL of any version, and
 * a masjid can move from the embedded database to Postgres with it. See docs/decisions (backups ADR).
 */
export const BACKUP_FORMAT = 'masjid-site-backup';
export const BACKUP_VERSION = 1;

/** Tables restored in this order (parents before children), each read in primary-key order. */
export const BACKUP_TABLES = [
  { name: 'users', orderBy: 'id' },
  { name: 'prayer_settings', orderBy: 'id' },
  { name: 'prayer_settings_changes', orderBy: 'id' },
  { name: 'events', orderBy: 'id' },
  { name: 'announcements', orderBy: 'id' },
  { name: 'contact_messages', orderBy: 'id' },
  { name: 'newsletter_subscribers', orderBy: 'id' },
  { name: 'galleries', orderBy: 'id' },
  { name: 'photos', orderBy: 'id' },
  { name: 'prayer_times', orderBy: 'date' },
  { name: 'page_views', orderBy: 'id' },
  // The analytics rollups: raw page views are kept two days only, so past figures live here alone.
  { name: 'page_view_days', orderBy: 'day' },
  { name: 'page_view_day_pages', orderBy: ['day', 'page'] },
  { name: 'page_view_day_sessions', orderBy: ['day', 'session_id'] },
  { name: 'page_view_period_visitors', orderBy: ['first_day', 'last_day', 'time_zone'] },
  { name: 'display_settings', orderBy: 'screen' },
  { name: 'content_items', orderBy: 'id' },
  { name: 'content_revisions', orderBy: 'id' },
  { name: 'content_seeds', orderBy: 'kind' },
  { name: 'audit_log', orderBy: 'id' },
  // Second factors (issue 25): a restore must not silently drop an account's TOTP or the requirement.
  { name: 'user_totp', orderBy: 'user_id' },
  { name: 'recovery_codes', orderBy: 'id' },
  { name: 'second_factor_policy', orderBy: 'role' },
  // Staff passkeys (issue 25): credentials, as the password hashes in users are.
  { name: 'passkeys', orderBy: 'id' },
  // Online sign-ups (issue 27): what still exists; personal data cleared by retention stays cleared.
  { name: 'registrations', orderBy: 'id' },
] as const satisfies readonly { name: string; orderBy: string | readonly string[] }[];

/**
 * Not kept: sign-in state and counters that a restore must not bring back, and the edge's queue of
 * changes waiting for the deploy hook and the date it last looked for page-changing dates (a restore is
 * followed by a build anyway).
 */
export const TABLES_NOT_BACKED_UP = ['sessions', 'deploy_hook_requests', 'login_attempts', 'rate_limits', 'site_date_checks', 'webauthn_challenges', 'sign_in_pacing'] as const;

type Header = { format: typeof BACKUP_FORMAT; version: number; createdAt: string; migrations: string[] };
type Line =
  | Header
  | { table: string; rows: Record<string, unknown>[] }
  | { upload: string; contentType: string; base64: string }
  | { end: true; rows: number; uploads: number };

const READ_BATCH = 2_000;
const INSERT_BATCH = 500;

// Raw column names: the backup must not depend on the application's camelCase mapping.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
const raw = (db: Db) => db.withoutPlugins() as unknown as Kysely<any>;

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function appliedMigrations(db: Db | Kysely<any>): Promise<string[]> {
  try {
    const result = await sql<{ name: string }>`select name from kysely_migration order by name`.execute(db);
    return result.rows.map((r) => r.name);
  } catch (error) {
    if ((error as { code?: string }).code === UNDEFINED_TABLE) return [];
    throw error;
  }
}

/** Uploads as stored by filesystemStorage: each file beside a `.type` sidecar; temp files are skipped. */
async function listUploads(uploadsDir: string): Promise<string[]> {
  const entries = await readdir(uploadsDir, { recursive: true, withFileTypes: true }).catch(
    (error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return [];
      throw error;
    },
  );
  return entries
    .filter((e) => e.isFile() && !e.name.endsWith('.type') && !e.name.endsWith('.tmp'))
    .map((e) => path.relative(uploadsDir, path.join(e.parentPath, e.name)).split(path.sep).join('/'))
    .sort();
}

export interface BackupSummary {
  file: string;
  rows: Record<string, number>;
  uploads: number;
  bytes: number;
}

/**
 * Writes the whole database and the uploads to `file` (via a temp file, so a failed backup leaves no
 * half file under the final name). On PostgreSQL the rows come from one repeatable-read snapshot.
 */
export async function writeBackup(db: Db, uploadsDir: string, file: string, now = new Date()): Promise<BackupSummary> {
  const temp = `${file}.partial`;
  const rows: Record<string, number> = {};
  let uploads = 0;
  async function* lines(): AsyncGenerator<string> {
    const tx = await raw(db)
      .startTransaction()
      .setIsolationLevel('repeatable read')
      .setAccessMode('read only')
      .execute();
    try {
      const header: Header = {
        format: BACKUP_FORMAT,
        version: BACKUP_VERSION,
        createdAt: now.toISOString(),
        migrations: await appliedMigrations(tx),
      };
      yield `${JSON.stringify(header)}\n`;
      for (const table of BACKUP_TABLES) {
        let count = 0;
        let after: unknown;
        for (;;) {
          // Keyset pages over the primary key, one column or several (compared as a row).
          const columns: readonly string[] = typeof table.orderBy === 'string' ? [table.orderBy] : table.orderBy;
          const key = sql`(${sql.join(columns.map((c) => sql.ref(c)))})`;
          const from = after === undefined ? sql`` : sql`where ${key} > (${sql.join(after as unknown[])})`;
          const batch = await sql<
            Record<string, unknown>
          >`select * from ${sql.table(table.name)} ${from} order by ${sql.join(columns.map((c) => sql.ref(c)))} limit ${READ_BATCH}`.execute(
            tx,
          );
          if (batch.rows.length === 0) break;
          count += batch.rows.length;
          const last = batch.rows.at(-1)!;
          after = columns.map((c) => last[c]);
          yield `${JSON.stringify({ table: table.name, rows: batch.rows } satisfies Line)}\n`;
          if (batch.rows.length < READ_BATCH) break;
        }
        rows[table.name] = count;
      }
      await tx.commit().execute();
    } catch (error) {
      await tx
        .rollback()
        .execute()
        .catch(() => undefined);
      throw error;
    }
    for (const key of await listUploads(uploadsDir)) {
      const file = path.join(uploadsDir, key);
      const [body, contentType] = await Promise.all([
        readFile(file),
        readFile(`${file}.type`, 'utf8').catch(() => 'application/octet-stream'),
      ]);
      uploads++;
      yield `${JSON.stringify({ upload: key, contentType, base64: body.toString('base64') } satisfies Line)}\n`;
    }
    const total = Object.values(rows).reduce((a, b) => a + b, 0);
    yield `${JSON.stringify({ end: true, rows: total, uploads } satisfies Line)}\n`;
  }
  await mkdir(path.dirname(path.resolve(file)), { recursive: true });
  try {
    await pipeline(Readable.from(lines()), createGzip(), createWriteStream(temp));
    await rename(temp, file);
  } catch (error) {
    await rm(temp, { force: true });
    throw error;
  }
  const { size } = await stat(file);
  return { file, rows, uploads, bytes: size };
}

export class BackupFileError extends Error {}

async function* readLines(file: string): AsyncGenerator<Line> {
  const input = createReadStream(file).pipe(createGunzip());
  const reader = createInterface({ input, crlfDelay: Infinity });
  let number = 0;
  try {
    for await (const text of reader) {
      number++;
      if (text.trim() === '') continue;
      try {
        yield JSON.parse(text) as Line;
      } catch {
        throw new BackupFileError(`Line ${number} of the backup is not valid JSON: the file is damaged`);
      }
    }
  } catch (error) {
    if (error instanceof BackupFileError) throw error;
    throw new BackupFileError(
      `The backup cannot be read (${(error as Error).message}): it is not a gzip backup file, or it is damaged`,
    );
  }
}

const SAFE_UPLOAD_KEY = /^[a-z0-9][a-z0-9/_-]*(\.[a-z0-9]+)?$/i;

/**
 * Reads the whole file once to check it before anything is written: its header, that every line is a
 * known table or a safe upload key, and that it ends with the trailer (a cut-off file is refused).
 */
export async function verifyBackup(
  file: string,
  knownMigrations: readonly string[],
): Promise<Header & { rows: number; uploads: number }> {
  let header: Header | undefined;
  let rows = 0;
  let uploads = 0;
  let end: { rows: number; uploads: number } | undefined;
  const tables = new Set<string>(BACKUP_TABLES.map((t) => t.name));
  for await (const line of readLines(file)) {
    if (!header) {
      if (!('format' in line) || line.format !== BACKUP_FORMAT)
        throw new BackupFileError('This is not a backup made by `npm run backup`');
      if (line.version !== BACKUP_VERSION)
        throw new BackupFileError(
          `Backup format version ${line.version} is not supported (this version reads ${BACKUP_VERSION})`,
        );
      const unknown = line.migrations.filter((m) => !knownMigrations.includes(m));
      if (unknown.length > 0)
        throw new BackupFileError(
          `The backup comes from a newer version of the site (migration ${unknown[0]}); update the code first`,
        );
      header = line;
    } else if (end) {
      throw new BackupFileError('The backup has data after its end marker: it is damaged');
    } else if ('table' in line) {
      if (!tables.has(line.table) || !Array.isArray(line.rows))
        throw new BackupFileError(`The backup names an unknown table "${String(line.table)}"`);
      rows += line.rows.length;
    } else if ('upload' in line) {
      if (
        typeof line.upload !== 'string' ||
        !SAFE_UPLOAD_KEY.test(line.upload) ||
        line.upload.includes('..') ||
        line.upload.includes('//')
      ) {
        throw new BackupFileError(`The backup holds an upload with an unsafe name "${String(line.upload)}"`);
      }
      uploads++;
    } else if ('end' in line) {
      end = line;
    } else {
      throw new BackupFileError('The backup holds a line this version does not understand');
    }
  }
  if (!header) throw new BackupFileError('The backup is empty');
  if (!end) throw new BackupFileError('The backup is cut off (no end marker): it was not written completely');
  if (end.rows !== rows || end.uploads !== uploads)
    throw new BackupFileError('The backup does not hold what its end marker says: it is damaged');
  return { ...header, rows, uploads };
}

const UNDEFINED_TABLE = '42P01';

/** True when the database holds no rows in any backed-up table, or has no schema yet (a restore never merges). */
export async function isEmptyForRestore(db: Db): Promise<boolean> {
  for (const table of BACKUP_TABLES) {
    try {
      const result = await sql`select 1 from ${sql.table(table.name)} limit 1`.execute(raw(db));
      if (result.rows.length > 0) return false;
    } catch (error) {
      if ((error as { code?: string }).code !== UNDEFINED_TABLE) throw error;
    }
  }
  return true;
}

/**
 * Restores a verified backup: the rows in one transaction (all or nothing), serial counters moved past the
 * restored ids, and the uploads written into `uploadsDir` only after the rows committed. The database must
 * be migrated to the backup's migrations and empty.
 */
export async function restoreRows(db: Db, file: string): Promise<number> {
  let restored = 0;
  await raw(db)
    .transaction()
    .execute(async (tx) => {
      for await (const line of readLines(file)) {
        if (!('table' in line)) continue;
        for (let i = 0; i < line.rows.length; i += INSERT_BATCH) {
          const chunk = line.rows.slice(i, i + INSERT_BATCH);
          await tx.insertInto(line.table).values(chunk).execute();
          restored += chunk.length;
        }
      }
      for (const table of BACKUP_TABLES) {
        if (table.orderBy !== 'id') continue;
        await sql`select setval(pg_get_serial_sequence(${table.name}, 'id'), coalesce(max(id), 1), max(id) is not null) from ${sql.table(table.name)}`.execute(
          tx,
        );
      }
    });
  return restored;
}

export async function restoreUploads(file: string, uploadsDir: string): Promise<number> {
  let written = 0;
  for await (const line of readLines(file)) {
    if (!('upload' in line)) continue;
    const target = path.join(uploadsDir, line.upload);
    await mkdir(path.dirname(target), { recursive: true });
    await writeFile(target, Buffer.from(line.base64, 'base64'));
    await writeFile(`${target}.type`, line.contentType);
    written++;
  }
  return written;
}
