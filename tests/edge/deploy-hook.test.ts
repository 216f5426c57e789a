import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { listDeployHookRequests } from '../../src/server/db/repositories/deploy-hook-requests.ts';
import { edgeCall, signInOnEdge, startEdgeApi, type EdgeApi } from '../support/edge-api.ts';
import { createTestDb } from '../support/test-db.ts';

/**
 * The deploy hook on the edge (ADR 011): one call per burst of staff changes, however many isolates the
 * changes ran in, none for a refused change or a read, a failed call carried by the next change, and the
 * hook's URL in no answer. The quiet time is 2 s here (10 s by default).
 */
const withPostgres = Boolean(process.env.DATABASE_URL);
const QUIET_MS = 2_000;

describe.runIf(withPostgres)('the deploy hook on the edge', () => {
  let database: Awaited<ReturnType<typeof createTestDb>>;
  let edge: EdgeApi;
  let editor: string;
  const answers: string[] = [];

  const call = async (...args: Parameters<typeof edgeCall> extends [EdgeApi, ...infer Rest] ? Rest : never) => {
    const res = await edgeCall(edge, ...args);
    answers.push(
      `${[...res.headers].map(([name, value]) => `${name}: ${value}`).join('\n')}\n${await res.clone().text()}`,
    );
    return res;
  };
  const announce = (title: string) =>
    call('POST', '/api/announcements', { cookie: editor, body: { title, content: 'Details', priority: 3 } });
  const quietTimePasses = () => new Promise((resolve) => setTimeout(resolve, QUIET_MS + 1_500));

  beforeAll(async () => {
    database = await createTestDb();
    edge = await startEdgeApi({
      databaseUrl: database.url!,
      bindings: { DEPLOY_HOOK_QUIET_SECONDS: String(QUIET_MS / 1000) },
    });
    editor = await signInOnEdge(edge, database.db, 'editor');
  });
  afterAll(async () => {
    await edge?.dispose();
    await database?.drop();
  });
  beforeEach(() => edge.hook.answerWith(undefined));

  it('a burst of changes calls the hook once, after the burst', async () => {
    const before = edge.hook.calls();
    for (const title of ['Eid prayer', 'Eid parking', 'Eid breakfast']) {
      expect((await announce(title)).status).toBe(201);
      await new Promise((resolve) => setTimeout(resolve, QUIET_MS / 4));
    }
    expect(edge.hook.calls(), 'nothing is called while the burst goes on').toBe(before);
    await quietTimePasses();
    expect(edge.hook.calls() - before).toBe(1);
    const rows = await listDeployHookRequests(database.db);
    expect(rows.map((row) => row.reason)).toEqual([
      'announcement created',
      'announcement created',
      'announcement created',
    ]);
    expect(rows.every((row) => row.calledAt !== null)).toBe(true);
    await quietTimePasses();
    expect(edge.hook.calls() - before, 'and only once').toBe(1);
  });

  it('reads and refused changes call nothing', async () => {
    const before = edge.hook.calls();
    const rowsBefore = (await listDeployHookRequests(database.db)).length;
    expect((await call('GET', '/api/announcements')).status).toBe(200);
    expect((await call('POST', '/api/announcements', { cookie: editor, body: { title: '' } })).status).toBe(400);
    expect((await call('POST', '/api/announcements', { body: { title: 'Anonymous', content: 'x' } })).status).toBe(401);
    await quietTimePasses();
    expect(edge.hook.calls()).toBe(before);
    expect(await listDeployHookRequests(database.db)).toHaveLength(rowsBefore);
  });

  it('a failed call is logged, and the next change calls the hook for both', async () => {
    const before = edge.hook.calls();
    edge.hook.answerWith(500);
    expect((await announce('Fundraiser')).status).toBe(201);
    await quietTimePasses();
    expect(edge.hook.calls() - before).toBe(1);
    expect(edge.logs().some((line) => line.includes('deploy hook answered 500 (announcement created)'))).toBe(true);
    const waiting = (await listDeployHookRequests(database.db)).filter((row) => row.calledAt === null);
    expect(waiting.map((row) => row.reason)).toEqual(['announcement created']);

    edge.hook.answerWith(undefined);
    const event = await call('POST', '/api/events', {
      cookie: editor,
      body: { title: 'Fundraiser dinner', description: 'Dinner', startDate: '2026-12-05T18:00', category: 'community' },
    });
    expect(event.status).toBe(201);
    await quietTimePasses();
    expect(edge.hook.calls() - before).toBe(2);
    expect((await listDeployHookRequests(database.db)).filter((row) => row.calledAt === null)).toEqual([]);
  });

  it("no answer shows the hook's URL", () => {
    expect(answers.length).toBeGreaterThan(5);
    const secret = new URL(edge.hook.url);
    for (const answer of answers) {
      expect(answer).not.toContain(secret.pathname);
      expect(answer).not.toContain(secret.host);
    }
  });
});
