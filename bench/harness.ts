/**
 * A small benchmark harness with budgets: a suite measures named cases, each run a few times after a
 * warm-up; the median is compared with the case's budget. Timing belongs here, never in tests.
 */

export interface CaseSpec {
  name: string;
  /** The median must not exceed this. Budgets are generous: they catch regressions, not noise. */
  budgetMs: number;
  /** Timed runs (default 5); the median is reported. */
  runs?: number;
  /** Untimed runs first (default 1): JIT, query plans, connection pools. */
  warmup?: number;
  /** Untimed preparation before every run, warm-ups included (e.g. empty a table). */
  beforeEach?: () => Promise<void> | void;
  /** The timed work. It should check its own result and throw when wrong: a fast wrong answer is no pass. */
  run: () => Promise<unknown> | unknown;
}

export interface CaseResult {
  suite: string;
  name: string;
  runs: number;
  medianMs: number;
  minMs: number;
  maxMs: number;
  budgetMs: number;
  pass: boolean;
  /** Set when the case threw instead of finishing. */
  error?: string;
}

export interface SuiteContext {
  measure(spec: CaseSpec): Promise<CaseResult>;
  /** Records a case that could not run here (e.g. no DATABASE_URL), so the table says why. */
  skip(name: string, reason: string): void;
  log(message: string): void;
}

export interface BenchSuite {
  name: string;
  /** Sets up what it needs, measures its cases through `ctx`, and cleans up (try/finally). */
  run(ctx: SuiteContext): Promise<void>;
}

export interface Report {
  startedAt: string;
  finishedAt: string;
  node: string;
  platform: string;
  cpus: string;
  results: CaseResult[];
  skipped: { suite: string; name: string; reason: string }[];
  /** Suites that failed outside a case (setup or teardown). */
  suiteErrors: { suite: string; error: string }[];
  passed: boolean;
}

export function median(values: readonly number[]): number {
  if (values.length === 0) throw new RangeError('median of no values');
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

const round = (ms: number) => Math.round(ms * 10) / 10;

export async function measureCase(suite: string, spec: CaseSpec): Promise<CaseResult> {
  const runs = spec.runs ?? 5;
  const warmup = spec.warmup ?? 1;
  const timings: number[] = [];
  try {
    for (let i = 0; i < warmup + runs; i++) {
      await spec.beforeEach?.();
      const started = performance.now();
      await spec.run();
      const elapsed = performance.now() - started;
      if (i >= warmup) timings.push(elapsed);
    }
  } catch (error) {
    return {
      suite,
      name: spec.name,
      runs: timings.length,
      medianMs: timings.length > 0 ? round(median(timings)) : NaN,
      minMs: timings.length > 0 ? round(Math.min(...timings)) : NaN,
      maxMs: timings.length > 0 ? round(Math.max(...timings)) : NaN,
      budgetMs: spec.budgetMs,
      pass: false,
      error: error instanceof Error ? error.message : String(error),
    };
  }
  const medianMs = median(timings);
  return {
    suite,
    name: spec.name,
    runs,
    medianMs: round(medianMs),
    minMs: round(Math.min(...timings)),
    maxMs: round(Math.max(...timings)),
    budgetMs: spec.budgetMs,
    pass: medianMs <= spec.budgetMs,
  };
}

/** Runs the suites one after another (never in parallel: they would time each other). */
export async function runSuites(
  suites: readonly BenchSuite[],
  options: { log?: (message: string) => void; environment?: Pick<Report, 'node' | 'platform' | 'cpus'> } = {},
): Promise<Report> {
  const log = options.log ?? (() => {});
  const startedAt = new Date().toISOString();
  const results: CaseResult[] = [];
  const skipped: Report['skipped'] = [];
  const suiteErrors: Report['suiteErrors'] = [];
  for (const suite of suites) {
    log(`▶ ${suite.name}`);
    const ctx: SuiteContext = {
      async measure(spec) {
        const result = await measureCase(suite.name, spec);
        results.push(result);
        log(
          `  ${result.pass ? 'ok  ' : 'FAIL'} ${spec.name}: ${formatMs(result.medianMs)} (budget ${formatMs(spec.budgetMs)})`,
        );
        return result;
      },
      skip(name, reason) {
        skipped.push({ suite: suite.name, name, reason });
        log(`  skip ${name}: ${reason}`);
      },
      log: (message) => log(`  ${message}`),
    };
    try {
      await suite.run(ctx);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      suiteErrors.push({ suite: suite.name, error: message });
      log(`  ERROR ${message}`);
    }
  }
  return {
    startedAt,
    finishedAt: new Date().toISOString(),
    node: options.environment?.node ?? '',
    platform: options.environment?.platform ?? '',
    cpus: options.environment?.cpus ?? '',
    results,
    skipped,
    suiteErrors,
    passed: suiteErrors.length === 0 && results.every((r) => r.pass),
  };
}

export function formatMs(ms: number): string {
  if (Number.isNaN(ms)) return '-';
  return ms >= 1000 ? `${(ms / 1000).toFixed(2)} s` : `${ms.toFixed(1)} ms`;
}

/** A plain-text table of the results, one row per case, with the skipped cases and suite errors below. */
export function formatTable(report: Report): string {
  const header = ['suite', 'case', 'median', 'min', 'max', 'runs', 'budget', 'result'];
  const rows = report.results.map((r) => [
    r.suite,
    r.name,
    formatMs(r.medianMs),
    formatMs(r.minMs),
    formatMs(r.maxMs),
    String(r.runs),
    formatMs(r.budgetMs),
    r.error ? `ERROR: ${r.error}` : r.pass ? 'pass' : 'OVER BUDGET',
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => (row[i] ?? '').length)));
  const numeric = new Set([2, 3, 4, 5, 6]);
  const line = (cells: readonly string[]) =>
    cells
      .map((cell, i) => (numeric.has(i) ? cell.padStart(widths[i]!) : cell.padEnd(widths[i]!)))
      .join('  ')
      .trimEnd();
  const out = [line(header), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)];
  for (const s of report.skipped) out.push(`skipped: ${s.suite} / ${s.name}: ${s.reason}`);
  for (const e of report.suiteErrors) out.push(`suite error: ${e.suite}: ${e.error}`);
  return out.join('\n');
}
