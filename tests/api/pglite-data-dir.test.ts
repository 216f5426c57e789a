import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb } from '../../src/server/db/client-node.ts';
import { initPgliteDataDir } from '../../src/server/db/pglite-data-dir.ts';
import { PGLITE_NODE_FLAGS, PGLITE_SHARED_BUFFERS } from '../../src/server/db/pglite-settings.ts';

/** ADR 013: a new embedded database is made in a short-lived child process and moved into place whole. */
let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'masjid-pglite-init-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

describe('initPgliteDataDir', () => {
  it('creates a cluster once, in a child process, and createDb opens it with the small buffers', { timeout: 120_000 }, async () => {
    const pgdata = path.join(dir, 'data', 'pgdata');
    expect(await initPgliteDataDir(pgdata)).toBe(true);
    expect(existsSync(path.join(pgdata, 'PG_VERSION'))).toBe(true);
    // Nothing left beside it: the staging directory was renamed into place.
    expect(await readdir(path.join(dir, 'data'))).toEqual(['pgdata']);
    expect(await initPgliteDataDir(pgdata)).toBe(false);

    const db = await createDb({ kind: 'pglite', dataDir: pgdata });
    try {
      const { rows } = await sql<{ value: string }>`select current_setting('shared_buffers') as value`.execute(db);
      expect(rows[0]?.value).toBe(PGLITE_SHARED_BUFFERS);
      await sql`create table kept (note text)`.execute(db);
      await sql`insert into kept values ('still here')`.execute(db);
    } finally {
      await db.destroy();
    }
    const reopened = await createDb({ kind: 'pglite', dataDir: pgdata });
    try {
      const { rows } = await sql<{ note: string }>`select note from kept`.execute(reopened);
      expect(rows).toEqual([{ note: 'still here' }]);
    } finally {
      await reopened.destroy();
    }
  });

  it('refuses a directory with files but no database, and leaves it as it was', async () => {
    const pgdata = path.join(dir, 'odd', 'pgdata');
    await mkdir(pgdata, { recursive: true });
    await writeFile(path.join(pgdata, 'notes.txt'), 'not a database');
    await expect(initPgliteDataDir(pgdata)).rejects.toThrow(/holds files but no database \(no PG_VERSION\); move it aside/);
    expect(await readdir(pgdata)).toEqual(['notes.txt']);
  });

  it('removes what an initialisation killed midway left behind, and no one else’s', { timeout: 120_000 }, async () => {
    const parent = path.join(dir, 'killed');
    const pgdata = path.join(parent, 'pgdata');
    // A process that has exited: its pid is free (or reused by something that is not initialising here).
    const gone = await new Promise<number>((resolve) => {
      const child = spawn(process.execPath, ['-e', '0']);
      child.on('exit', () => resolve(child.pid!));
    });
    await mkdir(path.join(parent, `pgdata.init-${gone}`), { recursive: true });
    await mkdir(path.join(parent, `pgdata.init-${process.pid}x`), { recursive: true });
    await initPgliteDataDir(pgdata);
    expect((await readdir(parent)).sort()).toEqual(['pgdata', `pgdata.init-${process.pid}x`]);
  });
});

describe('the Node flags of processes that run PGlite', () => {
  const scripts = (JSON.parse(readFileSync(fileURLToPath(new URL('../../package.json', import.meta.url)), 'utf8')) as {
    scripts: Record<string, string>;
  }).scripts;

  it.each(['start', 'db:migrate', 'create-admin', 'backup', 'restore'])('npm run %s passes them to node', (name) => {
    const command = scripts[name]!;
    expect(command).toMatch(/^node /);
    for (const flag of PGLITE_NODE_FLAGS) expect(command.split(' ')).toContain(flag);
  });
});
