import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb } from '../../src/server/db/client-node.ts';
import { migrateToLatest } from '../../src/server/db/migrate.ts';
import { insertAnnouncement } from '../../src/server/db/repositories/announcements.ts';
import { freePort, spawnLogged, waitForHttp, type Spawned } from '../support/processes.ts';
import { startWsTcpProxy } from '../support/ws-tcp-proxy.ts';
import { parseCalendar } from '../support/icalendar.ts';

/**
 * The production adapter in workerd: `wrangler pages dev` serves dist/ and functions/, and the real Neon
 * driver reaches the local Postgres through a WebSocket-to-TCP proxy. Needs DATABASE_URL (.ci/run sets it).
 */
const root = fileURLToPath(new URL('../..', import.meta.url));
const baseUrl = process.env.DATABASE_URL;

describe.runIf(baseUrl)('Cloudflare Pages Functions (wrangler pages dev, Neon driver)', () => {
  const databaseName = `edge_${Date.now().toString(36)}`;
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
    await insertAnnouncement(db, { title: 'From the edge test', content: 'Read through the Neon driver', priority: 3 });
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
        path.join(root, '.wrangler/edge-test-state'),
      ],
      {
        cwd: root,
        env: { ...process.env, WRANGLER_SEND_METRICS: 'false', CI: '1', NO_COLOR: '1', WRANGLER_LOG: 'warn' },
      },
    );
    origin = `http://127.0.0.1:${port}`;
    await waitForHttp(`${origin}/`, wrangler, 180_000);
  });

  afterAll(async () => {
    await wrangler?.stop();
    await proxy?.close();
    const admin = await createDb({ kind: 'postgres', url: baseUrl! });
    await sql`drop database if exists ${sql.id(databaseName)} with (force)`.execute(admin);
    await admin.destroy();
  });

  it('answers /api/health with the database up', async () => {
    const res = await fetch(`${origin}/api/health`);
    const body = await res.text();
    expect(res.status, `${body}\n${wrangler.output()}`).toBe(200);
    expect(JSON.parse(body)).toMatchObject({ status: 'ok', database: 'up' });
  });

  it('reads announcements from Postgres through the Neon driver', async () => {
    const res = await fetch(`${origin}/api/announcements`);
    expect(res.status).toBe(200);
    const list = (await res.json()) as Array<{ title: string; createdBy?: unknown }>;
    expect(list.map((a) => a.title)).toEqual(['From the edge test']);
    expect(list[0]).not.toHaveProperty('createdBy');
  });

  it('serves the static home page and the 404 page with status 404', async () => {
    const home = await fetch(`${origin}/`);
    expect(home.status).toBe(200);
    expect(await home.text()).toContain('<html');
    const missing = await fetch(`${origin}/no-such-page`);
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain('404 Page Not Found');
  });

  it('answers /prayer-times.ics outside /api through the Function, query included (issue 16)', async () => {
    const res = await fetch(`${origin}/prayer-times.ics?prayers=fajr,jumuah&adhan=1`);
    const text = await res.text();
    expect(res.status, `${text}\n${wrangler.output()}`).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    const summaries = new Set(parseCalendar(text).events.map((e) => e.summary));
    expect(summaries).toEqual(new Set(['Fajr adhan', 'Fajr iqamah', "Jumu'ah"]));
    expect((await fetch(`${origin}/prayer-times.ics?prayers=witr`)).status).toBe(400);
    expect((await fetch(`${origin}/api/prayer-times.ics`)).headers.get('content-type')).toBe(
      'text/calendar; charset=utf-8',
    );
  });

  it('serves /calendar.ics from dist as UTF-8 text/calendar', async () => {
    const res = await fetch(`${origin}/calendar.ics`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(parseCalendar(await res.text()).refreshInterval).toBe('P1D');
  });

  it('lets any site frame /embed/prayer-times while other pages refuse (dist/_headers)', async () => {
    const embed = await fetch(`${origin}/embed/prayer-times`);
    expect(embed.status).toBe(200);
    expect(embed.headers.get('content-security-policy')).toBe("frame-ancestors *; base-uri 'self'; object-src 'none'");
    expect(embed.headers.get('x-frame-options')).toBeNull();
    for (const path of ['/', '/about']) {
      const page = await fetch(`${origin}${path}`);
      expect(page.headers.get('content-security-policy'), path).toBe(
        "frame-ancestors 'none'; base-uri 'self'; object-src 'none'",
      );
      expect(page.headers.get('x-frame-options'), path).toBe('DENY');
    }
  });

  it('answers unknown API paths with JSON 404', async () => {
    const res = await fetch(`${origin}/api/nothing-here`);
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ message: 'No API route for GET /api/nothing-here' });
  });
});
