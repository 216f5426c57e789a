import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertAnnouncement } from '../../src/server/db/repositories/announcements.ts';
import { createEdgeDatabase, type EdgeDatabase } from '../support/edge-database.ts';
import { ensureBuilt, startPagesDev, type PagesDev } from '../support/pages-dev.ts';
import { parseCalendar } from '../support/icalendar.ts';

/**
 * The production shape as `wrangler pages dev` serves it: dist/ and functions/ in workerd, the real Neon
 * driver reaching the local Postgres through a WebSocket-to-TCP proxy. Needs DATABASE_URL (.ci/run sets it).
 */
describe.runIf(process.env.DATABASE_URL)('Cloudflare Pages Functions (wrangler pages dev, Neon driver)', () => {
  let database: EdgeDatabase;
  let dev: PagesDev;

  beforeAll(async () => {
    database = await createEdgeDatabase();
    await insertAnnouncement(database.db, {
      title: 'From the edge test',
      content: 'Read through the Neon driver',
      priority: 3,
    });
    await ensureBuilt(database.url);
    dev = await startPagesDev({ databaseUrl: database.url });
  });

  afterAll(async () => {
    await dev?.stop();
    await database?.drop();
  });

  it('answers /api/health with the database up', async () => {
    const res = await fetch(`${dev.origin}/api/health`);
    const body = await res.text();
    expect(res.status, `${body}\n${dev.process.output()}`).toBe(200);
    expect(JSON.parse(body)).toMatchObject({ status: 'ok', database: 'up' });
  });

  it('reads announcements from Postgres through the Neon driver', async () => {
    const res = await fetch(`${dev.origin}/api/announcements`);
    expect(res.status).toBe(200);
    const list = (await res.json()) as Array<{ title: string; createdBy?: unknown }>;
    expect(list.map((a) => a.title)).toEqual(['From the edge test']);
    expect(list[0]).not.toHaveProperty('createdBy');
  });

  it('serves the static home page and the 404 page with status 404', async () => {
    const home = await fetch(`${dev.origin}/`);
    expect(home.status).toBe(200);
    expect(await home.text()).toContain('<html');
    const missing = await fetch(`${dev.origin}/no-such-page`);
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain('404 Page Not Found');
  });

  it('answers /prayer-times.ics outside /api through the Function, query included (issue 16)', async () => {
    const res = await fetch(`${dev.origin}/prayer-times.ics?prayers=fajr,jumuah&adhan=1`);
    const text = await res.text();
    expect(res.status, `${text}\n${dev.process.output()}`).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    const summaries = new Set(parseCalendar(text).events.map((e) => e.summary));
    expect(summaries).toEqual(new Set(['Fajr adhan', 'Fajr iqamah', "Jumu'ah"]));
    expect((await fetch(`${dev.origin}/prayer-times.ics?prayers=witr`)).status).toBe(400);
    expect((await fetch(`${dev.origin}/api/prayer-times.ics`)).headers.get('content-type')).toBe(
      'text/calendar; charset=utf-8',
    );
  });

  it('serves /calendar.ics from dist as UTF-8 text/calendar', async () => {
    const res = await fetch(`${dev.origin}/calendar.ics`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(parseCalendar(await res.text()).refreshInterval).toBe('P1D');
  });

  it('lets any site frame /embed/prayer-times while other pages refuse (dist/_headers)', async () => {
    const embed = await fetch(`${dev.origin}/embed/prayer-times`);
    expect(embed.status).toBe(200);
    expect(embed.headers.get('content-security-policy')).toBe("frame-ancestors *; base-uri 'self'; object-src 'none'");
    expect(embed.headers.get('x-frame-options')).toBeNull();
    for (const path of ['/', '/about']) {
      const page = await fetch(`${dev.origin}${path}`);
      expect(page.headers.get('content-security-policy'), path).toBe(
        "frame-ancestors 'none'; base-uri 'self'; object-src 'none'",
      );
      expect(page.headers.get('x-frame-options'), path).toBe('DENY');
    }
  });

  it('answers unknown API paths with JSON 404', async () => {
    const res = await fetch(`${dev.origin}/api/nothing-here`);
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ message: 'No API route for GET /api/nothing-here' });
  });
});
