import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb } from '../../src/server/db/client-node.ts';
import { onEdge } from '../support/test-app.ts';

/** `npm run reset-second-factor`: the way back in when the only super_admin has lost their phone (issue 25). */
const root = fileURLToPath(new URL('../..', import.meta.url));
const run = promisify(execFile);

async function cli(script: string, args: string[], dataDir: string) {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir };
  delete env.DATABASE_URL;
  try {
    const { stdout, stderr } = await run(process.execPath, [path.join(root, 'src/server/cli', script), ...args], { cwd: root, env });
    return { code: 0, out: stdout + stderr };
  } catch (error) {
    const e = error as { code: number; stdout: string; stderr: string };
    return { code: e.code, out: e.stdout + e.stderr };
  }
}

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'masjid-reset-2fa-'));
}, 60_000);
afterAll(() => rm(dir, { recursive: true, force: true }));

describe.skipIf(onEdge)('npm run reset-second-factor', () => {
  it('removes the authenticator app and recovery codes, ends the sessions and logs it', async () => {
    const created = await cli('create-admin.ts', ['--username', 'imam', '--password', 'a-long-pass-123'], dir);
    expect(created.out).toContain('Created super_admin "imam"');
    const open = () => createDb({ kind: 'pglite', dataDir: path.join(dir, 'pgdata') });
    let db = await open();
    try {
      const { id } = await db.selectFrom('users').select('id').where('username', '=', 'imam').executeTakeFirstOrThrow();
      const now = new Date();
      await db.insertInto('userTotp').values({ userId: id, secret: 'JBSWY3DPEHPK3PXP', confirmedAt: now, lastUsedStep: 1 }).execute();
      await db.insertInto('recoveryCodes').values({ userId: id, codeHash: 'x'.repeat(64), usedAt: null }).execute();
      await db
        .insertInto('sessions')
        .values({ id: 's'.repeat(43), userId: id, lastSeenAt: now, expiresAt: new Date(now.getTime() + 3600_000), userAgent: null })
        .execute();
    } finally {
      await db.destroy();
    }

    const reset = await cli('reset-second-factor.ts', ['--username', 'imam'], dir);
    expect(reset.code, reset.out).toBe(0);
    expect(reset.out).toContain('Reset the second factor of "imam"');

    db = await open();
    try {
      expect(await db.selectFrom('userTotp').select('userId').execute()).toEqual([]);
      expect(await db.selectFrom('recoveryCodes').select('id').execute()).toEqual([]);
      expect(await db.selectFrom('sessions').select('id').execute()).toEqual([]);
      const entry = await db.selectFrom('auditLog').select(['username', 'action', 'target']).executeTakeFirst();
      expect(entry).toEqual({ username: 'cli', action: 'security.second_factor.reset', target: 'imam' });
    } finally {
      await db.destroy();
    }
  }, 120_000);

  it('refuses an unknown account and a missing --username', async () => {
    const unknown = await cli('reset-second-factor.ts', ['--username', 'nobody'], dir);
    expect(unknown.code).toBe(1);
    expect(unknown.out).toContain('No account named "nobody"');
    expect((await cli('reset-second-factor.ts', [], dir)).code).toBe(2);
  }, 60_000);
});
