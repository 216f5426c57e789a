/**
 * A small benchmark harness with budgets: a suite measures named cases, and each case's figure is compared
 * with its budget. A timed case (CaseSpec) is run a few times after a warm-up and its median time in
 * milliseconds must not exceed its budget; a figure case (FigureSpec) reports any figure in its own unit
 * (req/s, KB, MB, a ratio, a score) with a budget that is a floor or a ceiling. Timing belongs here, never in
 * tests.
 */

/** Which way a figure is better: `lower` passes at or below its budget (ms, KB), `higher` at or above (req/s). */
export type Better = 'lower' | 'higher';

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

export interface FigureSpec {
  name: string;
  /** The figure's unit as printed: 'ms', 'req/s', 'KB', 'MB', 'ratio', 'score'... */
  unit: string;
  better: Better;
  /**
   * The limit the median figure must meet (see `better`). Undefined: the figure is reported, not judged;
   * `budgetNote` should then say why.
   */
  budget?: number | undefined;
  /** Shown beside the budget: where it comes from (e.g. '50% of /api/health/live') or why there is none. */
  budgetNote?: string | undefined;
  /** Measurements (default 1); the median is reported. */
  runs?: number;
  /** Measurements thrown away first (default 0). */
  warmup?: number;
  /** Preparation before every measurement, warm-ups included. */
  beforeEach?: () => Promise<void> | void;
  /**
   * Measures the figure once and returns it. It should check what it measured and throw when wrong (e.g.
   * failed requests under load): a good figure from wrong work is no pass.
   */
  measure: () => Promise<number> | number;
}

export interface CaseResult {
  suite: string;
  name: string;
  unit: string;
  better: Better;
  /** Measurements that finished. */
  runs: number;
  /** The median of the measurements (NaN when none finished). */
  value: number;
  min: number;
  max: number;
  /** Null: reported without a budget. */
  budget: number | null;
  budgetNote?: string;
  pass: boolean;
  /** Set when the case threw instead of finishing. */
  error?: string;
}

export interface SuiteContext {
  /** A timed case: milliseconds, lower is better. */
  measure(spec: CaseSpec): Promise<CaseResult>;
  /** A figure with its own unit and budget direction. */
  figure(spec: FigureSpec): Promise<CaseResult>;
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
  /** Wall-clock seconds each suite took, setup and teardown included. */
  suiteSeconds: Record<string, number>;
  passed: boolean;
}

export function median(values: readonly number[]): number {
  if (values.length === 0) throw new RangeError('median of no values');
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** Milliseconds to 0.1 ms; other figures to three decimals (enough for ratios, KB and req/s). */
const roundFor = (unit: string) => (value: number) =>
  unit === 'ms' ? Math.round(value * 10) / 10 : Math.round(value * 1000) / 1000;

export function withinBudget(value: number, budget: number | undefined, better: Better): boolean {
  if (budget === undefined) return true;
  return better === 'lower' ? value <= budget : value >= budget;
}

/** Measures a figure case: warm-ups, then `runs` measurements; the median is judged against the budget. */
export async function measureFigure(suite: string, spec: FigureSpec): Promise<CaseResult> {
  const runs = spec.runs ?? 1;
  const warmup = spec.warmup ?? 0;
  const round = roundFor(spec.unit);
  const values: number[] = [];
  const base = {
    suite,
    name: spec.name,
    unit: spec.unit,
    better: spec.better,
    budget: spec.budget ?? null,
    ...(spec.budgetNote ? { budgetNote: spec.budgetNote } : {}),
  };
  try {
    for (let i = 0; i < warmup + runs; i++) {
      await spec.beforeEach?.();
      const value = await spec.measure();
      if (typeof value !== 'number' || !Number.isFinite(value)) throw new Error(`measured ${String(value)}, not a number`);
      if (i >= warmup) values.push(value);
    }
  } catch (error) {
    return {
      ...base,
      runs: values.length,
      value: values.length > 0 ? round(median(values)) : NaN,
      min: values.length > 0 ? round(Math.min(...values)) : NaN,
      max: values.length > 0 ? round(Math.max(...values)) : NaN,
      pass: false,
      error: error instanceof Error ? error.message : String(error),
    };
  }
  const value = median(values);
  return {
    ...base,
    runs,
    value: round(value),
    min: round(Math.min(...values)),
    max: round(Math.max(...values)),
    pass: withinBudget(value, spec.budget, spec.better),
  };
}

/** Measures a timed case: its figure is the median time of `run` in milliseconds, lower is better. */
export function measureCase(suite: string, spec: CaseSpec): Promise<CaseResult> {
  return measureFigure(suite, {
    name: spec.name,
    unit: 'ms',
    better: 'lower',
    budget: spec.budgetMs,
    runs: spec.runs ?? 5,
    warmup: spec.warmup ?? 1,
    ...(spec.beforeEach ? { beforeEach: spec.beforeEach } : {}),
    measure: async () => {
      const started = performance.now();
      await spec.run();
      return performance.now() - started;
    },
  });
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
  const suiteSeconds: Report['suiteSeconds'] = {};
  for (const suite of suites) {
    log(`▶ ${suite.name}`);
    const started = performance.now();
    const record = (result: CaseResult) => {
      results.push(result);
      const verdict = result.error ? 'FAIL' : result.pass ? 'ok  ' : 'FAIL';
      log(
        `  ${verdict} ${result.name}: ${formatFigure(result.value, result.unit)} (budget ${formatBudget(result)})${result.error ? `: ${result.error}` : ''}`,
      );
      return result;
    };
    const ctx: SuiteContext = {
      measure: async (spec) => record(await measureCase(suite.name, spec)),
      figure: async (spec) => record(await measureFigure(suite.name, spec)),
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
    suiteSeconds[suite.name] = Math.round((performance.now() - started) / 100) / 10;
    log(`  (${suite.name} took ${suiteSeconds[suite.name]} s)`);
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
    suiteSeconds,
    passed: suiteErrors.length === 0 && results.every((r) => r.pass),
  };
}

export function formatMs(ms: number): string {
  if (Number.isNaN(ms)) return '-';
  return ms >= 1000 ? `${(ms / 1000).toFixed(2)} s` : `${ms.toFixed(1)} ms`;
}

/** A figure with its unit: milliseconds as formatMs does, others with precision by magnitude. */
export function formatFigure(value: number, unit: string): string {
  if (Number.isNaN(value)) return '-';
  if (unit === 'ms') return formatMs(value);
  const abs = Math.abs(value);
  const digits = abs >= 100 || Number.isInteger(value) ? 0 : abs >= 10 ? 1 : abs >= 1 ? 2 : 3;
  const number = value.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });
  return unit === '' ? number : `${number} ${unit}`;
}

/** '≤ 2.00 s', '≥ 4,000 req/s (50% of live)', or '-' with the note when the figure has no budget. */
export function formatBudget(result: Pick<CaseResult, 'budget' | 'unit' | 'better' | 'budgetNote'>): string {
  const note = result.budgetNote ? ` (${result.budgetNote})` : '';
  if (result.budget === null) return `-${note}`;
  return `${result.better === 'lower' ? '≤' : '≥'} ${formatFigure(result.budget, result.unit)}${note}`;
}

function verdict(result: CaseResult): string {
  if (result.error) return `ERROR: ${result.error}`;
  if (result.budget === null) return 'report';
  if (result.pass) return 'pass';
  return result.better === 'lower' ? 'OVER BUDGET' : 'UNDER BUDGET';
}

/** A plain-text table of the results, one row per case, with the skipped cases and suite errors below. */
export function formatTable(report: Report): string {
  const header = ['suite', 'case', 'figure', 'min', 'max', 'runs', 'budget', 'result'];
  const rows = report.results.map((r) => [
    r.suite,
    r.name,
    formatFigure(r.value, r.unit),
    r.runs > 1 ? formatFigure(r.min, r.unit) : '',
    r.runs > 1 ? formatFigure(r.max, r.unit) : '',
    String(r.runs),
    formatBudget(r),
    verdict(r),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => (row[i] ?? '').length)));
  const numeric = new Set([2, 3, 4, 5]);
  const line = (cells: readonly string[]) =>
    cells
      .map((cell, i) => (numeric.has(i) ? cell.padStart(widths[i]!) : cell.padEnd(widths[i]!)))
      .join('  ')
      .trimEnd();
  const out = [line(header), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)];
  for (const s of report.skipped) out.push(`skipped: ${s.suite} / ${s.name}: ${s.reason}`);
  for (const e of report.suiteErrors) out.push(`suite error: ${e.suite}: ${e.error}`);
  const times = Object.entries(report.suiteSeconds ?? {});
  if (times.length > 0) out.push(`suite times: ${times.map(([name, s]) => `${name} ${s} s`).join(', ')}`);
  return out.join('\n');
}
