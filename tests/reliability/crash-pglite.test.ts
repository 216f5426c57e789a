import { afterAll, describe, expect, it } from 'vitest';
import { sendJson, signIn } from './support/http.ts';
import { report } from './support/report.ts';
import { ADMIN, killGroup, serverPid, sleep, startServer, stopAndClean, type StartedSite } from './support/server.ts';

/**
 * Faults (issue 8, c): the Node server on its embedded database (PGlite in DATA_DIR) is killed with
 * SIGKILL while staff writes are in flight, then `npm start` runs again on the same DATA_DIR. Every
 * write that was answered 2xx must be there as answered: a created announcement with its last
 * acknowledged title, a deleted one gone, a created event present; the sign-in session survives too.
 * A write in flight at the kill (no answer) may or may not be there. CRASH_ROUNDS rounds (2 by default).
 */
const ROUNDS = Number(process.env.CRASH_ROUNDS ?? 2);
const WRITERS = 4;

type Acked =
  | {
      kind: 'announcement';
      id: number;
      title: string;
      deleted: boolean;
      pending?: 'title' | 'delete' | undefined;
      pendingTitle?: string | undefined;
    }
  | { kind: 'event'; id: number; title: string };

let site: StartedSite | undefined;
afterAll(() => stopAndClean(site));

describe('SIGKILL of npm start on PGlite during staff writes', () => {
  it(`keeps every acknowledged write across ${ROUNDS} kills and restarts`, { timeout: 240_000 }, async () => {
    site = await startServer();
    const dataDir = site.dataDir;
    let cookie = await signIn(site.origin, ADMIN.username, ADMIN.password);
    const acked: Acked[] = [];
    const rounds: { acknowledged: number; inFlightAtKill: number; restartMs: number }[] = [];

    for (let round = 1; round <= ROUNDS; round++) {
      const origin = site.origin;
      let stop = false;
      let inFlight = 0;
      let ackedThisRound = 0;
      const write = async (method: string, path: string, body: unknown) => {
        inFlight++;
        try {
          return await sendJson(origin, method, path, body, { cookie, timeoutMs: 10_000 });
        } finally {
          inFlight--;
        }
      };
      // Each writer: create an announcement, retitle it, delete every third; an event now and then.
      const writer = async (w: number) => {
        for (let n = 0; !stop; n++) {
          const title = `Crash r${round} w${w} n${n}`;
          const created = await write('POST', '/api/announcements', {
            title,
            content: 'Written before a SIGKILL.',
            isActive: true,
          });
          if (created.status !== 201) break;
          const record: Acked = {
            kind: 'announcement',
            id: (JSON.parse(created.body) as { id: number }).id,
            title,
            deleted: false,
          };
          acked.push(record);
          ackedThisRound++;
          if (stop) break;
          record.pending = 'title';
          record.pendingTitle = `${title} v2`;
          const edited = await write('PUT', `/api/announcements/${record.id}`, { title: `${title} v2` });
          if (edited.status !== 200) break;
          record.title = `${title} v2`;
          record.pending = undefined;
          ackedThisRound++;
          if (n % 3 === 2 && !stop) {
            record.pending = 'delete';
            const removed = await write('DELETE', `/api/announcements/${record.id}`, undefined);
            if (removed.status !== 200) break;
            record.deleted = true;
            record.pending = undefined;
            ackedThisRound++;
          }
          if (n % 4 === 1 && !stop) {
            const event = await write('POST', '/api/events', {
              title: `${title} event`,
              description: 'x',
              isPermanent: true,
            });
            if (event.status !== 201) break;
            acked.push({ kind: 'event', id: (JSON.parse(event.body) as { id: number }).id, title: `${title} event` });
            ackedThisRound++;
          }
        }
      };
      const writers = Array.from({ length: WRITERS }, (_, w) => writer(w));
      // Kill once writes are flowing, at a moment that differs from round to round.
      await sleep(1500 + Math.random() * 1500);
      const pid = await serverPid(site);
      const inFlightAtKill = inFlight;
      process.kill(pid, 'SIGKILL');
      stop = true;
      await Promise.all(writers);
      await site.process.exited;
      // A rebuild the server had started would go on writing without it.
      killGroup(site);
      expect(ackedThisRound, `round ${round}: writes were acknowledged before the kill`).toBeGreaterThan(4);

      const restartStarted = performance.now();
      site = await startServer({}, dataDir);
      rounds.push({
        acknowledged: ackedThisRound,
        inFlightAtKill,
        restartMs: Math.round(performance.now() - restartStarted),
      });

      // The session made before the kill(s) still works; then every acknowledged write is there.
      const me = await sendJson(site.origin, 'GET', '/api/user', undefined, { cookie });
      expect(me.status, `round ${round}: the session survived: ${me.body}`).toBe(200);
      const announcements = new Map(
        (
          JSON.parse((await sendJson(site.origin, 'GET', '/api/admin/announcements', undefined, { cookie })).body) as {
            id: number;
            title: string;
          }[]
        ).map((a) => [a.id, a.title]),
      );
      const events = new Map(
        (
          JSON.parse((await sendJson(site.origin, 'GET', '/api/events/all', undefined, { cookie })).body) as {
            id: number;
            title: string;
          }[]
        ).map((e) => [e.id, e.title]),
      );
      const missing: string[] = [];
      for (const write of acked) {
        if (write.kind === 'event') {
          if (events.get(write.id) !== write.title)
            missing.push(`event ${write.id} "${write.title}": ${events.get(write.id) ?? 'absent'}`);
          continue;
        }
        const stored = announcements.get(write.id);
        if (write.deleted) {
          if (stored !== undefined)
            missing.push(`announcement ${write.id} was deleted (200) but is back as "${stored}"`);
        } else if (write.pending === 'delete') {
          if (stored !== undefined && stored !== write.title)
            missing.push(`announcement ${write.id}: "${stored}", expected "${write.title}" or gone`);
        } else if (write.pending === 'title') {
          if (stored !== write.title && stored !== write.pendingTitle)
            missing.push(`announcement ${write.id}: ${stored ?? 'absent'}, expected "${write.title}"`);
        } else if (stored !== write.title) {
          missing.push(
            `announcement ${write.id}: ${stored === undefined ? 'absent' : `"${stored}"`}, expected "${write.title}"`,
          );
        }
        // From here on the state is settled: what the restarted server shows is what the next round expects.
        if (write.pending === 'title' && stored === write.pendingTitle) write.title = write.pendingTitle!;
        if (write.pending === 'delete' && stored === undefined) write.deleted = true;
        write.pending = undefined;
      }
      expect(missing, `round ${round}: acknowledged writes lost after SIGKILL`).toEqual([]);
      cookie = await signIn(site.origin, ADMIN.username, ADMIN.password);
    }

    report('crash-pglite', { kills: ROUNDS, acknowledgedWrites: acked.length, rounds });
  });
});
