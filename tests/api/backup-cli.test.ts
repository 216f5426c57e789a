import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb } from '../../src/server/db/client-node.ts';
import { onEdge } from '../support/test-app.ts';

/** `npm run backup` and `npm run restore` as an operator runs them, on the embedded database (and into Postgres). */
const root = fileURLToPath(new URL('../..', import.meta.url));
const run = promisify(execFile);

async function cli(script: string, args: string[], env: Record<string, string>) {
  const childEnv: NodeJS.ProcessEnv = { ...process.env, ...env };
  if (!('DATABASE_URL' in env)) delete childEnv.DATABASE_URL;
  try {
    const { stdout, stderr } = await run(process.execPath, [path.join(root, 'src/server/cli', script), ...args], {
      cwd: root,
      env: childEnv,
    });
    return { code: 0, out: stdout + stderr };
  } catch (error) {
    const e = error as { code: number; stdout: string; stderr: string };
    return { code: e.code, out: e.stdout + e.stderr };
  }
}

let dir: string;
let source: string;
let backup: string;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'masjid-backup-cli-'));
  source = path.join(dir, 'data');
  backup = path.join(dir, 'site.jsonl.gz');
  const created = await cli('create-admin.ts', ['--username', 'imam_admin', '--password', 'a-long-pass-123'], {
    DATA_DIR: source,
  });
  expect(created.out).toContain('Created super_admin "imam_admin"');
}, 60_000);
afterAll(() => rm(dir, { recursive: true, force: true }));

// Node only: the CLIs run beside a Node server's database; there is no edge to send them to (README, Backups).
describe.skipIf(onEdge)('npm run backup / npm run restore', () => {
  it('refuses to back up the embedded database while a server holds DATA_DIR', async () => {
    await writeFile(path.join(source, 'server.pid'), String(process.pid));
    try {
      const result = await cli('backup.ts', ['--out', backup], { DATA_DIR: source });
      expect(result.code).toBe(1);
      expect(result.out).toMatch(/in use by process \d+; stop it first/);
      expect(result.out).not.toMatch(/\n\s+at /);
      expect(existsSync(backup)).toBe(false);
    } finally {
      await rm(path.join(source, 'server.pid'), { force: true });
    }
  });

  it('writes one file, restores it into an empty DATA_DIR, and refuses a DATA_DIR that is not empty', async () => {
    const written = await cli('backup.ts', ['--out', backup], { DATA_DIR: source });
    expect(written.out).toMatch(/Backup written to .*site\.jsonl\.gz/);
    expect(written.out).toContain('users 1');

    const target = path.join(dir, 'restored');
    const restored = await cli('restore.ts', [backup], { DATA_DIR: target });
    expect(restored.out).toContain('Restored 1 rows and 0 uploads');
    expect(restored.code).toBe(0);
    expect(await readdir(dir)).not.toContainEqual(expect.stringMatching(/restoring/));

    const db = await createDb({ kind: 'pglite', dataDir: path.join(target, 'pgdata') });
    try {
      const users = await db.selectFrom('users').select(['username', 'role']).execute();
      expect(users).toEqual([{ username: 'imam_admin', role: 'super_admin' }]);
    } finally {
      await db.destroy();
    }

    const again = await cli('restore.ts', [backup], { DATA_DIR: target });
    expect(again.code).toBe(1);
    expect(again.out).toContain('is not empty; restore only into an empty DATA_DIR');
  }, 60_000);

  it('refuses a file that is not a backup and leaves no DATA_DIR behind', async () => {
    const bogus = path.join(dir, 'bogus.gz');
    await writeFile(bogus, 'not a backup');
    const target = path.join(dir, 'never');
    const result = await cli('restore.ts', [bogus], { DATA_DIR: target });
    expect(result.code).toBe(1);
    expect(result.out).toMatch(/cannot be read/);
    expect(existsSync(target)).toBe(false);
  });

  it.runIf(process.env.DATABASE_URL)(
    'moves the embedded database into an empty PostgreSQL',
    async () => {
      const schema = `restore_${Date.now().toString(36)}`;
      const admin = await createDb({ kind: 'postgres', url: process.env.DATABASE_URL! });
      await sql`create schema ${sql.id(schema)}`.execute(admin);
      const url = new URL(process.env.DATABASE_URL!);
      url.searchParams.set('options', `-c search_path=${schema}`);
      try {
        if (!existsSync(backup)) await cli('backup.ts', ['--out', backup], { DATA_DIR: source });
        const result = await cli('restore.ts', [backup], {
          DATABASE_URL: url.toString(),
          DATA_DIR: path.join(dir, 'pg-uploads'),
        });
        expect(result.out).toContain('Restored 1 rows');
        const { rows } = await sql<{ username: string }>`select username from ${sql.id(schema, 'users')}`.execute(
          admin,
        );
        expect(rows).toEqual([{ username: 'imam_admin' }]);
        const again = await cli('restore.ts', [backup], {
          DATABASE_URL: url.toString(),
          DATA_DIR: path.join(dir, 'pg-uploads'),
        });
        expect(again.out).toContain('is not empty');
      } finally {
        await sql`drop schema ${sql.id(schema)} cascade`.execute(admin);
        await admin.destroy();
      }
    },
    60_000,
  );
});
