import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { hashPassword } from '../../src/server/auth/password.ts';
import { insertUser } from '../../src/server/db/repositories/users.ts';
import { configPrayerSettings } from '../../src/server/schedule/prayer-schedule.ts';
import { createEdgeDatabase, type EdgeDatabase } from '../support/edge-database.ts';
import { startPagesDev, type PagesDev } from '../support/pages-dev.ts';

/**
 * Issue 13 on the production adapter: Prayer Settings saved through workerd and the real Neon driver (the
 * save is a transaction with an advisory lock and a change-log row), and the prayer-time answers that read
 * the one schedule. Needs DATABASE_URL (.ci/run sets it).
 */
const ADMIN = { username: 'edge_admin', password: 'edge-admin-pass-1' };

describe.runIf(process.env.DATABASE_URL)('prayer settings and schedule on Pages Functions', () => {
  let database: EdgeDatabase;
  let dev: PagesDev;
  let origin: string;

  beforeAll(async () => {
    database = await createEdgeDatabase('edge_schedule');
    await insertUser(database.db, {
      username: ADMIN.username,
      email: 'edge_admin@example.org',
      firstName: null,
      role: 'super_admin',
      passwordHash: await hashPassword(ADMIN.password),
    });
    dev = await startPagesDev({ databaseUrl: database.url, distDir: inject('edgeSiteDir') });
    origin = dev.origin;
  }, 300_000);

  afterAll(async () => {
    await dev?.stop();
    await database?.drop();
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
      iqamah: {
        ...configPrayerSettings.iqamah,
        isha: { rule: { kind: 'fixed', time: '22:45' }, overridesFile: false },
      },
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
    expect(saved.changes[0]).toMatchObject({
      username: ADMIN.username,
      summary: expect.arrayContaining(['Isha iqamah: at 10:45 PM (was 15 min after the adhan)']),
    });

    const stale = await fetch(`${origin}/api/prayer-settings`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', origin, cookie },
      body: JSON.stringify({ settings: configPrayerSettings, version: 0 }),
    });
    expect(stale.status).toBe(409);

    const today = (await (await fetch(`${origin}/api/prayer-times`)).json()) as {
      ishaIqamah: string;
      jumma: string;
      source: string;
    };
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
