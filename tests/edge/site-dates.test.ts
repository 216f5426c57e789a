import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { site } from '../../src/config/site.ts';
import { addDays, isoDateIn } from '../../src/domain/dates/zoned.ts';
import { insertContentItem, listPublishedContent } from '../../src/server/db/repositories/content-items.ts';
import { listDeployHookRequests } from '../../src/server/db/repositories/deploy-hook-requests.ts';
import { lastSiteDateCheck } from '../../src/server/db/repositories/site-date-checks.ts';
import { createEdgeDatabase, type EdgeDatabase } from '../support/edge-database.ts';
import { startHookServer, type HookServer } from '../support/hook-server.ts';
import { startPagesDev, type PagesDev } from '../support/pages-dev.ts';

/**
 * Issue 24 on Cloudflare Pages, which has no timer: `wrangler pages dev` with a local deploy hook. The
 * functions look on the requests they receive (here every 5 s per isolate, SITE_DATE_CHECK_SECONDS) whether
 * a program's or campaign's date changed the static pages since the masjid date they last looked
 * (site_date_checks), and call the deploy hook once for it; a date that changes nothing calls nothing.
 * The deployment's files are a one-page stand-in: only the functions matter here.
 */
const CHECK_SECONDS = 5;
const QUIET_SECONDS = 1;
const ACTOR = { id: null, username: 'edge_dates' };

describe.runIf(process.env.DATABASE_URL)('program and campaign dates rebuild the pages on Cloudflare Pages', () => {
  let database: EdgeDatabase;
  let hook: HookServer;
  let dev: PagesDev;
  let files: string;
  const today = () => isoDateIn(site.timeZone, new Date());
  const interval = () => new Promise((resolve) => setTimeout(resolve, CHECK_SECONDS * 1000 + 300));
  const quiet = () => new Promise((resolve) => setTimeout(resolve, QUIET_SECONDS * 1000 + 2_500));
  const lookedBack = (date: string) =>
    sql`update site_date_checks set checked_date = ${date} where id = 1`.execute(database.db);
  /** Changes a published document's dates in place, past the API (which would itself call the hook). */
  const setDates = (slug: string, dates: Record<string, string>) =>
    sql`update content_items set published = published || ${JSON.stringify(dates)}::jsonb where slug = ${slug}`.execute(
      database.db,
    );
  const beacon = () =>
    fetch(`${dev.origin}/api/analytics/track`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: dev.origin },
      body: JSON.stringify({ sessionId: 'edge-dates-visitor', page: '/', userAgent: 'vitest', referrer: '' }),
    });
  const publish = async (kind: 'program' | 'campaign', slug: string, dates: Record<string, string>) => {
    const [model] = await listPublishedContent<Record<string, unknown>>(database.db, kind);
    if (!model) throw new Error(`no seeded ${kind}`);
    const outcome = await insertContentItem(database.db, {
      kind,
      slug,
      data: { ...model.data, slug, ...dates },
      draft: false,
      actor: ACTOR,
      now: new Date(),
      summary: `${kind} for the date test`,
    });
    expect(outcome.ok).toBe(true);
  };

  beforeAll(async () => {
    database = await createEdgeDatabase('edge_dates');
    hook = await startHookServer();
    files = await mkdtemp(path.join(tmpdir(), 'masjid-edge-dates-'));
    await writeFile(path.join(files, 'index.html'), '<!doctype html><title>Masjid</title><p>Home</p>');
    dev = await startPagesDev({
      databaseUrl: database.url,
      distDir: files,
      bindings: {
        DEPLOY_HOOK_URL: hook.url,
        SITE_DATE_CHECK_SECONDS: String(CHECK_SECONDS),
        DEPLOY_HOOK_QUIET_SECONDS: String(QUIET_SECONDS),
      },
    });
  }, 240_000);

  afterAll(async () => {
    await dev?.stop();
    await hook?.close();
    await database?.drop();
    if (files) await rm(files, { recursive: true, force: true });
  });

  it('the first look records the masjid date and, with nothing changing today, calls nothing', async () => {
    expect((await fetch(`${dev.origin}/api/health`)).ok).toBe(true);
    await expect.poll(() => lastSiteDateCheck(database.db), { timeout: 10_000 }).toBe(today());
    await quiet();
    expect(hook.calls()).toBe(0);
    expect(await listDeployHookRequests(database.db)).toEqual([]);
  });

  it('a program that started since the last look: the page-view beacon calls the deploy hook once', async () => {
    await publish('program', 'winter-camp', {
      startDate: today(),
      endDate: addDays(today(), 20),
      registrationOpens: addDays(today(), -30),
      registrationCloses: addDays(today(), -3),
    });
    // As if the functions had last looked two days ago (a quiet weekend, say): the start is since then.
    await lookedBack(addDays(today(), -2));
    await interval();
    expect((await beacon()).status).toBeLessThan(300);
    await expect.poll(() => hook.calls(), { timeout: 15_000, interval: 250 }).toBe(1);
    const rows = await listDeployHookRequests(database.db);
    expect(rows.map((row) => row.reason)).toEqual([`program dates (${today()})`]);
    expect(rows[0]!.calledAt).not.toBeNull();
    expect(await lastSiteDateCheck(database.db)).toBe(today());

    // More visits the same day, in this isolate and after its interval: today is checked, nothing more.
    for (let i = 0; i < 3; i++) {
      await interval();
      await beacon();
    }
    await quiet();
    expect(hook.calls()).toBe(1);
  });

  it('a campaign that ended yesterday leaves the donate section: one more call; within the interval, none', async () => {
    // The camp's start is handled; from here on it starts in a month.
    await setDates('winter-camp', {
      startDate: addDays(today(), 30),
      endDate: addDays(today(), 50),
      registrationOpens: addDays(today(), -30),
      registrationCloses: addDays(today(), 20),
    });
    await publish('campaign', 'roof-fund', { startDate: addDays(today(), -40), endDate: addDays(today(), -1) });
    await interval();
    expect((await fetch(`${dev.origin}/api/health`)).ok).toBe(true); // looks: today is checked already
    await new Promise((resolve) => setTimeout(resolve, 1_500)); // that look runs after the answer: let it end
    await lookedBack(addDays(today(), -1));
    // Within the isolate's interval of that look: no statement at all, so nothing happens yet.
    expect((await fetch(`${dev.origin}/api/programs`)).ok).toBe(true);
    await quiet();
    expect(hook.calls()).toBe(1);
    expect(await lastSiteDateCheck(database.db)).toBe(addDays(today(), -1));

    await interval();
    expect((await fetch(`${dev.origin}/api/programs`)).ok).toBe(true);
    await expect.poll(() => hook.calls(), { timeout: 15_000, interval: 250 }).toBe(2);
    const reasons = (await listDeployHookRequests(database.db)).map((row) => row.reason);
    expect(reasons.at(-1)).toBe(`campaign dates (${today()})`);
  });

  it('a look from yesterday with no date of a program or campaign today calls nothing', async () => {
    await setDates('roof-fund', { startDate: addDays(today(), -40), endDate: addDays(today(), 5) });
    await lookedBack(addDays(today(), -1));
    await interval();
    const before = hook.calls();
    expect((await beacon()).status).toBeLessThan(300);
    await expect.poll(() => lastSiteDateCheck(database.db), { timeout: 10_000 }).toBe(today());
    await quiet();
    expect(hook.calls()).toBe(before);
  });
});
