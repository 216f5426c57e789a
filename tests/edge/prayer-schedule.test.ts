import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../src/server/auth/password.ts';
import { createDb } from '../../src/server/db/client-node.ts';
import { migrateToLatest } from '../../src/server/db/migrate.ts';
import { insertUser } from '../../src/server/db/repositories/users.ts';
import { configPrayerSettings } from '../../src/server/schedule/prayer-schedule.ts';
import { freePort, spawnLogged, waitForHttp, type Spawned } from '../support/processes.ts';
import { startWsTcpProxy } from '../support/ws-tcp-proxy.ts';

/**
 * Issue 13 on the production adapter: Prayer Settings saved through workerd and the real Neon driver (the
 * save is a transaction with an advisory lock and a change-log row), and the prayer-time answers that read
 * the one schedule. Needs DATABASE_URL (.ci/run sets it); builds dist/ when there is none.
 */
const root = fileURLToPath(new URL('../..', import.meta.url));
const baseUrl = process.env.DATABASE_URL;
const ADMIN = { username: 'edge_admin', password: 'edge-admin-pass-1' };

describe.runIf(baseUrl)('prayer settings and schedule on Pages Functions', () => {
  const databaseName = `edge_schedule_${Date.now().toString(36)}`;
  let databaseUrl: URL;
  let proxy: Awaited<ReturnType<typeof startWsTcpProxy>>;
  let wrangler: Spawned;
  let origin: string;

  beforeAll(async () => {
    const admin = await createDb({ kind: 'postgres', url: baseUrl! });
    await sql`create database ${sql.id(databaseName)}`.execute(admin);
    await admin.destroy();
    databaseUrl = new URL(baseUrl!);
    databaseUrl.pathname = `/${databaseName}`;
    const db = await createDb({ kind: 'postgres', url: databaseUrl.toString() });
    await migrateToLatest(db);
    await insertUser(db, {
      username: ADMIN.username,
      email: 'edge_admin@example.org',
      firstName: null,
      role: 'super_admin',
      passwordHash: await hashPassword(ADMIN.password),
    });
    await db.destroy();

    if (!existsSync(path.join(root, 'dist/index.html'))) {
      const build = spawnLogged(process.execPath, ['node_modules/astro/bin/astro.mjs', 'build'], {
        cwd: root,
        env: { ...process.env, DATABASE_URL: databaseUrl.toString(), ASTRO_TELEMETRY_DISABLED: '1' },
      });
      const code = await new Promise<number | null>((resolve) => build.child.once('exit', resolve));
      if (code !== 0) throw new Error(`astro build failed:\n${build.output()}`);
    }

    proxy = await startWsTcpProxy();
    const port = await freePort();
    const inspectorPort = await freePort();
    wrangler = spawnLogged(
      process.execPath,
      [
        'node_modules/wrangler/bin/wrangler.js',
        'pages',
        'dev',
        'dist',
        '--port',
        String(port),
        '--ip',
        '127.0.0.1',
        '--inspector-port',
        String(inspectorPort),
        '--binding',
        `DATABASE_URL=${databaseUrl.toString()}`,
        '--binding',
        'JWT_SECRET=edge-test-secret-edge-test-secret-0123456789',
        '--binding',
        `NEON_WS_PROXY=127.0.0.1:${proxy.port}`,
        '--persist-to',
        path.join(root, '.wrangler/edge-schedule-test-state'),
      ],
      {
        cwd: root,
        env: { ...process.env, WRANGLER_SEND_METRICS: 'false', CI: '1', NO_COLOR: '1', WRANGLER_LOG: 'warn' },
      },
    );
    origin = `http://127.0.0.1:${port}`;
    await waitForHttp(`${origin}/`, wrangler, 180_000);
  }, 300_000);

  afterAll(async () => {
    await wrangler?.stop();
    await proxy?.close();
    const admin = await createDb({ kind: 'postgres', url: baseUrl! });
    await sql`drop database if exists ${sql.id(databaseName)} with (force)`.execute(admin);
    await admin.destroy();
  });

  it('an admin saves the settings (logged), and today, the schedule and the yearly answer follow them', async () => {
    const login = await fetch(`${origin}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin },
      body: JSON.stringify(ADMIN),
    });
    expect(login.status, await login.clone().text()).toBe(200);
    const cookie = login.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');

    const settings = {
      ...configPrayerSettings,
      iqamah: { ...configPrayerSettings.iqamah, isha: { rule: { kind: 'fixed', time: '22:45' }, overridesFile: false } },
      jumuah: { khutbahs: [{ time: '13:00' }, { time: '14:15', language: 'Arabic' }], overrides: [] },
    };
    const save = await fetch(`${origin}/api/prayer-settings`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', origin, cookie },
      body: JSON.stringify({ settings, version: 0 }),
    });
    expect(save.status, await save.clone().text()).toBe(200);
    const saved = (await save.json()) as { version: number; changes: { username: string; summary: string[] }[] };
    expect(saved.version).toBe(1);
    expect(saved.changes[0]).toMatchObject({ username: ADMIN.username, summary: expect.arrayContaining(['Isha iqamah: at 10:45 PM (was 15 min after the adhan)']) });

    const stale = await fetch(`${origin}/api/prayer-settings`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', origin, cookie },
      body: JSON.stringify({ settings: configPrayerSettings, version: 0 }),
    });
    expect(stale.status).toBe(409);

    const today = (await (await fetch(`${origin}/api/prayer-times`)).json()) as { ishaIqamah: string; jumma: string; source: string };
    expect(today).toMatchObject({ ishaIqamah: '22:45', jumma: '1:00 PM and 2:15 PM', source: 'calculated' });

    const schedule = await fetch(`${origin}/api/prayer-times/schedule?days=14`);
    expect(schedule.status).toBe(200);
    const days = (await schedule.json()) as { ishaIqamah: string; jumuah: { time: string }[] | null }[];
    expect(days).toHaveLength(14);
    expect(days.every((day) => day.ishaIqamah === '22:45')).toBe(true);
    expect(days.filter((day) => day.jumuah).map((day) => day.jumuah!.map((k) => k.time))).toEqual([
      ['13:00', '14:15'],
      ['13:00', '14:15'],
    ]);

    const year = new Date().getUTCFullYear();
    expect((await fetch(`${origin}/api/prayer-times/yearly/${year}`)).status).toBe(200);
  });
});
