/**
 * Staff changes to public content ask for a rebuild of the static pages. Implementations coalesce:
 * a burst of requests produces one rebuild (after it, one more if requests arrived meanwhile).
 */
export interface RebuildTrigger {
  request(reason: string): void;
}

export interface Coalescer {
  request(reason: string): void;
  /** Resolves when no rebuild is pending or running. */
  idle(): Promise<void>;
}

/**
 * Runs `run` at most once at a time, `delayMs` after the first request of a burst; requests during a
 * run schedule exactly one more run. Failures are reported and never stop later runs.
 */
export function coalesce(
  run: (reasons: string[]) => Promise<void>,
  options: { delayMs: number; onError: (error: unknown) => void },
): Coalescer {
  let pending: string[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;
  let running: Promise<void> | undefined;
  let waiters: Array<() => void> = [];

  const settleIfIdle = () => {
    if (!timer && !running && pending.length === 0) {
      const done = waiters;
      waiters = [];
      done.forEach((resolve) => resolve());
    }
  };

  const start = () => {
    timer = undefined;
    if (running) return;
    const reasons = pending;
    pending = [];
    running = run(reasons)
      .catch(options.onError)
      .finally(() => {
        running = undefined;
        if (pending.length > 0) schedule();
        else settleIfIdle();
      });
  };

  const schedule = () => {
    if (!timer) timer = setTimeout(start, options.delayMs);
  };

  return {
    request(reason) {
      pending.push(reason);
      if (!running) schedule();
    },
    idle() {
      return new Promise<void>((resolve) => {
        waiters.push(resolve);
        settleIfIdle();
      });
    },
  };
}
