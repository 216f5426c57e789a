import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { edgeCall, signInOnEdge, startEdgeApi, type EdgeApi } from '../support/edge-api.ts';
import { createTestDb } from '../support/test-db.ts';

/**
 * Issue 15: staff writes on the edge logged `[db] neon connection error: Uncaught Error: Network
 * connection lost.` right after the response. The pool's end() resolved before its WebSocket had closed,
 * so waitUntil(db.destroy()) let go of the request early, and the listeners left on the ended connection
 * reported its teardown as an error whenever other work (the deploy hook) kept the request alive. The
 * proxy adds 20 ms per round trip, as a database some distance away does: that is when the driver's close
 * overtakes its last message, as with Neon.
 */
const withPostgres = Boolean(process.env.DATABASE_URL);

describe.runIf(withPostgres)('the Neon driver on the edge closes each request’s connection cleanly', () => {
  let database: Awaited<ReturnType<typeof createTestDb>>;
  let edge: EdgeApi;
  let admin: string;

  beforeAll(async () => {
    database = await createTestDb();
    edge = await startEdgeApi({ databaseUrl: database.url!, proxy: { delayMs: 20 } });
    admin = await signInOnEdge(edge, database.db, 'admin');
  });
  afterAll(async () => {
    await edge?.dispose();
    await database?.drop();
  });

  it('staff writes that ask for a rebuild log no connection error, and every connection is closed', async () => {
    for (let round = 0; round < 3; round++) {
      const created = await edgeCall(edge, 'POST', '/api/announcements', {
        cookie: admin,
        body: { title: `Notice ${round}`, content: 'Parking on Friday', priority: 3 },
      });
      expect(created.status, await created.clone().text()).toBe(201);
      const form = new FormData();
      const csv = `date,fajr,sunrise,dhuhr,asr,maghrib,isha\n2026-11-2${round},05:01,06:41,12:02,14:33,16:57,18:21\n`;
      form.append('csv', new File([csv], 'day.csv', { type: 'text/csv' }));
      const uploaded = await edgeCall(edge, 'POST', '/api/prayer-times/upload-csv', { cookie: admin, form });
      expect(uploaded.status, await uploaded.clone().text()).toBe(200);
    }
    // Each request's connection is closed by the time the request lets go of it; the requests stay alive
    // meanwhile (the deploy hook's check after the quiet time), which is when the teardown was reported.
    await expect.poll(() => edge.proxy.stats().open, { timeout: 5_000 }).toBe(0);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(edge.logs().filter((line) => line.includes('connection error'))).toEqual([]);
    expect(edge.proxy.stats().connections).toBeGreaterThanOrEqual(7);
  });
});
