import type { Db } from '../db/client.ts';
import {
  claimQuietDeployHookRequests,
  pruneCalledDeployHookRequests,
  recordDeployHookRequest,
  releaseDeployHookRequests,
} from '../db/repositories/deploy-hook-requests.ts';
import type { RebuildTrigger } from './rebuild-trigger.ts';

/** Default quiet time: a change followed by no other for this long ends a burst. */
export const DEPLOY_HOOK_QUIET_SECONDS = 10;
/** A long run of edits still rebuilds: once the oldest waiting change is this old, the hook is called. */
export const DEPLOY_HOOK_MAX_WAIT_MS = 120_000;
const HOOK_TIMEOUT_MS = 10_000;

export interface DeployHookTriggerOptions {
  hookUrl: string;
  /** The request's own connection: the change is recorded on it before the response is sent. */
  db: Db;
  /** A short connection of its own for the check after the quiet time (the request's is closed by then). */
  openDb: () => Db;
  quietMs: number;
  /** Work that must finish before the response (the edge adapter awaits it). */
  beforeResponse: (work: Promise<unknown>) => void;
  /** Work that may finish after the response (`waitUntil`). */
  background: (work: Promise<unknown>) => void;
}

/**
 * Production (Cloudflare Pages): one call of the deploy hook per burst of staff changes. Isolates share
 * nothing, so the burst is kept in the database (deploy_hook_requests): each change is recorded, and
 * after the quiet time the request checks, in one statement, whether a newer change arrived; the last
 * change of a burst finds none, claims every waiting row and calls the hook once. If the hook fails, the
 * rows wait again and the next change's call carries them. Times come from the database's clock.
 */
export function deployHookTrigger(options: DeployHookTriggerOptions): RebuildTrigger {
  let scheduled = false;
  return {
    request(reason) {
      const recorded = recordDeployHookRequest(options.db, reason).then(
        () => true,
        (error: unknown) => {
          console.warn(
            `[rebuild] could not record the change for the deploy hook (${reason}): ${(error as Error).message}`,
          );
          return false;
        },
      );
      options.beforeResponse(recorded);
      if (scheduled) return;
      scheduled = true;
      options.background(
        recorded.then(async (ok) => {
          if (!ok) return;
          await new Promise((resolve) => setTimeout(resolve, options.quietMs + 100));
          await callWhenQuiet(options);
        }),
      );
    },
  };
}

async function callWhenQuiet(options: DeployHookTriggerOptions): Promise<void> {
  const db = options.openDb();
  try {
    const claimed = await claimQuietDeployHookRequests(db, {
      quietMs: options.quietMs,
      maxWaitMs: DEPLOY_HOOK_MAX_WAIT_MS,
    });
    if (claimed.length === 0) return;
    const reasons = [...new Set(claimed.map((row) => row.reason))].join(', ');
    let failure: string | undefined;
    try {
      const res = await fetch(options.hookUrl, { method: 'POST', signal: AbortSignal.timeout(HOOK_TIMEOUT_MS) });
      await res.body?.cancel();
      if (!res.ok) failure = `answered ${res.status}`;
    } catch (error) {
      failure = `failed: ${String(error)}`;
    }
    if (failure) {
      console.warn(`[rebuild] deploy hook ${failure} (${reasons}); the next change calls it again`);
      await releaseDeployHookRequests(
        db,
        claimed.map((row) => row.id),
      );
    } else {
      await pruneCalledDeployHookRequests(db);
    }
  } catch (error) {
    console.warn(`[rebuild] deploy hook check failed: ${(error as Error).message}`);
  } finally {
    await db.destroy();
  }
}
