import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { insertAnnouncement } from '../../src/server/db/repositories/announcements.ts';
import { insertEvent } from '../../src/server/db/repositories/events.ts';
import { createEdgeDatabase, type EdgeDatabase } from '../support/edge-database.ts';
import { startPagesDev, type PagesDev } from '../support/pages-dev.ts';
import { parseCalendar } from '../support/icalendar.ts';
import { concretePublicUrl, readmePublicUrls } from '../support/public-urls.ts';

/**
 * The production shape as `wrangler pages dev` serves it: dist/ and functions/ in workerd, the real Neon
 * driver reaching the local Postgres through a WebSocket-to-TCP proxy. Needs DATABASE_URL (.ci/run sets it).
 */
describe.runIf(process.env.DATABASE_URL)('Cloudflare Pages Functions (wrangler pages dev, Neon driver)', () => {
  let database: EdgeDatabase;
  let dev: PagesDev;
  let eventId: number;

  beforeAll(async () => {
    database = await createEdgeDatabase();
    await insertAnnouncement(database.db, {
      title: 'From the edge test',
      content: 'Read through the Neon driver',
      priority: 3,
    });
    eventId = (
      await insertEvent(database.db, {
        title: 'Open house',
        description: 'All welcome',
        startDate: new Date(Date.now() + 7 * 86_400_000),
        category: 'community',
      })
    ).id;
    dev = await startPagesDev({ databaseUrl: database.url, distDir: inject('edgeSiteDir') });
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

  it('answers /calendar.ics?lang=tr with the Turkish copy through its Function, and 400 for an unknown language (issue 26)', async () => {
    const res = await fetch(`${dev.origin}/calendar.ics?lang=tr`);
    const text = await res.text();
    expect(res.status, `${text}\n${dev.process.output()}`).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    const calendar = parseCalendar(text);
    expect(calendar.name).toMatch(/ etkinlikleri$/);
    // The Turkish copy the build made, its events linking to the Turkish calendar.
    expect(text).toBe(readFileSync(path.join(inject('edgeSiteDir'), 'tr/calendar.ics'), 'utf8'));
    expect(calendar.events.length).toBeGreaterThan(0);
    expect(calendar.events.every((e) => /\/tr\/calendar\?event=\d+$/.test(e.url ?? ''))).toBe(true);
    expect(parseCalendar(await (await fetch(`${dev.origin}/calendar.ics`)).text()).name).toMatch(/ events$/);
    const unknown = await fetch(`${dev.origin}/calendar.ics?lang=xx`);
    expect(unknown.status).toBe(400);
    expect(await unknown.json()).toEqual({ message: 'Unknown language "xx": choose from en, tr, ar' });
    const prayers = parseCalendar(await (await fetch(`${dev.origin}/prayer-times.ics?prayers=isha&lang=ar`)).text());
    expect(new Set(prayers.events.map((e) => e.summary))).toEqual(new Set(['إقامة العشاء']));
  });

  it('lets any site frame /embed/prayer-times while other pages refuse (dist/_headers)', async () => {
    for (const path of ['/embed/prayer-times', '/ar/embed/prayer-times']) {
      const embed = await fetch(`${dev.origin}${path}`);
      expect(embed.status, path).toBe(200);
      expect(embed.headers.get('content-security-policy'), path).toBe("frame-ancestors *; base-uri 'self'; object-src 'none'");
      expect(embed.headers.get('x-frame-options'), path).toBeNull();
    }
    for (const path of ['/', '/about']) {
      const page = await fetch(`${dev.origin}${path}`);
      expect(page.headers.get('content-security-policy'), path).toBe(
        "frame-ancestors 'none'; base-uri 'self'; object-src 'none'",
      );
      expect(page.headers.get('x-frame-options'), path).toBe('DENY');
    }
  });

  it("answers every URL of the README's public table, GET and HEAD, with Access-Control-Allow-Origin: *", async () => {
    const values = { year: new Date().getFullYear(), id: eventId, key: '00000000-0000-4000-8000-000000000000.png' };
    const urls = readmePublicUrls().map((template) => concretePublicUrl(template, values));
    expect(urls).toEqual(expect.arrayContaining(['/calendar.ics', '/prayer-times.ics', '/embed/prayer-times']));
    const answers: string[] = [];
    for (const url of urls)
      for (const method of ['GET', 'HEAD']) {
        const res = await fetch(`${dev.origin}${url}`, { method, headers: { origin: 'https://school.example.net' } });
        // Nothing is uploaded to this run's bucket: the upload route's 404 must carry the header too.
        answers.push(`${method} ${url} ${res.status} ${res.headers.get('access-control-allow-origin')}`);
      }
    expect(answers).toEqual(
      urls.flatMap((url) =>
        ['GET', 'HEAD'].map((method) => `${method} ${url} ${url.startsWith('/api/uploads/') ? 404 : 200} *`),
      ),
    );
    // `wrangler pages dev` adds Access-Control-Allow-Origin: * to every static answer (production Pages
    // does not), so for the static rows the deployed dist/_headers must say it.
    const headers = readFileSync(path.join(inject('edgeSiteDir'), '_headers'), 'utf8');
    for (const rule of ['/calendar.ics', '/embed/*'])
      expect(
        headers.split('\n\n').find((block) => block.startsWith(`${rule}\n`)),
        rule,
      ).toContain('\n  Access-Control-Allow-Origin: *');
    const preflight = await fetch(`${dev.origin}/prayer-times.ics?prayers=fajr`, {
      method: 'OPTIONS',
      headers: {
        origin: 'https://school.example.net',
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'x-requested-with',
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*');
  });

  it('answers unknown API paths with JSON 404', async () => {
    const res = await fetch(`${dev.origin}/api/nothing-here`);
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ message: 'No API route for GET /api/nothing-here' });
  });
});
